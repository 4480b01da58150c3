import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../db/schema.ts';
import type { Database } from '../db/client.ts';
import { registerErrorHandler } from '../http/index.ts';
import { buildApp } from '../app.ts';
import { createTestApp, testAppOptions, type TestApp } from '../test/app.ts';
import { openTestDatabase } from '../test/database.ts';
import { createProduct, productRow } from '../test/factories.ts';
import { createSitemapService, sitemapRoutes } from './index.ts';

const ORIGIN = 'http://shop.test';
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
// jsdom (already there for the storefront's tests) ships no types: only its strict XML parser is used.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: { DOMParser: typeof DOMParser } };
};
const { window } = new JSDOM('');

/** The document parsed strictly as XML: a malformed one fails the test here. */
function parseXml(text: string): Document {
  const parsed = new window.DOMParser().parseFromString(text, 'application/xml');
  expect(parsed.getElementsByTagName('parsererror')).toHaveLength(0);
  return parsed;
}

/** The `<loc>` and `<lastmod>` of every `<url>` or `<sitemap>` entry, in order. */
function entriesOf(text: string): { loc: string; lastmod: string }[] {
  const root = parseXml(text).documentElement;
  return [...root.children].map((entry) => ({
    loc: entry.getElementsByTagName('loc')[0]?.textContent ?? '',
    lastmod: entry.getElementsByTagName('lastmod')[0]?.textContent ?? '',
  }));
}

async function get(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url, headers });
}

describe('sitemap and robots.txt through the whole app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('when the index is read, then it names the products, categories and pages files, absolute, with lastmod', async () => {
    await createProduct(t.db, { category: 'Index Things' });
    const response = await get(t.app, '/sitemap.xml');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    });
    const root = parseXml(response.body).documentElement;
    expect(root.tagName).toBe('sitemapindex');
    expect(root.getAttribute('xmlns')).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const entries = entriesOf(response.body);
    expect(entries.map((entry) => entry.loc)).toEqual([
      `${ORIGIN}/sitemaps/products-1.xml`,
      `${ORIGIN}/sitemaps/categories.xml`,
      `${ORIGIN}/sitemaps/pages.xml`,
    ]);
    for (const entry of entries) expect(entry.lastmod).toMatch(W3C_DATETIME);
  });

  it('when a product is saved, then its file lists its page with the time it last changed', async () => {
    const product = await createProduct(t.db, { updatedAt: new Date('2026-03-04T05:06:07.890Z') });
    const response = await get(t.app, '/sitemaps/products-1.xml');
    expect(response.statusCode, response.body).toBe(200);
    expect(parseXml(response.body).documentElement.tagName).toBe('urlset');
    expect(entriesOf(response.body)).toContainEqual({
      loc: `${ORIGIN}/product/${product.id}`,
      lastmod: '2026-03-04T05:06:07Z',
    });
  });

  it('when a product is a draft or deleted, then no file lists it', async () => {
    const draft = await createProduct(t.db, { isDraft: true, category: 'Draft Only Category' });
    const gone = await createProduct(t.db, { category: 'Deleted Only Category' });
    await t.db.delete(products).where(eq(products.id, gone.id));
    const productsFile = (await get(t.app, '/sitemaps/products-1.xml')).body;
    const categoriesFile = (await get(t.app, '/sitemaps/categories.xml')).body;
    const listed = [...entriesOf(productsFile), ...entriesOf(categoriesFile)].map((entry) => entry.loc);
    expect(listed).not.toContain(`${ORIGIN}/product/${draft.id}`);
    expect(listed).not.toContain(`${ORIGIN}/product/${gone.id}`);
    expect(listed.filter((loc) => /Draft|Deleted/.test(decodeURIComponent(loc)))).toEqual([]);
  });

  it('when a category has a hostile name, then its URL is escaped and reads back as the storefront links it', async () => {
    const hostile = `Tom & Jerry's <"Cables"> ]]>`;
    await createProduct(t.db, { category: hostile, updatedAt: new Date('2026-02-01T00:00:00Z') });
    await createProduct(t.db, { category: '123' });
    const response = await get(t.app, '/sitemaps/categories.xml');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).not.toContain(hostile);
    const entries = entriesOf(response.body);
    const expected = `${ORIGIN}/?${new URLSearchParams({ category: hostile }).toString()}`;
    expect(entries).toContainEqual({ loc: expected, lastmod: '2026-02-01T00:00:00Z' });
    // The storefront's router writes a value that reads as JSON in quotes: `?category=%22123%22`.
    expect(entries.map((entry) => entry.loc)).toContain(`${ORIGIN}/?category=%22123%22`);
  });

  it('when the pages file is read, then it lists the home page', async () => {
    const response = await get(t.app, '/sitemaps/pages.xml');
    expect(response.statusCode).toBe(200);
    expect(entriesOf(response.body)).toEqual([
      { loc: `${ORIGIN}/`, lastmod: expect.stringMatching(W3C_DATETIME) },
    ]);
  });

  it('when a crawler revalidates with the ETag it holds, then the answer is 304 with no body', async () => {
    for (const url of ['/sitemap.xml', '/sitemaps/products-1.xml', '/robots.txt']) {
      const first = await get(t.app, url);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await get(t.app, url, { 'if-none-match': `W/"other", ${etag}` });
      expect(again.statusCode, url).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers).toMatchObject({ etag, 'cache-control': 'public, max-age=3600' });
      expect((await get(t.app, url, { 'if-none-match': '"stale"' })).statusCode).toBe(200);
    }
  });

  it('when a crawler accepts gzip, then a large file comes compressed as kept, with its own ETag', async () => {
    for (let made = 0; made < 12; made += 1) await createProduct(t.db);
    const plain = await get(t.app, '/sitemaps/products-1.xml');
    const zipped = await get(t.app, '/sitemaps/products-1.xml', { 'accept-encoding': 'br;q=0, gzip' });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers).toMatchObject({ 'content-encoding': 'gzip', vary: 'Accept-Encoding' });
    expect(plain.headers).toMatchObject({ vary: 'Accept-Encoding' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    const etag = String(zipped.headers.etag);
    expect(etag).not.toBe(plain.headers.etag);
    const again = await get(t.app, '/sitemaps/products-1.xml', {
      'accept-encoding': 'gzip',
      'if-none-match': etag,
    });
    expect(again.statusCode).toBe(304);
    const refused = await get(t.app, '/sitemaps/products-1.xml', { 'accept-encoding': 'gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('when the catalogue changes, then the products file and its ETag change with it', async () => {
    const before = await get(t.app, '/sitemaps/products-1.xml');
    const added = await createProduct(t.db);
    const after = await get(t.app, '/sitemaps/products-1.xml', {
      'if-none-match': String(before.headers.etag),
    });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain(`/product/${added.id}`);
  });

  it('when a product is only edited, then the kept file stands until the catalogue version moves', async () => {
    const product = await createProduct(t.db, { updatedAt: new Date('2026-05-05T05:05:05Z') });
    const before = await get(t.app, '/sitemaps/products-1.xml');
    await t.db
      .update(products)
      .set({ updatedAt: new Date('2026-06-06T06:06:06Z') })
      .where(eq(products.id, product.id));
    const kept = await get(t.app, '/sitemaps/products-1.xml');
    expect(kept.headers.etag).toBe(before.headers.etag);
    await createProduct(t.db);
    const rebuilt = await get(t.app, '/sitemaps/products-1.xml');
    expect(entriesOf(rebuilt.body)).toContainEqual({
      loc: `${ORIGIN}/product/${product.id}`,
      lastmod: '2026-06-06T06:06:06Z',
    });
  });

  it.each([
    'products-0.xml',
    'products-abc.xml',
    'products-2.xml',
    'products-1.xml.gz',
    'other.xml',
    '..%2Fetc',
  ])('when %s is asked for, then the answer is 404', async (name) => {
    const response = await get(t.app, `/sitemaps/${name}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: expect.stringContaining('Not found') });
  });

  it('when robots.txt is read, then it names the sitemap and keeps crawlers out of accounts, admin and the API', async () => {
    const response = await get(t.app, '/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    });
    expect(response.body).toBe(
      [
        'User-agent: *',
        'Allow: /api/products',
        'Allow: /api/categories',
        'Disallow: /admin',
        'Disallow: /api/',
        'Disallow: /cart',
        'Disallow: /order/',
        'Disallow: /payment',
        'Disallow: /placeorder',
        'Disallow: /profile',
        'Disallow: /reset-password',
        'Disallow: /shipping',
        'Disallow: /wishlist',
        '',
        `Sitemap: ${ORIGIN}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });
});

describe('sitemap and robots.txt beside the built storefront', () => {
  it('when the build holds files of the same names, then the server still answers with its own', async () => {
    const t = await createTestApp();
    const clientDir = path.join(t.dataDir, 'client');
    await mkdir(clientDir, { recursive: true });
    await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><title>Easy-Buy</title>');
    await writeFile(path.join(clientDir, 'robots.txt'), 'User-agent: *\nDisallow: /stale/\n');
    await writeFile(path.join(clientDir, 'sitemap.xml'), '<stale/>');
    const app = await buildApp(testAppOptions({ dataDir: t.dataDir, clientDir }), t.db);
    try {
      const robots = await get(app, '/robots.txt', { accept: 'text/html,*/*' });
      expect(robots.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
      const index = await get(app, '/sitemap.xml', { accept: 'text/html,*/*' });
      expect(parseXml(index.body).documentElement.tagName).toBe('sitemapindex');
    } finally {
      await app.close();
      await t.close();
    }
  });
});

describe('sitemap files at a small per-file limit', () => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openTestDatabase();
    app = Fastify();
    registerErrorHandler(app);
    const sitemap = createSitemapService(database.db, {
      origin: "https://shop.example/tom&jerry's",
      urlsPerFile: 2,
    });
    await app.register(sitemapRoutes, { sitemap });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('when there are more products than a file holds, then they are split oldest first and each file is named', async () => {
    const rows = [1, 2, 3, 4, 5].map((minute) =>
      productRow({
        createdAt: new Date(Date.UTC(2025, 5, 1, 0, minute)),
        updatedAt: new Date(Date.UTC(2025, 6, minute)),
      }),
    );
    const created = await database.db.insert(products).values(rows).returning({ id: products.id });
    const ids = created.map((row) => row.id);

    const indexBody = (await get(app, '/sitemap.xml')).body;
    // The origin itself is escaped: an address may hold characters XML gives a meaning to.
    expect(indexBody).toContain('https://shop.example/tom&amp;jerry&apos;s/sitemaps/products-1.xml');
    const index = entriesOf(indexBody);
    expect(index.slice(0, 3)).toEqual([
      { loc: "https://shop.example/tom&jerry's/sitemaps/products-1.xml", lastmod: '2025-07-02T00:00:00Z' },
      { loc: "https://shop.example/tom&jerry's/sitemaps/products-2.xml", lastmod: '2025-07-04T00:00:00Z' },
      { loc: "https://shop.example/tom&jerry's/sitemaps/products-3.xml", lastmod: '2025-07-05T00:00:00Z' },
    ]);
    const files = await Promise.all([1, 2, 3].map((n) => get(app, `/sitemaps/products-${n}.xml`)));
    const listed = files.map((file) => entriesOf(file.body).map((entry) => entry.loc.split('/').pop()));
    expect(listed).toEqual([ids.slice(0, 2), ids.slice(2, 4), ids.slice(4)]);
    expect((await get(app, '/sitemaps/products-4.xml')).statusCode).toBe(404);
  });
});
