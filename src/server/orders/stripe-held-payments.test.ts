import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../contract/orders.ts';
import { mailQueue, orders } from '../db/schema.ts';
import type { TestApp } from '../test/app.ts';
import { signedEvent, type FakeStripe } from '../test/fake-stripe.ts';
import { stockOf } from '../test/orders.ts';
import { stripeSuite } from '../test/stripe-suite.ts';

/**
 * Money Stripe is still processing (bank debits) puts the order in `payment-review`, which no
 * cancel or expiry releases; when the webhook that settles it is lost, the scheduled check asks
 * Stripe (docs/orders-and-payments.md#stripe).
 */

const suite = stripeSuite();
const { withIntent, check, checkDue, endHold, read, webhook } = suite;
let t: TestApp;
let stripe: FakeStripe;

beforeAll(() => {
  ({ t, stripe } = suite.state());
});

/** A Stripe order whose payment Stripe is processing, as the shopper's return recorded it. */
async function heldByStripe() {
  const placed = await withIntent();
  stripe.setStatus(placed.intent.id, 'processing');
  const response = await check(placed.order._id);
  expect(response.statusCode).toBe(202);
  expect(response.json<Order>().status).toBe('payment-review');
  return placed;
}

async function rowOf(orderId: string) {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error(`no order ${orderId}`);
  return row;
}

const mailsOf = (kind: string, order: Order) =>
  t.db
    .select()
    .from(mailQueue)
    .where(and(eq(mailQueue.kind, kind), sql`${mailQueue.textBody} LIKE ${`%#${order.number}%`}`));

describe('a Stripe payment under review, its webhook lost', () => {
  it('when Stripe has taken the money, then the scheduled check marks the order paid, with one receipt', async () => {
    const { order, intent, product } = await heldByStripe();
    stripe.setStatus(intent.id, 'succeeded');
    await checkDue(order._id);

    await t.app.orders.expireDue();
    await t.app.orders.expireDue();
    expect(await read(order._id)).toMatchObject({
      status: 'paid',
      isPaid: true,
      cancelledAt: null,
      paymentResult: { provider: 'Stripe', id: intent.id },
    });
    expect(await stockOf(t.db, product.id)).toBe(3);
    expect(await mailsOf('payment-receipt', order)).toHaveLength(1);
  });

  it('when the payment failed, then the scheduled check puts the order back to awaiting payment within its own hold, and it can be paid anew', async () => {
    const { order, intent, product } = await heldByStripe();
    const { expiresAt } = await rowOf(order._id);
    // A failed debit leaves the intent waiting for another payment method, as Stripe does.
    stripe.setStatus(intent.id, 'requires_payment_method');
    await checkDue(order._id);

    await t.app.orders.expireDue();
    expect(await read(order._id)).toMatchObject({ status: 'pending', isPaid: false, cancelledAt: null });
    const row = await rowOf(order._id);
    expect(row.expiresAt).toEqual(expiresAt);
    expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now());
    expect(row.providerOrderId).toBeNull();
    expect(await stockOf(t.db, product.id)).toBe(3);
    expect(await mailsOf('payment-refused', order)).toHaveLength(1);

    const again = await suite.startIntent(order._id);
    expect(again.statusCode).toBe(200);
    expect(again.json<{ clientSecret: string }>().clientSecret).not.toBe(intent.client_secret);
  });
});

describe('a payment on an intent its order no longer uses', () => {
  it('when a refused review’s old intent is paid after all (a stale tab), then the money goes back at once, once however often the event arrives, and the order still awaits payment', async () => {
    const { order, intent } = await heldByStripe();
    stripe.setStatus(intent.id, 'requires_payment_method');
    await checkDue(order._id);
    await t.app.orders.expireDue();
    expect((await rowOf(order._id)).providerOrderId).toBeNull();

    // The shopper's old tab still holds the first intent's secret and pays it.
    const event = signedEvent('payment_intent.succeeded', stripe.setStatus(intent.id, 'succeeded'));
    for (let delivery = 0; delivery < 3; delivery += 1) {
      expect((await webhook(event.payload, event.signature)).statusCode).toBe(200);
    }

    const refunds = stripe.refunds().filter((refund) => refund.payment_intent === intent.id);
    expect(refunds).toEqual([expect.objectContaining({ amount: intent.amount })]);
    expect(await read(order._id)).toMatchObject({ status: 'pending', isPaid: false });
  });
});

describe('the expiry meeting a payment Stripe processes', () => {
  it('when the hold ends while Stripe is processing the payment, then the order goes under review, keeps its stock, and its intent is left to settle', async () => {
    const { order, intent, product } = await withIntent();
    stripe.setStatus(intent.id, 'processing');
    await endHold(order._id);

    await t.app.orders.expireDue();
    expect(await read(order._id)).toMatchObject({ status: 'payment-review', cancelledAt: null });
    expect(await stockOf(t.db, product.id)).toBe(3);
    expect(stripe.intent(intent.id)?.status).toBe('processing');

    // A later run leaves it under review while Stripe still processes it.
    await checkDue(order._id);
    await t.app.orders.expireDue();
    expect((await read(order._id)).status).toBe('payment-review');
  });
});
