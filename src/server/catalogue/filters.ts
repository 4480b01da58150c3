import type { CatalogueQuery } from '../../contract/catalogue.ts';
import type { ProductSort } from '../../contract/catalogue-options.ts';
import { ValidationError } from '../errors.ts';
import { specRequestsOf, type SpecFilter, type SpecRequest } from './spec-filters.ts';

/** A shopper's filters as the database compares them: cents, whole stars, exact names. */
export interface CatalogueFilters {
  category: string | undefined;
  brands: readonly string[];
  minCents: number | undefined;
  maxCents: number | undefined;
  rating: number | undefined;
  inStock: boolean;
  /** One per spec name, each checked against the spec fields (docs/catalogue.md#spec-filters). */
  specs: readonly SpecFilter[];
}

export interface NormalisedQuery {
  keyword: string;
  pageNumber: number;
  sort: ProductSort;
  filters: CatalogueFilters;
  /** The spec parameters as sent, grouped by name: `filters.specs` once checked against the fields. */
  specRequests: SpecRequest[];
}

/** Filters are compared as sent but for outer spaces; an empty value is no filter. */
function trimmed(value: string | undefined): string | undefined {
  const text = value?.trim();
  return text ? text : undefined;
}

/**
 * The one reading of a catalogue query: defaults applied, dollars made cents (a minimum rounds
 * up and a maximum down, so both stay inclusive of exactly the prices a shopper means), and the
 * only cross-field rule checked. Its JSON is the cache key, so two spellings of one query share it.
 */
export function normaliseQuery(query: CatalogueQuery): NormalisedQuery {
  const keyword = query.keyword?.trim() ?? '';
  const minCents = query.minPrice === undefined ? undefined : Math.ceil(query.minPrice * 100 - 1e-9);
  const maxCents = query.maxPrice === undefined ? undefined : Math.floor(query.maxPrice * 100 + 1e-9);
  if (minCents !== undefined && maxCents !== undefined && minCents > maxCents) {
    throw new ValidationError('minPrice must not be more than maxPrice');
  }
  const brands = [...new Set((query.brand ?? []).map((brand) => brand.trim()).filter(Boolean))].sort();
  return {
    keyword,
    pageNumber: query.pageNumber ?? 1,
    sort: query.sort ?? (keyword ? 'relevance' : 'newest'),
    specRequests: specRequestsOf(query),
    filters: {
      category: trimmed(query.category),
      brands,
      minCents,
      maxCents,
      rating: query.rating,
      inStock: query.inStock === true,
      specs: [],
    },
  };
}

/** Spec filters are in it as sent (`specRequests`); `filters.specs` follows from them. */
export function cacheKey(query: NormalisedQuery): string {
  return `list:${JSON.stringify({ ...query, keyword: query.keyword.toLowerCase() })}`;
}

/** The whole catalogue, unnarrowed: what suggestions look through. */
export const NO_FILTERS: CatalogueFilters = normaliseQuery({}).filters;
