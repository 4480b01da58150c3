import { useNavigate } from '@tanstack/react-router';
import { useId, type SubmitEvent } from 'react';
import { MAX_KEYWORD_LENGTH } from '../contract/limits.ts';

/** A keyword that is not blank after trimming opens its results; a blank one goes home. */
export function SearchBox({ onSearch }: { onSearch?: () => void }) {
  const navigate = useNavigate();
  const inputId = useId();

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem('q');
    const keyword = field instanceof HTMLInputElement ? field.value.trim() : '';
    onSearch?.();
    if (keyword) void navigate({ to: '/search/$keyword', params: { keyword } });
    else void navigate({ to: '/' });
  }

  return (
    <form role="search" onSubmit={submit} className="flex w-full gap-2 md:w-auto">
      <label htmlFor={inputId} className="sr-only">
        Search Products
      </label>
      <input
        id={inputId}
        name="q"
        type="search"
        maxLength={MAX_KEYWORD_LENGTH}
        placeholder="Search Products..."
        className="min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-slate-900 placeholder:text-slate-500 md:w-64"
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
