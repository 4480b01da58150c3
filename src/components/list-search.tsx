import { useState, type SubmitEvent } from 'react';
import { FormField, secondaryButton } from './form-field.tsx';

/** A labelled search box with its button, for admin lists; an empty search shows everything. */
export function ListSearch({
  label,
  placeholder,
  value,
  onSearch,
}: {
  label: string;
  placeholder: string;
  value: string | undefined;
  onSearch: (keyword: string | undefined) => void;
}) {
  const [keyword, setKeyword] = useState(value ?? '');
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(keyword.trim() || undefined);
  };
  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={submit}
      className="grid items-end gap-x-4 sm:grid-cols-[1fr_auto]"
    >
      <FormField
        label={label}
        type="search"
        placeholder={placeholder}
        maxLength={100}
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
      />
      <button type="submit" className={`${secondaryButton} mb-4 justify-center`}>
        Search
      </button>
    </form>
  );
}
