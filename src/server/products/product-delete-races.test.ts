import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../../contract/cart.ts';
import type { Order } from '../../contract/orders.ts';
import type { Wishlist } from '../../contract/wishlist.ts';
import { cartLines, reviews, wishlistItems } from '../db/schema.ts';
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
  readOrder,
  refundOrder,
  saveCart,
  saveToWishlist,
  type Headers,
} from '../test/shop-requests.ts';

// The race matrix, product deletions: every write that touches a product's row or the rows that
// hang off it (cart lines, wishlist items, reviews, order lines) against an admin deleting that
// product, 40 rounds each. The product is always removed; every other request wins whole or gets
// a clear 4xx, never a 5xx. Several shoppers act in each round, so their transactions are at
// different steps when the deletion runs.
let t: RaceApp;

beforeAll(async () => {
  t = await createRaceApp();
});
afterAll(() => t.close());

const SHOPPERS = 4;
const STOCK = 50;
const REMOVED = /^200 {"message":"Product removed"}$/;
const NOT_FOUND = /^404 {"message":"Product not found","code":"NOT_FOUND"}$/;

type Shopper = Awaited<ReturnType<typeof accountWithToken>>;

/** Shoppers, the product the admin deletes, and one nobody deletes; the shoppers' `owned` rows. */
async function shoppersAndProducts(owned?: (shopper: Shopper, doomedId: string) => Promise<unknown>) {
  const [doomed, kept, ...shoppers] = await Promise.all([
    createProduct(t.db, { countInStock: STOCK, image: t.image }),
    createProduct(t.db, { countInStock: STOCK, image: t.image }),
    ...Array.from({ length: SHOPPERS }, () => accountWithToken(t.db)),
  ]);
  if (owned) await Promise.all(shoppers.map((shopper) => owned(shopper, doomed.id)));
  return { doomed, kept, shoppers };
}

/** Each shopper's order of both products, stored as checkout leaves it (its stock never taken). */
async function shoppersAndOrders(status: 'pending' | 'paid') {
  const rows = await shoppersAndProducts();
  const orders = await Promise.all(
    rows.shoppers.map(async (shopper) => {
      const { doomed, kept } = rows;
      return (await createOrderOf(t.db, { userId: shopper.account.id, products: [doomed, kept], status }))
        .order;
    }),
  );
  return { ...rows, orders };
}

const orderIdOf = (outcome: string) => (JSON.parse(outcome.slice(4)) as Order)._id;

describe('race matrix: writes against a product deletion', () => {
  it('when carts holding a product are saved as it is deleted, then each keeps its other lines and never the deleted one', async () => {
    await race({
      // Each cart already holds the product: saving it rewrites that line.
      prepare: () =>
        shoppersAndProducts((shopper, productId) =>
          t.db.insert(cartLines).values({ userId: shopper.account.id, productId, qty: 1, position: 0 }),
        ),
      contenders: ({ shoppers, doomed, kept }) => ({
        first: shoppers.map(
          (shopper) => () =>
            saveCart(t.app, shopper.headers, [
              { product: doomed.id, qty: 1 },
              { product: kept.id, qty: 2 },
            ]),
        ),
        second: [() => deleteProduct(t.app, t.admin, doomed.id)],
      }),
      allowed: {
        first: [/^200 /, /^409 {"message":"A product in the cart was just removed","code":"CONFLICT"}$/],
        second: [REMOVED],
      },
      async check({ shoppers, kept }, outcomes) {
        for (const [index, shopper] of shoppers.entries()) {
          const response = await t.app.inject({ method: 'GET', url: '/api/cart', headers: shopper.headers });
          const lines = response.json<Cart>().cartItems.map(({ product, qty }) => ({ product, qty }));
          const saved = outcomes.first[index]?.startsWith('200 ');
          expect(lines).toEqual(saved ? [{ product: kept.id, qty: 2 }] : []);
        }
      },
    });
  });

  it('when a product is saved to wishlists as it is deleted, then each save answers 200 or 404 and no list keeps it', async () => {
    await race({
      prepare: () => shoppersAndProducts(),
      contenders: ({ shoppers, doomed }) => ({
        first: shoppers.map((shopper) => () => saveToWishlist(t.app, shopper.headers, doomed.id)),
        second: [() => deleteProduct(t.app, t.admin, doomed.id)],
      }),
      allowed: { first: [/^200 /, NOT_FOUND], second: [REMOVED] },
      async check({ shoppers, doomed }) {
        for (const shopper of shoppers) {
          const response = await t.app.inject({
            method: 'GET',
            url: '/api/wishlist',
            headers: shopper.headers,
          });
          expect(response.json<Wishlist>().products).toEqual([]);
        }
        expect(await t.db.select().from(wishlistItems).where(eq(wishlistItems.productId, doomed.id))).toEqual(
          [],
        );
      },
    });
  });

  it('when orders are placed as one of their products is deleted, then each is placed whole or refused with its stock untouched', async () => {
    await race({
      prepare: () => shoppersAndProducts(),
      contenders: ({ shoppers, doomed, kept }) => ({
        first: shoppers.map(
          (shopper) => () =>
            requestOrder(t.app, shopper.headers, [
              { product: kept.id, qty: 1 },
              { product: doomed.id, qty: 1 },
            ]),
        ),
        second: [() => deleteProduct(t.app, t.admin, doomed.id)],
      }),
      allowed: {
        first: [
          /^201 /,
          /^400 {"message":"Product not found: /,
          /^409 {"message":"Test Gadget \d+ is out of stock"/,
        ],
        second: [REMOVED],
      },
      async check({ kept }, outcomes) {
        const placed = outcomes.first.filter((outcome) => outcome.startsWith('201 '));
        expect(await stockOf(t.db, kept.id)).toBe(STOCK - placed.length);
        for (const outcome of placed) {
          const order = await readOrder(t.app, t.admin, orderIdOf(outcome));
          expect(order.orderItems.map((line) => line.product).sort()).toEqual([kept.id, null].sort());
        }
      },
    });
  });

  it('when reviews are written as their product is deleted, then each answers 201 or 404 and none outlives the product', async () => {
    await race({
      prepare: () => shoppersAndProducts(),
      contenders: ({ shoppers, doomed }) => ({
        first: shoppers.map((shopper) => () => addReview(t.app, shopper.headers, doomed.id)),
        second: [() => deleteProduct(t.app, t.admin, doomed.id)],
      }),
      allowed: { first: [/^201 {"message":"Review added"}$/, NOT_FOUND], second: [REMOVED] },
      async check({ doomed }) {
        expect(await t.db.select().from(reviews).where(eq(reviews.productId, doomed.id))).toEqual([]);
      },
    });
    expect(await productsWithDriftedRatings(t.db)).toEqual([]);
  });

  it('when admins save a product another admin deletes, then each save answers 200, 404 or 409 and the product is gone', async () => {
    await race({
      prepare: async () => {
        const product = await createProduct(t.db, { image: t.image, countInStock: 7 });
        const opened = await t.app.inject({
          method: 'GET',
          url: `/api/admin/products/${product.id}`,
          headers: t.admin,
        });
        return { product, version: opened.json<{ version: number }>().version };
      },
      contenders: ({ product, version }) => ({
        // Two editors: one sends the version the form loaded, one the storefront's version-less body.
        first: [version, undefined].map(
          (sent) => () =>
            t.app.inject({
              method: 'PUT',
              url: `/api/products/${product.id}`,
              headers: t.admin,
              payload: { ...editable(product), name: 'Saved Meanwhile', ...(sent ? { version: sent } : {}) },
            }),
        ),
        second: [() => deleteProduct(t.app, t.admin, product.id)],
      }),
      allowed: {
        first: [/^200 {.*"name":"Saved Meanwhile"/, NOT_FOUND, /^409 {"message":"This product was changed/],
        second: [REMOVED],
      },
      async check({ product }) {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/admin/products/${product.id}`,
          headers: t.admin,
        });
        expect(response.statusCode).toBe(404);
      },
    });
  });

  it.each([
    ['paid', (headers: Headers, id: string) => payByCard(t.app, headers, id), 'paid', 0],
    ['cancelled', (headers: Headers, id: string) => cancelOrder(t.app, headers, id), 'cancelled', 1],
  ] as const)(
    'when orders are %s as one of their products is deleted, then all succeed and the orders keep their lines',
    async (_label, act, status, unitsBack) => {
      await race({
        prepare: () => shoppersAndOrders('pending'),
        contenders: ({ shoppers, doomed, orders }) => ({
          first: orders.map((order, index) => () => act(shoppers[index]?.headers ?? {}, order.id)),
          second: [() => deleteProduct(t.app, t.admin, doomed.id)],
        }),
        allowed: { first: [new RegExp(`^200 {.*"status":"${status}"`)], second: [REMOVED] },
        async check({ kept, orders }) {
          for (const order of orders) {
            const after = await readOrder(t.app, t.admin, order.id);
            expect(after.status).toBe(status);
            expect(after.orderItems.map((line) => line.product).sort()).toEqual([kept.id, null].sort());
          }
          expect(await stockOf(t.db, kept.id)).toBe(STOCK + unitsBack * SHOPPERS);
        },
      });
    },
  );

  it('when an admin refunds orders as one of their products is deleted, then all succeed and the rest of the stock comes back', async () => {
    await race({
      prepare: () => shoppersAndOrders('paid'),
      contenders: ({ doomed, orders }) => ({
        first: orders.map((order) => () => refundOrder(t.app, t.admin, order.id)),
        second: [() => deleteProduct(t.app, t.admin, doomed.id)],
      }),
      allowed: { first: [/^200 {.*"status":"refunded"/], second: [REMOVED] },
      async check({ kept, orders }) {
        for (const order of orders)
          expect((await readOrder(t.app, t.admin, order.id)).status).toBe('refunded');
        expect(await stockOf(t.db, kept.id)).toBe(STOCK + SHOPPERS);
      },
    });
  });
});

/** The whole product as the edit form sends it, from its row. */
function editable(product: Awaited<ReturnType<typeof createProduct>>) {
  return {
    name: product.name,
    price: product.priceCents / 100,
    image: product.image,
    brand: product.brand,
    category: product.category,
    countInStock: product.countInStock,
    description: product.description,
  };
}
