import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../contract/orders.ts';
import { orders } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { signedIn } from '../test/accounts.ts';
import { createProduct } from '../test/factories.ts';
import { requestOrder, stockOf } from '../test/orders.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, t.db, { isAdmin: true });
});
afterAll(() => t.close());

describe('placing orders while an admin deletes the customer', () => {
  it.each([1, 2, 3, 4, 5])(
    'when round %i races 8 orders against the deletion, then each order is kept without its user or refused with 401',
    async () => {
      // Two products, so every order locks more than one product row, as real carts do.
      const first = await createProduct(t.db, { countInStock: 100 });
      const second = await createProduct(t.db, { countInStock: 100 });
      const customer = await signedIn(t.app, t.db);
      // Their review goes with them, so the deletion also rewrites a product row the orders lock.
      const reviewed = await t.app.inject({
        method: 'POST',
        url: `/api/products/${first.id}/reviews`,
        headers: customer.headers,
        payload: { rating: 4, comment: 'Works well' },
      });
      expect(reviewed.statusCode).toBe(201);
      const placeOne = () =>
        requestOrder(t.app, customer.headers, [
          { product: second.id, qty: 1 },
          { product: first.id, qty: 1 },
        ]);
      const deletion = t.app.inject({
        method: 'DELETE',
        url: `/api/users/${customer.account.id}`,
        headers: admin.headers,
      });
      const [deleted, ...placed] = await Promise.all([
        deletion,
        ...Array.from({ length: 8 }, () => placeOne()),
      ]);

      expect(deleted.statusCode).toBe(200);
      const kept: string[] = [];
      for (const response of placed) {
        if (response.statusCode === 201) {
          kept.push(response.json<Order>()._id);
        } else {
          expect(response.statusCode).toBe(401);
          expect(response.json()).toEqual({ message: 'Not authorized, token failed', code: 'TOKEN_FAILED' });
        }
      }
      if (kept.length > 0) {
        const rows = await t.db
          .select({ userId: orders.userId, email: orders.customerEmail })
          .from(orders)
          .where(inArray(orders.id, kept));
        expect(rows).toHaveLength(kept.length);
        expect(rows.every((row) => row.userId === null && row.email === customer.account.email)).toBe(true);
      }
      expect(await stockOf(t.db, first.id)).toBe(100 - kept.length);
      expect(await stockOf(t.db, second.id)).toBe(100 - kept.length);
    },
  );
});
