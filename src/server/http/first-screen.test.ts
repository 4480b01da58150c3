import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { FIRST_SCREEN_ELEMENT_ID, type FirstScreenEntry } from '../../contract/first-screen.ts';
import { createTestApp, testAppOptions, type TestApp } from '../test/app.ts';
import { createProduct } from '../test/factories.ts';

let t: TestApp;
let app: TestApp['app'];
const TEMPLATE =
  '<!doctype html><html><head><title>Easy-Buy</title></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  t = await createTestApp();
  const clientDir = path.join(t.dataDir, 'client');
  await mkdir(clientDir, { recursive: true });
  await writeFile(path.join(clientDir, 'index.html'), TEMPLATE);
  app = await buildApp(testAppOptions({ dataDir: t.dataDir, clientDir }), t.db);
});

afterAll(async () => {
  await app.close();
  await t.close();
});

async function page(url: string) {
  const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/html');
  expect(response.headers['cache-control']).toBe('no-cache');
  return response.body;
}

function entriesOf(html: string): FirstScreenEntry[] {
  const match = new RegExp(
    `<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">([^<]*)</script>`,
  ).exec(html);
  return match?.[1] ? (JSON.parse(match[1]) as FirstScreenEntry[]) : [];
}

describe('the first screen in the served HTML', () => {
  it('when the home page is served, then it carries the latest list, the top products and a preload of the first slide', async () => {
    const soldOut = await createProduct(t.db, {
      name: 'Sold Out Star',
      rating: 5,
      numReviews: 9,
      countInStock: 0,
      image: '/uploads/demo/sold-out.webp',
    });
    const buyable = await createProduct(t.db, {
      name: 'Buyable Star',
      rating: 4.5,
      numReviews: 3,
      image: '/uploads/demo/buyable.webp',
    });
    const html = await page('/');
    const entries = entriesOf(html);
    const list = entries.find((entry) => entry.kind === 'list');
    const top = entries.find((entry) => entry.kind === 'top');
    expect(list).toMatchObject({ keyword: '', pageNumber: 1, data: { page: 1 } });
    expect(top?.data.map((product) => product._id)).toEqual(expect.arrayContaining([soldOut.id, buyable.id]));
    // The carousel leads with what can be bought, so that is the image to fetch first.
    expect(html).toContain(
      '<link rel="preload" as="image" href="/uploads/demo/buyable.webp" fetchpriority="high"',
    );
    // The list's first card is in a phone's first viewport too.
    const firstCard = list?.kind === 'list' ? list.data.products[0]?.image : undefined;
    expect(html).toContain(`<link rel="preload" as="image" href="${firstCard ?? ''}" fetchpriority="high"`);
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('</head>'));
  });

  it('when a product page is served, then it carries that product and preloads its image', async () => {
    const product = await createProduct(t.db, { name: 'Detail Lamp', image: '/uploads/demo/lamp.webp' });
    const html = await page(`/product/${product.id}`);
    expect(entriesOf(html)).toEqual([
      {
        kind: 'product',
        id: product.id,
        data: expect.objectContaining({ _id: product.id, name: 'Detail Lamp' }),
      },
    ]);
    expect(html).toContain('href="/uploads/demo/lamp.webp"');
  });

  it('when a search page is served, then it carries that search and page', async () => {
    await createProduct(t.db, { name: 'Zephyr Speaker' });
    const entries = entriesOf(await page('/search/zephyr/page/1'));
    expect(entries).toEqual([
      { kind: 'list', keyword: 'zephyr', pageNumber: 1, data: expect.objectContaining({ page: 1 }) },
    ]);
    const [entry] = entries;
    expect(entry?.kind === 'list' && entry.data.products.map((found) => found.name)).toEqual([
      'Zephyr Speaker',
    ]);
  });

  it('when the address is unknown, malformed or hostile, then the plain page is served and nothing breaks out', async () => {
    const draft = await createProduct(t.db, { name: 'Secret Draft', isDraft: true });
    for (const url of [`/product/${draft.id}`, '/product/not-an-id', '/page/abc', '/cart', '/login']) {
      expect(entriesOf(await page(url))).toEqual([]);
    }
    const hostile = await createProduct(t.db, { name: 'Bad </script><script>alert(1)</script>' });
    const html = await page(`/product/${hostile.id}`);
    expect(html).not.toContain('</script><script>alert(1)');
    expect(entriesOf(html)[0]).toMatchObject({ data: { name: 'Bad </script><script>alert(1)</script>' } });
  });
});
