import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestApp, testAppOptions, type TestApp } from '../test/app.ts';
import { screenPreloadsOf } from './screen-preloads.ts';

/**
 * A build's manifest as Vite writes it: the entry, the cart's route chunk, the signed-in layout
 * (which brings the guest code) and the order screen's chunk, and what they import.
 */
const MANIFEST = {
  'index.html': { file: 'assets/index-A1.js', isEntry: true, imports: ['_startup-shared-B2.js'] },
  '_startup-shared-B2.js': { file: 'assets/startup-shared-B2.js' },
  'src/routes/cart.{-$id}.tsx?tsr-split=component---errorComponent---loader': {
    file: 'assets/cart-C3.js',
    isDynamicEntry: true,
    imports: ['index.html', '_line-thumbnail-D4.js', '_startup-shared-B2.js'],
  },
  '_line-thumbnail-D4.js': { file: 'assets/line-thumbnail-D4.js', imports: ['_pricing-E5.js'] },
  '_pricing-E5.js': { file: 'assets/pricing-E5.js', imports: ['index.html'] },
  'src/routes/_signedIn.tsx?tsr-split=component---errorComponent---loader': {
    file: 'assets/_signedIn-G7.js',
    isDynamicEntry: true,
    imports: ['index.html', '_guest-H8.js'],
  },
  '_guest-H8.js': { file: 'assets/guest-H8.js', imports: ['index.html'] },
  'src/routes/_signedIn.order.$id.tsx?tsr-split=component---errorComponent---loader': {
    file: 'assets/_signedIn.order._id-J9.js',
    isDynamicEntry: true,
    imports: ['index.html', '_pricing-E5.js'],
  },
  'src/routes/login.tsx?tsr-split=component---errorComponent---loader': {
    file: 'assets/login-F6.js',
    isDynamicEntry: true,
    imports: ['index.html'],
  },
};

const preloadedFiles = (tags: string) =>
  [...tags.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" \/>/g)].map((match) => match[1]);

describe('screenPreloadsOf', () => {
  it("preloads the cart's chunk and everything it imports, but nothing the startup file loads", () => {
    const [cart] = screenPreloadsOf(MANIFEST);
    expect(preloadedFiles(cart?.tags ?? '')).toEqual([
      '/assets/cart-C3.js',
      '/assets/line-thumbnail-D4.js',
      '/assets/pricing-E5.js',
    ]);
  });

  it('matches the cart with and without a product to add, and nothing else', () => {
    const [cart] = screenPreloadsOf(MANIFEST);
    for (const page of ['/cart', '/cart/', '/cart/abc123']) expect(cart?.page.test(page), page).toBe(true);
    for (const page of ['/', '/cart/a/b', '/carts', '/login'])
      expect(cart?.page.test(page), page).toBe(false);
  });
});

describe('screenPreloadsOf, for the guest checkout', () => {
  const screens = screenPreloadsOf(MANIFEST);
  const screenOf = (pathname: string) => screens.find(({ page }) => page.test(pathname));

  it("preloads an order's page with the signed-in layout and the guest code it imports", () => {
    expect(preloadedFiles(screenOf('/order/0198c3a2-7f00-7000-8000-000000000001')?.tags ?? '')).toEqual([
      '/assets/_signedIn-G7.js',
      '/assets/guest-H8.js',
      '/assets/_signedIn.order._id-J9.js',
      '/assets/pricing-E5.js',
    ]);
  });

  it('matches each checkout step and an order, and not what lies beside them', () => {
    for (const page of ['/shipping', '/payment', '/placeorder', '/order/abc', '/order/abc/'])
      expect(screenOf(page), page).toBeDefined();
    for (const page of ['/order', '/order/abc/pay', '/shippings', '/admin/orderlist', '/profile'])
      expect(screenOf(page), page).toBeUndefined();
  });
});

describe('pages served with screen preloads', () => {
  let t: TestApp;
  let app: TestApp['app'];
  const TEMPLATE =
    '<!doctype html><html><head><title>Easy-Buy</title><script type="module" crossorigin src="/assets/index-A1.js"></script></head><body><div id="root"></div></body></html>';

  beforeAll(async () => {
    t = await createTestApp();
    const clientDir = path.join(t.dataDir, 'client');
    await mkdir(path.join(clientDir, '.vite'), { recursive: true });
    await writeFile(path.join(clientDir, 'index.html'), TEMPLATE);
    await writeFile(path.join(clientDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    app = await buildApp(testAppOptions({ dataDir: t.dataDir, clientDir }), t.db);
  });

  afterAll(async () => {
    await app.close();
    await t.close();
  });

  const page = (url: string) => app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it("a cart address carries its screen's chunks in the head, ahead of any script's own requests", async () => {
    for (const url of ['/cart', '/cart/abc123?qty=2']) {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      const head = response.body.slice(0, response.body.indexOf('</head>'));
      expect(preloadedFiles(head), url).toEqual([
        '/assets/cart-C3.js',
        '/assets/line-thumbnail-D4.js',
        '/assets/pricing-E5.js',
      ]);
    }
  });

  it('other pages preload nothing beyond the startup file', async () => {
    for (const url of ['/', '/login', '/cartx']) {
      const response = await page(url);
      expect(preloadedFiles(response.body), url).toEqual([]);
    }
  });
});
