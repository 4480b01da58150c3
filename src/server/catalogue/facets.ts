import type { Facets, ValueCount } from '../../contract/catalogue.ts';
import type { CatalogueFilters } from './filters.ts';

/** Price bands in cents: each band runs from its bound to the next one (the last has no top). */
export const PRICE_BAND_BOUNDS_CENTS = [0, 2_500, 5_000, 10_000, 25_000, 50_000, 100_000] as const;

/** Rating thresholds the facets offer, in stars. */
const RATING_THRESHOLDS = [4, 3, 2, 1] as const;

/** What a shopper can filter by; each is also a facet. */
export type FilterFacet = 'category' | 'brand' | 'price' | 'rating' | 'inStock';

/**
 * One row of facet counts, the database's (src/server/products/facet-counts.ts) or a sample's in
 * memory (src/server/products/sampled-facet-rows.ts). For a filter
 * facet: how many matching products have `value` and pass every other filter (`price`: the band's
 * index into PRICE_BAND_BOUNDS_CENTS; `rating`: whole stars, rounded down; `inStock`: `true` or
 * `false`). The one `totals` row: `count` pass every filter, `all` match the keyword (filters
 * aside).
 */
export interface FacetCountRow {
  facet: FilterFacet | 'totals';
  value: string;
  count: number;
  all: number;
}

/** A keyword's (or the catalogue's) facet counts, read from the database's rows. */
export interface FacetCounts {
  /** Products matching the keyword, filters aside. */
  all: number;
  /** Products passing every filter too: what the pages hold. */
  matching: number;
  /** Per filter facet, per value, how many pass every other filter. */
  byValue: Record<FilterFacet, ReadonlyMap<string, number>>;
}

/** The rows as counts; `scale` multiplies each (a sample's share of the whole catalogue). */
export function facetCountsOf(rows: readonly FacetCountRow[], scale = 1): FacetCounts {
  const byValue: Record<FilterFacet, Map<string, number>> = {
    category: new Map(),
    brand: new Map(),
    price: new Map(),
    rating: new Map(),
    inStock: new Map(),
  };
  const scaled = (count: number) => Math.round(count * scale);
  const totals = { all: 0, matching: 0 };
  for (const row of rows) {
    if (row.facet === 'totals') {
      totals.all = scaled(row.all);
      totals.matching = scaled(row.count);
    } else {
      byValue[row.facet].set(row.value, scaled(row.count));
    }
  }
  return { ...totals, byValue };
}

/** Counts per value, by name; a selected value stays listed (with 0) so it can be unselected. */
function namedCounts(counts: ReadonlyMap<string, number>, selected: readonly string[]): ValueCount[] {
  const listed = new Map<string, number>(selected.map((name) => [name, 0]));
  for (const [name, count] of counts) {
    if (name !== '') listed.set(name, count);
  }
  return [...listed]
    .map(([name, count]): ValueCount => ({ value: name, count }))
    .sort((a, b) => a.value.localeCompare(b.value));
}

/** `approximate`: the counts are a scaled sample, not every match (docs/catalogue.md). */
export function facetsOf(counts: FacetCounts, filters: CatalogueFilters, approximate: boolean): Facets {
  const { byValue } = counts;
  const ratedAtLeast = (min: number) =>
    [...byValue.rating].reduce((sum, [stars, count]) => (Number(stars) >= min ? sum + count : sum), 0);
  return {
    categories: namedCounts(byValue.category, filters.category ? [filters.category] : []),
    brands: namedCounts(byValue.brand, filters.brands),
    prices: PRICE_BAND_BOUNDS_CENTS.map((bound, band) => {
      const next = PRICE_BAND_BOUNDS_CENTS[band + 1];
      return {
        min: bound / 100,
        max: next === undefined ? null : next / 100,
        count: byValue.price.get(String(band)) ?? 0,
      };
    }),
    ratings: RATING_THRESHOLDS.map((min) => ({ min, count: ratedAtLeast(min) })),
    inStock: byValue.inStock.get('true') ?? 0,
    approximate,
  };
}
