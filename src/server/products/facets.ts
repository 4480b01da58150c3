import type { Facets, ValueCount } from '../../contract/catalogue.ts';
import type { CatalogueFilters } from './catalogue-filters.ts';

/** Price bands in cents: each band runs from its bound to the next one (the last has no top). */
export const PRICE_BAND_BOUNDS_CENTS = [0, 2_500, 5_000, 10_000, 25_000, 50_000, 100_000] as const;

/** Rating thresholds the facets offer, in stars. */
const RATING_THRESHOLDS = [4, 3, 2, 1] as const;

/**
 * The products matching the keyword, counted by every value a filter can test: one row per
 * combination that occurs. `inPriceRange` answers the price filter itself, whose bounds need not
 * fall on a band's.
 */
export interface FacetGroup {
  category: string;
  brand: string;
  /** Index into PRICE_BAND_BOUNDS_CENTS. */
  band: number;
  /** Whole stars of the average rating, rounded down. */
  stars: number;
  inStock: boolean;
  inPriceRange: boolean;
  count: number;
}

type Facet = 'category' | 'brand' | 'price' | 'rating' | 'inStock';

/** Whether a group passes every filter but `ignored`: a facet's counts ignore its own selection. */
function passes(group: FacetGroup, filters: CatalogueFilters, ignored?: Facet): boolean {
  return (
    (ignored === 'category' || filters.category === undefined || group.category === filters.category) &&
    (ignored === 'brand' || filters.brands.length === 0 || filters.brands.includes(group.brand)) &&
    (ignored === 'price' || group.inPriceRange) &&
    (ignored === 'rating' || filters.rating === undefined || group.stars >= filters.rating) &&
    (ignored === 'inStock' || !filters.inStock || group.inStock)
  );
}

function sum(groups: readonly FacetGroup[]): number {
  return groups.reduce((total, group) => total + group.count, 0);
}

/** Counts per value, by name; a selected value stays listed (with 0) so it can be unselected. */
function countsBy(
  groups: readonly FacetGroup[],
  value: (group: FacetGroup) => string,
  selected: readonly string[],
) {
  const counts = new Map<string, number>(selected.map((name) => [name, 0]));
  for (const group of groups) {
    const name = value(group);
    if (name !== '') counts.set(name, (counts.get(name) ?? 0) + group.count);
  }
  return [...counts]
    .map(([name, count]): ValueCount => ({ value: name, count }))
    .sort((a, b) => a.value.localeCompare(b.value));
}

/** How many products pass every filter. */
export function matchingTotal(groups: readonly FacetGroup[], filters: CatalogueFilters): number {
  return sum(groups.filter((group) => passes(group, filters)));
}

/** `approximate`: the groups are a scaled sample, not every match (ADR 0026). */
export function facetsOf(
  groups: readonly FacetGroup[],
  filters: CatalogueFilters,
  approximate: boolean,
): Facets {
  const except = (facet: Facet) => groups.filter((group) => passes(group, filters, facet));
  const forPrices = except('price');
  const forRatings = except('rating');
  return {
    categories: countsBy(
      except('category'),
      (group) => group.category,
      filters.category ? [filters.category] : [],
    ),
    brands: countsBy(except('brand'), (group) => group.brand, filters.brands),
    prices: PRICE_BAND_BOUNDS_CENTS.map((bound, band) => {
      const next = PRICE_BAND_BOUNDS_CENTS[band + 1];
      return {
        min: bound / 100,
        max: next === undefined ? null : next / 100,
        count: sum(forPrices.filter((group) => group.band === band)),
      };
    }),
    ratings: RATING_THRESHOLDS.map((min) => ({
      min,
      count: sum(forRatings.filter((group) => group.stars >= min)),
    })),
    inStock: sum(except('inStock').filter((group) => group.inStock)),
    approximate,
  };
}
