/**
 * What the service worker may keep on the shopper's device, and what it must never keep
 * (docs/findability.md#installable-and-offline). Plain functions of a request's facts, so the rules
 * are tested without a worker; `sw.ts` hands them to Workbox.
 */

/** The parts of a request the rules read: a `Request` has them, and so does a test's plain object. */
export interface RequestFacts {
  url: URL;
  request: { method: string; headers: Headers; mode: string };
}

/** The caches of what the shopper viewed: one per kind, each bounded on its own (sw.ts). */
export type ViewedCache = 'products' | 'lists' | 'images';

/**
 * Answers about a person or their money: the cart, orders (a guest's too), accounts, the admin,
 * the wishlist, payment and checkout. Listed although the allowlist below never names them, so a
 * new public-looking path under them can never be kept by mistake.
 */
const PRIVATE_PATHS = [
  '/api/cart',
  '/api/orders',
  '/api/users',
  '/api/admin',
  '/api/wishlist',
  '/api/config',
  '/api/checkout',
  '/api/payments',
  '/api/upload',
];

/** Names under /api/products/ that are not a product. */
const NOT_A_PRODUCT = new Set(['top', 'categories', 'suggest']);

/** Addresses that are never the storefront's pages: the server answers them, online or not. */
const NOT_A_PAGE = [/^\/api(\/|-|$)/, /^\/uploads\//, /^\/sitemap/, /^\/robots\.txt$/, /^\/metrics$/];

/** What the worker answers for a catalogue read it has never kept, when the network is gone. */
export const OFFLINE_MESSAGE =
  'You are offline, and this page is not saved on this device. Pages and products you already viewed are available.';

function underPath(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** A request about someone: signed in (a token), a guest order's key, or a private address. */
export function isPrivate({ url, request }: RequestFacts): boolean {
  return (
    request.headers.has('authorization') ||
    request.headers.has('x-order-key') ||
    PRIVATE_PATHS.some((prefix) => underPath(url.pathname, prefix))
  );
}

/** Which cache keeps this request's answer, or undefined: the network only. */
export function cacheFor(facts: RequestFacts, origin: string): ViewedCache | undefined {
  const { url, request } = facts;
  if (request.method !== 'GET' || url.origin !== origin || isPrivate(facts)) return undefined;
  const path = url.pathname;
  if (path.startsWith('/uploads/')) return 'images';
  if (path === '/api/products') return 'lists';
  const [, , , first, second, ...rest] = path.split('/');
  if (!path.startsWith('/api/products/') || first === undefined || first === '' || rest.length > 0)
    return undefined;
  if (second === undefined) {
    if (first === 'suggest') return undefined;
    return NOT_A_PRODUCT.has(first) ? 'lists' : 'products';
  }
  return second === 'related' || second === 'reviews' ? 'lists' : undefined;
}

/** A storefront page being opened, which the app shell can answer when the network is gone. */
export function isShellNavigation({ url, request }: RequestFacts): boolean {
  return request.mode === 'navigate' && !NOT_A_PAGE.some((pattern) => pattern.test(url.pathname));
}

/**
 * What the page already showed that the worker should keep, once it controls the page: reads
 * made before it did (`resources`, the browser's list of what the page loaded) pass the same rules;
 * and a product page's product, which came written into the page by the server, not read.
 */
export function urlsToKeep(page: URL, resources: readonly string[]): string[] {
  const facts = (url: URL): RequestFacts => ({
    url,
    request: { method: 'GET', headers: new Headers(), mode: 'cors' },
  });
  const product = /^\/product\/([^/]+)$/.exec(page.pathname)?.[1];
  const candidates = [
    ...(product ? [new URL(`/api/products/${product}`, page.origin)] : []),
    ...resources.flatMap((href) => (URL.canParse(href) ? [new URL(href)] : [])),
  ];
  const kept = candidates.filter((url) => cacheFor(facts(url), page.origin) !== undefined);
  return [...new Set(kept.map((url) => url.href))];
}
