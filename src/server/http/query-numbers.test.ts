import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductList } from '../../contract/products.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { signedIn } from '../test/accounts.ts';
import { createProduct } from '../test/factories.ts';

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedIn(t.app, t.db, { isAdmin: true })).headers;
  await createProduct(t.db, { name: 'Empty Page Speaker' });
});
afterAll(() => t.close());

/** Every list that takes an optional page number, and who may read it. */
const lists = [
  { url: '/api/products', headers: () => ({}) },
  { url: '/api/admin/products', headers: () => admin },
];

describe('optional query numbers', () => {
  it.each(lists)('when $url gets an empty pageNumber, then it is page 1', async ({ url, headers }) => {
    for (const query of ['?pageNumber=', '?keyword=&pageNumber=', '?pageNumber=&pageNumber=']) {
      const response = await t.app.inject({ method: 'GET', url: `${url}${query}`, headers: headers() });
      expect(response.statusCode).toBe(200);
      expect(response.json<ProductList>()).toMatchObject({ page: 1, products: expect.any(Array) });
    }
  });

  it.each(
    lists.flatMap((list) => ['1e309', '-1e309', 'Infinity', 'NaN'].map((value) => ({ ...list, value }))),
  )(
    'when $url gets pageNumber=$value, then it answers 400 naming pageNumber',
    async ({ url, headers, value }) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `${url}?pageNumber=${value}`,
        headers: headers(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: expect.stringMatching(/^Invalid query: pageNumber must be /),
        code: 'VALIDATION',
      });
    },
  );

  it.each([
    ['a number too large for a double', '{"rating": 1e309, "comment": "Too good"}'],
    ['a number as text beyond a double', '{"rating": "1e309", "comment": "Too good"}'],
  ])('when a JSON body carries %s, then it answers 400 naming the field', async (_label, payload) => {
    const product = await createProduct(t.db);
    const customer = await signedIn(t.app, t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/products/${product.id}/reviews`,
      headers: { ...customer.headers, 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: expect.stringMatching(/^Invalid body: rating must be (a finite )?number$/),
      code: 'VALIDATION',
    });
  });
});
