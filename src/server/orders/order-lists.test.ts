import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../contract/orders.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { signedIn } from '../test/accounts.ts';
import { createProduct } from '../test/factories.ts';
import { requestOrder } from '../test/orders.ts';
import { ORDERS_PAGE_SIZE } from './read-orders.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedIn>>;
let shopper: Awaited<ReturnType<typeof signedIn>>;
/** The shopper's orders, newest first. */
const placed: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, t.db, { isAdmin: true });
  shopper = await signedIn(t.app, t.db);
  const item = await createProduct(t.db, { countInStock: 1000 });
  // One page and a bit more, placed one after another so "newest first" has one answer.
  for (let index = 0; index < ORDERS_PAGE_SIZE + 3; index++) {
    const response = await requestOrder(t.app, shopper.headers, [{ product: item.id, qty: 1 }]);
    if (response.statusCode !== 201) throw new Error(`order failed: ${response.body}`);
    placed.unshift(response.json<Order>()._id);
  }
});
afterAll(() => t.close());

function list(url: string, headers: Record<string, string>) {
  return t.app.inject({ method: 'GET', url, headers });
}

describe('GET /api/orders/myorders', () => {
  it('when no page is asked for, then the newest page comes back with the page count in X-Total-Pages', async () => {
    const response = await list('/api/orders/myorders', shopper.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-pages']).toBe('2');
    expect(response.headers['access-control-expose-headers']).toBe('X-Total-Pages');
    expect(response.json<Order[]>().map((order) => order._id)).toEqual(placed.slice(0, ORDERS_PAGE_SIZE));
  });

  it('when the second page is asked for, then it holds the rest, oldest last', async () => {
    const response = await list('/api/orders/myorders?pageNumber=2', shopper.headers);
    expect(response.headers['x-total-pages']).toBe('2');
    expect(response.json<Order[]>().map((order) => order._id)).toEqual(placed.slice(ORDERS_PAGE_SIZE));
  });

  it('when pageNumber is empty, then it counts as page 1', async () => {
    const response = await list('/api/orders/myorders?pageNumber=', shopper.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json<Order[]>().map((order) => order._id)).toEqual(placed.slice(0, ORDERS_PAGE_SIZE));
  });

  it('when the page is past the last one, then it is an empty array', async () => {
    const response = await list('/api/orders/myorders?pageNumber=3', shopper.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-pages']).toBe('2');
    expect(response.json()).toEqual([]);
  });

  it('when a shopper has no orders, then the list is empty and there is still one page', async () => {
    const newcomer = await signedIn(t.app, t.db);
    const response = await list('/api/orders/myorders', newcomer.headers);
    expect(response.json()).toEqual([]);
    expect(response.headers['x-total-pages']).toBe('1');
  });

  it.each(['0', '-1', '1.5', 'two', '99999999'])(
    'when pageNumber is %j, then it answers 400 with a clear message',
    async (pageNumber) => {
      const response = await list(`/api/orders/myorders?pageNumber=${pageNumber}`, shopper.headers);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: expect.stringMatching(/^Invalid query: pageNumber /),
        code: 'VALIDATION',
      });
    },
  );
});

describe('GET /api/orders (admin)', () => {
  it('when an admin pages through all orders, then every order shows once, newest first', async () => {
    const first = await list('/api/orders', admin.headers);
    const pages = Number(first.headers['x-total-pages']);
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(first.json<Order[]>()).toHaveLength(ORDERS_PAGE_SIZE);
    const seen = [...first.json<Order[]>()];
    for (let page = 2; page <= pages; page++) {
      const response = await list(`/api/orders?pageNumber=${page}`, admin.headers);
      expect(response.headers['x-total-pages']).toBe(String(pages));
      seen.push(...response.json<Order[]>());
    }
    const ids = seen.map((order) => order._id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => placed.includes(id))).toEqual(placed);
    const times = seen.map((order) => order.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(seen[0]?.user).toMatchObject({ _id: shopper.account.id, name: shopper.account.name });
  });

  it('when pageNumber is not a positive whole number, then it answers 400', async () => {
    const response = await list('/api/orders?pageNumber=abc', admin.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: expect.stringMatching(/^Invalid query: pageNumber /) });
  });

  it('when a customer asks for all orders, then it answers 403', async () => {
    const response = await list('/api/orders?pageNumber=1', shopper.headers);
    expect(response.statusCode).toBe(403);
  });
});
