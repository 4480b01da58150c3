import {
  hasFilters,
  priceLabel,
  specValuesOf,
  splitSpecFilter,
  withoutFilters,
  withoutSpecFilters,
  yesNoLabel,
  type CatalogueSearch,
} from '../../lib/catalogue-search.ts';

interface Chip {
  label: string;
  without: CatalogueSearch;
}

/** A spec list without the entries `drop` picks; `undefined` once the list is empty. */
function without(entries: string[] | undefined, drop: (entry: string) => boolean): string[] | undefined {
  const rest = (entries ?? []).filter((entry) => !drop(entry));
  return rest.length > 0 ? rest : undefined;
}

/** One chip per spec value (`Storage: 256`), and one per number range (`Screen size: 6 – 7`). */
function specChips(search: CatalogueSearch): Chip[] {
  const chips: Chip[] = [];
  for (const entry of search.spec ?? []) {
    const split = splitSpecFilter(entry);
    if (!split) continue;
    chips.push({
      label: `${split.name}: ${yesNoLabel(split.value)}`,
      without: { ...search, spec: without(search.spec, (other) => other === entry) },
    });
  }
  const ranged = [...(search.specMin ?? []), ...(search.specMax ?? [])].flatMap(
    (entry) => splitSpecFilter(entry)?.name ?? [],
  );
  for (const name of new Set(ranged)) {
    const [min] = specValuesOf(search.specMin, name);
    const [max] = specValuesOf(search.specMax, name);
    const range =
      min !== undefined && max !== undefined
        ? `${min} – ${max}`
        : min !== undefined
          ? `${min} and above`
          : `Up to ${max ?? ''}`;
    chips.push({
      label: `${name}: ${range}`,
      without: {
        ...search,
        specMin: without(search.specMin, (entry) => splitSpecFilter(entry)?.name === name),
        specMax: without(search.specMax, (entry) => splitSpecFilter(entry)?.name === name),
      },
    });
  }
  return chips;
}

/** One chip per filter in use, each knowing the search without it. */
function chipsOf(search: CatalogueSearch): Chip[] {
  const { category, brand, minPrice, maxPrice, rating, inStock } = search;
  const chips: Chip[] = [];
  if (category !== undefined) {
    // Spec filters are the category's own: they go with it.
    chips.push({
      label: `Category: ${category}`,
      without: { ...withoutSpecFilters(search), category: undefined },
    });
  }
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
  chips.push(...specChips(search));
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
