/**
 * The page head both sides write (docs/findability.md): the server into the HTML it sends, the
 * storefront's `Meta` once the screen has run. One function per title, so the two cannot drift.
 * Kept small: the storefront's startup file carries it.
 */
export const DEFAULT_TITLE = 'Welcome To Easy-Buy';
export const DEFAULT_DESCRIPTION = 'We sell the best products for the best prices';

/**
 * A screen's title: `Sign In | Easy-Buy`. Marked free of side effects so that a table of titles
 * made with it (page-titles.ts) is left out of any chunk that does not use it.
 */
/* @__NO_SIDE_EFFECTS__ */
export function titled(name: string): string {
  return `${name} | Easy-Buy`;
}

/** What the storefront shows at an address it has no screen for. */
export const NOT_FOUND_TITLE = titled('Page not found');
/** The cart's: its screen is in the startup file, which must not carry page-titles.ts. */
export const CART_TITLE = titled('Shopping Cart');

/**
 * The keyword the API is asked for: typographic and straight double quotes are dropped, so a
 * pasted `"sony"` or `“sony”` finds what `sony` finds (issue #12, item 5).
 */
export function searchableKeyword(keyword: string): string {
  return keyword
    .replace(/["“”„«»]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The list screen's title: what was searched for, else the brands and category it is narrowed to
 * (`Sony Audio | Easy-Buy`), else the spec's default title.
 */
export function listTitle(keyword: string, category?: string, brands?: readonly string[]): string {
  if (keyword) return titled(`Results for “${searchableKeyword(keyword) || keyword}”`);
  const name = [brands?.join(', '), category].filter(Boolean).join(' ');
  return name ? titled(name) : DEFAULT_TITLE;
}

/** What a search engine or a link preview shows under a product's title. */
export const productDescription = (description: string) => description.slice(0, 160);
