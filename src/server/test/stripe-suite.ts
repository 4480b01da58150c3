import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { Order, OrderEvent } from '../../contract/orders.ts';
import { orders } from '../db/schema.ts';
import { signedIn } from './accounts.ts';
import { createTestApp, type TestApp } from './app.ts';
import { createProduct } from './factories.ts';
import { FAKE_STRIPE_KEYS, startFakeStripe, type FakeStripe } from './fake-stripe.ts';
import { requestOrder } from './orders.ts';

type Shopper = Awaited<ReturnType<typeof signedIn>>;

export interface StripeSuiteState {
  t: TestApp;
  stripe: FakeStripe;
  customer: Shopper;
  admin: Shopper;
}

/**
 * An app paying through a fake Stripe, with its log kept, for a file of Stripe tests; registers
 * the file's hooks. `state()` is ready inside tests.
 */
export function stripeSuite() {
  let state: StripeSuiteState | undefined;
  const logLines: string[] = [];

  beforeAll(async () => {
    const stripe = await startFakeStripe();
    const t = await createTestApp({
      logLevel: 'info',
      logStream: { write: (line) => void logLines.push(line) },
      payments: { testMode: true, paypal: undefined, stripe: { ...FAKE_STRIPE_KEYS, apiBase: stripe.url } },
    });
    state = {
      t,
      stripe,
      customer: await signedIn(t.app, t.db),
      admin: await signedIn(t.app, t.db, { isAdmin: true }),
    };
  });
  afterAll(async () => {
    await state?.t.close();
    await state?.stripe.close();
  });
  beforeEach(() => {
    if (state) state.stripe.state.outage = false;
  });

  const current = (): StripeSuiteState => {
    if (!state) throw new Error('the Stripe suite is used before its beforeAll ran');
    return state;
  };
  const inject = (method: 'GET' | 'POST' | 'PUT', url: string, as: 'customer' | 'admin' = 'customer') =>
    current().t.app.inject({ method, url, headers: current()[as].headers });

  const startIntent = (orderId: string) => inject('POST', `/api/orders/${orderId}/stripe`);

  async function placeStripeOrder() {
    const { t, customer } = current();
    const product = await createProduct(t.db, { priceCents: 12_345, countInStock: 5 });
    const response = await requestOrder(t.app, customer.headers, [{ product: product.id, qty: 2 }], 'Stripe');
    expect(response.statusCode).toBe(201);
    return { order: response.json<Order>(), product };
  }

  return {
    state: current,
    logLines,
    placeStripeOrder,
    startIntent,

    /** A Stripe order with its intent created, as the Payment Element receives it. */
    withIntent: async () => {
      const placed = await placeStripeOrder();
      const response = await startIntent(placed.order._id);
      expect(response.statusCode).toBe(200);
      const intent = current()
        .stripe.intents()
        .find((candidate) => candidate.metadata.orderId === placed.order._id);
      if (!intent) throw new Error('no intent was created');
      return { ...placed, intent };
    },

    webhook: (payload: string, signature?: string) =>
      current().t.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        headers: {
          'content-type': 'application/json',
          ...(signature ? { 'stripe-signature': signature } : {}),
        },
        payload,
      }),

    read: async (orderId: string): Promise<Order> =>
      (await inject('GET', `/api/orders/${orderId}`)).json<Order>(),

    timeline: async (orderId: string): Promise<OrderEvent[]> =>
      (await inject('GET', `/api/orders/${orderId}/timeline`, 'admin')).json<OrderEvent[]>(),

    cancel: (orderId: string) => inject('PUT', `/api/orders/${orderId}/cancel`),

    check: (orderId: string) => inject('POST', `/api/orders/${orderId}/stripe/check`),

    /** The order's hold ended a minute ago: the next expiry run takes it. */
    endHold: async (orderId: string) => {
      await current()
        .t.db.update(orders)
        .set({ expiresAt: sql`now() - interval '1 minute'` })
        .where(eq(orders.id, orderId));
    },

    /** Makes the held payment due for its next scheduled check. */
    checkDue: async (orderId: string) => {
      await current()
        .t.db.update(orders)
        .set({ paymentCheckedAt: sql`now() - interval '1 hour'` })
        .where(eq(orders.id, orderId));
    },
  };
}
