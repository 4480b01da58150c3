import type { CatalogueFilters } from './filters.ts';
import { PRICE_BAND_BOUNDS_CENTS, type FacetCountRow, type FilterFacet } from './facets.ts';
import { passesSpecFilter, type SpecValue } from './spec-filters.ts';

/** What the facets read of a product. */
export interface FacetedProduct {
  brand: string;
  category: string;
  priceCents: number;
  rating: number;
  countInStock: number;
  /** The values it answers to for spec filters (product_spec_values). */
  specs: readonly SpecValue[];
}

const FILTER_FACETS: readonly FilterFacet[] = ['category', 'brand', 'price', 'rating', 'inStock'];
const BAND_THRESHOLDS = PRICE_BAND_BOUNDS_CENTS.slice(1);

/**
 * The value each facet counts by, as text, as `facetValues` in facet-counts.ts has the database
 * compute it: the price band is `width_bucket`'s, the number of thresholds at or below the price.
 */
function valueOf(facet: FilterFacet, product: FacetedProduct): string {
  switch (facet) {
    case 'category':
      return product.category;
    case 'brand':
      return product.brand;
    case 'price':
      return String(BAND_THRESHOLDS.filter((threshold) => product.priceCents >= threshold).length);
    case 'rating':
      return String(Math.floor(product.rating));
    case 'inStock':
      return String(product.countInStock > 0);
  }
}

type Test = (product: FacetedProduct) => boolean;

/** Whether a product passes every spec filter: what no facet here ignores (facet-counts.ts). */
export function passesSpecFilters(product: FacetedProduct, filters: CatalogueFilters): boolean {
  return filters.specs.every((filter) => passesSpecFilter(product.specs, filter));
}

/** Each filter that is set, as `filterConditions` in facet-counts.ts defines it. */
export function filterTests(filters: CatalogueFilters): [FilterFacet, Test][] {
  const { category, brands, minCents, maxCents, rating, inStock } = filters;
  const tests: [FilterFacet, Test | undefined][] = [
    ['category', category === undefined ? undefined : (product) => product.category === category],
    ['brand', brands.length === 0 ? undefined : (product) => brands.includes(product.brand)],
    [
      'price',
      minCents === undefined && maxCents === undefined
        ? undefined
        : (product) =>
            (minCents === undefined || product.priceCents >= minCents) &&
            (maxCents === undefined || product.priceCents <= maxCents),
    ],
    ['rating', rating === undefined ? undefined : (product) => product.rating >= rating],
    ['inStock', inStock ? (product) => product.countInStock > 0 : undefined],
  ];
  return tests.flatMap(([facet, test]) => (test ? [[facet, test]] : []));
}

/**
 * The rows `facetCountRows` (facet-counts.ts) has the database return, counted here over products
 * held in memory: a sample of the catalogue (docs/catalogue.md). `matching` are the products that match the
 * keyword. A product passing every set filter
 * counts in each facet; one failing exactly one counts in that facet only (a facet's counts ignore
 * its own selection); one failing two counts nowhere.
 */
export function sampledFacetRows(
  matching: readonly FacetedProduct[],
  filters: CatalogueFilters,
): FacetCountRow[] {
  const tests = filterTests(filters);
  const counts = new Map<FilterFacet, Map<string, number>>(FILTER_FACETS.map((facet) => [facet, new Map()]));
  const add = (facet: FilterFacet, product: FacetedProduct) => {
    const byValue = counts.get(facet);
    const value = valueOf(facet, product);
    byValue?.set(value, (byValue.get(value) ?? 0) + 1);
  };
  let passingEvery = 0;
  for (const product of matching) {
    if (!passesSpecFilters(product, filters)) continue;
    const failed = tests.filter(([, test]) => !test(product));
    if (failed.length === 0) {
      passingEvery++;
      for (const facet of FILTER_FACETS) add(facet, product);
    } else if (failed.length === 1) {
      const [[facet]] = failed as [[FilterFacet, Test]];
      add(facet, product);
    }
  }
  const facetRows = [...counts].flatMap(([facet, byValue]) =>
    [...byValue].map(([value, count]): FacetCountRow => ({ facet, value, count, all: 0 })),
  );
  return [...facetRows, { facet: 'totals', value: '', count: passingEvery, all: matching.length }];
}
