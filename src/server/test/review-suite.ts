import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { Order } from '../../contract/orders.ts';
import { mailQueue, orders } from '../db/schema.ts';
import { signedIn } from './accounts.ts';
import { createTestApp, type TestApp } from './app.ts';
import { startFakePaypal, type FakePaypal } from './fake-paypal.ts';
import { stockOf as stockOfProduct } from './orders.ts';
import { customerOrders, paypalPayments } from './paypal-orders.ts';

export interface ReviewSuiteState {
  t: TestApp;
  paypal: FakePaypal;
  customer: Awaited<ReturnType<typeof signedIn>>;
}

/**
 * An app paying through a fake PayPal, with its log kept, for a file of payment-review tests;
 * registers the file's hooks. `state()` is ready inside tests.
 */
export function reviewSuite() {
  let state: ReviewSuiteState | undefined;
  const logLines: string[] = [];

  beforeAll(async () => {
    const paypal = await startFakePaypal();
    const t = await createTestApp({
      logLevel: 'info',
      logStream: { write: (line) => void logLines.push(line) },
      payments: paypalPayments(paypal.url, false),
    });
    state = { t, paypal, customer: await signedIn(t.app, t.db) };
  });
  afterAll(async () => {
    await state?.t.close();
    await state?.paypal.close();
  });
  beforeEach(() => {
    if (!state) return;
    state.paypal.state.outage = false;
    state.paypal.state.nextCapture = undefined;
  });

  const current = (): ReviewSuiteState => {
    if (!state) throw new Error('the review suite is used before its beforeAll ran');
    return state;
  };
  const shop = () => customerOrders(current().t, current().customer);

  return {
    state: current,
    shop,
    stockOf: (id: string) => stockOfProduct(current().t.db, id),

    /** Makes the held payment due for its next scheduled check. */
    checkDue: async (orderId: string): Promise<void> => {
      await current()
        .t.db.update(orders)
        .set({ paymentCheckedAt: sql`now() - interval '1 hour'` })
        .where(eq(orders.id, orderId));
    },

    /** An order PayPal holds for review: its capture answered `PENDING`. */
    heldForReview: async () => {
      const placed = await shop().placePaypalOrder();
      current().paypal.state.nextCapture = { status: 'PENDING', reason: 'PENDING_REVIEW' };
      const response = await shop().payByPaypal(placed.order._id, placed.paypalOrderId);
      expect(response.statusCode).toBe(202);
      return placed;
    },

    /** The log lines, parsed, that name this order. */
    logOf: (orderId: string): { level: number; msg: string; reason?: string }[] =>
      logLines
        .map((line) => JSON.parse(line) as { level: number; msg: string; orderId?: string; reason?: string })
        .filter((line) => line.orderId === orderId),

    webhook: (payload: unknown) =>
      current().t.app.inject({ method: 'POST', url: '/api/paypal/webhook', payload: payload as object }),

    mailsOf: async (kind: string, order: Order) => {
      return current()
        .t.db.select()
        .from(mailQueue)
        .where(and(eq(mailQueue.kind, kind), sql`${mailQueue.textBody} LIKE ${`%#${order.number}%`}`));
    },
  };
}
