import { useState } from 'react';

/** What the button last did, said in its live region. */
type Said = { kind: 'none' } | { kind: 'copied' } | { kind: 'copy-by-hand' };

function isCancel(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * Share (docs/findability.md#share): the phone's share sheet where the browser has one (the Web Share
 * API), otherwise the link copied to the clipboard, or shown to copy by hand when even that is
 * refused. `path` becomes a full link only when pressed: the server renders this screen too, and
 * has no window.
 */
export function ShareButton({
  title,
  path,
  className = '',
}: {
  title: string;
  path: string;
  className?: string;
}) {
  const [said, setSaid] = useState<Said>({ kind: 'none' });
  const url = () => new URL(path, window.location.origin).href;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url());
      setSaid({ kind: 'copied' });
    } catch {
      setSaid({ kind: 'copy-by-hand' });
    }
  };

  const share = async () => {
    setSaid({ kind: 'none' });
    if (typeof navigator.share !== 'function') return copy();
    try {
      await navigator.share({ title, url: url() });
    } catch (error) {
      // Closing the share sheet is the shopper's choice; any other refusal falls back to copying.
      if (!isCancel(error)) await copy();
    }
  };

  return (
    <div className={`flex flex-col items-stretch gap-1 ${className}`}>
      <button
        type="button"
        onClick={() => void share()}
        className="inline-flex min-h-11 items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 font-medium hover:bg-slate-100"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-5 w-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path
            strokeLinecap="round"
            strokeLinejoin="round"
            d="M12 3v12m0-12-4 4m4-4 4 4M5 13v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6"
          />
        </svg>
        Share
      </button>
      <p role="status" className="text-sm text-slate-700 [overflow-wrap:anywhere]">
        {said.kind === 'copied' && 'Link copied'}
        {said.kind === 'copy-by-hand' && `Copy this link: ${url()}`}
      </p>
    </div>
  );
}
