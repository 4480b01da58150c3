import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, PaymentConfig } from '../../contract/orders.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { signedIn } from '../test/accounts.ts';
import { createProduct } from '../test/factories.ts';
import { FAKE_STRIPE_KEYS, signedEvent, type FakeStripe } from '../test/fake-stripe.ts';
import { stripeSuite, type StripeSuiteState } from '../test/stripe-suite.ts';
import { stockOf } from '../test/orders.ts';

const suite = stripeSuite();
const {
  placeStripeOrder,
  startIntent,
  withIntent,
  webhook,
  read,
  timeline,
  cancel,
  check,
  endHold,
  logLines,
} = suite;
let t: TestApp;
let stripe: FakeStripe;
let admin: StripeSuiteState['admin'];

beforeAll(() => {
  ({ t, stripe, admin } = suite.state());
});

describe('Stripe is offered', () => {
  it('when the keys are set, then the payment config lists Stripe with its publishable key', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config/payments' });
    expect(response.json<PaymentConfig>()).toMatchObject({
      methods: ['TestCard', 'Stripe'],
      stripePublishableKey: FAKE_STRIPE_KEYS.publishableKey,
    });
  });

  it('when the owner starts paying, then the intent is made from the server’s total, in USD, with the order id and an idempotency key', async () => {
    const { order, intent } = await withIntent();
    expect(intent).toMatchObject({
      amount: Math.round(order.totalPrice * 100),
      currency: 'usd',
      metadata: { orderId: order._id },
    });
    const created = stripe.requests.filter(
      (request) =>
        request.path === '/v1/payment_intents' && request.form.get('metadata[orderId]') === order._id,
    );
    expect(created).toHaveLength(1);
    expect(created[0]?.idempotencyKey).toBe(`intent-${order._id}-0`);

    const again = await startIntent(order._id);
    expect(again.json()).toEqual({ clientSecret: intent.client_secret });
    expect(stripe.intents().filter((candidate) => candidate.metadata.orderId === order._id)).toHaveLength(1);
  });

  it('when another customer asks for the intent, then 404 and none is made', async () => {
    const { order } = await placeStripeOrder();
    const other = await signedIn(t.app, t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/stripe`,
      headers: other.headers,
    });
    expect(response.statusCode).toBe(404);
    expect(stripe.intents().some((intent) => intent.metadata.orderId === order._id)).toBe(false);
  });
});

describe('Stripe’s webhook', () => {
  /** A signature over exactly this payload, with a secret or a time of the test's choosing. */
  const signature = (payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)) =>
    `t=${String(timestamp)},v1=${createHmac('sha256', secret)
      .update(`${String(timestamp)}.${payload}`)
      .digest('hex')}`;

  it.each([
    ['signed with another secret', (payload: string) => signature(payload, 'whsec_other')],
    [
      'older than five minutes',
      (payload: string) =>
        signature(payload, FAKE_STRIPE_KEYS.webhookSecret, Math.floor(Date.now() / 1000) - 301),
    ],
    ['not signed at all', () => undefined],
  ])('when the event is %s, then 400 and the order stays unpaid', async (_case, sign) => {
    const { order, intent } = await withIntent();
    const paid = stripe.setStatus(intent.id, 'succeeded');
    const { payload } = signedEvent('payment_intent.succeeded', paid);
    const response = await webhook(payload, sign(payload));
    expect(response.statusCode).toBe(400);
    expect((await read(order._id)).status).toBe('pending');
  });

  it('when a signed success arrives three times, then the order is paid once', async () => {
    const { order, intent, product } = await withIntent();
    const event = signedEvent('payment_intent.succeeded', stripe.setStatus(intent.id, 'succeeded'));
    for (let delivery = 0; delivery < 3; delivery++) {
      const response = await webhook(event.payload, event.signature);
      expect(response.statusCode).toBe(200);
    }
    expect(await read(order._id)).toMatchObject({
      status: 'paid',
      isPaid: true,
      paymentResult: { provider: 'Stripe', id: intent.id },
    });
    expect((await timeline(order._id)).filter((line) => line.kind === 'paid')).toHaveLength(1);
    expect(await stockOf(t.db, product.id)).toBe(3);
  });

  it.each([
    ['amount', { amount: 100 }],
    ['currency', { currency: 'eur' }],
  ])('when a signed success names another %s, then the order is not paid', async (_field, change) => {
    const { order, intent } = await withIntent();
    const event = signedEvent('payment_intent.succeeded', {
      ...stripe.setStatus(intent.id, 'succeeded'),
      ...change,
    });
    expect((await webhook(event.payload, event.signature)).statusCode).toBe(200);
    expect((await read(order._id)).status).toBe('pending');
  });

  it('when a guest pays with Stripe, then the order key opens the intent and the return check, and a wrong key is 404', async () => {
    const product = await createProduct(t.db, { priceCents: 4_200, countInStock: 5 });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        orderItems: [{ product: product.id, qty: 1 }],
        shippingAddress: { address: '1 Main St', city: 'Springfield', postalCode: '12345', country: 'US' },
        paymentMethod: 'Stripe',
        guest: { email: 'stripe.guest@example.com', name: 'Gus Guest' },
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { _id: id, accessKey } = placed.json<Order & { accessKey: string }>();
    const asGuest = (url: string, key: string) =>
      t.app.inject({ method: 'POST', url, headers: { 'x-order-key': key } });

    expect((await asGuest(`/api/orders/${id}/stripe`, 'not-the-key')).statusCode).toBe(404);
    expect((await asGuest(`/api/orders/${id}/stripe`, accessKey)).statusCode).toBe(200);
    const intent = stripe.intents().find((candidate) => candidate.metadata.orderId === id);
    if (!intent) throw new Error('no intent was created');
    stripe.setStatus(intent.id, 'succeeded');
    const checked = await asGuest(`/api/orders/${id}/stripe/check`, accessKey);
    expect(checked.statusCode).toBe(200);
    expect(checked.json<Order>()).toMatchObject({ status: 'paid', paymentResult: { id: intent.id } });
    expect((await asGuest(`/api/orders/${id}/stripe/check`, 'not-the-key')).statusCode).toBe(404);
  });

  it('when the webhook is lost, then the shopper’s return asks Stripe and the order is paid', async () => {
    const { order, intent } = await withIntent();
    const unpaid = await check(order._id);
    expect(unpaid.json<Order>().status).toBe('pending');

    stripe.setStatus(intent.id, 'succeeded');
    const response = await check(order._id);
    expect(response.statusCode).toBe(200);
    expect(response.json<Order>()).toMatchObject({ status: 'paid', paymentResult: { id: intent.id } });
  });
});

describe('refunds through Stripe', () => {
  it('when an admin refunds a Stripe order, then Stripe refunds the intent in full, once', async () => {
    const { order, intent } = await withIntent();
    stripe.setStatus(intent.id, 'succeeded');
    await check(order._id);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${order._id}/refund`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Order>().status).toBe('refunded');
    const refunds = stripe.refunds().filter((refund) => refund.payment_intent === intent.id);
    expect(refunds).toEqual([expect.objectContaining({ amount: Math.round(order.totalPrice * 100) })]);
    const refundRequest = stripe.requests.find(
      (request) => request.path === '/v1/refunds' && request.form.get('payment_intent') === intent.id,
    );
    expect(refundRequest?.idempotencyKey).toBe(`refund-${order._id}`);
  });

  it('when an admin refunds a Stripe order in two parts, then Stripe refunds each amount once, keyed by its claim', async () => {
    const { order, intent } = await withIntent();
    stripe.setStatus(intent.id, 'succeeded');
    await check(order._id);
    const line = order.orderItems[0]?._id ?? '';
    const part = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/orders/${order._id}/refund`,
        headers: admin.headers,
        payload,
      });
    expect((await part({ lines: [{ item: line, qty: 1 }] })).statusCode).toBe(200);
    const last = await part({ lines: [{ item: line, qty: 1 }], shipping: true });
    expect(last.statusCode).toBe(200);
    const answer = last.json<Order>();
    expect(answer.status).toBe('refunded');
    const refunds = stripe.refunds().filter((refund) => refund.payment_intent === intent.id);
    expect(refunds.map((refund) => refund.amount)).toEqual(
      (answer.refunds ?? []).map((refund) => Math.round(refund.amount * 100)),
    );
    expect(refunds.reduce((sum, refund) => sum + refund.amount, 0)).toBe(Math.round(order.totalPrice * 100));
    const keys = stripe.requests
      .filter((request) => request.path === '/v1/refunds' && request.form.get('payment_intent') === intent.id)
      .map((request) => request.idempotencyKey);
    expect(keys).toEqual((answer.refunds ?? []).map((refund) => `refund-${refund._id}`));
  });
});

describe('cancel and expiry with a PaymentIntent', () => {
  it('when the shopper cancels an unpaid order, then its intent is cancelled at Stripe first', async () => {
    const { order, intent, product } = await withIntent();
    const response = await cancel(order._id);
    expect(response.statusCode).toBe(200);
    expect(response.json<Order>().status).toBe('cancelled');
    expect(stripe.intent(intent.id)?.status).toBe('canceled');
    expect(await stockOf(t.db, product.id)).toBe(5);
    // The cancelled intent can never be handed out again.
    expect((await startIntent(order._id)).statusCode).toBe(409);
  });

  it('when the money arrived but its webhook is slow, then a cancel pays the order instead, and the late webhook changes nothing', async () => {
    const { order, intent, product } = await withIntent();
    const paid = stripe.setStatus(intent.id, 'succeeded');
    const response = await cancel(order._id);
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe('Cannot cancel: Order is already paid');
    expect(await read(order._id)).toMatchObject({ status: 'paid', paymentResult: { id: intent.id } });

    const late = signedEvent('payment_intent.succeeded', paid);
    expect((await webhook(late.payload, late.signature)).statusCode).toBe(200);
    expect((await timeline(order._id)).filter((line) => line.kind === 'paid')).toHaveLength(1);
    expect(await stockOf(t.db, product.id)).toBe(3);
    expect(stripe.refunds().some((refund) => refund.payment_intent === intent.id)).toBe(false);
  });

  it('when Stripe is still processing the payment, then a cancel puts the order under review, and Stripe’s success pays it', async () => {
    const { order, intent } = await withIntent();
    stripe.setStatus(intent.id, 'processing');
    const response = await cancel(order._id);
    expect(response.statusCode).toBe(409);
    expect((await read(order._id)).status).toBe('payment-review');

    const event = signedEvent('payment_intent.succeeded', stripe.setStatus(intent.id, 'succeeded'));
    await webhook(event.payload, event.signature);
    expect((await read(order._id)).status).toBe('paid');
  });

  it('when Stripe cannot be reached, then the cancel is refused and nothing changes', async () => {
    const { order, intent } = await withIntent();
    stripe.state.outage = true;
    const response = await cancel(order._id);
    expect(response.statusCode).toBe(502);
    expect((await read(order._id)).status).toBe('pending');
    expect(stripe.intent(intent.id)?.status).toBe('requires_payment_method');
  });

  it('when the hold ends, then the expiry cancels the intent at Stripe and then the order', async () => {
    const { order, intent } = await withIntent();
    await endHold(order._id);
    await t.app.orders.expireDue();
    expect((await read(order._id)).status).toBe('cancelled');
    expect(stripe.intent(intent.id)?.status).toBe('canceled');
  });

  it('when the hold ends after the money arrived and its webhook was lost, then the expiry pays the order', async () => {
    const { order, intent } = await withIntent();
    stripe.setStatus(intent.id, 'succeeded');
    await endHold(order._id);
    await t.app.orders.expireDue();
    expect(await read(order._id)).toMatchObject({ status: 'paid', paymentResult: { id: intent.id } });
  });

  it('when Stripe is down as the hold ends, then the order waits for the next run', async () => {
    const { order } = await withIntent();
    await endHold(order._id);
    stripe.state.outage = true;
    await t.app.orders.expireDue();
    expect((await read(order._id)).status).toBe('pending');
    stripe.state.outage = false;
    await t.app.orders.expireDue();
    expect((await read(order._id)).status).toBe('cancelled');
  });

  it('when a success still reaches a cancelled order, then it is refunded at once and logged', async () => {
    const { order, intent } = await withIntent();
    expect((await cancel(order._id)).statusCode).toBe(200);
    // Stripe took the money anyway (the race its own docs warn of): the event arrives signed.
    const event = signedEvent('payment_intent.succeeded', stripe.setStatus(intent.id, 'succeeded'));
    expect((await webhook(event.payload, event.signature)).statusCode).toBe(200);

    expect(stripe.refunds().filter((refund) => refund.payment_intent === intent.id)).toHaveLength(1);
    expect((await read(order._id)).status).toBe('cancelled');
    expect(logLines.some((line) => line.includes(order._id) && line.includes('refunded at once'))).toBe(true);

    // A replay refunds nothing more.
    await webhook(event.payload, event.signature);
    expect(stripe.refunds().filter((refund) => refund.payment_intent === intent.id)).toHaveLength(1);
  });
});

describe('without Stripe’s keys', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp();
  });
  afterAll(() => bare.close());

  it('when Stripe is not configured, then it is not offered and its routes answer 404', async () => {
    const config = await bare.app.inject({ method: 'GET', url: '/api/config/payments' });
    expect(config.json<PaymentConfig>().methods).not.toContain('Stripe');
    expect(config.json<PaymentConfig>().stripePublishableKey).toBeUndefined();
    const shopper = await signedIn(bare.app, bare.db);
    const routes = [
      { method: 'POST' as const, url: '/api/orders/00000000-0000-4000-8000-000000000000/stripe' },
      { method: 'POST' as const, url: '/api/orders/00000000-0000-4000-8000-000000000000/stripe/check' },
      { method: 'POST' as const, url: '/api/stripe/webhook' },
    ];
    for (const route of routes) {
      const response = await bare.app.inject({ ...route, headers: shopper.headers, payload: {} });
      expect(response.statusCode).toBe(404);
    }
  });
});
