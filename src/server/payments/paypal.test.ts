import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../contract/orders.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { signedIn } from '../test/accounts.ts';
import { createProduct } from '../test/factories.ts';
import { startFakePaypal } from '../test/fake-paypal.ts';

let t: TestApp;
let paypal: Awaited<ReturnType<typeof startFakePaypal>>;
let customer: Awaited<ReturnType<typeof signedIn>>;
/** A storefront of one page: the PayPal buttons are on a page, so that is where the policy matters. */
let clientDir: string;

beforeAll(async () => {
  paypal = await startFakePaypal();
  clientDir = await mkdtemp(path.join(os.tmpdir(), 'easybuy-client-'));
  await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><title>Easy-Buy</title>');
  t = await createTestApp({
    clientDir,
    payments: {
      testMode: false,
      paypal: { clientId: 'client-id', clientSecret: 'client-secret', apiUrl: paypal.url },
    },
  });
  customer = await signedIn(t.app, t.db);
});
afterAll(async () => {
  await t.close();
  await paypal.close();
  await rm(clientDir, { recursive: true, force: true });
});

async function paypalOrder(priceCents = 12_345): Promise<{ order: Order; paypalOrderId: string }> {
  const product = await createProduct(t.db, { priceCents, countInStock: 10 });
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: customer.headers,
    payload: {
      orderItems: [{ product: product.id, qty: 1 }],
      shippingAddress: { address: '1 Road', city: 'Town', postalCode: '1000', country: 'USA' },
      paymentMethod: 'PayPal',
    },
  });
  const order = placed.json<Order>();
  const created = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${order._id}/paypal`,
    headers: customer.headers,
  });
  expect(created.statusCode).toBe(200);
  return { order, paypalOrderId: created.json<{ id: string }>().id };
}

function pay(orderId: string, paypalOrderId: string) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/orders/${orderId}/pay`,
    headers: customer.headers,
    payload: { paypalOrderId },
  });
}

describe('PayPal', () => {
  it('when configured, then the payment config offers PayPal with its client id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config/payments' });
    expect(response.json()).toEqual({ methods: ['PayPal'], currency: 'USD', paypalClientId: 'client-id' });
  });

  it('when PayPal is configured, then the pages’ CSP allows PayPal and nothing else new', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/cart', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain(
      "script-src 'self' https://www.paypal.com https://*.paypal.com https://*.paypalobjects.com",
    );
    expect(csp).toContain('frame-src https://www.paypal.com');
    expect(csp).not.toContain('unsafe-inline');
  });

  it('when the capture is completed for the exact total, then the order is paid', async () => {
    const { order, paypalOrderId } = await paypalOrder();
    const response = await pay(order._id, paypalOrderId);
    expect(response.statusCode).toBe(200);
    expect(response.json<Order>()).toMatchObject({
      status: 'paid',
      paymentResult: {
        provider: 'PayPal',
        status: 'COMPLETED',
        emailAddress: 'buyer@example.com',
        id: expect.stringMatching(/^CAPTURE-/),
      },
    });
  });

  it('when the PayPal order is created twice, then the same one is reused', async () => {
    const { order, paypalOrderId } = await paypalOrder();
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/paypal`,
      headers: customer.headers,
    });
    expect(again.json<{ id: string }>().id).toBe(paypalOrderId);
  });

  it.each([
    ['a different amount', { value: '0.01' }],
    ['another currency', { currency: 'EUR' }],
    ['a capture that was declined', { status: 'DECLINED' }],
    ['a capture for another order', { referenceId: 'someone-else' }],
  ])('when PayPal reports %s, then the order stays unpaid', async (_label, override) => {
    const { order, paypalOrderId } = await paypalOrder();
    paypal.state.nextCapture = override;
    const response = await pay(order._id, paypalOrderId);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'PayPal did not confirm a completed payment of this order’s total',
    });
    const reread = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order._id}`,
      headers: customer.headers,
    });
    expect(reread.json<Order>().isPaid).toBe(false);
  });

  it('when one capture id is presented for a second order, then it pays only the first', async () => {
    const first = await paypalOrder();
    paypal.state.nextCapture = { captureId: 'CAPTURE-REUSED' };
    expect((await pay(first.order._id, first.paypalOrderId)).statusCode).toBe(200);
    const second = await paypalOrder();
    paypal.state.nextCapture = { captureId: 'CAPTURE-REUSED' };
    const response = await pay(second.order._id, second.paypalOrderId);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message: 'This payment has already been used for another order',
    });
  });

  it('when the approval belongs to another of our orders, then it is refused before capturing', async () => {
    const mine = await paypalOrder();
    const other = await paypalOrder();
    const before = paypal.state.requests.length;
    const response = await pay(mine.order._id, other.paypalOrderId);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'This PayPal payment does not belong to this order' });
    expect(paypal.state.requests.slice(before).some((request) => request.includes('/capture'))).toBe(false);
  });

  it('when the same PayPal order is captured again, then it answers 409', async () => {
    const { order, paypalOrderId } = await paypalOrder();
    expect((await pay(order._id, paypalOrderId)).statusCode).toBe(200);
    const again = await pay(order._id, paypalOrderId);
    expect(again.statusCode).toBe(409);
  });

  it('when a card is sent for a PayPal order, then it answers 400', async () => {
    const { order } = await paypalOrder();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${order._id}/pay`,
      headers: customer.headers,
      payload: { card: { number: '4242424242424242', expMonth: 1, expYear: 2099, cvc: '123', name: 'x' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'paypalOrderId is required' });
  });
});
