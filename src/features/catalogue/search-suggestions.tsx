import { LineThumbnail } from '../../components/line-thumbnail.tsx';
import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { suggestionsQueryOptions } from './products-api.ts';
import { SUGGEST_MIN_LENGTH } from '../../contract/catalogue-options.ts';
import { MAX_KEYWORD_LENGTH } from '../../contract/limits.ts';
import { formatPrice } from '../../contract/money.ts';

/** Where the caret (or the selection) was in the plain field this one replaces. */
export interface Caret {
  start: number | null;
  end: number | null;
}

/** How long typing must pause before suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 250;

type Choice =
  | { kind: 'product'; _id: string; name: string; image: string; price: number }
  | { kind: 'category'; name: string };

function useDebounced(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

const optionClass = 'flex min-h-11 cursor-pointer items-center gap-3 px-3 py-2 hover:bg-slate-100';

/**
 * The search field with suggestions: after two characters and a pause, up to six products (image,
 * name, price) and the matching categories, as a Headless UI combobox. Choosing a product opens
 * it; choosing a category opens that category's list. Enter with no suggestion chosen submits the
 * form, so it still goes to /search/{keyword} as the spec's search box does.
 */
export default function SearchSuggestions({
  inputId,
  value,
  onValueChange,
  onNavigate,
  className,
  caret,
}: {
  /** Given when the plain field it replaces was being typed in: the focus moves here, caret kept. */
  caret?: Caret;
  inputId: string;
  value: string;
  onValueChange: (value: string) => void;
  onNavigate: () => void;
  className: string;
}) {
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  // A layout effect, so the focus moves in the same task as the swap: no keystroke can arrive
  // while neither field has it.
  useLayoutEffect(() => {
    const field = input.current;
    if (!caret || !field) return;
    field.focus();
    field.setSelectionRange(caret.start, caret.end);
    // Only on arrival: later renders must not pull the focus back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const q = useDebounced(value.trim(), SUGGEST_DEBOUNCE_MS);
  const enabled = q.length >= SUGGEST_MIN_LENGTH;
  const { data } = useQuery({ ...suggestionsQueryOptions(q), enabled, placeholderData: keepPreviousData });
  const shown = enabled && data ? data : { products: [], categories: [] };
  // Whether the arrow keys have been used since the last keystroke (see keepEnterForSearch).
  const [browsing, setBrowsing] = useState(false);
  // Enter made the search: the suggestions stay closed until the shopper types again.
  const [dismissed, setDismissed] = useState(false);

  function choose(choice: Choice | null) {
    if (!choice) return;
    setBrowsing(false);
    onNavigate();
    if (choice.kind === 'product') void navigate({ to: '/product/$id', params: { id: choice._id } });
    else void navigate({ to: '/', search: { category: choice.name } });
  }

  const hasSuggestions = shown.products.length > 0 || shown.categories.length > 0;
  /**
   * Headless UI highlights the first suggestion by itself and takes Enter for it. Until the shopper
   * moves through the list with the arrow keys, Enter is kept from it, so the browser submits the
   * form as for a plain search field: Enter searches, as the spec's search box does.
   */
  function keepEnterForSearch(event: KeyboardEvent<HTMLDivElement>) {
    if (browsing) return;
    if (event.key === 'Enter') {
      event.stopPropagation();
      setDismissed(true);
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') setBrowsing(true);
    // The first suggestion is already the active one: the first Down shows it rather than skip it.
    if (event.key === 'ArrowDown' && hasSuggestions) event.stopPropagation();
  }

  return (
    <div className="relative w-full md:w-64" onKeyDownCapture={keepEnterForSearch}>
      <Combobox<Choice | null> value={null} onChange={choose} immediate={false}>
        <ComboboxInput
          id={inputId}
          name="q"
          type="search"
          autoComplete="off"
          ref={input}
          maxLength={MAX_KEYWORD_LENGTH}
          placeholder="Search Products..."
          value={value}
          // Headless UI writes this into the field itself (on arrival, and whenever the list
          // closes). Without it, it writes the empty choice's text: the field goes blank and the
          // caret jumps, until React draws the typed text again.
          displayValue={() => value}
          onChange={(event) => {
            setBrowsing(false);
            setDismissed(false);
            onValueChange(event.target.value);
          }}
          className={className}
        />
        {hasSuggestions && !dismissed && (
          <ComboboxOptions
            // Suggestions beside a search field, not a dialog: the page (the Search button, the
            // results) stays usable and scrollable while they show.
            modal={false}
            anchor="bottom start"
            className="z-50 w-[var(--input-width)] min-w-72 rounded-md border border-slate-200 bg-white py-1 text-slate-900 shadow-lg empty:invisible"
          >
            {shown.products.map((product) => (
              <ComboboxOption
                key={product._id}
                value={{ kind: 'product', ...product }}
                className={`${optionClass} ${browsing ? 'data-focus:bg-slate-100' : ''}`}
              >
                <LineThumbnail image={product.image} size="tiny" />
                <span className="flex-1">{product.name}</span>
                <span className="tabular-nums text-slate-700">{formatPrice(product.price)}</span>
              </ComboboxOption>
            ))}
            {shown.categories.map((name) => (
              <ComboboxOption
                key={`category:${name}`}
                value={{ kind: 'category', name }}
                className={`${optionClass} ${browsing ? 'data-focus:bg-slate-100' : ''}`}
              >
                <span className="text-slate-600">Category:</span> <span className="font-medium">{name}</span>
              </ComboboxOption>
            ))}
          </ComboboxOptions>
        )}
      </Combobox>
    </div>
  );
}
