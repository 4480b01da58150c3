import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, OrderEvent } from '../../contract/orders.ts';
import { mailQueue } from '../db/schema.ts';
import { buildApp } from '../app.ts';
import { createTestApp, testAppOptions, type TestApp } from '../test/app.ts';
import { signedIn } from '../test/accounts.ts';
import { createProduct } from '../test/factories.ts';
import { startFakePaypal, type FakePaypal } from '../test/fake-paypal.ts';
import { payByCard, requestOrder, stockOf } from '../test/orders.ts';

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

async function placed(qty: number, paymentMethod = 'TestCard') {
  const product = await createProduct(t.db, { priceCents: 2_500, countInStock: 10 });
  const response = await requestOrder(t.app, customer.headers, [{ product: product.id, qty }], paymentMethod);
  expect(response.statusCode).toBe(201);
  return { product, order: response.json<Order>() };
}

async function paidByCard(qty = 2) {
  const { product, order } = await placed(qty);
  const paid = await payByCard(t.app, customer.headers, order._id);
  expect(paid.statusCode).toBe(200);
  return { product, order: paid.json<Order>() };
}

function act(orderId: string, action: 'refund' | 'deliver', headers: Record<string, string> = admin.headers) {
  return t.app.inject({ method: 'PUT', url: `/api/orders/${orderId}/${action}`, headers });
}

async function timeline(orderId: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/orders/${orderId}/timeline`,
    headers: admin.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json<OrderEvent[]>();
}

describe('PUT /api/orders/:id/refund', () => {
  it('when an admin refunds a paid card order, then it is refunded and its stock goes back', async () => {
    const { product, order } = await paidByCard(2);
    expect(await stockOf(t.db, product.id)).toBe(8);
    const response = await act(order._id, 'refund');
    expect(response.statusCode).toBe(200);
    expect(response.json<Order>()).toMatchObject({
      _id: order._id,
      status: 'refunded',
      isPaid: true,
      refundedAt: expect.any(String) as string,
    });
    expect(await stockOf(t.db, product.id)).toBe(10);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order._id}`,
      headers: customer.headers,
    });
    expect(read.json<Order>().status).toBe('refunded');
  });

  it('when a delivered order is refunded, then its stock stays with the customer', async () => {
    const { product, order } = await paidByCard(3);
    expect((await act(order._id, 'deliver')).statusCode).toBe(200);
    const response = await act(order._id, 'refund');
    expect(response.statusCode).toBe(200);
    expect(response.json<Order>()).toMatchObject({ status: 'refunded', isDelivered: true });
    expect(await stockOf(t.db, product.id)).toBe(7);
  });

  it('when 20 refunds of one order race, then exactly one wins and the stock returns once', async () => {
    const { product, order } = await paidByCard(4);
    const answers = await Promise.all(Array.from({ length: 20 }, () => act(order._id, 'refund')));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    expect(answers.find((answer) => answer.statusCode === 409)?.json()).toMatchObject({
      message: 'Cannot refund: Order was already refunded',
    });
    expect(await stockOf(t.db, product.id)).toBe(10);
    expect((await timeline(order._id)).filter((line) => line.kind === 'refunded')).toHaveLength(1);
    const refundMail = await t.db
      .select()
      .from(mailQueue)
      .where(and(eq(mailQueue.kind, 'order-refunded'), like(mailQueue.textBody, `%#${order.number}%`)));
    expect(refundMail).toHaveLength(1);
    expect(refundMail[0]?.recipient).toBe(customer.info.email);
  });

  it('when the order is not paid, then 409 and nothing changes', async () => {
    const { product, order } = await placed(1);
    const response = await act(order._id, 'refund');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: 'Cannot refund: Order is not paid yet' });
    expect(await stockOf(t.db, product.id)).toBe(9);
  });

  it('when a cancelled or refunded order is refunded, then 409', async () => {
    const { order } = await placed(1);
    await t.app.inject({ method: 'PUT', url: `/api/orders/${order._id}/cancel`, headers: customer.headers });
    expect((await act(order._id, 'refund')).json()).toMatchObject({
      message: 'Cannot refund: Order was cancelled',
    });
  });

  it('when a customer asks for a refund, then 403; an unknown order is 404', async () => {
    const { order } = await paidByCard(1);
    expect((await act(order._id, 'refund', customer.headers)).statusCode).toBe(403);
    expect((await act('00000000-0000-4000-8000-000000000000', 'refund')).statusCode).toBe(404);
    expect((await act(order._id, 'refund', {})).statusCode).toBe(401);
  });

  it('when a PayPal order is refunded, then PayPal refunds its capture once, even under parallel clicks', async () => {
    const { order } = await placed(1, 'PayPal');
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/paypal`,
      headers: customer.headers,
    });
    const paypalOrderId = created.json<{ id: string }>().id;
    const paid = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${order._id}/pay`,
      headers: customer.headers,
      payload: { paypalOrderId },
    });
    expect(paid.statusCode).toBe(200);
    const captureId = paid.json<Order>().paymentResult?.id;
    const before = paypal.refunds().length;
    const answers = await Promise.all(Array.from({ length: 5 }, () => act(order._id, 'refund')));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(paypal.refunds()).toHaveLength(before + 1);
    expect(paypal.order(paypalOrderId)?.capture).toMatchObject({
      id: captureId,
      refund: { status: 'COMPLETED', amount: { currency_code: 'USD', value: '38.75' } },
    });
  });

  it('when PayPal is down, then the refund fails with 502 and the order stays paid', async () => {
    const { order } = await placed(1, 'PayPal');
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/paypal`,
      headers: customer.headers,
    });
    await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${order._id}/pay`,
      headers: customer.headers,
      payload: { paypalOrderId: created.json<{ id: string }>().id },
    });
    paypal.state.outage = true;
    try {
      expect((await act(order._id, 'refund')).statusCode).toBe(502);
    } finally {
      paypal.state.outage = false;
    }
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order._id}`,
      headers: admin.headers,
    });
    expect(read.json<Order>().status).toBe('paid');
    expect((await act(order._id, 'refund')).statusCode).toBe(200);
  });
});

describe('GET /api/orders/:id/timeline', () => {
  it('when an order is placed, paid, delivered and refunded, then each step shows with its time and who', async () => {
    const { order } = await paidByCard(1);
    await act(order._id, 'deliver');
    const refunded = (await act(order._id, 'refund')).json<Order>();
    const lines = await timeline(order._id);
    expect(lines).toEqual([
      { kind: 'placed', at: order.createdAt, by: { _id: customer.account.id, name: 'Casey Customer' } },
      { kind: 'paid', at: order.paidAt, by: { _id: customer.account.id, name: 'Casey Customer' } },
      { kind: 'delivered', at: refunded.deliveredAt, by: { _id: admin.account.id, name: 'Ada Admin' } },
      { kind: 'refunded', at: refunded.refundedAt, by: { _id: admin.account.id, name: 'Ada Admin' } },
    ]);
  });

  it('when a customer asks for a timeline, then 403', async () => {
    const { order } = await placed(1);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order._id}/timeline`,
      headers: customer.headers,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('a test-card order after test mode is switched off', () => {
  it('when an admin refunds it on a shop without test mode, then it is refunded and its stock returns', async () => {
    const { product, order } = await paidByCard(2);
    // The same database, served as the shop is once test mode is switched off.
    const live = await buildApp(
      testAppOptions({ dataDir: t.dataDir, payments: { testMode: false, paypal: undefined } }),
      t.db,
    );
    try {
      const config = await live.inject({ method: 'GET', url: '/api/config/payments' });
      expect(config.json<{ methods: string[] }>().methods).not.toContain('TestCard');

      const refunded = await live.inject({
        method: 'PUT',
        url: `/api/orders/${order._id}/refund`,
        headers: admin.headers,
      });
      expect(refunded.statusCode).toBe(200);
      expect(refunded.json<Order>()).toMatchObject({ status: 'refunded', isPaid: true });
      expect(await stockOf(t.db, product.id)).toBe(10);
    } finally {
      await live.close();
    }
  });
});
