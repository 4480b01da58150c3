import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Wishlist } from '../../contract/wishlist.ts';
import { products, wishlistItems } from '../db/schema.ts';
import { signedIn } from '../test/accounts.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createProduct } from '../test/factories.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;

function put(productId: string, headers: Headers) {
  return t.app.inject({ method: 'PUT', url: `/api/wishlist/${productId}`, headers });
}

function remove(productId: string, headers: Headers) {
  return t.app.inject({ method: 'DELETE', url: `/api/wishlist/${productId}`, headers });
}

async function wishlist(headers: Headers): Promise<Wishlist> {
  const response = await t.app.inject({ method: 'GET', url: '/api/wishlist', headers });
  expect(response.statusCode).toBe(200);
  return response.json<Wishlist>();
}

async function storedRows(userId: string) {
  return t.db.select().from(wishlistItems).where(eq(wishlistItems.userId, userId));
}

describe('wishlist', () => {
  it('when a customer saves products, then the list shows them newest first with price and stock', async () => {
    const older = await createProduct(t.db, { name: 'Older Pick', priceCents: 12_345, countInStock: 3 });
    const newer = await createProduct(t.db, { name: 'Newer Pick', priceCents: 999, countInStock: 0 });
    const { headers } = await signedIn(t.app, t.db);
    expect(await wishlist(headers)).toEqual({ products: [] });

    expect((await put(older.id, headers)).statusCode).toBe(200);
    const response = await put(newer.id, headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const expected = {
      products: [
        expect.objectContaining({ _id: newer.id, name: 'Newer Pick', price: 9.99, countInStock: 0 }),
        expect.objectContaining({ _id: older.id, name: 'Older Pick', price: 123.45, countInStock: 3 }),
      ],
    };
    expect(response.json()).toEqual(expected);
    expect(await wishlist(headers)).toEqual(expected);
  });

  it('when the same product is saved again, then it stays once and where it was', async () => {
    const first = await createProduct(t.db);
    const second = await createProduct(t.db);
    const { account, headers } = await signedIn(t.app, t.db);
    await put(first.id, headers);
    await put(second.id, headers);
    const again = await put(first.id.toUpperCase(), headers);
    expect(again.statusCode).toBe(200);
    expect(again.json<Wishlist>().products.map((product) => product._id)).toEqual([second.id, first.id]);
    expect(await storedRows(account.id)).toHaveLength(2);
  });

  it('when many saves of one product race, then the database keeps exactly one row', async () => {
    const product = await createProduct(t.db);
    const { account, headers } = await signedIn(t.app, t.db);
    const responses = await Promise.all(Array.from({ length: 12 }, () => put(product.id, headers)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(12).fill(200));
    expect(await storedRows(account.id)).toHaveLength(1);
  });

  it('when the database is asked for a second row of one user and product, then it refuses', async () => {
    const product = await createProduct(t.db);
    const { account } = await signedIn(t.app, t.db);
    await t.db.insert(wishlistItems).values({ userId: account.id, productId: product.id });
    await expect(
      t.db.insert(wishlistItems).values({ userId: account.id, productId: product.id }),
    ).rejects.toThrow();
  });

  it('when a product is removed, then it leaves the list; removing it again still answers the list', async () => {
    const kept = await createProduct(t.db);
    const dropped = await createProduct(t.db);
    const { headers } = await signedIn(t.app, t.db);
    await put(kept.id, headers);
    await put(dropped.id, headers);
    const response = await remove(dropped.id, headers);
    expect(response.statusCode).toBe(200);
    expect(response.json<Wishlist>().products.map((product) => product._id)).toEqual([kept.id]);
    const again = await remove(dropped.id, headers);
    expect(again.statusCode).toBe(200);
    expect(again.json<Wishlist>().products.map((product) => product._id)).toEqual([kept.id]);
  });

  it('when another customer reads or removes, then they only ever reach their own list', async () => {
    const product = await createProduct(t.db);
    const owner = await signedIn(t.app, t.db);
    const other = await signedIn(t.app, t.db);
    await put(product.id, owner.headers);
    expect(await wishlist(other.headers)).toEqual({ products: [] });
    expect((await remove(product.id, other.headers)).json()).toEqual({ products: [] });
    expect((await wishlist(owner.headers)).products.map((saved) => saved._id)).toEqual([product.id]);
  });

  it('when the product is a draft, unknown or not an id, then 404 and nothing is saved', async () => {
    const draft = await createProduct(t.db, { isDraft: true });
    const { account, headers } = await signedIn(t.app, t.db);
    for (const id of [draft.id, '7d444840-9dc0-4f6e-8e29-1b0c2d5e2a10', 'not-an-id', '1%20OR%201=1']) {
      const response = await put(id, headers);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toMatchObject({ message: 'Product not found' });
    }
    expect((await remove('not-an-id', headers)).statusCode).toBe(404);
    expect(await storedRows(account.id)).toEqual([]);
  });

  it('when the id is far too long, then it is refused with a message and nothing is saved', async () => {
    const { account, headers } = await signedIn(t.app, t.db);
    const response = await put('a'.repeat(300), headers);
    expect(response.statusCode).toBe(414);
    expect(response.json()).toMatchObject({ message: expect.any(String) });
    expect(await storedRows(account.id)).toEqual([]);
  });

  it('when nobody is signed in, then every wishlist route answers 401', async () => {
    const product = await createProduct(t.db);
    for (const [method, url] of [
      ['GET', '/api/wishlist'],
      ['PUT', `/api/wishlist/${product.id}`],
      ['DELETE', `/api/wishlist/${product.id}`],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toMatchObject({ message: 'Not authorized, no token' });
    }
  });

  it('when a saved product is hidden or deleted, then it leaves the list; a deleted user takes theirs along', async () => {
    const hidden = await createProduct(t.db);
    const deleted = await createProduct(t.db);
    const { account, headers } = await signedIn(t.app, t.db);
    await put(hidden.id, headers);
    await put(deleted.id, headers);
    await t.db.update(products).set({ isDraft: true }).where(eq(products.id, hidden.id));
    await t.db.delete(products).where(eq(products.id, deleted.id));
    expect(await wishlist(headers)).toEqual({ products: [] });

    const admin = await signedIn(t.app, t.db, { isAdmin: true });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${account.id}`,
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(await storedRows(account.id)).toEqual([]);
  });
});
