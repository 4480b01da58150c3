import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductList } from '../../contract/products.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { signedIn } from '../test/accounts.ts';
import { createProduct } from '../test/factories.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ catalogueCacheMs: 60_000 });
});
afterAll(() => t.close());

describe('catalogue cache', () => {
  it('when the cache is on, then repeated reads within its lifetime come from memory', async () => {
    await createProduct(t.db, { name: 'Cached Camera' });
    const first = await t.app.inject({ method: 'GET', url: '/api/products' });
    await createProduct(t.db, { name: 'Written Behind The Cache' });
    const second = await t.app.inject({ method: 'GET', url: '/api/products' });
    expect(second.json<ProductList>()).toEqual(first.json<ProductList>());
    expect(second.json<ProductList>().products.map((product) => product.name)).toEqual(['Cached Camera']);
  });

  it('when a product is missing, then the 404 is not remembered', async () => {
    const id = '00000000-0000-4000-8000-00000000abcd';
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).statusCode).toBe(404);
    await createProduct(t.db, { id, name: 'Arrived Later' });
    const response = await t.app.inject({ method: 'GET', url: `/api/products/${id}` });
    expect(response.statusCode).toBe(200);
  });
});

describe('catalogue cache and orders', () => {
  it('when an order takes stock, then this instance shows the new stock at once', async () => {
    const product = await createProduct(t.db, { name: 'Stocked Speaker', countInStock: 5 });
    const before = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` });
    expect(before.json()).toMatchObject({ countInStock: 5 });
    const customer = await signedIn(t.app, t.db);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: customer.headers,
      payload: {
        orderItems: [{ product: product.id, qty: 2 }],
        shippingAddress: { address: '1 Road', city: 'Town', postalCode: '1', country: 'Land' },
        paymentMethod: 'TestCard',
      },
    });
    expect(placed.statusCode).toBe(201);
    const after = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` });
    expect(after.json()).toMatchObject({ countInStock: 3 });
  });
});
