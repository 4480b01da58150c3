/*
 * Apart from page-head.ts, which the storefront's startup file carries: the storefront needs this
 * only after a navigation (src/components/head-links.ts), so it is loaded then.
 */

/**
 * The one address of the page at `pathname` with `search` (`?a=1&b=2`): a list's category and
 * brands are what it is, so they stay; sort, the other filters, a product's chosen variant and
 * tracking (`utm_*`, `gclid`, `fbclid`) are dropped, and the first page is the list itself.
 */
export function canonicalPath(pathname: string, search: string): string {
  const path = pathname.replace(/\/page\/1\/?$|\/$/, '') || '/';
  // As the address writes them (the router's encoding), so both sides make the same text.
  const kept = path.startsWith('/product/') ? null : search.match(/\b(category|brand)=[^&]*/g);
  return kept ? `${path}?${kept.join('&')}` : path;
}
