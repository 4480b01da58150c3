/**
 * What crawlers are asked to leave alone (docs/findability.md): the signed-in shopper's screens, the
 * admin's, and the API, except the public catalogue reads a crawler that runs the storefront's
 * script needs to render a category's list. Sign-in and register stay crawlable: a robots block
 * would fail the crawlable check Lighthouse runs on them, and they carry nothing private.
 */
export const DISALLOWED_PATHS = [
  '/admin',
  '/api/',
  '/cart',
  '/order/',
  '/payment',
  '/placeorder',
  '/profile',
  '/reset-password',
  '/shipping',
  '/wishlist',
] as const;

/** Longer than `/api/`, so they win over it (RFC 9309: the most specific rule applies). */
export const ALLOWED_API_PATHS = ['/api/products', '/api/categories'] as const;

export function robotsTxt(sitemapUrl: string): string {
  return [
    'User-agent: *',
    ...ALLOWED_API_PATHS.map((path) => `Allow: ${path}`),
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${sitemapUrl}`,
    '',
  ].join('\n');
}
