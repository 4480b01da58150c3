import { useNavigate, useParams } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useId, useState, type SubmitEvent } from 'react';
import { MAX_KEYWORD_LENGTH } from '../../contract/limits.ts';
import { searchableKeyword } from '../../lib/catalogue-search.ts';

// The suggestions need the combobox library, too heavy for the home page's startup budget: they
// are fetched once the page has loaded and is idle, and then take the plain field's place (ADR
// 0036, docs/performance.md).
const SearchSuggestions = lazy(() => import('./search-suggestions.tsx'));

/** Runs `task` when the browser is idle (or soon, where it cannot tell); returns the cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 1);
  return () => window.clearTimeout(handle);
}

/**
 * Runs `task` once the page's load event has passed and the browser is idle; returns the cancel.
 * Fetched any earlier, the suggestions' code shares a phone's slow link with the first screen's
 * images (docs/performance.md).
 */
function afterLoadWhenIdle(task: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  const start = () => {
    cancelIdle = whenIdle(task);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    window.removeEventListener('load', start);
    cancelIdle?.();
  };
}

const inputClass =
  'min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-slate-900 placeholder:text-slate-500 md:w-64';

/**
 * A keyword that is not blank after trimming opens its results; a blank one goes home. The field
 * starts with the keyword being shown, so the query stays in sight on its results.
 */
export function SearchBox({ onSearch }: { onSearch?: () => void }) {
  const navigate = useNavigate();
  const inputId = useId();
  const { keyword: shown = '' } = useParams({ strict: false });
  const [value, setValue] = useState(() => searchableKeyword(shown));
  const [showing, setShowing] = useState(shown);
  // The keyword this field last searched for, until its results page arrives.
  const [submitted, setSubmitted] = useState<string | undefined>(undefined);
  const [enhanced, setEnhanced] = useState(false);
  const [plainFocused, setPlainFocused] = useState(false);
  useEffect(() => afterLoadWhenIdle(() => setEnhanced(true)), []);
  // A new results page (Back, a link) puts its own keyword in the field. The page of a search made
  // here does not: the field showed that keyword already, and whatever was typed while the results
  // loaded is newer.
  if (showing !== shown) {
    setShowing(shown);
    setSubmitted(undefined);
    if (shown !== submitted) setValue(searchableKeyword(shown));
  }

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const keyword = value.trim();
    setSubmitted(keyword);
    setValue(keyword);
    onSearch?.();
    if (keyword) void navigate({ to: '/search/$keyword', params: { keyword } });
    else void navigate({ to: '/' });
  }

  const plainField = (
    <input
      onFocus={() => setPlainFocused(true)}
      onBlur={() => setPlainFocused(false)}
      id={inputId}
      name="q"
      type="search"
      maxLength={MAX_KEYWORD_LENGTH}
      placeholder="Search Products..."
      value={value}
      onChange={(event) => setValue(event.target.value)}
      className={inputClass}
    />
  );

  return (
    <form role="search" onSubmit={submit} className="flex w-full gap-2 md:w-auto">
      <label htmlFor={inputId} className="sr-only">
        Search Products
      </label>
      {enhanced ? (
        <Suspense fallback={plainField}>
          <SearchSuggestions
            inputId={inputId}
            value={value}
            onValueChange={setValue}
            onNavigate={() => onSearch?.()}
            className={inputClass}
            // Someone already typing in the plain field keeps the focus in the new one.
            takeFocus={plainFocused}
          />
        </Suspense>
      ) : (
        plainField
      )}
      <button
        type="submit"
        className="min-h-11 rounded-md border border-white/70 px-4 font-medium text-white hover:bg-white/10"
      >
        Search
      </button>
    </form>
  );
}
