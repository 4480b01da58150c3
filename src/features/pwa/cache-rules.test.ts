import { describe, expect, it } from 'vitest';
import {
  cacheFor,
  isPrivate,
  isShellNavigation,
  OFFLINE_MESSAGE,
  urlsToKeep,
  type RequestFacts,
} from './cache-rules.ts';

const ORIGIN = 'https://shop.example';

function facts(
  path: string,
  init: { method?: string; headers?: Record<string, string>; mode?: string } = {},
) {
  const headers = new Headers(init.headers);
  return {
    url: new URL(path, ORIGIN),
    request: { method: init.method ?? 'GET', headers, mode: init.mode ?? 'cors' },
  } satisfies RequestFacts;
}

describe('what the service worker keeps', () => {
  it('when a product is read, then its answer goes to the viewed-products cache', () => {
    expect(cacheFor(facts('/api/products/42'), ORIGIN)).toBe('products');
    expect(cacheFor(facts('/api/products/5f1c0a9e-0b7e-4c83-9f7a-2b1d7e0c4a11?x=1'), ORIGIN)).toBe(
      'products',
    );
  });

  it('when a product photo or a demo image is loaded, then it goes to the images cache', () => {
    expect(cacheFor(facts('/uploads/demo/apple-iphone-15-pro.webp'), ORIGIN)).toBe('images');
    expect(cacheFor(facts('/uploads/2024/abc-400w.webp'), ORIGIN)).toBe('images');
  });

  it('when the catalogue lists are read, then they go to the lists cache', () => {
    expect(cacheFor(facts('/api/products?page=2'), ORIGIN)).toBe('lists');
    expect(cacheFor(facts('/api/products/top'), ORIGIN)).toBe('lists');
    expect(cacheFor(facts('/api/products/42/related'), ORIGIN)).toBe('lists');
    expect(cacheFor(facts('/api/products/categories'), ORIGIN)).toBe('lists');
  });

  it('when a request carries a token, then nothing of it is kept', () => {
    const signedIn = { headers: { Authorization: 'Bearer abc' } };
    expect(cacheFor(facts('/api/products/42', signedIn), ORIGIN)).toBeUndefined();
    expect(cacheFor(facts('/uploads/demo/a.webp', signedIn), ORIGIN)).toBeUndefined();
    expect(isPrivate(facts('/api/products', signedIn))).toBe(true);
  });

  it('when a request carries a guest order key, then nothing of it is kept', () => {
    const guest = { headers: { 'X-Order-Key': 'k-123' } };
    expect(cacheFor(facts('/api/products/42', guest), ORIGIN)).toBeUndefined();
    expect(isPrivate(facts('/api/orders/7', guest))).toBe(true);
  });

  it.each([
    '/api/cart',
    '/api/orders/7',
    '/api/orders/myorders',
    '/api/users/profile',
    '/api/admin/products',
    '/api/wishlist',
    '/api/config/paypal',
    '/api/config/payments',
    '/api/checkout/session',
    '/api/payments/intent',
    '/api/upload',
  ])('when %s is asked for, then it is never kept', (path) => {
    expect(cacheFor(facts(path), ORIGIN)).toBeUndefined();
    expect(isPrivate(facts(path))).toBe(true);
  });

  it('when a request changes something or comes from another site, then it is never kept', () => {
    expect(cacheFor(facts('/api/products/42', { method: 'POST' }), ORIGIN)).toBeUndefined();
    expect(cacheFor(facts('/api/products/42/reviews', { method: 'POST' }), ORIGIN)).toBeUndefined();
    expect(
      cacheFor({ ...facts('/api/products/42'), url: new URL('https://cdn.example/api/products/42') }, ORIGIN),
    ).toBeUndefined();
  });

  it('when the suggestions or a product path that names nothing is asked for, then it is not kept', () => {
    expect(cacheFor(facts('/api/products/suggest?q=ip'), ORIGIN)).toBeUndefined();
    expect(cacheFor(facts('/api/products/42/reviews/extra/deep'), ORIGIN)).toBeUndefined();
  });
});

describe('which navigations the shell answers offline', () => {
  it('when a storefront page is opened, then the shell may answer it offline', () => {
    expect(isShellNavigation(facts('/product/42', { mode: 'navigate' }))).toBe(true);
    expect(isShellNavigation(facts('/', { mode: 'navigate' }))).toBe(true);
  });

  it.each([
    '/api/docs',
    '/uploads/demo/a.webp',
    '/sitemap.xml',
    '/sitemaps/products-1.xml',
    '/robots.txt',
    '/metrics',
  ])('when %s is opened, then it always goes to the server', (path) => {
    expect(isShellNavigation(facts(path, { mode: 'navigate' }))).toBe(false);
  });

  it('when a script fetches a page, then it is not a navigation', () => {
    expect(isShellNavigation(facts('/product/42'))).toBe(false);
  });

  it('when the offline answer is read, then it says what is available', () => {
    expect(OFFLINE_MESSAGE).toMatch(/offline/i);
    expect(OFFLINE_MESSAGE).toMatch(/already viewed/);
  });
});

describe('what the page hands the worker once it is in control', () => {
  it('when a product page was opened, then its product and the images and lists it loaded are kept', () => {
    const kept = urlsToKeep(new URL('/product/42?variant=blue', ORIGIN), [
      `${ORIGIN}/uploads/demo/a.webp`,
      `${ORIGIN}/api/products/42/related`,
      `${ORIGIN}/assets/index-abc.js`,
      `${ORIGIN}/api/cart`,
      `${ORIGIN}/api/users/profile`,
      'https://www.paypal.com/sdk/js',
      `${ORIGIN}/uploads/demo/a.webp`,
    ]);
    expect(kept).toEqual([
      `${ORIGIN}/api/products/42`,
      `${ORIGIN}/uploads/demo/a.webp`,
      `${ORIGIN}/api/products/42/related`,
    ]);
  });

  it('when another page was opened, then only what it loaded is kept', () => {
    expect(urlsToKeep(new URL('/cart', ORIGIN), [`${ORIGIN}/api/cart`, 'not a url'])).toEqual([]);
  });
});
