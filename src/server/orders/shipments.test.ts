import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '../../contract/order-status.ts';
import type { Order, OrderEvent } from '../../contract/orders.ts';
import { mailQueue, orders } from '../db/schema.ts';
import { signedIn } from '../test/accounts.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createProduct } from '../test/factories.ts';
import { payByCard, requestOrder } from '../test/orders.ts';
import { createOrder } from '../test/stored-orders.ts';

let t: TestApp;
let customer: Awaited<ReturnType<typeof signedIn>>;
let admin: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  t = await createTestApp();
  customer = await signedIn(t.app, t.db, { name: 'Casey Customer' });
  admin = await signedIn(t.app, t.db, { isAdmin: true, name: 'Ada Admin' });
});
afterAll(async () => {
  await t.close();
});

const UPS_NUMBER = '1Z999AA10123456784';

async function paidOrder(): Promise<Order> {
  const product = await createProduct(t.db, { priceCents: 2_500, countInStock: 10 });
  const placed = await requestOrder(t.app, customer.headers, [{ product: product.id, qty: 1 }]);
  expect(placed.statusCode).toBe(201);
  const paid = await payByCard(t.app, customer.headers, placed.json<Order>()._id);
  expect(paid.statusCode).toBe(200);
  return paid.json<Order>();
}

function ship(
  orderId: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = admin.headers,
) {
  return t.app.inject({ method: 'PUT', url: `/api/orders/${orderId}/ship`, headers, payload });
}

function act(orderId: string, action: 'deliver' | 'refund') {
  return t.app.inject({ method: 'PUT', url: `/api/orders/${orderId}/${action}`, headers: admin.headers });
}

async function stored(orderId: string) {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

async function mailsOf(kind: string, to: string) {
  return t.db
    .select()
    .from(mailQueue)
    .where(and(eq(mailQueue.kind, kind), eq(mailQueue.recipient, to)));
}

describe('PUT /api/orders/:id/ship', () => {
  it('when an admin ships a paid order with UPS, then it is shipped with a tracking link, a timeline line and one mail', async () => {
    const order = await paidOrder();
    const before = await mailsOf('order-shipped', customer.account.email);

    const response = await ship(order._id, { carrier: 'ups', trackingNumber: UPS_NUMBER });

    expect(response.statusCode).toBe(200);
    expect(response.json<Order>()).toMatchObject({
      status: 'shipped',
      isPaid: true,
      isDelivered: false,
      shipment: {
        carrier: 'UPS',
        trackingNumber: UPS_NUMBER,
        trackingUrl: `https://www.ups.com/track?tracknum=${UPS_NUMBER}`,
        shippedAt: expect.any(String) as string,
      },
    });
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order._id}`,
      headers: customer.headers,
    });
    expect(read.json<Order>().shipment?.trackingUrl).toBe(`https://www.ups.com/track?tracknum=${UPS_NUMBER}`);
    const mails = await mailsOf('order-shipped', customer.account.email);
    expect(mails.length - before.length).toBe(1);
    const mail = mails.at(-1);
    expect(mail?.subject).toBe(`Your order #${order.number} is on its way`);
    expect(mail?.textBody).toContain(`tracking number ${UPS_NUMBER}`);
    expect(mail?.textBody).toContain(`https://www.ups.com/track?tracknum=${UPS_NUMBER}`);
    expect(mail?.textBody).toContain('Order status: Shipped');
    const timeline = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order._id}/timeline`,
      headers: admin.headers,
    });
    expect(timeline.json<OrderEvent[]>().map((event) => [event.kind, event.by?.name])).toContainEqual([
      'shipped',
      'Ada Admin',
    ]);
  });

  it.each([
    ['FedEx', '123456789012', 'https://www.fedex.com/fedextrack/?trknbr=123456789012'],
    [
      'USPS',
      '9400 1000 0000 0000 0000 00',
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400%201000%200000%200000%200000%2000',
    ],
    ['dhl', 'JD014600006281', 'https://www.dhl.com/global-en/home/tracking.html?tracking-id=JD014600006281'],
  ])('when the carrier is %s, then the order links to its tracking page', async (carrier, number, url) => {
    const order = await paidOrder();
    const response = await ship(order._id, { carrier, trackingNumber: number });
    expect(response.statusCode).toBe(200);
    expect(response.json<Order>().shipment?.trackingUrl).toBe(url);
  });

  it('when the carrier is one the shop does not know, then the number is kept without a link', async () => {
    const order = await paidOrder();
    const response = await ship(order._id, { carrier: 'Royal Mail', trackingNumber: 'AB123456789GB' });
    expect(response.statusCode).toBe(200);
    expect(response.json<Order>().shipment).toMatchObject({
      carrier: 'Royal Mail',
      trackingNumber: 'AB123456789GB',
      trackingUrl: null,
    });
    const [mail] = (await mailsOf('order-shipped', customer.account.email)).filter((row) =>
      row.textBody.includes('AB123456789GB'),
    );
    expect(mail?.textBody).not.toContain('http');
  });

  it.each([
    ['a line break', { carrier: 'UPS', trackingNumber: '1Z999\nAA1' }],
    ['markup', { carrier: 'UPS', trackingNumber: '<script>1</script>' }],
    ['a query string', { carrier: 'UPS', trackingNumber: '1Z9&x=1' }],
    ['too short', { carrier: 'UPS', trackingNumber: '1Z9' }],
    ['too long', { carrier: 'UPS', trackingNumber: '1'.repeat(41) }],
    ['no carrier', { carrier: '', trackingNumber: UPS_NUMBER }],
    ['a carrier over two lines', { carrier: 'UPS\r\nBcc: x', trackingNumber: UPS_NUMBER }],
    ['no tracking number', { carrier: 'UPS' }],
  ])('when the body has %s, then 400 and the order stays paid', async (_, payload) => {
    const order = await paidOrder();
    const response = await ship(order._id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toEqual(expect.any(String));
    expect((await stored(order._id))?.status).toBe('paid');
    expect((await stored(order._id))?.trackingNumber).toBeNull();
  });

  it('when a customer tries to ship an order, then 403 and nothing changes', async () => {
    const order = await paidOrder();
    const response = await ship(order._id, { carrier: 'UPS', trackingNumber: UPS_NUMBER }, customer.headers);
    expect(response.statusCode).toBe(403);
    expect((await stored(order._id))?.status).toBe('paid');
  });

  it('when the order does not exist, then 404', async () => {
    const response = await ship('00000000-0000-4000-8000-000000000000', {
      carrier: 'UPS',
      trackingNumber: UPS_NUMBER,
    });
    expect(response.statusCode).toBe(404);
  });

  const shippable: readonly OrderStatus[] = ['paid'];
  it.each(ORDER_STATUSES)('when the order is %s, then shipping is allowed only from paid', async (status) => {
    const product = await createProduct(t.db, { priceCents: 1_000, countInStock: 5 });
    const { order } = await createOrder(t.db, { userId: customer.account.id, product, status });
    const response = await ship(order.id, { carrier: 'DHL', trackingNumber: 'JD014600006281' });
    if (shippable.includes(status)) {
      expect(response.statusCode).toBe(200);
      expect((await stored(order.id))?.status).toBe('shipped');
    } else {
      expect(response.statusCode).toBe(409);
      expect(response.json<{ message: string }>().message).toMatch(/^Cannot mark as shipped: /);
      expect((await stored(order.id))?.status).toBe(status);
    }
  });

  it('when two admins ship the same order at once, then one wins and one mail goes out', async () => {
    const order = await paidOrder();
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        ship(order._id, { carrier: 'UPS', trackingNumber: `1Z999AA1012345678${index}` }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const mails = (await mailsOf('order-shipped', customer.account.email)).filter((row) =>
      row.textBody.includes(`#${order.number}`),
    );
    expect(mails).toHaveLength(1);
  });
});

describe('after shipping', () => {
  it('when a shipped order is marked delivered, then it is delivered and keeps its tracking', async () => {
    const order = await paidOrder();
    expect((await ship(order._id, { carrier: 'UPS', trackingNumber: UPS_NUMBER })).statusCode).toBe(200);
    const response = await act(order._id, 'deliver');
    expect(response.statusCode).toBe(200);
    expect(response.json<Order>()).toMatchObject({
      status: 'delivered',
      isDelivered: true,
      shipment: { carrier: 'UPS', trackingNumber: UPS_NUMBER },
    });
  });

  it('when a paid order is marked delivered without shipping, then it is delivered as before', async () => {
    const order = await paidOrder();
    const response = await act(order._id, 'deliver');
    expect(response.statusCode).toBe(200);
    expect(response.json<Order>()).toMatchObject({ status: 'delivered', shipment: null });
  });

  it('when a shipped order is refunded, then it is refunded', async () => {
    const order = await paidOrder();
    expect((await ship(order._id, { carrier: 'FedEx', trackingNumber: '123456789012' })).statusCode).toBe(
      200,
    );
    const response = await act(order._id, 'refund');
    expect(response.statusCode).toBe(200);
    expect(response.json<Order>().status).toBe('refunded');
  });

  it('when the admin filters the list by shipped, then only shipped orders are listed', async () => {
    const order = await paidOrder();
    expect((await ship(order._id, { carrier: 'UPS', trackingNumber: UPS_NUMBER })).statusCode).toBe(200);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/orders?status=shipped',
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    const listed = response.json<Order[]>();
    expect(listed.map((row) => row._id)).toContain(order._id);
    expect(listed.every((row) => row.status === 'shipped')).toBe(true);
  });
});
