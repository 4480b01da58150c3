import { Link } from '@tanstack/react-router';
import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useCategories } from './products-api.ts';

const linkClass = 'flex min-h-11 items-center justify-between gap-4 px-4 py-2 hover:bg-slate-100';

/**
 * The header's Categories: a disclosure of plain links (the navigation pattern, not an ARIA menu),
 * each opening the list filtered by that category. The categories are asked for when first opened.
 */
export function CategoriesMenu({ onNavigate }: { onNavigate: () => void }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { data, error, isPending } = useCategories({ enabled: open });

  function close() {
    setOpen(false);
    onNavigate();
  }
  // Focus leaving the button and its links closes the list, as Escape does (focus back on the button).
  function closeWhenFocusLeaves(event: FocusEvent<HTMLElement>) {
    if (!container.current?.contains(event.relatedTarget)) setOpen(false);
  }
  function closeOnEscape(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    button.current?.focus();
  }
  const dismiss = { onBlur: closeWhenFocusLeaves, onKeyDown: closeOnEscape };

  return (
    <div className="relative" ref={container}>
      <button
        ref={button}
        {...dismiss}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="flex min-h-11 items-center gap-1 rounded-md px-3 font-medium text-white hover:bg-white/10"
      >
        Categories
        <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true" fill="currentColor">
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
        </svg>
      </button>
      <div
        id={listId}
        hidden={!open}
        className="z-40 mt-1 w-full rounded-md border border-slate-200 bg-white py-1 text-slate-900 shadow-lg md:absolute md:left-0 md:w-64"
      >
        {isPending && open && (
          <p role="status" className="px-4 py-2">
            Loading...
          </p>
        )}
        {error && <p className="px-4 py-2 text-red-700">{error.message}</p>}
        {data && (
          <ul>
            {data.map(({ name, count }) => (
              <li key={name}>
                <Link to="/" search={{ category: name }} className={linkClass} onClick={close} {...dismiss}>
                  {name}
                  <span className="text-sm tabular-nums text-slate-600">
                    {count} <span className="sr-only">{count === 1 ? 'product' : 'products'}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
