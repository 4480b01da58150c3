import { useId, type SubmitEvent } from 'react';
import { ADMIN_PRODUCT_SORTS, type AdminProductSort } from '../../contract/catalogue-options.ts';
import { MAX_KEYWORD_LENGTH } from '../../contract/limits.ts';
import type { AdminProductSearch } from '../../lib/admin-product-search.ts';
import { formValues } from '../../lib/form-values.ts';

const SORT_LABELS: Record<AdminProductSort, string> = {
  newest: 'Newest',
  name: 'Name',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  'stock-asc': 'Stock: lowest first',
  'stock-desc': 'Stock: highest first',
};

const fieldClass = 'min-h-11 rounded-md border border-slate-300 bg-white px-3';

/** Search and sort above the admin product list; each change opens the list's first page. */
export function AdminProductToolbar({
  search,
  onChange,
}: {
  search: AdminProductSearch;
  onChange: (next: AdminProductSearch) => void;
}) {
  const searchId = useId();
  const sortId = useId();

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const keyword = formValues(event.currentTarget)('keyword').trim();
    const { keyword: _old, ...rest } = search;
    onChange(keyword ? { ...rest, keyword } : rest);
  }

  return (
    <div className="mb-4 flex flex-wrap items-end gap-4">
      <form
        role="search"
        aria-label="Search the catalogue"
        onSubmit={submit}
        className="flex items-end gap-2"
        key={search.keyword ?? ''}
      >
        <div className="flex flex-col">
          <label htmlFor={searchId} className="text-sm font-medium">
            Search products
          </label>
          <input
            id={searchId}
            name="keyword"
            type="search"
            maxLength={MAX_KEYWORD_LENGTH}
            defaultValue={search.keyword ?? ''}
            className={fieldClass}
          />
        </div>
        <button type="submit" className={`${fieldClass} font-medium hover:bg-slate-100`}>
          Find
        </button>
      </form>
      <div className="flex flex-col">
        <label htmlFor={sortId} className="text-sm font-medium">
          Sort by
        </label>
        <select
          id={sortId}
          value={search.sort ?? 'newest'}
          onChange={(event) => {
            const sort = ADMIN_PRODUCT_SORTS.find((candidate) => candidate === event.target.value);
            if (sort) onChange({ ...search, sort });
          }}
          className={fieldClass}
        >
          {ADMIN_PRODUCT_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
