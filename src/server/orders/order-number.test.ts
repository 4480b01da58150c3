import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../contract/orders.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { signedIn } from '../test/accounts.ts';
import { createProduct } from '../test/factories.ts';
import { requestOrder } from '../test/orders.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('order numbers', () => {
  it('when orders are placed, then each gets its own short number, counting up from 10001, on every read', async () => {
    const shopper = await signedIn(t.app, t.db);
    const item = await createProduct(t.db, { countInStock: 10 });
    const first = (await requestOrder(t.app, shopper.headers, [{ product: item.id, qty: 1 }])).json<Order>();
    const second = (await requestOrder(t.app, shopper.headers, [{ product: item.id, qty: 1 }])).json<Order>();

    expect(first.number).toBeGreaterThanOrEqual(10001);
    expect(second.number).toBeGreaterThan(first.number);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${second._id}`,
      headers: shopper.headers,
    });
    expect(read.json<Order>()).toMatchObject({ _id: second._id, number: second.number });
    const mine = await t.app.inject({ method: 'GET', url: '/api/orders/myorders', headers: shopper.headers });
    expect(mine.json<Order[]>().map((order) => order.number)).toEqual([second.number, first.number]);
  });
});
