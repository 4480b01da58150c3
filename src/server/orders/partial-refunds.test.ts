import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, OrderEvent } from '../../contract/orders.ts';
import { toCents } from '../../contract/pricing.ts';
import { orderRefunds, productOptions, productVariants } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { signedIn } from '../test/accounts.ts';
import { createProduct } from '../test/factories.ts';
import { startFakePaypal, type FakePaypal } from '../test/fake-paypal.ts';
import { payByCard, requestOrder, SHIPPING_ADDRESS, stockOf } from '../test/orders.ts';

let t: TestApp;
let paypal: FakePaypal;
let customer: Awaited<ReturnType<typeof signedIn>>;
let admin: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  paypal = await startFakePaypal();
  t = await createTestApp({
    payments: {
      testMode: true,
      paypal: { clientId: 'client-id', clientSecret: 'client-secret', apiUrl: paypal.url },
    },
  });
  customer = await signedIn(t.app, t.db, { name: 'Casey Customer' });
  admin = await signedIn(t.app, t.db, { isAdmin: true, name: 'Ada Admin' });
});
afterAll(async () => {
  await t.close();
  await paypal.close();
});

/** A paid card order of two products: 3 × $24.99 and 1 × $9.99 (odd cents, so the tax splits unevenly). */
async function paidOrder() {
  const gadget = await createProduct(t.db, { priceCents: 2_499, countInStock: 10 });
  const cable = await createProduct(t.db, { priceCents: 999, countInStock: 10 });
  const placed = await requestOrder(t.app, customer.headers, [
    { product: gadget.id, qty: 3 },
    { product: cable.id, qty: 1 },
  ]);
  expect(placed.statusCode).toBe(201);
  const paid = await payByCard(t.app, customer.headers, placed.json<Order>()._id);
  expect(paid.statusCode).toBe(200);
  const order = paid.json<Order>();
  const lineOf = (productId: string) => {
    const line = order.orderItems.find((item) => item.product === productId);
    if (!line) throw new Error('line missing');
    return line._id;
  };
  return { order, gadget, cable, gadgetLine: lineOf(gadget.id), cableLine: lineOf(cable.id) };
}

function refund(orderId: string, payload?: object) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/orders/${orderId}/refund`,
    headers: admin.headers,
    ...(payload ? { payload } : {}),
  });
}

async function read(orderId: string): Promise<Order> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/orders/${orderId}`,
    headers: customer.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json<Order>();
}

async function timelineKinds(orderId: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/orders/${orderId}/timeline`,
    headers: admin.headers,
  });
  return response.json<OrderEvent[]>().map((line) => line.kind);
}

const refundedCents = (order: Order) =>
  (order.refunds ?? []).reduce((sum, one) => sum + toCents(one.amount), 0);

describe('order lines', () => {
  it('when an order is placed and read, then each line carries the same stable _id', async () => {
    const { order, gadgetLine, cableLine } = await paidOrder();
    expect(gadgetLine).toMatch(/^[0-9a-f-]{36}$/);
    expect(gadgetLine).not.toBe(cableLine);
    expect((await read(order._id)).orderItems.map((line) => line._id).sort()).toEqual(
      [gadgetLine, cableLine].sort(),
    );
  });
});

describe('PUT /api/orders/:id/refund with lines', () => {
  it('when a discounted order is refunded line by line, then the refunds add up exactly to the total paid', async () => {
    const code = `PART${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/coupons',
      headers: admin.headers,
      payload: { code, kind: 'percent', value: 10, description: 'Ten off' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const gadget = await createProduct(t.db, { priceCents: 2_499, countInStock: 10 });
    const cable = await createProduct(t.db, { priceCents: 999, countInStock: 10 });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: customer.headers,
      payload: {
        orderItems: [
          { product: gadget.id, qty: 3 },
          { product: cable.id, qty: 1 },
        ],
        shippingAddress: SHIPPING_ADDRESS,
        paymentMethod: 'TestCard',
        couponCode: code,
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json<Order>().discountPrice).toBeGreaterThan(0);
    const paid = await payByCard(t.app, customer.headers, placed.json<Order>()._id);
    const order = paid.json<Order>();
    let last: Order = order;
    for (const line of order.orderItems) {
      for (let unit = 0; unit < line.qty; unit += 1) {
        const step = await refund(order._id, { lines: [{ item: line._id, qty: 1 }] });
        expect(step.statusCode, step.body).toBe(200);
        last = step.json<Order>();
      }
    }
    const shipping = await refund(order._id, { shipping: true });
    last = shipping.statusCode === 200 ? shipping.json<Order>() : last;
    expect(last.status).toBe('refunded');
    expect(refundedCents(last)).toBe(toCents(order.totalPrice));
  });

  it('when one unit of a line is refunded, then the order is partly refunded by that unit with its tax share, stock untouched', async () => {
    const { order, gadget, gadgetLine } = await paidOrder();
    const response = await refund(order._id, { lines: [{ item: gadgetLine, qty: 1 }] });
    expect(response.statusCode).toBe(200);
    const answer = response.json<Order>();
    expect(answer.status).toBe('partially-refunded');
    expect(answer.refundedAt).toBeNull();
    expect(answer.refunds).toHaveLength(1);
    const [given] = answer.refunds ?? [];
    expect(given).toMatchObject({ lines: [{ item: gadgetLine, qty: 1 }], shipping: false });
    // $24.99 plus its share of the tax: the order's tax in proportion to 2499 of the goods' cents.
    const exact = (toCents(order.taxPrice) * 2_499) / toCents(order.itemsPrice);
    expect(Math.abs(toCents(given?.amount ?? 0) - 2_499 - exact)).toBeLessThan(1);
    expect(await stockOf(t.db, gadget.id)).toBe(7);
    expect((await read(order._id)).refunds).toEqual(answer.refunds);
    expect(await timelineKinds(order._id)).toContain('partially-refunded');
  });

  it('when every unit and the shipping are refunded one by one, then they add up exactly to the total and the order is refunded', async () => {
    const { order, gadget, cable, gadgetLine, cableLine } = await paidOrder();
    for (const lines of [
      [{ item: gadgetLine, qty: 1 }],
      [{ item: gadgetLine, qty: 2 }],
      [{ item: cableLine, qty: 1 }],
    ]) {
      const step = await refund(order._id, { lines, restock: true });
      expect(step.statusCode).toBe(200);
      expect(step.json<Order>().status).toBe('partially-refunded');
    }
    const last = await refund(order._id, { shipping: true });
    expect(last.statusCode).toBe(200);
    const answer = last.json<Order>();
    expect(answer.status).toBe('refunded');
    expect(answer.refundedAt).toEqual(expect.any(String));
    expect(answer.refunds).toHaveLength(4);
    expect(refundedCents(answer)).toBe(toCents(order.totalPrice));
    expect(await stockOf(t.db, gadget.id)).toBe(10);
    expect(await stockOf(t.db, cable.id)).toBe(10);
    expect((await refund(order._id, { shipping: true })).statusCode).toBe(409);
    expect(await timelineKinds(order._id)).toContain('refunded');
  });

  it('when a partly refunded order gets an empty refund, then the rest goes back and the sum is the total', async () => {
    const { order, gadget, gadgetLine } = await paidOrder();
    expect(
      (await refund(order._id, { lines: [{ item: gadgetLine, qty: 2 }], restock: false })).statusCode,
    ).toBe(200);
    const rest = await refund(order._id);
    expect(rest.statusCode).toBe(200);
    const answer = rest.json<Order>();
    expect(answer.status).toBe('refunded');
    expect(refundedCents(answer)).toBe(toCents(order.totalPrice));
    // The rest, like a whole refund of goods not delivered, went back on sale; the first 2 did not.
    expect(await stockOf(t.db, gadget.id)).toBe(8);
  });

  it('when an order is refunded whole, then its one refund is the total, as before', async () => {
    const { order } = await paidOrder();
    const response = await refund(order._id);
    expect(response.statusCode).toBe(200);
    const answer = response.json<Order>();
    expect(answer.status).toBe('refunded');
    expect(answer.refunds).toHaveLength(1);
    expect(answer.refunds?.[0]).toMatchObject({ amount: order.totalPrice, shipping: true });
    expect((await refund(order._id, { shipping: true })).json()).toMatchObject({
      message: 'Cannot refund: Order was already refunded',
    });
  });

  it('when 20 refunds of the same line race, then exactly one is given and its stock returns once', async () => {
    const { order, cable, cableLine } = await paidOrder();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        refund(order._id, { lines: [{ item: cableLine, qty: 1 }], restock: true }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    const after = await read(order._id);
    expect(after.refunds).toHaveLength(1);
    expect(await stockOf(t.db, cable.id)).toBe(10);
    expect(await t.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order._id))).toHaveLength(1);
  });

  it('when whole and partial refunds of one order race, then no more than the total is ever given back', async () => {
    const { order, gadgetLine, cableLine } = await paidOrder();
    const bodies = [
      undefined,
      { lines: [{ item: gadgetLine, qty: 1 }] },
      { lines: [{ item: cableLine, qty: 1 }], shipping: true },
      undefined,
      { lines: [{ item: gadgetLine, qty: 2 }] },
    ];
    const answers = await Promise.all([...bodies, ...bodies].map((body) => refund(order._id, body)));
    expect(answers.every((answer) => answer.statusCode === 200 || answer.statusCode === 409)).toBe(true);
    const after = await read(order._id);
    const claims = await t.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order._id));
    const claimedCents = claims.reduce((sum, claim) => sum + claim.amountCents, 0);
    expect(claimedCents).toBeLessThanOrEqual(toCents(order.totalPrice));
    expect(refundedCents(after)).toBe(claimedCents);
    expect(after.status === 'refunded').toBe(claimedCents === toCents(order.totalPrice));
  });

  it('when the request is wrong, then a clear 400 or 409 and nothing changes', async () => {
    const { order, gadget, gadgetLine } = await paidOrder();
    const cases: [object, number, string][] = [
      [{ lines: [{ item: '00000000-0000-4000-8000-000000000000', qty: 1 }] }, 400, 'is not in this order'],
      [{ lines: [] }, 400, 'Nothing to refund'],
      [
        {
          lines: [
            { item: gadgetLine, qty: 1 },
            { item: gadgetLine, qty: 1 },
          ],
        },
        400,
        'named twice',
      ],
      [{ lines: [{ item: gadgetLine, qty: 4 }] }, 409, 'only 3 are left'],
      [{ lines: [{ item: gadgetLine, qty: 0 }] }, 400, ''],
      [{ lines: [{ item: gadgetLine, qty: 1 }], shipping: 'yes' }, 400, ''],
    ];
    for (const [payload, status, message] of cases) {
      const response = await refund(order._id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json<{ message: string }>().message).toContain(message);
    }
    const after = await read(order._id);
    expect(after.status).toBe('paid');
    expect(after.refunds).toEqual([]);
    expect(await stockOf(t.db, gadget.id)).toBe(7);
  });

  it('when the order is not paid, then 409 and nothing changes', async () => {
    const product = await createProduct(t.db, { priceCents: 1_000, countInStock: 5 });
    const placed = (
      await requestOrder(t.app, customer.headers, [{ product: product.id, qty: 1 }])
    ).json<Order>();
    const response = await refund(placed._id, { lines: [{ item: placed.orderItems[0]?._id ?? '', qty: 1 }] });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: 'Cannot refund: Order is not paid yet' });
    expect((await read(placed._id)).status).toBe('pending');
  });

  it('when a customer sends lines, then 403', async () => {
    const { order, gadgetLine } = await paidOrder();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${order._id}/refund`,
      headers: customer.headers,
      payload: { lines: [{ item: gadgetLine, qty: 1 }] },
    });
    expect(response.statusCode).toBe(403);
  });

  it('when a variant line is refunded with restock, then the variant gets its units back', async () => {
    const product = await createProduct(t.db, { name: 'Refund Phone' });
    await t.db
      .insert(productOptions)
      .values([{ productId: product.id, position: 0, name: 'Colour', values: ['Black', 'Blue'] }]);
    const [black] = await t.db
      .insert(productVariants)
      .values([
        {
          productId: product.id,
          sku: 'RP-B',
          optionValues: ['Black'],
          priceCents: 50_000,
          countInStock: 4,
          position: 0,
        },
        {
          productId: product.id,
          sku: 'RP-U',
          optionValues: ['Blue'],
          priceCents: 51_000,
          countInStock: 4,
          position: 1,
        },
      ])
      .returning();
    if (!black) throw new Error('variant missing');
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: customer.headers,
      payload: {
        orderItems: [{ product: product.id, variant: black.id, qty: 2 }],
        shippingAddress: {
          address: '1 Main Street',
          city: 'Springfield',
          postalCode: '12345',
          country: 'USA',
        },
        paymentMethod: 'TestCard',
      },
    });
    expect(placed.statusCode).toBe(201);
    const order = (await payByCard(t.app, customer.headers, placed.json<Order>()._id)).json<Order>();
    const line = order.orderItems[0]?._id ?? '';
    expect((await refund(order._id, { lines: [{ item: line, qty: 1 }], restock: true })).statusCode).toBe(
      200,
    );
    const [after] = await t.db.select().from(productVariants).where(eq(productVariants.id, black.id));
    expect(after?.countInStock).toBe(3);
  });
});

describe('partial refunds through PayPal', () => {
  it('when two parts of a PayPal order are refunded, then PayPal refunds each amount once', async () => {
    const product = await createProduct(t.db, { priceCents: 2_500, countInStock: 10 });
    const placed = (
      await requestOrder(t.app, customer.headers, [{ product: product.id, qty: 2 }], 'PayPal')
    ).json<Order>();
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${placed._id}/paypal`,
      headers: customer.headers,
    });
    const paypalOrderId = created.json<{ id: string }>().id;
    const paid = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${placed._id}/pay`,
      headers: customer.headers,
      payload: { paypalOrderId },
    });
    expect(paid.statusCode).toBe(200);
    const line = placed.orderItems[0]?._id ?? '';
    const first = await refund(placed._id, { lines: [{ item: line, qty: 1 }] });
    expect(first.statusCode).toBe(200);
    const second = await refund(placed._id, { lines: [{ item: line, qty: 1 }], shipping: true });
    expect(second.statusCode).toBe(200);
    expect(second.json<Order>().status).toBe('refunded');
    const refunds = paypal.order(paypalOrderId)?.capture?.refunds ?? [];
    expect(refunds.map((one) => Math.round(Number(one.amount.value) * 100))).toEqual(
      (second.json<Order>().refunds ?? []).map((one) => toCents(one.amount)),
    );
    expect(refundedCents(second.json<Order>())).toBe(toCents(placed.totalPrice));
  });
});
