import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import {
  FIRST_SCREEN_ELEMENT_ID,
  PRERENDERED_ATTRIBUTE,
  type FirstScreenEntry,
} from '../../contract/first-screen.ts';
import { IMAGE_SIZES } from '../../contract/images.ts';
import { rendererFile } from './first-screen-renderer.ts';
import { createTestApp, testAppOptions, type TestApp } from '../test/app.ts';
import { createProduct } from '../test/factories.ts';

let t: TestApp;
let app: TestApp['app'];
const TEMPLATE =
  '<!doctype html><html><head><title>Easy-Buy</title><script type="module" src="/assets/index.js"></script><link rel="stylesheet" href="/assets/index.css"></head><body><div id="root"><!--first-screen--><header>shell</header><!--/first-screen--></div></body></html>';
/** The renderer's source; `npm run build` makes dist/render/render-first-screen.js of it. */
const RENDERER_SOURCE = fileURLToPath(new URL('../../render-first-screen.tsx', import.meta.url));

beforeAll(async () => {
  t = await createTestApp();
  const clientDir = path.join(t.dataDir, 'client');
  await mkdir(clientDir, { recursive: true });
  await writeFile(path.join(clientDir, 'index.html'), TEMPLATE);
  // Where the build would put the server's renderer: here it hands over to the source.
  const renderer = rendererFile(clientDir);
  await mkdir(path.dirname(renderer), { recursive: true });
  await writeFile(renderer, `export { renderFirstScreen } from ${JSON.stringify(RENDERER_SOURCE)};\n`);
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

/** What the server wrote into the storefront's root, or undefined when it sent the shell. */
function markupOf(html: string): string | undefined {
  const root = new RegExp(
    `<div id="root" ${PRERENDERED_ATTRIBUTE}="" inert="">([\\s\\S]*)</div></body>`,
  ).exec(html);
  return root?.[1];
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
    // Asked for ahead of the entry script and the stylesheet, so the image does not queue behind them.
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('<script type="module"'));
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('rel="stylesheet"'));
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

  it('when the Payment step or an order is served, then it carries the ways to pay, and the shell for the browser to draw', async () => {
    for (const url of ['/payment', '/order/6a1f0c7e-3b5d-4e8f-9a2b-1c3d5e7f9a0b']) {
      const html = await page(url);
      expect(entriesOf(html), url).toEqual([
        {
          kind: 'paymentConfig',
          data: expect.objectContaining({ methods: expect.arrayContaining(['TestCard']) }),
        },
      ]);
      expect(markupOf(html), url).toBeUndefined();
      expect(html, url).toContain('<header>shell</header>');
    }
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

/** The `<img>` tag showing `image` in `markup`. */
function imageTag(markup: string, image: string): string {
  return new RegExp(`<img src="${image}"[^>]*>`).exec(markup)?.[0] ?? '';
}

describe('the first screen drawn in the served HTML', () => {
  it('when the home page is served, then the carousel and the latest products are drawn, their lead images eager and of high priority, with no script', async () => {
    const star = await createProduct(t.db, {
      name: 'Drawn Star',
      rating: 5,
      numReviews: 50,
      image: '/uploads/demo/drawn-star.webp',
    });
    const html = await page('/');
    const markup = markupOf(html) ?? '';
    expect(markup).toContain('aria-label="Top rated products"');
    expect(markup).toContain('Latest Products');
    const list = entriesOf(html).find((entry) => entry.kind === 'list');
    const products = list?.kind === 'list' ? list.data.products : [];
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) expect(markup).toContain(`href="/product/${product._id}"`);
    // The first slide and the first card are in a phone's first viewport: fetched at once, first.
    for (const image of [star.image, products[0]?.image ?? '']) {
      const tag = imageTag(markup, image);
      expect(tag).toContain('loading="eager"');
      expect(tag).toContain('fetchPriority="high"');
      expect(tag).toMatch(/width="\d+" height="\d+"/);
    }
    expect(markup).not.toContain('<script');
    expect(markup).not.toContain('<header>shell</header>');
    // The head's preload asks for the file the slide will show, not a wider one.
    expect(html).toMatch(
      new RegExp(
        `<link rel="preload" as="image" href="${star.image}"[^>]*imagesizes="${IMAGE_SIZES.carousel.replace(/[()]/g, '\\$&')}"`,
      ),
    );
  });

  it('when a product page is served, then the product is drawn with its image eager and of high priority', async () => {
    const product = await createProduct(t.db, { name: 'Drawn Lamp', image: '/uploads/demo/drawn-lamp.webp' });
    const markup = markupOf(await page(`/product/${product.id}`)) ?? '';
    expect(markup).toMatch(/<h1[^>]*>Drawn Lamp<\/h1>/);
    expect(imageTag(markup, product.image)).toContain('fetchPriority="high"');
    expect(imageTag(markup, product.image)).not.toContain('loading="lazy"');
  });

  it('when a screen has no first-screen data, then the shell is sent for the browser to draw', async () => {
    const draft = await createProduct(t.db, { name: 'Hidden Draft', isDraft: true });
    for (const url of ['/cart', '/profile', `/product/${draft.id}`, '/product/not-an-id']) {
      const html = await page(url);
      expect(markupOf(html)).toBeUndefined();
      expect(html).toContain('<header>shell</header>');
      expect(html).not.toContain('Hidden Draft');
    }
  });

  it('when a form screen is served, then its form is drawn from no data, with no data block and no script', async () => {
    const screens = [
      { url: '/login?redirect=/shipping', heading: 'Sign In', field: 'name="password"' },
      { url: '/register', heading: 'Sign Up', field: 'name="confirmPassword"' },
      { url: '/forgot-password', heading: 'Forgot Password', field: 'name="email"' },
    ];
    for (const { url, heading, field } of screens) {
      const html = await page(url);
      const markup = markupOf(html) ?? '';
      expect(markup, url).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(markup, url).toContain(field);
      expect(markup, url).not.toContain('<script');
      expect(html, url).not.toContain(`id="${FIRST_SCREEN_ELEMENT_ID}"`);
      expect(html, url).not.toContain('<header>shell</header>');
    }
  });

  it('when a product name carries markup, then it is drawn as inert text', async () => {
    const name = 'Evil <img src=x onerror=alert(1)></script><script>alert(2)</script>';
    const hostile = await createProduct(t.db, { name });
    for (const url of [`/product/${hostile.id}`, '/search/evil']) {
      const html = await page(url);
      const markup = markupOf(html) ?? '';
      expect(markup).toContain(
        'Evil &lt;img src=x onerror=alert(1)&gt;&lt;/script&gt;&lt;script&gt;alert(2)',
      );
      expect(html).not.toContain('<img src=x');
      expect(html).not.toContain('<script>alert(2)');
    }
  });

  it('when a product name carries replacement patterns, then its data is written exactly as stored', async () => {
    // `$&`, `$'` and `$$` mean something to String.replace: written in as a replacement string, they
    // would copy `</head>` or the rest of the page into the data block.
    const name = "Deal $& then $' and $` for $$5";
    const product = await createProduct(t.db, { name, image: '/uploads/demo/deal.webp' });
    const html = await page(`/product/${product.id}`);
    expect(entriesOf(html)).toEqual([
      { kind: 'product', id: product.id, data: expect.objectContaining({ name }) },
    ]);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
  });

  it('when the browser accepts Brotli, then the page is sent compressed and reads the same', async () => {
    const plain = await page('/');
    const response = await app.inject({
      method: 'GET',
      url: '/',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toContain('Accept-Encoding');
    const body = brotliDecompressSync(response.rawPayload).toString();
    expect(body).toBe(plain);
  });
});
