/**
 * The catalogue's filter and sort vocabulary, shared by the API's query schemas and the
 * storefront's URL search params (the same names on both sides). Free of schema code, so the
 * storefront can import it without shipping the schema library.
 */

/** `relevance` is the default when a keyword is given, `newest` otherwise. */
export const PRODUCT_SORTS = [
  'relevance',
  'newest',
  'price-asc',
  'price-desc',
  'rating',
  'bestselling',
] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** How the admin product list may be ordered. */
export const ADMIN_PRODUCT_SORTS = [
  'newest',
  'name',
  'price-asc',
  'price-desc',
  'stock-asc',
  'stock-desc',
] as const;
export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];

/** At most this many `brand` values in one query. */
export const MAX_BRAND_FILTERS = 10;

/** The highest price, in dollars, a `minPrice`/`maxPrice` filter may name. */
export const MAX_PRICE_FILTER = 1_000_000;

/**
 * A keyword search pages through its first this many matches (docs/catalogue.md): the server
 * stops there, and the list screen says so on the last page.
 */
export const REACHABLE_SEARCH_MATCHES = 1000;

/** Suggestions start at this many characters (after trimming). */
export const SUGGEST_MIN_LENGTH = 2;
/** At most this many products in one answer of suggestions. */
export const MAX_SUGGESTED_PRODUCTS = 6;
