import { useNavigate, useParams } from '@tanstack/react-router';
import { useId, useRef, useState, type SubmitEvent } from 'react';
import { MAX_KEYWORD_LENGTH } from '../../contract/limits.ts';
import { searchableKeyword } from '../../lib/catalogue-search.ts';
import { useSuggestionsHandover } from './use-suggestions-handover.ts';

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
  const plainInput = useRef<HTMLInputElement>(null);
  const suggestions = useSuggestionsHandover(plainInput);
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

  const Suggestions = suggestions?.field;
  const field = Suggestions ? (
    <Suggestions
      inputId={inputId}
      value={value}
      onValueChange={setValue}
      onNavigate={() => onSearch?.()}
      className={inputClass}
      caret={suggestions.caret}
    />
  ) : (
    <input
      ref={plainInput}
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
      {field}
      <button
        type="submit"
        className="min-h-11 rounded-md border border-white/70 px-4 font-medium text-white hover:bg-white/10"
      >
        Search
      </button>
    </form>
  );
}
