import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Cart } from '../../contract/cart.ts';
import type { Order } from '../../contract/orders.ts';
import { mailQueue, orders, productOptions, productVariants } from '../db/schema.ts';
import { signedIn } from '../test/accounts.ts';
import { createProduct } from '../test/factories.ts';
import { orderSuite } from '../test/order-suite.ts';
import { payByCard } from '../test/orders.ts';
import { reserveStock } from '../products/index.ts';

const suite = orderSuite();
const { place, orderBody, placed, stockOf } = suite;

let skuSequence = 0;

/** A phone in 128 GB Black (3 left, $799) and 256 GB Blue (5 left, $899), as an admin's save leaves it. */
async function phone(stock = { black: 3, blue: 5 }) {
  const { db } = suite.state().t;
  const product = await createProduct(db, { name: 'Variant Phone' });
  await db.insert(productOptions).values([
    { productId: product.id, position: 0, name: 'Storage', values: ['128 GB', '256 GB'] },
    { productId: product.id, position: 1, name: 'Colour', values: ['Black', 'Blue'] },
  ]);
  skuSequence += 1;
  const rows = await db
    .insert(productVariants)
    .values([
      {
        productId: product.id,
        sku: `VP-${skuSequence}-B`,
        optionValues: ['128 GB', 'Black'],
        priceCents: 79_900,
        countInStock: stock.black,
        position: 0,
      },
      {
        productId: product.id,
        sku: `VP-${skuSequence}-U`,
        optionValues: ['256 GB', 'Blue'],
        priceCents: 89_900,
        countInStock: stock.blue,
        position: 1,
      },
    ])
    .returning();
  const [black, blue] = rows;
  if (!black || !blue) throw new Error('variants were not created');
  return { product, black, blue };
}

async function variantStock(id: string): Promise<number> {
  const [row] = await suite.state().t.db.select().from(productVariants).where(eq(productVariants.id, id));
  return row?.countInStock ?? -1;
}

describe('orders and carts of variants', () => {
  it('when a product has variants, then its price is the lowest and its stock the sum', async () => {
    const { product } = await phone();
    const response = await suite.state().t.app.inject({ method: 'GET', url: `/api/products/${product.id}` });
    expect(response.json()).toMatchObject({ price: 799, countInStock: 8 });
    expect(await stockOf(product.id)).toBe(8);
  });

  it('when a variant is ordered, then the line carries its price, sku and label, and its stock is taken', async () => {
    const { product, black, blue } = await phone();
    const order = await placed([
      { product: product.id, variant: blue.id, qty: 2 } as { product: string; qty: number },
      { product: product.id, variant: black.id, qty: 1 } as { product: string; qty: number },
    ]);
    expect(order.orderItems).toEqual(
      expect.arrayContaining([
        {
          _id: expect.any(String),
          product: product.id,
          name: 'Variant Phone',
          image: product.image,
          price: 899,
          qty: 2,
          variant: blue.id,
          sku: blue.sku,
          variantLabel: '256 GB / Blue',
        },
        {
          _id: expect.any(String),
          product: product.id,
          name: 'Variant Phone',
          image: product.image,
          price: 799,
          qty: 1,
          variant: black.id,
          sku: black.sku,
          variantLabel: '128 GB / Black',
        },
      ]),
    );
    expect(order.itemsPrice).toBe(2597);
    expect([await variantStock(blue.id), await variantStock(black.id), await stockOf(product.id)]).toEqual([
      3, 2, 5,
    ]);
    const read = await suite.state().t.app.inject({
      method: 'GET',
      url: `/api/orders/${order._id}`,
      headers: suite.state().customer.headers,
    });
    expect(read.json<Order>().orderItems).toEqual(order.orderItems);
    const mails = await suite.state().t.db.select().from(mailQueue).where(eq(mailQueue.kind, 'order-placed'));
    const mail = mails.find((row) => row.textBody.includes(`#${order.number}`));
    expect(mail?.textBody).toContain('2 x Variant Phone (256 GB / Blue) at $899.00 = $1,798.00');
    expect(mail?.htmlBody).toContain('Variant Phone (128 GB / Black)');
  });

  it('when a plain product is ordered, then its line has exactly the ProShop fields and its own _id', async () => {
    const plain = await createProduct(suite.state().t.db, { priceCents: 1_000 });
    const order = await placed([{ product: plain.id, qty: 1 }]);
    expect(order.orderItems).toEqual([
      { _id: expect.any(String), product: plain.id, name: plain.name, image: plain.image, price: 10, qty: 1 },
    ]);
  });

  it("when a line names no variant, or one that is not the product's, then 400 names variant and nothing is taken", async () => {
    const { product, black } = await phone();
    const other = await phone();
    const plain = await createProduct(suite.state().t.db);
    for (const items of [
      [{ product: product.id, qty: 1 }],
      [{ product: product.id, variant: other.black.id, qty: 1 }],
      [{ product: plain.id, variant: black.id, qty: 1 }],
      [{ product: product.id, variant: '7d444840-9dc0-4f6e-8e29-1b0c2d5e2a10', qty: 1 }],
    ]) {
      const response = await place(suite.state().customer.headers, orderBody(items));
      expect(response.statusCode, JSON.stringify(items)).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/^variant/);
    }
    expect(await stockOf(product.id)).toBe(8);
  });

  it('when 20 customers order the last 3 of a variant at once, then exactly 3 orders are placed', async () => {
    const { product, black, blue } = await phone({ black: 3, blue: 5 });
    const { t } = suite.state();
    const customers = await Promise.all(Array.from({ length: 20 }, () => signedIn(t.app, t.db)));
    const responses = await Promise.all(
      customers.map((customer) =>
        place(customer.headers, orderBody([{ product: product.id, variant: black.id, qty: 1 }])),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(3);
    expect(
      responses.filter((response) => response.statusCode !== 201).every((r) => r.statusCode === 409),
    ).toBe(true);
    expect([await variantStock(black.id), await variantStock(blue.id), await stockOf(product.id)]).toEqual([
      0, 5, 5,
    ]);
  });

  it('when variant orders are cancelled, expire or are refunded, then the stock goes back to their variant', async () => {
    const { product, black, blue } = await phone({ black: 5, blue: 5 });
    const { t, customer, admin } = suite.state();
    const line = (variant: string, qty: number) => [
      { product: product.id, variant, qty } as { product: string; qty: number },
    ];
    const cancelled = await placed(line(black.id, 2));
    const expired = await placed(line(blue.id, 3));
    const refunded = await placed(line(blue.id, 1));
    expect([await variantStock(black.id), await variantStock(blue.id)]).toEqual([3, 1]);
    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${cancelled._id}/cancel`,
      headers: customer.headers,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect([await variantStock(black.id), await variantStock(blue.id)]).toEqual([5, 1]);
    await t.db
      .update(orders)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(orders.id, expired._id));
    expect(await t.app.orders.expireDue()).toBeGreaterThan(0);
    expect([await variantStock(black.id), await variantStock(blue.id)]).toEqual([5, 4]);
    expect((await payByCard(t.app, customer.headers, refunded._id)).statusCode).toBe(200);
    const refund = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${refunded._id}/refund`,
      headers: admin.headers,
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect([await variantStock(black.id), await variantStock(blue.id), await stockOf(product.id)]).toEqual([
      5, 5, 10,
    ]);
  });

  it('when a cart holds two variants of one product, then both lines come back with their own price and stock', async () => {
    const { product, black, blue } = await phone();
    const { t } = suite.state();
    const shopper = await signedIn(t.app, t.db);
    const save = (cartItems: unknown[]) =>
      t.app.inject({ method: 'PUT', url: '/api/cart', headers: shopper.headers, payload: { cartItems } });
    const response = await save([
      { product: product.id, variant: black.id, qty: 9 },
      { product: product.id, variant: blue.id, qty: 1 },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Cart>().cartItems).toEqual([
      {
        product: product.id,
        name: 'Variant Phone',
        image: product.image,
        price: 799,
        countInStock: 3,
        qty: 3,
        variant: black.id,
        sku: black.sku,
        variantLabel: '128 GB / Black',
      },
      {
        product: product.id,
        name: 'Variant Phone',
        image: product.image,
        price: 899,
        countInStock: 5,
        qty: 1,
        variant: blue.id,
        sku: blue.sku,
        variantLabel: '256 GB / Blue',
      },
    ]);
    const read = await t.app.inject({ method: 'GET', url: '/api/cart', headers: shopper.headers });
    expect(read.json()).toEqual(response.json());
    for (const bad of [
      [{ product: product.id, qty: 1 }],
      [{ product: product.id, variant: (await phone()).black.id, qty: 1 }],
      [
        { product: product.id, variant: black.id, qty: 1 },
        { product: product.id, variant: black.id, qty: 2 },
      ],
    ]) {
      const refused = await save(bad);
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
      expect(refused.json<{ message: string }>().message).toMatch(/variant|twice/);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/cart', headers: shopper.headers })).json(),
    ).toEqual(response.json());
  });

  it('when stock is taken from a product with variants as if it were plain, then nothing is taken', async () => {
    const { product } = await phone();
    expect(await reserveStock(suite.state().t.db, product.id, 1)).toBe(false);
    expect(await stockOf(product.id)).toBe(8);
  });

  it("when a plain cart line's product gains variants, then the line is left out of the cart", async () => {
    const { t } = suite.state();
    const shopper = await signedIn(t.app, t.db);
    const plain = await createProduct(t.db, { name: 'Soon In Colours' });
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/cart',
      headers: shopper.headers,
      payload: { cartItems: [{ product: plain.id, qty: 1 }] },
    });
    expect(saved.json<Cart>().cartItems).toHaveLength(1);
    await t.db
      .insert(productOptions)
      .values({ productId: plain.id, position: 0, name: 'Colour', values: ['Red'] });
    await t.db.insert(productVariants).values({
      productId: plain.id,
      sku: `SIC-${plain.id}`,
      optionValues: ['Red'],
      priceCents: 100,
      countInStock: 2,
    });
    const read = await t.app.inject({ method: 'GET', url: '/api/cart', headers: shopper.headers });
    expect(read.json()).toEqual({ cartItems: [] });
  });
});
