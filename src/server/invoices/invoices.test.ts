import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../contract/orders.ts';
import { buildApp } from '../app.ts';
import { invoiceCounters } from '../db/schema.ts';
import { signedIn } from '../test/accounts.ts';
import { createTestApp, testAppOptions, type TestApp } from '../test/app.ts';
import { createProduct } from '../test/factories.ts';
import { payByCard, requestOrder, SHIPPING_ADDRESS } from '../test/orders.ts';
import { pdfText } from '../test/pdf-text.ts';

const SHOP = {
  name: 'Gadget Corner',
  addressLines: ['Gadget Corner GmbH', '5 Harbour Road', '20095 Hamburg'],
  taxId: 'DE123456789',
  withdrawalDays: 14,
};

let t: TestApp;
let second: FastifyInstance;
let customer: Awaited<ReturnType<typeof signedIn>>;
let stranger: Awaited<ReturnType<typeof signedIn>>;
let admin: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  t = await createTestApp({ shop: SHOP });
  // A second instance on the same database, as a second server would be.
  second = await buildApp(testAppOptions({ dataDir: t.dataDir, shop: SHOP }), t.db);
  await second.ready();
  customer = await signedIn(t.app, t.db, { name: 'Casey Customer' });
  stranger = await signedIn(t.app, t.db, { name: 'Sam Stranger' });
  admin = await signedIn(t.app, t.db, { isAdmin: true, name: 'Ada Admin' });
});
afterAll(async () => {
  await second.close();
  await t.close();
});

async function placed(app: FastifyInstance = t.app, qty = 2): Promise<Order> {
  const product = await createProduct(t.db, { name: 'Wave Headphones', priceCents: 2_500, countInStock: 50 });
  const response = await requestOrder(app, customer.headers, [{ product: product.id, qty }]);
  expect(response.statusCode).toBe(201);
  return response.json<Order>();
}

async function paid(app: FastifyInstance = t.app): Promise<Order> {
  const order = await placed(app);
  const response = await payByCard(app, customer.headers, order._id);
  expect(response.statusCode).toBe(200);
  return response.json<Order>();
}

const sequenceOf = (invoiceNumber: string | null | undefined) => Number(invoiceNumber?.split('-')[1]);

function invoice(orderId: string, headers: Record<string, string> = customer.headers) {
  return t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/invoice.pdf`, headers });
}

describe('invoice numbers', () => {
  it('when an order is paid, then it gets the next number of the year it was paid in', async () => {
    const order = await paid();
    const year = new Date().getUTCFullYear();
    expect(order.invoiceNumber).toMatch(new RegExp(`^${year}-\\d{6}$`));
    const next = await paid();
    expect(sequenceOf(next.invoiceNumber)).toBe(sequenceOf(order.invoiceNumber) + 1);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order._id}`,
      headers: customer.headers,
    });
    expect(read.json<Order>().invoiceNumber).toBe(order.invoiceNumber);
  });

  it('when an order is not paid yet, then it has no number', async () => {
    const order = await placed();
    expect(order.invoiceNumber).toBeNull();
  });

  it('when 20 orders are paid at once on two instances, then their numbers are unique and leave no gap', async () => {
    const orders = await Promise.all(Array.from({ length: 20 }, () => placed()));
    const answers = await Promise.all(
      orders.map((order, index) => payByCard(index % 2 === 0 ? t.app : second, customer.headers, order._id)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
    const numbers = answers
      .map((answer) => sequenceOf(answer.json<Order>().invoiceNumber))
      .sort((a, b) => a - b);
    const first = numbers[0] ?? 0;
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, index) => first + index));
    const [counter] = await t.db
      .select()
      .from(invoiceCounters)
      .where(eq(invoiceCounters.year, new Date().getUTCFullYear()));
    expect(counter?.last).toBe(first + 19);
  });

  it('when the payment of one order is confirmed again and again, then it keeps one number and the next order follows it', async () => {
    const order = await placed();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        payByCard(index % 2 === 0 ? t.app : second, customer.headers, order._id),
      ),
    );
    const numbers = new Set(
      answers
        .filter((answer) => answer.statusCode === 200)
        .map((answer) => answer.json<Order>().invoiceNumber),
    );
    expect(numbers.size).toBe(1);
    const [number] = [...numbers];
    const again = await payByCard(t.app, customer.headers, order._id);
    expect([200, 409]).toContain(again.statusCode);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order._id}`,
      headers: customer.headers,
    });
    expect(read.json<Order>().invoiceNumber).toBe(number);
    const next = await paid();
    expect(sequenceOf(next.invoiceNumber)).toBe(sequenceOf(number) + 1);
  });
});

describe('invoice numbers across a new year', () => {
  it('when the year changes, then numbering starts again at 1', async () => {
    let now = new Date('2031-12-31T23:58:00.000Z');
    const yearly = await createTestApp({ clock: () => now, shop: SHOP });
    try {
      const buyer = await signedIn(yearly.app, yearly.db);
      const product = await createProduct(yearly.db, { priceCents: 1_000, countInStock: 10 });
      const pay = async () => {
        const order = await requestOrder(yearly.app, buyer.headers, [{ product: product.id, qty: 1 }]);
        return (await payByCard(yearly.app, buyer.headers, order.json<Order>()._id)).json<Order>();
      };
      expect((await pay()).invoiceNumber).toBe('2031-000001');
      expect((await pay()).invoiceNumber).toBe('2031-000002');
      now = new Date('2032-01-01T00:00:30.000Z');
      expect((await pay()).invoiceNumber).toBe('2032-000001');
    } finally {
      await yearly.close();
    }
  });
});

describe('GET /api/orders/:id/invoice.pdf', () => {
  it('when the customer downloads the invoice, then the PDF shows the shop, the number, the lines and the totals', async () => {
    const order = await paid();
    const response = await invoice(order._id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="invoice-${order.invoiceNumber}.pdf"`,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(response.rawPayload);
    expect(text).toEqual(
      expect.arrayContaining([
        'Gadget Corner',
        'Gadget Corner GmbH',
        '5 Harbour Road',
        '20095 Hamburg',
        'Tax ID: DE123456789',
        `Invoice ${order.invoiceNumber}`,
        `Order: #${order.number}`,
        'Casey Customer',
        'Wave Headphones',
        '2',
        '$25.00',
        '$50.00',
        'Discounts',
        '$0.00',
        'Shipping',
        'Tax',
        `$${order.taxPrice.toFixed(2)}`,
        'Total',
        `$${order.totalPrice.toFixed(2)}`,
      ]),
    );
    expect(text.join('\n')).not.toContain('Credit note');
  });

  it('when the order was refunded, then the invoice carries a credit note for the total', async () => {
    const order = await paid();
    const refund = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${order._id}/refund`,
      headers: admin.headers,
    });
    expect(refund.statusCode).toBe(200);
    const text = pdfText((await invoice(order._id)).rawPayload);
    expect(text).toEqual(
      expect.arrayContaining([
        `Credit note ${order.invoiceNumber}-C1`,
        'Refunded',
        `-$${order.totalPrice.toFixed(2)}`,
      ]),
    );
  });

  it('when the order is refunded in two parts, then each refund is its own credit note, numbered in turn', async () => {
    const order = await paid();
    const line = order.orderItems[0]?._id;
    const refund = (payload?: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/orders/${order._id}/refund`,
        headers: admin.headers,
        ...(payload ? { payload } : {}),
      });
    expect((await refund({ lines: [{ item: line, qty: 1 }] })).statusCode).toBe(200);
    const afterOne = pdfText((await invoice(order._id)).rawPayload).join('\n');
    expect(afterOne).toContain(`Credit note ${order.invoiceNumber}-C1`);
    expect(afterOne).toContain(`Against invoice ${order.invoiceNumber}: 1 × Wave Headphones refunded.`);
    expect(afterOne).not.toContain(`${order.invoiceNumber}-C2`);

    const rest = await refund();
    expect(rest.statusCode).toBe(200);
    const text = pdfText((await invoice(order._id)).rawPayload);
    const given = (rest.json<Order>().refunds ?? []).map((one) => `-$${one.amount.toFixed(2)}`);
    expect(given).toHaveLength(2);
    expect(text).toEqual(
      expect.arrayContaining([
        `Credit note ${order.invoiceNumber}-C1`,
        `Credit note ${order.invoiceNumber}-C2`,
        ...given,
      ]),
    );
  });

  it('when the order had a coupon, then the invoice shows the discount with its code', async () => {
    const code = `INV${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/coupons',
      headers: admin.headers,
      payload: { code, kind: 'fixed', value: 5 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const product = await createProduct(t.db, {
      name: 'Wave Headphones',
      priceCents: 2_500,
      countInStock: 50,
    });
    const placedOrder = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: customer.headers,
      payload: {
        orderItems: [{ product: product.id, qty: 2 }],
        shippingAddress: SHIPPING_ADDRESS,
        paymentMethod: 'TestCard',
        couponCode: code,
      },
    });
    expect(placedOrder.statusCode, placedOrder.body).toBe(201);
    const order = (await payByCard(t.app, customer.headers, placedOrder.json<Order>()._id)).json<Order>();
    const text = pdfText((await invoice(order._id)).rawPayload);
    expect(text).toEqual(
      expect.arrayContaining([`Discounts (${code})`, '-$5.00', 'Total', `$${order.totalPrice.toFixed(2)}`]),
    );
  });

  it('when an admin asks, then the invoice is theirs to read', async () => {
    const order = await paid();
    expect((await invoice(order._id, admin.headers)).statusCode).toBe(200);
  });

  it('when another customer asks, then there is no such order', async () => {
    const order = await paid();
    const response = await invoice(order._id, stranger.headers);
    expect(response.statusCode).toBe(404);
    expect(response.json<{ message: string }>().message).toBe('Order not found');
  });

  it('when nobody is signed in, then 401', async () => {
    const order = await paid();
    expect((await invoice(order._id, {})).statusCode).toBe(401);
  });

  it('when a guest holds the order key, then the key opens the invoice and a wrong key is 404', async () => {
    const product = await createProduct(t.db, { name: 'Guest Buds', priceCents: 1_999, countInStock: 5 });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        orderItems: [{ product: product.id, qty: 1 }],
        shippingAddress: SHIPPING_ADDRESS,
        paymentMethod: 'TestCard',
        guest: { email: 'invoice.guest@example.com', name: 'Gwen Guest' },
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { _id: id, accessKey } = response.json<Order & { accessKey: string }>();
    const withKey = { 'x-order-key': accessKey };
    expect((await payByCard(t.app, withKey, id)).statusCode).toBe(200);
    const opened = await invoice(id, withKey);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
    expect((await invoice(id, { 'x-order-key': 'not-the-key' })).statusCode).toBe(404);
    expect((await invoice(id, stranger.headers)).statusCode).toBe(404);
  });

  it('when the order is not paid, then 409 and no PDF', async () => {
    const order = await placed();
    const response = await invoice(order._id);
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe('Order is not paid yet: it has no invoice');
  });

  it('when the order does not exist or the id is malformed, then 404', async () => {
    expect((await invoice('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await invoice('not-an-id')).statusCode).toBe(404);
  });
});
