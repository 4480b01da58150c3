import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProduct } from '../../contract/products.ts';
import { createProduct } from '../test/factories.ts';
import { requestOrder, stockOf } from '../test/orders.ts';
import { createRaceApp, race, type RaceApp } from '../test/races.ts';
import { productsWithDriftedRatings } from '../test/rating-drift.ts';
import { accountWithToken, addReview } from '../test/shop-requests.ts';

// The race matrix, product edits: an admin's save of a product against the shoppers' writes to the
// same row (orders taking stock, reviews moving the rating), 40 rounds each. A save from the form
// sends the version it loaded (docs/catalogue.md): it wins whole or answers
// 409, and never puts back stock that an order took.
let t: RaceApp;

beforeAll(async () => {
  t = await createRaceApp();
});
afterAll(() => t.close());

const SHOPPERS = 3;
const STOCK = 20;
const STALE = /^409 {"message":"This product was changed after you opened it/;

/** A product opened in the edit form, and shoppers about to act on it. */
async function openedProduct() {
  const [product, ...shoppers] = await Promise.all([
    createProduct(t.db, { image: t.image, countInStock: STOCK, priceCents: 5000 }),
    ...Array.from({ length: SHOPPERS }, () => accountWithToken(t.db)),
  ]);
  const opened = await t.app.inject({
    method: 'GET',
    url: `/api/admin/products/${product.id}`,
    headers: t.admin,
  });
  return { opened: opened.json<AdminProduct>(), shoppers };
}

/** The edit form's save: every field it shows, a new price, and the version it loaded. */
function saveNewPrice(opened: AdminProduct) {
  const { _id, name, brand, category, description, countInStock, version } = opened;
  return t.app.inject({
    method: 'PUT',
    url: `/api/products/${_id}`,
    headers: t.admin,
    payload: { _id, name, price: 45, image: t.image, brand, category, description, countInStock, version },
  });
}

describe('race matrix: writes against an admin’s save of the product', () => {
  it('when orders are placed as a stale form is saved, then no unit they took is put back on sale', async () => {
    await race({
      prepare: openedProduct,
      contenders: ({ opened, shoppers }) => ({
        first: shoppers.map(
          (shopper) => () => requestOrder(t.app, shopper.headers, [{ product: opened._id, qty: 2 }]),
        ),
        second: [() => saveNewPrice(opened)],
      }),
      allowed: { first: [/^201 /], second: [/^200 {.*"price":45/, STALE] },
      async check({ opened }) {
        expect(await stockOf(t.db, opened._id)).toBe(STOCK - 2 * SHOPPERS);
      },
    });
  });

  it('when reviews are written as the product is saved, then both succeed and the rating matches the reviews', async () => {
    await race({
      prepare: openedProduct,
      contenders: ({ opened, shoppers }) => ({
        first: shoppers.map(
          (shopper, index) => () => addReview(t.app, shopper.headers, opened._id, index + 2),
        ),
        second: [() => saveNewPrice(opened)],
      }),
      allowed: { first: [/^201 {"message":"Review added"}$/], second: [/^200 {.*"price":45/] },
      async check({ opened }) {
        const details = await t.app.inject({ method: 'GET', url: `/api/products/${opened._id}` });
        expect(details.json()).toMatchObject({ price: 45, numReviews: SHOPPERS });
      },
    });
    expect(await productsWithDriftedRatings(t.db)).toEqual([]);
  });
});
