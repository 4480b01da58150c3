import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLines, orders, reviews, users, wishlistItems } from '../db/schema.ts';
import { createProduct } from '../test/factories.ts';
import { createOrderOf } from '../test/stored-orders.ts';
import { payByCard, requestOrder, stockOf } from '../test/orders.ts';
import { createRaceApp, race, type RaceApp } from '../test/races.ts';
import { productsWithDriftedRatings } from '../test/rating-drift.ts';
import {
  accountWithToken,
  addReview,
  cancelOrder,
  deleteProduct,
  deleteUser,
  readOrder,
  refundOrder,
  saveCart,
  saveToWishlist,
  type Headers,
} from '../test/shop-requests.ts';

// The race matrix, user deletions: everything a customer writes (cart, wishlist, reviews, orders,
// payments), and an admin's refund of their order, against an admin deleting that customer, 40
// rounds each. The deletion always succeeds; the customer's requests win whole, or answer
// 401 token failed (or 404 for an order that is no longer theirs), never a 5xx. Each round sends
// several of the customer's requests at once, so they are at different steps when the deletion runs.
let t: RaceApp;
let otherAdmin: Headers;

beforeAll(async () => {
  t = await createRaceApp();
  otherAdmin = (await accountWithToken(t.db, { isAdmin: true })).headers;
});
afterAll(() => t.close());

const REQUESTS = 4;
const STOCK = 20;
const REMOVED = /^200 {"message":"User removed"}$/;
const TOKEN_FAILED = /^401 {"message":"Not authorized, token failed","code":"TOKEN_FAILED"}$/;
const ORDER_NOT_FOUND = /^404 {"message":"Order not found","code":"NOT_FOUND"}$/;

/** A customer about to be deleted, and products to act on, one per request of a round. */
async function customerAndProducts() {
  const [customer, ...products] = await Promise.all([
    accountWithToken(t.db),
    ...Array.from({ length: REQUESTS }, () => createProduct(t.db, { countInStock: STOCK })),
  ]);
  return { customer, products };
}

/** The customer's order of each product, stored as checkout leaves it (its stock never taken). */
async function customerAndOrders(status: 'pending' | 'paid') {
  const rows = await customerAndProducts();
  const placed = await Promise.all(
    rows.products.map(
      async (product) =>
        (await createOrderOf(t.db, { userId: rows.customer.account.id, products: [product], status })).order,
    ),
  );
  return { ...rows, orders: placed };
}

async function expectGone(userId: string) {
  expect(await t.db.select().from(users).where(eq(users.id, userId))).toEqual([]);
}

describe('race matrix: a customer’s writes against their deletion', () => {
  it('when a customer saves their cart as they are deleted, then each save answers 200 or 401 and no line is left', async () => {
    await race({
      prepare: async () => {
        const rows = await customerAndProducts();
        const [first] = rows.products;
        if (first) {
          await t.db
            .insert(cartLines)
            .values({ userId: rows.customer.account.id, productId: first.id, qty: 1, position: 0 });
        }
        return rows;
      },
      contenders: ({ customer, products }) => ({
        first: products.map(
          (_, index) => () =>
            saveCart(
              t.app,
              customer.headers,
              products.slice(0, index + 1).map((product) => ({ product: product.id, qty: 1 })),
            ),
        ),
        second: [() => deleteUser(t.app, t.admin, customer.account.id)],
      }),
      allowed: { first: [/^200 /, TOKEN_FAILED], second: [REMOVED] },
      async check({ customer }) {
        await expectGone(customer.account.id);
        expect(await t.db.select().from(cartLines).where(eq(cartLines.userId, customer.account.id))).toEqual(
          [],
        );
      },
    });
  });

  it('when a customer saves products to their wishlist as they are deleted, then each answers 200 or 401 and nothing is left', async () => {
    await race({
      prepare: customerAndProducts,
      contenders: ({ customer, products }) => ({
        first: products.map((product) => () => saveToWishlist(t.app, customer.headers, product.id)),
        second: [() => deleteUser(t.app, t.admin, customer.account.id)],
      }),
      allowed: { first: [/^200 /, TOKEN_FAILED], second: [REMOVED] },
      async check({ customer }) {
        await expectGone(customer.account.id);
        const left = await t.db
          .select()
          .from(wishlistItems)
          .where(eq(wishlistItems.userId, customer.account.id));
        expect(left).toEqual([]);
      },
    });
  });

  it('when a customer writes reviews as they are deleted, then each answers 201 or 401 and every rating matches its reviews', async () => {
    await race({
      prepare: customerAndProducts,
      contenders: ({ customer, products }) => ({
        first: products.map((product) => () => addReview(t.app, customer.headers, product.id)),
        second: [() => deleteUser(t.app, t.admin, customer.account.id)],
      }),
      allowed: { first: [/^201 {"message":"Review added"}$/, TOKEN_FAILED], second: [REMOVED] },
      async check({ customer }) {
        await expectGone(customer.account.id);
        expect(await t.db.select().from(reviews).where(eq(reviews.userId, customer.account.id))).toEqual([]);
      },
    });
    expect(await productsWithDriftedRatings(t.db)).toEqual([]);
  });

  it('when a customer places orders as they are deleted, then each is kept without its user or refused with 401', async () => {
    await race({
      prepare: customerAndProducts,
      contenders: ({ customer, products }) => ({
        first: products.map(
          (product) => () => requestOrder(t.app, customer.headers, [{ product: product.id, qty: 1 }]),
        ),
        second: [() => deleteUser(t.app, t.admin, customer.account.id)],
      }),
      allowed: { first: [/^201 /, TOKEN_FAILED], second: [REMOVED] },
      async check({ customer, products }, outcomes) {
        await expectGone(customer.account.id);
        for (const [index, product] of products.entries()) {
          const placed = outcomes.first[index]?.startsWith('201 ');
          expect(await stockOf(t.db, product.id)).toBe(STOCK - (placed ? 1 : 0));
        }
      },
    });
  });

  it.each([
    ['pays', (headers: Headers, id: string) => payByCard(t.app, headers, id), 'paid', 0],
    ['cancels', (headers: Headers, id: string) => cancelOrder(t.app, headers, id), 'cancelled', 1],
  ] as const)(
    'when a customer %s orders as they are deleted, then each succeeds or is refused with 401 or 404 and the orders stay',
    async (_label, act, status, unitsBack) => {
      await race({
        prepare: () => customerAndOrders('pending'),
        contenders: ({ customer, orders: placed }) => ({
          first: placed.map((order) => () => act(customer.headers, order.id)),
          second: [() => deleteUser(t.app, t.admin, customer.account.id)],
        }),
        allowed: {
          first: [new RegExp(`^200 {.*"status":"${status}"`), TOKEN_FAILED, ORDER_NOT_FOUND],
          second: [REMOVED],
        },
        async check({ customer, products, orders: placed }, outcomes) {
          await expectGone(customer.account.id);
          for (const [index, order] of placed.entries()) {
            const acted = outcomes.first[index]?.startsWith('200 ');
            const after = await readOrder(t.app, t.admin, order.id);
            expect(after).toMatchObject({ status: acted ? status : 'pending', user: null });
            expect(await stockOf(t.db, products[index]?.id ?? '')).toBe(STOCK + (acted ? unitsBack : 0));
          }
        },
      });
    },
  );

  it.each([
    ['the admin deleting them', () => t.admin],
    ['another admin', () => otherAdmin],
  ])(
    'when %s refunds orders as their customer is deleted, then both succeed and the orders stay, refunded',
    async (_label, refunder) => {
      await race({
        // The ordered products are in the customer's cart again: the deletion takes them too.
        prepare: async () => {
          const rows = await customerAndOrders('paid');
          const userId = rows.customer.account.id;
          await t.db
            .insert(cartLines)
            .values(
              rows.products.map((product, position) => ({ userId, productId: product.id, qty: 1, position })),
            );
          return rows;
        },
        contenders: ({ customer, orders: placed }) => ({
          first: placed.map((order) => () => refundOrder(t.app, refunder(), order.id)),
          second: [() => deleteUser(t.app, t.admin, customer.account.id)],
        }),
        allowed: { first: [/^200 {.*"status":"refunded"/], second: [REMOVED] },
        async check({ customer, products, orders: placed }) {
          await expectGone(customer.account.id);
          const rows = await t.db
            .select({ status: orders.status, userId: orders.userId })
            .from(orders)
            .where(
              inArray(
                orders.id,
                placed.map((order) => order.id),
              ),
            );
          expect(rows).toEqual(placed.map(() => ({ status: 'refunded', userId: null })));
          for (const product of products) expect(await stockOf(t.db, product.id)).toBe(STOCK + 1);
        },
      });
    },
  );

  it('when a product and a customer who reviewed, saved and carted it are deleted at once, then both succeed', async () => {
    await race({
      prepare: async () => {
        const rows = await customerAndProducts();
        const userId = rows.customer.account.id;
        const reviewed = await Promise.all(
          rows.products.map((product) => addReview(t.app, rows.customer.headers, product.id)),
        );
        expect(reviewed.map((response) => response.statusCode)).toEqual(rows.products.map(() => 201));
        await t.db
          .insert(wishlistItems)
          .values(rows.products.map((product) => ({ userId, productId: product.id })));
        await t.db
          .insert(cartLines)
          .values(
            rows.products.map((product, position) => ({ userId, productId: product.id, qty: 1, position })),
          );
        return rows;
      },
      contenders: ({ customer, products }) => ({
        first: products.slice(0, 2).map((product) => () => deleteProduct(t.app, t.admin, product.id)),
        second: [() => deleteUser(t.app, t.admin, customer.account.id)],
      }),
      allowed: { first: [/^200 {"message":"Product removed"}$/], second: [REMOVED] },
      async check({ customer }) {
        await expectGone(customer.account.id);
      },
    });
    expect(await productsWithDriftedRatings(t.db)).toEqual([]);
  });
});
