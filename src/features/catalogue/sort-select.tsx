import { useId } from 'react';
import { PRODUCT_SORTS, type ProductSort } from '../../contract/catalogue-options.ts';

const SORT_LABELS: Record<ProductSort, string> = {
  relevance: 'Best match',
  newest: 'Newest',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  rating: 'Customer rating',
  bestselling: 'Best selling',
};

/**
 * The list's order. `relevance` is offered only when searching (it is the API's default then);
 * without a keyword the default is `newest`.
 */
export function SortSelect({
  value,
  searching,
  onChange,
}: {
  value: ProductSort | undefined;
  searching: boolean;
  onChange: (sort: ProductSort) => void;
}) {
  const id = useId();
  const options = PRODUCT_SORTS.filter((sort) => searching || sort !== 'relevance');
  const current = value && options.includes(value) ? value : searching ? 'relevance' : 'newest';
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        Sort by
      </label>
      <select
        id={id}
        value={current}
        onChange={(event) => {
          const chosen = options.find((sort) => sort === event.target.value);
          if (chosen) onChange(chosen);
        }}
        className="min-h-11 rounded-md border border-slate-300 bg-white px-3"
      >
        {options.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </select>
    </div>
  );
}
