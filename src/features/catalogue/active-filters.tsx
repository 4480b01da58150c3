import { hasFilters, priceLabel, withoutFilters, type CatalogueSearch } from '../../lib/catalogue-search.ts';

interface Chip {
  label: string;
  without: CatalogueSearch;
}

/** One chip per filter in use, each knowing the search without it. */
function chipsOf(search: CatalogueSearch): Chip[] {
  const { category, brand, minPrice, maxPrice, rating, inStock } = search;
  const chips: Chip[] = [];
  if (category !== undefined)
    chips.push({ label: `Category: ${category}`, without: { ...search, category: undefined } });
  for (const name of brand ?? []) {
    const others = (brand ?? []).filter((other) => other !== name);
    chips.push({
      label: `Brand: ${name}`,
      without: { ...search, brand: others.length > 0 ? others : undefined },
    });
  }
  if (minPrice !== undefined || maxPrice !== undefined) {
    chips.push({
      label: `Price: ${priceLabel(minPrice, maxPrice)}`,
      without: { ...search, minPrice: undefined, maxPrice: undefined },
    });
  }
  if (rating !== undefined)
    chips.push({ label: `${rating} stars & up`, without: { ...search, rating: undefined } });
  if (inStock) chips.push({ label: 'In stock only', without: { ...search, inStock: undefined } });
  return chips;
}

/** The filters in use other than the category, in words (`Brand: Sony`, `In stock only`). */
export function filterLabels(search: CatalogueSearch): string[] {
  return chipsOf({ ...search, category: undefined }).map((chip) => chip.label);
}

function definedOnly(search: CatalogueSearch): CatalogueSearch {
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined));
}

/** The filters in use as removable chips, and Clear all; nothing when no filter is in use. */
export function ActiveFilters({
  search,
  onChange,
}: {
  search: CatalogueSearch;
  onChange: (next: CatalogueSearch) => void;
}) {
  if (!hasFilters(search)) return null;
  return (
    <section aria-label="Active filters" className="mb-4 flex flex-wrap items-center gap-2">
      <ul className="flex flex-wrap gap-2">
        {chipsOf(search).map((chip) => (
          <li key={chip.label}>
            <button
              type="button"
              onClick={() => onChange(definedOnly(chip.without))}
              className="flex min-h-11 items-center gap-2 rounded-full border border-brand-700 bg-white px-3 text-sm font-medium text-brand-900 hover:bg-slate-100"
            >
              {chip.label}
              <span aria-hidden="true">×</span>
              <span className="sr-only">(remove filter)</span>
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => onChange(withoutFilters(search))}
        className="min-h-11 rounded-md px-3 text-sm font-medium text-brand-800 underline hover:bg-slate-100"
      >
        Clear all
      </button>
    </section>
  );
}
