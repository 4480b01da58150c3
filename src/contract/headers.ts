/**
 * Response headers both sides name. Kept free of schema code so the storefront can import them
 * without shipping the schema library to browsers.
 */

/** The order lists answer a JSON array (one page) and carry the page count (at least 1) here. */
export const TOTAL_PAGES_HEADER = 'X-Total-Pages';
