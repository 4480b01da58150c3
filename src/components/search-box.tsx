import { useNavigate, useParams } from '@tanstack/react-router';
import { useId, useState, type SubmitEvent } from 'react';
import { searchableKeyword } from '../lib/catalogue-search.ts';
import SearchSuggestions from './search-suggestions.tsx';

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
  // A new results page (Back, a link) puts its own keyword in the field.
  if (showing !== shown) {
    setShowing(shown);
    setValue(searchableKeyword(shown));
  }

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const keyword = value.trim();
    onSearch?.();
    if (keyword) void navigate({ to: '/search/$keyword', params: { keyword } });
    else void navigate({ to: '/' });
  }

  return (
    <form role="search" onSubmit={submit} className="flex w-full gap-2 md:w-auto">
      <label htmlFor={inputId} className="sr-only">
        Search Products
      </label>
      <SearchSuggestions
        inputId={inputId}
        value={value}
        onValueChange={setValue}
        onNavigate={() => onSearch?.()}
        className={inputClass}
      />
      <button
        type="submit"
        className="min-h-11 rounded-md border border-white/70 px-4 font-medium text-white hover:bg-white/10"
      >
        Search
      </button>
    </form>
  );
}
