import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../contract/orders.ts';
import { orderItems, productVariants, products, queryRows } from '../db/index.ts';
import { signedIn } from '../test/accounts.ts';
import { createProduct } from '../test/factories.ts';
import { orderSuite } from '../test/order-suite.ts';
import { uploadImage } from '../test/uploaded-image.ts';

// A rush for the last units (docs/performance/flash.md): exactly the stock is sold, everyone
// else hears "out of stock", and once nothing is left a refusal writes nothing.

const suite = orderSuite();
const { orderBody } = suite;

type Shopper = Awaited<ReturnType<typeof signedIn>>;

/** Each shopper orders from a network of their own, as a crowd does. */
function placeFrom(
  shopper: Shopper,
  index: number,
  items: { product: string; qty: number; variant?: string }[],
) {
  return suite.state().t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: shopper.headers,
    remoteAddress: `198.51.100.${index + 1}`,
    payload: orderBody(items),
  });
}

function shoppers(count: number): Promise<Shopper[]> {
  const { t } = suite.state();
  return Promise.all(Array.from({ length: count }, () => signedIn(t.app, t.db)));
}

async function unitsOrdered(productId: string): Promise<number> {
  const { t } = suite.state();
  const [row] = await t.db
    .select({ units: sql<string>`COALESCE(sum(${orderItems.qty}), 0)` })
    .from(orderItems)
    .where(eq(orderItems.productId, productId));
  return Number(row?.units);
}

/** What a refusal could touch: the customer's order counter, and their row (a lock marks it). */
async function footprint(userId: string) {
  const { t } = suite.state();
  const counter = await queryRows<{ hits: number }>(
    t.db,
    sql`SELECT hits FROM rate_limits WHERE bucket = ${`orders:create:user:${userId}`}`,
  );
  const row = await queryRows<{ xmin: string; xmax: string }>(
    t.db,
    sql`SELECT xmin::text AS xmin, xmax::text AS xmax FROM users WHERE id = ${userId}`,
  );
  return { counter, row };
}

async function variantProduct(stock: number) {
  const { t, admin } = suite.state();
  const image = await uploadImage(t.app, admin.headers);
  const product = await createProduct(t.db, { name: 'Rushed Phone', image });
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/products/${product.id}`,
    headers: admin.headers,
    payload: {
      name: 'Rushed Phone',
      price: 1,
      image,
      brand: 'Testbrand',
      category: 'Gadgets',
      countInStock: 1,
      description: 'Rushed.',
      options: [{ name: 'Colour', values: ['Black', 'Blue'] }],
      variants: [
        { sku: `RUSH-${product.id}-K`, options: { Colour: 'Black' }, price: 100, countInStock: stock },
        { sku: `RUSH-${product.id}-U`, options: { Colour: 'Blue' }, price: 100, countInStock: 50 },
      ],
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  const [black] = response.json<{ variants: { _id: string }[] }>().variants;
  if (!black) throw new Error('a variant expected');
  return { productId: product.id, variantId: black._id };
}

describe('a rush for the last units', () => {
  it('when 12 shoppers order a product with 4 units at once, then exactly 4 orders are placed and the rest hear it is out of stock', async () => {
    const { t } = suite.state();
    const product = await createProduct(t.db, { name: 'Rushed Console', countInStock: 4 });
    const crowd = await shoppers(12);
    const answers = await Promise.all(
      crowd.map((shopper, index) => placeFrom(shopper, index, [{ product: product.id, qty: 1 }])),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(4);
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    expect(refused.map((answer) => answer.statusCode)).toEqual(Array(8).fill(409));
    for (const answer of refused)
      expect(answer.json()).toMatchObject({ message: 'Rushed Console is out of stock' });
    expect(await suite.stockOf(product.id)).toBe(0);
    expect(await unitsOrdered(product.id)).toBe(4);
  });

  it('when 10 shoppers order one variant with 3 units at once, then exactly 3 orders are placed and the variant alone is sold out', async () => {
    const { t } = suite.state();
    const { productId, variantId } = await variantProduct(3);
    const crowd = await shoppers(10);
    const answers = await Promise.all(
      crowd.map((shopper, index) =>
        placeFrom(shopper, index + 20, [{ product: productId, variant: variantId, qty: 1 }]),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(3);
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    expect(refused.map((answer) => answer.statusCode)).toEqual(Array(7).fill(409));
    for (const answer of refused) {
      expect(answer.json()).toMatchObject({ message: 'Rushed Phone (Black) is out of stock' });
    }
    const [variant] = await t.db.select().from(productVariants).where(eq(productVariants.id, variantId));
    expect(variant?.countInStock).toBe(0);
    expect(await unitsOrdered(productId)).toBe(3);
    const [row] = await t.db.select().from(products).where(eq(products.id, productId));
    expect(row?.countInStock).toBe(50);
  });

  it('when 12 shoppers order a product with 4 units at once, then only the 4 who get one go on to take stock: the others are refused having counted and locked nothing', async () => {
    const { t } = suite.state();
    const product = await createProduct(t.db, { name: 'Rushed Tablet', countInStock: 4 });
    const crowd = await shoppers(12);
    const before = await Promise.all(crowd.map((shopper) => footprint(shopper.info._id)));
    const answers = await Promise.all(
      crowd.map((shopper, index) => placeFrom(shopper, index + 70, [{ product: product.id, qty: 1 }])),
    );
    const refused = crowd.flatMap((shopper, index) =>
      answers[index]?.statusCode === 201 ? [] : [{ shopper, before: before[index] }],
    );
    expect(refused).toHaveLength(8);
    for (const { shopper, before: untouched } of refused) {
      expect(await footprint(shopper.info._id)).toEqual(untouched);
    }
    expect(await unitsOrdered(product.id)).toBe(4);
  });

  it('when more units are asked for than are left, then the answer says how many are left', async () => {
    const { t } = suite.state();
    const product = await createProduct(t.db, { name: 'Nearly Gone Lamp', countInStock: 2 });
    const [shopper] = await shoppers(1);
    if (!shopper) throw new Error('a shopper expected');
    const answer = await placeFrom(shopper, 40, [{ product: product.id, qty: 3 }]);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ message: 'Only 2 of Nearly Gone Lamp left in stock' });
    expect(await suite.stockOf(product.id)).toBe(2);
  });
});

describe('once sold out', () => {
  it('when a shopper orders a sold-out product, then the refusal counts nothing against them and locks nothing', async () => {
    const { t } = suite.state();
    const product = await createProduct(t.db, { name: 'Gone Speaker', countInStock: 0 });
    const [shopper] = await shoppers(1);
    if (!shopper) throw new Error('a shopper expected');
    const before = await footprint(shopper.info._id);
    const answer = await placeFrom(shopper, 50, [{ product: product.id, qty: 1 }]);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ message: 'Gone Speaker is out of stock' });
    expect(await footprint(shopper.info._id)).toEqual(before);
    expect(before.counter).toEqual([]);
  });

  it('when a sold-out order is cancelled, then the next shopper gets the unit at once', async () => {
    const { t } = suite.state();
    const product = await createProduct(t.db, { name: 'Last Camera', countInStock: 1 });
    const [first, second] = await shoppers(2);
    if (!first || !second) throw new Error('two shoppers expected');
    const bought = await placeFrom(first, 60, [{ product: product.id, qty: 1 }]);
    expect(bought.statusCode).toBe(201);
    expect((await placeFrom(second, 61, [{ product: product.id, qty: 1 }])).statusCode).toBe(409);
    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${bought.json<Order>()._id}/cancel`,
      headers: first.headers,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const again = await placeFrom(second, 61, [{ product: product.id, qty: 1 }]);
    expect(again.statusCode, again.body).toBe(201);
    expect(await suite.stockOf(product.id)).toBe(0);
  });

  it('when an admin restocks a sold-out product, then it can be ordered at once', async () => {
    const { t, admin } = suite.state();
    const image = await uploadImage(t.app, admin.headers);
    const product = await createProduct(t.db, { name: 'Restocked Kettle', countInStock: 0, image });
    const [shopper] = await shoppers(1);
    if (!shopper) throw new Error('a shopper expected');
    expect((await placeFrom(shopper, 70, [{ product: product.id, qty: 2 }])).statusCode).toBe(409);
    const restock = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${product.id}`,
      headers: admin.headers,
      payload: {
        name: 'Restocked Kettle',
        price: 25,
        image,
        brand: 'Testbrand',
        category: 'Kitchen',
        countInStock: 5,
        description: 'Back on the shelf.',
      },
    });
    expect(restock.statusCode, restock.body).toBe(200);
    const again = await placeFrom(shopper, 70, [{ product: product.id, qty: 2 }]);
    expect(again.statusCode, again.body).toBe(201);
    expect(await suite.stockOf(product.id)).toBe(3);
  });
});
