import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../../contract/cart.ts';
import { cartLines, products } from '../db/schema.ts';
import { signedIn } from '../test/accounts.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createProduct } from '../test/factories.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;

function save(payload: unknown, headers: Headers) {
  return t.app.inject({ method: 'PUT', url: '/api/cart', headers, payload: payload as object });
}

async function cart(headers: Headers): Promise<Cart> {
  const response = await t.app.inject({ method: 'GET', url: '/api/cart', headers });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json<Cart>();
}

const lines = (userId: string) => t.db.select().from(cartLines).where(eq(cartLines.userId, userId));

describe('server cart', () => {
  it('when a customer saves a cart, then it comes back in order with catalogue names, prices and stock', async () => {
    const phone = await createProduct(t.db, { name: 'Phone', priceCents: 99_900, countInStock: 7 });
    const case_ = await createProduct(t.db, { name: 'Case', priceCents: 1_250, countInStock: 20 });
    const { headers } = await signedIn(t.app, t.db);
    expect(await cart(headers)).toEqual({ cartItems: [] });

    const response = await save(
      {
        cartItems: [
          { product: case_.id, qty: 2, name: 'Forged', price: 0.01 },
          { product: phone.id.toUpperCase(), qty: 1 },
        ],
      },
      headers,
    );
    expect(response.statusCode).toBe(200);
    const expected = {
      cartItems: [
        { product: case_.id, name: 'Case', image: case_.image, price: 12.5, countInStock: 20, qty: 2 },
        { product: phone.id, name: 'Phone', image: phone.image, price: 999, countInStock: 7, qty: 1 },
      ],
    };
    expect(response.json()).toEqual(expected);
    expect(await cart(headers)).toEqual(expected);
  });

  it('when a cart is saved again, then it replaces the earlier one entirely', async () => {
    const first = await createProduct(t.db);
    const second = await createProduct(t.db);
    const { account, headers } = await signedIn(t.app, t.db);
    await save({ cartItems: [{ product: first.id, qty: 1 }] }, headers);
    await save({ cartItems: [{ product: second.id, qty: 3 }] }, headers);
    expect((await cart(headers)).cartItems).toEqual([
      expect.objectContaining({ product: second.id, qty: 3 }),
    ]);
    await save({ cartItems: [] }, headers);
    expect(await cart(headers)).toEqual({ cartItems: [] });
    expect(await lines(account.id)).toEqual([]);
  });

  it('when quantities exceed the stock, then they are cut to it, when saved and again when read', async () => {
    const scarce = await createProduct(t.db, { countInStock: 3 });
    const { headers } = await signedIn(t.app, t.db);
    const saved = await save({ cartItems: [{ product: scarce.id, qty: 9 }] }, headers);
    expect(saved.json<Cart>().cartItems).toEqual([expect.objectContaining({ qty: 3, countInStock: 3 })]);
    await t.db.update(products).set({ countInStock: 2 }).where(eq(products.id, scarce.id));
    expect((await cart(headers)).cartItems).toEqual([expect.objectContaining({ qty: 2, countInStock: 2 })]);
  });

  it('when products are sold out, hidden, deleted, unknown or not ids, then their lines are left out', async () => {
    const buyable = await createProduct(t.db);
    const soldOut = await createProduct(t.db, { countInStock: 0 });
    const draft = await createProduct(t.db, { isDraft: true });
    const laterHidden = await createProduct(t.db);
    const laterDeleted = await createProduct(t.db);
    const laterSoldOut = await createProduct(t.db);
    const { headers } = await signedIn(t.app, t.db);
    const response = await save(
      {
        cartItems: [
          { product: soldOut.id, qty: 1 },
          { product: draft.id, qty: 1 },
          { product: '7d444840-9dc0-4f6e-8e29-1b0c2d5e2a10', qty: 1 },
          { product: 'not-an-id', qty: 1 },
          { product: laterHidden.id, qty: 1 },
          { product: laterDeleted.id, qty: 1 },
          { product: laterSoldOut.id, qty: 1 },
          { product: buyable.id, qty: 2 },
        ],
      },
      headers,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<Cart>().cartItems.map((line) => line.product)).toEqual([
      laterHidden.id,
      laterDeleted.id,
      laterSoldOut.id,
      buyable.id,
    ]);
    await t.db.update(products).set({ isDraft: true }).where(eq(products.id, laterHidden.id));
    await t.db.delete(products).where(eq(products.id, laterDeleted.id));
    await t.db.update(products).set({ countInStock: 0 }).where(eq(products.id, laterSoldOut.id));
    expect((await cart(headers)).cartItems).toEqual([
      expect.objectContaining({ product: buyable.id, qty: 2 }),
    ]);
  });

  it('when the body is malformed, then 400 names the problem and the stored cart is unchanged', async () => {
    const product = await createProduct(t.db);
    const { headers } = await signedIn(t.app, t.db);
    await save({ cartItems: [{ product: product.id, qty: 2 }] }, headers);
    for (const [payload, message] of [
      [{}, /cartItems/],
      [{ cartItems: 'lots' }, /cartItems/],
      [{ cartItems: [{ product: product.id, qty: 0 }] }, /qty/],
      [{ cartItems: [{ product: product.id, qty: 11 }] }, /qty/],
      [{ cartItems: [{ product: product.id, qty: 1.5 }] }, /qty/],
      [{ cartItems: [{ qty: 1 }] }, /product/],
      [{ cartItems: Array.from({ length: 51 }, () => ({ product: product.id, qty: 1 })) }, /cartItems/],
      [
        {
          cartItems: [
            { product: product.id, qty: 1 },
            { product: product.id.toUpperCase(), qty: 2 },
          ],
        },
        /twice/,
      ],
    ] as const) {
      const response = await save(payload, headers);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(message);
    }
    expect((await cart(headers)).cartItems).toEqual([
      expect.objectContaining({ product: product.id, qty: 2 }),
    ]);
  });

  it('when another customer saves or reads, then each only ever reaches their own cart', async () => {
    const product = await createProduct(t.db);
    const owner = await signedIn(t.app, t.db);
    const other = await signedIn(t.app, t.db);
    await save({ cartItems: [{ product: product.id, qty: 4 }] }, owner.headers);
    expect(await cart(other.headers)).toEqual({ cartItems: [] });
    await save({ cartItems: [] }, other.headers);
    expect((await cart(owner.headers)).cartItems).toEqual([expect.objectContaining({ qty: 4 })]);
  });

  it('when saves of one cart race, then one of them wins whole and nothing fails', async () => {
    const items = await Promise.all(
      Array.from({ length: 6 }, () => createProduct(t.db, { countInStock: 20 })),
    );
    const { account, headers } = await signedIn(t.app, t.db);
    const carts = items.map((_, index) =>
      items.slice(0, index + 1).map((product) => ({ product: product.id, qty: index + 1 })),
    );
    const responses = await Promise.all(carts.map((cartItems) => save({ cartItems }, headers)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(carts.length).fill(200));
    const stored = (await cart(headers)).cartItems.map(({ product, qty }) => ({ product, qty }));
    expect(carts).toContainEqual(stored);
    expect(await lines(account.id)).toHaveLength(stored.length);
  });

  it('when nobody is signed in, then the cart routes answer 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/cart' })).statusCode).toBe(401);
    const response = await t.app.inject({ method: 'PUT', url: '/api/cart', payload: { cartItems: [] } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: 'Not authorized, no token' });
  });
});
