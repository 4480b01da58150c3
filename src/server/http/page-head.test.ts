import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import {
  CART_TITLE,
  DEFAULT_DESCRIPTION,
  DEFAULT_TITLE,
  NOT_FOUND_TITLE,
  titled,
} from '../../contract/page-head.ts';
import {
  AUDIT_TITLE,
  COUPONS_TITLE,
  RETURNS_TITLE,
  PRODUCTS_TITLE,
  PROFILE_TITLE,
  SIGN_IN_TITLE,
  SIGN_UP_TITLE,
} from '../../contract/page-titles.ts';
import { createTestApp, testAppOptions, type TestApp } from '../test/app.ts';
import { createProduct } from '../test/factories.ts';
import { servedHead, structuredDataProblems, type ServedHead } from '../test/page-head-checks.ts';
import { accountWithToken, addReview } from '../test/shop-requests.ts';
import { uploadImage } from '../test/uploaded-image.ts';

let t: TestApp;
let app: TestApp['app'];
/** testAppOptions' PUBLIC_URL: every absolute address in the head starts with it. */
const ORIGIN = 'http://shop.test';
/** The storefront's own index.html, as the build serves it (its script tag aside). */
const INDEX_HTML = fileURLToPath(new URL('../../../index.html', import.meta.url));

beforeAll(async () => {
  t = await createTestApp();
  const clientDir = path.join(t.dataDir, 'client');
  await mkdir(clientDir, { recursive: true });
  await writeFile(path.join(clientDir, 'index.html'), await readFile(INDEX_HTML, 'utf8'));
  app = await buildApp(testAppOptions({ dataDir: t.dataDir, clientDir }), t.db);
});

afterAll(async () => {
  await app.close();
  await t.close();
});

async function headOf(url: string): Promise<ServedHead> {
  const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  expect(response.statusCode).toBe(200);
  const head = servedHead(response.body);
  for (const data of head.structuredData) expect(structuredDataProblems(data)).toEqual([]);
  return head;
}

const ofType = (head: ServedHead, type: string) =>
  head.structuredData.filter((data) => data['@type'] === type);

describe('the head of catalogue pages in the served HTML', () => {
  it('when the home page is served, then it has the default title, its canonical, Open Graph, and the shop and its list as structured data', async () => {
    const product = await createProduct(t.db, { name: 'Home Lamp', image: '/uploads/demo/home-lamp.webp' });
    const head = await headOf('/?utm_source=news&gclid=abc&fbclid=def&sort=price_asc');
    expect(head).toMatchObject({
      title: DEFAULT_TITLE,
      description: DEFAULT_DESCRIPTION,
      robots: undefined,
      canonicals: [`${ORIGIN}/`],
    });
    expect(head.tags).toMatchObject({
      'og:type': 'website',
      'og:title': DEFAULT_TITLE,
      'og:description': DEFAULT_DESCRIPTION,
      'og:url': `${ORIGIN}/`,
      'og:image': expect.stringMatching(/^http:\/\/shop\.test\/uploads\//),
      'twitter:card': 'summary_large_image',
      'twitter:title': DEFAULT_TITLE,
    });
    expect(ofType(head, 'WebSite')[0]).toMatchObject({
      potentialAction: { target: { urlTemplate: `${ORIGIN}/search/{search_term_string}` } },
    });
    expect(ofType(head, 'Organization')).toHaveLength(1);
    const [list] = ofType(head, 'ItemList');
    expect(list?.itemListElement).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Home Lamp', url: `${ORIGIN}/product/${product.id}` }),
      ]),
    );
  });

  it('when a later page of the list is served, then it is its own canonical, and its first page is the home page', async () => {
    const later = await headOf('/page/2?utm_medium=mail');
    expect(later.canonicals).toEqual([`${ORIGIN}/page/2`]);
    expect(ofType(later, 'WebSite')).toEqual([]);
    expect((await headOf('/page/1')).canonicals).toEqual([`${ORIGIN}/`]);
  });

  it('when a category view is served, then its title and canonical name the category, and its list holds only that category', async () => {
    const phone = await createProduct(t.db, { name: 'Canon Phone', category: 'Phones' });
    await createProduct(t.db, { name: 'Canon Kettle', category: 'Kitchen' });
    const head = await headOf('/?category=Phones&sort=price_asc&minPrice=10&utm_campaign=spring');
    expect(head).toMatchObject({
      title: titled('Phones'),
      robots: undefined,
      canonicals: [`${ORIGIN}/?category=Phones`],
    });
    const [list] = ofType(head, 'ItemList');
    expect(list?.itemListElement).toEqual([
      expect.objectContaining({ position: 1, name: 'Canon Phone', url: `${ORIGIN}/product/${phone.id}` }),
    ]);
    // A made-up category has nothing to index.
    expect((await headOf('/?category=Nothing%20Sold%20Here')).robots).toBe('noindex');
  });

  it('when search results are served, then they are not indexed but followed, titled by the search', async () => {
    await createProduct(t.db, { name: 'Quokka Speaker' });
    const head = await headOf('/search/quokka?utm_source=x');
    expect(head).toMatchObject({
      title: 'Results for “quokka” | Easy-Buy',
      robots: 'noindex, follow',
      canonicals: [`${ORIGIN}/search/quokka`],
    });
    expect(ofType(head, 'ItemList')[0]?.itemListElement).toEqual([
      expect.objectContaining({ name: 'Quokka Speaker' }),
    ]);
    expect((await headOf('/search/quokka/page/2')).canonicals).toEqual([`${ORIGIN}/search/quokka/page/2`]);
  });
});

describe('the head of a product page in the served HTML', () => {
  it('when a product with variants is served, then its head names it and its data has one offer per variant', async () => {
    const { headers } = await accountWithToken(t.db, { isAdmin: true });
    const image = await uploadImage(app, headers);
    const product = await createProduct(t.db, { name: 'Variant Phone', category: 'Phones', image });
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/products/${product.id}`,
      headers,
      payload: {
        name: 'Variant Phone',
        price: 1,
        image,
        brand: 'Testbrand',
        category: 'Phones',
        countInStock: 1,
        description: 'A phone in two colours.',
        options: [{ name: 'Colour', values: ['Black', 'Blue'] }],
        variants: [
          { sku: 'VP-BLACK', options: { Colour: 'Black' }, price: 499, countInStock: 4 },
          { sku: 'VP-BLUE', options: { Colour: 'Blue' }, price: 519.5, countInStock: 0 },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const canonical = `${ORIGIN}/product/${product.id}`;
    const head = await headOf(`/product/${product.id}?variant=abc&utm_source=news&fbclid=z`);
    expect(head).toMatchObject({
      title: 'Variant Phone | Easy-Buy',
      description: 'A phone in two colours.',
      robots: undefined,
      canonicals: [canonical],
    });
    expect(head.tags).toMatchObject({
      'og:type': 'product',
      'og:title': 'Variant Phone | Easy-Buy',
      'og:url': canonical,
      'og:image': `${ORIGIN}${image}`,
      'product:price:amount': '499.00',
      'product:price:currency': 'USD',
      'twitter:image': `${ORIGIN}${image}`,
    });
    const [data] = ofType(head, 'Product');
    expect(data).toMatchObject({ name: 'Variant Phone', url: canonical, brand: { name: 'Testbrand' } });
    expect(data?.offers).toEqual([
      expect.objectContaining({
        sku: 'VP-BLACK',
        price: '499.00',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: expect.stringMatching(new RegExp(`^${canonical}\\?variant=`)),
      }),
      expect.objectContaining({
        sku: 'VP-BLUE',
        price: '519.50',
        availability: 'https://schema.org/OutOfStock',
      }),
    ]);
    expect(data).not.toHaveProperty('aggregateRating');
    expect(ofType(head, 'BreadcrumbList')[0]?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
      { '@type': 'ListItem', position: 2, name: 'Phones', item: `${ORIGIN}/?category=Phones` },
      { '@type': 'ListItem', position: 3, name: 'Variant Phone', item: canonical },
    ]);
  });

  it('when a reviewed product is served, then its data carries its rating and reviews', async () => {
    const product = await createProduct(t.db, { name: 'Reviewed Lamp', countInStock: 0, priceCents: 1999 });
    for (const rating of [5, 4]) {
      const { headers } = await accountWithToken(t.db);
      expect((await addReview(app, headers, product.id, rating)).statusCode).toBe(201);
    }
    const [data] = ofType(await headOf(`/product/${product.id}`), 'Product');
    expect(data).toMatchObject({
      offers: { price: '19.99', availability: 'https://schema.org/OutOfStock' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 },
    });
    expect(data?.review).toHaveLength(2);
    expect(data?.review).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          reviewBody: 'Raced to the shop.',
          reviewRating: expect.objectContaining({ ratingValue: 5 }),
        }),
      ]),
    );
  });

  it('when the product is unknown or a draft, then the page keeps the default title and is not indexed', async () => {
    const draft = await createProduct(t.db, { name: 'Secret Draft Head', isDraft: true });
    for (const url of [`/product/${draft.id}`, '/product/not-an-id']) {
      const head = await headOf(url);
      expect(head).toMatchObject({ title: DEFAULT_TITLE, robots: 'noindex', canonicals: [] });
      expect(head.structuredData).toEqual([]);
    }
  });

  it('when a product name carries markup, then head and structured data hold it as text that cannot end its element', async () => {
    const name = 'Bad </script><script>alert(1)</script> <!-- \u2028 "quoted" & $& done';
    const product = await createProduct(t.db, { name, description: `${name} described` });
    const response = await app.inject({
      method: 'GET',
      url: `/product/${product.id}`,
      headers: { accept: 'text/html' },
    });
    expect(response.body).not.toContain('<script>alert(1)');
    expect(response.body.match(/<\/head>/g)).toHaveLength(1);
    const head = await headOf(`/product/${product.id}`);
    expect(head.title).toBe(titled(name));
    expect(head.tags['og:title']).toBe(titled(name));
    expect(head.description).toBe(`${name} described`);
    expect(ofType(head, 'Product')[0]).toMatchObject({ name, description: `${name} described` });
    for (const raw of head.rawStructuredData) {
      expect(raw).not.toMatch(/<|\u2028|\u2029/);
    }
  });
});

describe('the head of screens that are not for search engines', () => {
  it('when sign-in, cart, signed-in, admin or unknown pages are served, then they are titled as their screen and not indexed', async () => {
    const cases: [string, string][] = [
      ['/login?redirect=/shipping', SIGN_IN_TITLE],
      ['/register', SIGN_UP_TITLE],
      ['/cart', CART_TITLE],
      ['/profile', PROFILE_TITLE],
      ['/admin/productlist', PRODUCTS_TITLE],
      ['/admin/productlist/2', PRODUCTS_TITLE],
      ['/admin/coupons', COUPONS_TITLE],
      ['/admin/audit?kind=order.ship', AUDIT_TITLE],
      ['/admin/returns?status=requested', RETURNS_TITLE],
      ['/no-such-page', NOT_FOUND_TITLE],
    ];
    for (const [url, title] of cases) {
      const head = await headOf(url);
      expect(head, url).toMatchObject({ title, robots: 'noindex', canonicals: [], structuredData: [] });
    }
    expect((await headOf('/compare')).robots).toBe('noindex, follow');
  });
});
