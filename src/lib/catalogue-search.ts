import {
  MAX_BRAND_FILTERS,
  MAX_PRICE_FILTER,
  PRODUCT_SORTS,
  type ProductSort,
} from '../contract/catalogue-options.ts';
import { formatPrice } from '../contract/money.ts';

/**
 * The list screen's filters and sort, as they appear in its address (`?category=Audio&minPrice=50`).
 * The names are the API's own (src/contract/catalogue.ts), so the screen passes them through.
 */
export interface CatalogueSearch {
  category?: string | undefined;
  brand?: string[] | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  rating?: number | undefined;
  inStock?: true | undefined;
  sort?: ProductSort | undefined;
  /** Spec filters, as the API takes them (`Storage:256`, `5G:yes`); only with a category. */
  spec?: string[] | undefined;
  /** Inclusive bounds of number specs (`Screen size:6`). */
  specMin?: string[] | undefined;
  specMax?: string[] | undefined;
}

const MAX_FILTER_LENGTH = 80;

/** A category or brand as an address may carry it: trimmed, one line, not absurdly long. */
export function filterText(value: unknown): string | undefined {
  // The router parses `?category=123` as a number; a category or brand named 123 is still text.
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string') return undefined;
  const trimmed = text.trim();
  return trimmed && trimmed.length <= MAX_FILTER_LENGTH && !/[\r\n]/.test(trimmed) ? trimmed : undefined;
}

function brands(value: unknown): string[] | undefined {
  const list = (Array.isArray(value) ? value : [value])
    .map(filterText)
    .filter((brand) => brand !== undefined);
  const unique = [...new Set(list)].slice(0, MAX_BRAND_FILTERS);
  return unique.length > 0 ? unique : undefined;
}

const MAX_SPEC_FILTER_LENGTH = 200;
/**
 * The API's MAX_SPEC_FILTERS (src/contract/specs.ts), repeated rather than imported: that module
 * defines schemas, and the list screen must not ship the schema library to browsers.
 */
const MAX_SPEC_FILTERS = 20;

/** `name:value` pairs as the API takes them; the server refuses a name or value it does not know. */
function specFilters(value: unknown): string[] | undefined {
  const list = (Array.isArray(value) ? value : [value]).filter(
    (entry): entry is string =>
      typeof entry === 'string' &&
      entry.length <= MAX_SPEC_FILTER_LENGTH &&
      !/[\r\n]/.test(entry) &&
      splitSpecFilter(entry) !== undefined,
  );
  const unique = [...new Set(list)].slice(0, MAX_SPEC_FILTERS);
  return unique.length > 0 ? unique : undefined;
}

/** `Screen size:6.1` → `{ name: 'Screen size', value: '6.1' }`, split at the first colon. */
export function splitSpecFilter(entry: string): { name: string; value: string } | undefined {
  const colon = entry.indexOf(':');
  const name = entry.slice(0, colon).trim();
  const value = entry.slice(colon + 1).trim();
  return colon > 0 && name && value ? { name, value } : undefined;
}

/** A yes/no spec's values are `yes` and `no` in the API and the address; shoppers read Yes and No. */
export function yesNoLabel(value: string): string {
  return value === 'yes' ? 'Yes' : value === 'no' ? 'No' : value;
}

/** The values one spec is filtered by (`Storage` in `['Storage:128', 'Storage:256']`). */
export function specValuesOf(entries: readonly string[] | undefined, name: string): string[] {
  return (entries ?? []).flatMap((entry) => {
    const split = splitSpecFilter(entry);
    return split?.name === name ? [split.value] : [];
  });
}

function dollars(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number >= 0 && number <= MAX_PRICE_FILTER
    ? number
    : undefined;
}

function stars(value: unknown): number | undefined {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 && number <= 5 ? number : undefined;
}

function isSort(value: unknown): value is ProductSort {
  return PRODUCT_SORTS.some((sort) => sort === value);
}

/**
 * Keeps each value the API would accept and drops the rest, so a mistyped or stale address still
 * opens the list (with what made sense) instead of an error. Every key is set, `undefined` when
 * dropped or absent, so a bad raw value (`?maxPrice=cheap`) replaces the one the router parsed
 * instead of passing through; links leave `undefined` keys out of the address.
 */
export function validateCatalogueSearch(search: Record<string, unknown>): CatalogueSearch {
  const valid: CatalogueSearch = {
    category: filterText(search.category),
    brand: brands(search.brand),
    minPrice: dollars(search.minPrice),
    maxPrice: dollars(search.maxPrice),
    rating: stars(search.rating),
    inStock: search.inStock === true || search.inStock === 'true' ? true : undefined,
    sort: isSort(search.sort) ? search.sort : undefined,
    // Spec fields are a category's own: without one, its spec filters mean nothing.
    spec: specFilters(search.spec),
    specMin: specFilters(search.specMin),
    specMax: specFilters(search.specMax),
  };
  // Spec fields are a category's own: without one, its spec filters mean nothing.
  if (valid.category === undefined) {
    valid.spec = undefined;
    valid.specMin = undefined;
    valid.specMax = undefined;
  }
  // A range the wrong way round keeps its lower bound only.
  if (valid.minPrice !== undefined && valid.maxPrice !== undefined && valid.maxPrice < valid.minPrice) {
    valid.maxPrice = undefined;
  }
  return valid;
}

/** True when any filter narrows the list (a sort alone does not). */
export function hasFilters(search: CatalogueSearch): boolean {
  return (
    search.category !== undefined ||
    search.brand !== undefined ||
    search.minPrice !== undefined ||
    search.maxPrice !== undefined ||
    search.rating !== undefined ||
    search.inStock !== undefined ||
    search.spec !== undefined ||
    search.specMin !== undefined ||
    search.specMax !== undefined
  );
}

/** The search without spec filters: what a change of category leaves (fields are per category). */
export function withoutSpecFilters(search: CatalogueSearch): CatalogueSearch {
  const { spec: _spec, specMin: _specMin, specMax: _specMax, ...rest } = search;
  return rest;
}

/** The search with every filter removed, the sort kept. */
export function withoutFilters(search: CatalogueSearch): CatalogueSearch {
  return search.sort ? { sort: search.sort } : {};
}

/** Shared with the server, which titles search pages with it (docs/findability.md). */
export { searchableKeyword } from '../contract/page-head.ts';

/** A price filter in words: `$50.00 – $99.99`, `$500.00 and above`, `Up to $20.00`. */
export function priceLabel(minPrice: number | undefined, maxPrice: number | undefined): string {
  if (minPrice !== undefined && maxPrice !== undefined) {
    return `${formatPrice(minPrice)} – ${formatPrice(maxPrice)}`;
  }
  if (minPrice !== undefined) return `${formatPrice(minPrice)} and above`;
  return `Up to ${formatPrice(maxPrice ?? 0)}`;
}
