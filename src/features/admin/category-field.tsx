import { useCallback, useId, useState } from 'react';
import { useCategories } from '../catalogue/index.ts';

const NEW = '__new__';
const controlClass =
  'min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 aria-invalid:border-red-600';

/**
 * The product's category, chosen from the shop's categories so a typo does not start a new one.
 * A new category is typed only after choosing "New category…"; a typed name that an existing
 * category already has (in any case) becomes that category.
 */
export function CategoryField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const newId = useId();
  const errorId = `${id}-error`;
  const { data } = useCategories();
  const known = [...new Set([...(data ?? []).map(({ name }) => name), ...(value ? [value] : [])])].sort(
    (a, b) => a.localeCompare(b),
  );
  const [typing, setTyping] = useState(false);
  // The name field appears only when "New category…" is chosen: it takes the focus as it appears,
  // in the same commit, so it never takes it later from a field the admin has moved on to.
  const focusWhenShown = useCallback((input: HTMLInputElement | null) => input?.focus(), []);
  const described = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };

  function choose(choice: string) {
    if (choice === NEW) {
      setTyping(true);
      onChange('');
      return;
    }
    setTyping(false);
    onChange(choice);
  }

  function settle() {
    const existing = (data ?? []).find(({ name }) => name.toLowerCase() === value.trim().toLowerCase());
    if (existing) {
      setTyping(false);
      onChange(existing.name);
    }
  }

  return (
    <div className="mb-4">
      <label htmlFor={id} className="mb-1 block font-medium">
        Category
      </label>
      <select
        id={id}
        name={typing ? 'category-choice' : 'category'}
        value={typing ? NEW : value}
        onChange={(event) => choose(event.target.value)}
        required
        className={controlClass}
        {...(typing ? {} : described)}
      >
        <option value="">Choose a category</option>
        {known.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
        <option value={NEW}>New category…</option>
      </select>
      {typing && (
        <div className="mt-2">
          <label htmlFor={newId} className="mb-1 block text-sm font-medium">
            New category name
          </label>
          <input
            ref={focusWhenShown}
            id={newId}
            name="category"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onBlur={settle}
            required
            maxLength={60}
            autoComplete="off"
            className={controlClass}
            {...described}
          />
        </div>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
