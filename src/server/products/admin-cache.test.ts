import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProduct, AdminProductList, Product, ProductList } from '../../contract/products.ts';
import { signedIn } from '../test/accounts.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createProduct } from '../test/factories.ts';
import { uploadImage } from '../test/uploaded-image.ts';

// The catalogue cache is on here (a minute), as in production: writes must clear it, and admin
// reads must never go through it.
let t: TestApp;
let admin: Record<string, string>;
let customer: Record<string, string>;
let image: string;

beforeAll(async () => {
  t = await createTestApp({ catalogueCacheMs: 60_000 });
  admin = (await signedIn(t.app, t.db, { isAdmin: true })).headers;
  customer = (await signedIn(t.app, t.db)).headers;
  image = await uploadImage(t.app, admin);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const listedIds = async () => (await get('/api/products')).json<ProductList>().products.map((p) => p._id);

function productBody(name: string) {
  return {
    name,
    price: 10,
    image,
    brand: 'Cachebrand',
    category: 'Cache',
    countInStock: 1,
    description: 'Cached.',
  };
}

describe('catalogue cache and administration', () => {
  it('when an admin loads a draft, then shoppers still get 404 for it', async () => {
    const draft = (
      await t.app.inject({ method: 'POST', url: '/api/products', headers: admin })
    ).json<AdminProduct>();
    expect((await get(`/api/products/${draft._id}`)).statusCode).toBe(404);
    expect((await get(`/api/admin/products/${draft._id}`, admin)).statusCode).toBe(200);
    expect((await get(`/api/products/${draft._id}`)).statusCode).toBe(404);
    expect(await listedIds()).not.toContain(draft._id);
  });

  it('when the admin list is read, then it is never served from the cache', async () => {
    await get('/api/admin/products', admin);
    const behindTheCache = await createProduct(t.db, {
      isDraft: true,
      createdAt: new Date(Date.UTC(2031, 0, 1)),
    });
    const list = (await get('/api/admin/products', admin)).json<AdminProductList>();
    expect(list.products[0]?._id).toBe(behindTheCache.id);
  });

  it('when a draft is saved, then shoppers see it at once, though the list was cached', async () => {
    const before = await listedIds();
    const draft = (
      await t.app.inject({ method: 'POST', url: '/api/products', headers: admin })
    ).json<AdminProduct>();
    expect(await listedIds()).toEqual(before);
    await t.app.inject({
      method: 'PUT',
      url: `/api/products/${draft._id}`,
      headers: admin,
      payload: productBody('Fresh'),
    });
    expect(await listedIds()).toContain(draft._id);
    expect((await get(`/api/products/${draft._id}`)).json<Product>().name).toBe('Fresh');
  });

  it('when a product is edited, then its cached details change at once', async () => {
    const product = await createProduct(t.db, { name: 'Before Edit' });
    expect((await get(`/api/products/${product.id}`)).json<Product>().name).toBe('Before Edit');
    await t.app.inject({
      method: 'PUT',
      url: `/api/products/${product.id}`,
      headers: admin,
      payload: productBody('After Edit'),
    });
    expect((await get(`/api/products/${product.id}`)).json<Product>().name).toBe('After Edit');
  });

  it('when a review is added, then the cached rating and count change at once', async () => {
    const product = await createProduct(t.db);
    expect((await get(`/api/products/${product.id}`)).json<Product>().numReviews).toBe(0);
    await t.app.inject({
      method: 'POST',
      url: `/api/products/${product.id}/reviews`,
      headers: customer,
      payload: { rating: 2, comment: 'Meh' },
    });
    expect((await get(`/api/products/${product.id}`)).json<Product>()).toMatchObject({
      rating: 2,
      numReviews: 1,
    });
  });

  it('when a product is deleted, then it is gone from cached details and lists at once', async () => {
    const product = await createProduct(t.db, { createdAt: new Date(Date.UTC(2032, 0, 1)) });
    expect((await get(`/api/products/${product.id}`)).statusCode).toBe(200);
    expect(await listedIds()).toContain(product.id);
    await t.app.inject({ method: 'DELETE', url: `/api/products/${product.id}`, headers: admin });
    expect((await get(`/api/products/${product.id}`)).statusCode).toBe(404);
    expect(await listedIds()).not.toContain(product.id);
  });
});
