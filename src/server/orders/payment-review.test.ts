import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '../../contract/orders.ts';
import { mailQueue, orders } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { signedIn } from '../test/accounts.ts';
import { startFakePaypal, type FakePaypal } from '../test/fake-paypal.ts';
import { stockOf as stockOfProduct } from '../test/orders.ts';
import { customerOrders, paypalPayments } from '../test/paypal-orders.ts';

/**
 * Money PayPal holds (a capture `PENDING` review, or an answer that cannot be checked) is never
 * released: the order waits in `payment-review`, which no cancel or expiry touches, until PayPal
 * says the money arrived or was refused.
 */

let t: TestApp;
let paypal: FakePaypal;
let customer: Awaited<ReturnType<typeof signedIn>>;
const logLines: string[] = [];

beforeAll(async () => {
  paypal = await startFakePaypal();
  t = await createTestApp({
    logLevel: 'info',
    logStream: { write: (line) => void logLines.push(line) },
    payments: paypalPayments(paypal.url, false),
  });
  customer = await signedIn(t.app, t.db);
});
afterAll(async () => {
  await t.close();
  await paypal.close();
});
beforeEach(() => {
  paypal.state.outage = false;
  paypal.state.nextCapture = undefined;
});

const stockOf = (id: string) => stockOfProduct(t.db, id);

const shop = () => customerOrders(t, customer);

/** Makes the held payment due for its next scheduled check. */
async function checkDue(orderId: string): Promise<void> {
  await t.db
    .update(orders)
    .set({ paymentCheckedAt: sql`now() - interval '1 hour'` })
    .where(eq(orders.id, orderId));
}

/** An order PayPal holds for review: its capture answered `PENDING`. */
async function heldForReview() {
  const placed = await shop().placePaypalOrder();
  paypal.state.nextCapture = { status: 'PENDING', reason: 'PENDING_REVIEW' };
  const response = await shop().payByPaypal(placed.order._id, placed.paypalOrderId);
  expect(response.statusCode).toBe(202);
  return placed;
}

/** The log lines, parsed, that name this order. */
function logOf(orderId: string): { level: number; msg: string; reason?: string }[] {
  return logLines
    .map((line) => JSON.parse(line) as { level: number; msg: string; orderId?: string; reason?: string })
    .filter((line) => line.orderId === orderId);
}

function webhook(payload: unknown) {
  return t.app.inject({ method: 'POST', url: '/api/paypal/webhook', payload: payload as object });
}

async function mailsOf(kind: string, order: Order) {
  return t.db
    .select()
    .from(mailQueue)
    .where(and(eq(mailQueue.kind, kind), sql`${mailQueue.textBody} LIKE ${`%#${order.number}%`}`));
}

describe('a capture PayPal holds for review', () => {
  it('when the capture answers PENDING, then the order is under review and the shopper is told', async () => {
    const { order, product, paypalOrderId } = await shop().placePaypalOrder();
    paypal.state.nextCapture = { status: 'PENDING', reason: 'PENDING_REVIEW' };
    const response = await shop().payByPaypal(order._id, paypalOrderId);

    expect(response.statusCode).toBe(202);
    expect(response.json<Order>()).toMatchObject({
      _id: order._id,
      status: 'payment-review',
      isPaid: false,
      paidAt: null,
    });
    expect(await stockOf(product.id)).toBe(3);
    expect(logOf(order._id)).toContainEqual(
      expect.objectContaining({
        msg: 'the payment provider holds the payment for review',
        reason: 'PENDING_REVIEW',
      }),
    );
    expect(await mailsOf('payment-review', order)).toHaveLength(1);
  });

  it('when the shopper cancels or pays again, then both are refused and nothing moves', async () => {
    const { order, product, paypalOrderId } = await heldForReview();
    const requestsBefore = paypal.state.requests.length;

    const cancelled = await shop().cancel(order._id);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json()).toEqual({
      message: 'Cannot cancel: The payment provider is reviewing the payment for this order',
      code: 'CONFLICT',
    });
    const again = await shop().payByPaypal(order._id, paypalOrderId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: 'Cannot pay: The payment provider is reviewing the payment for this order',
    });
    expect(paypal.state.requests.length).toBe(requestsBefore);
    expect(await shop().read(order._id)).toMatchObject({ status: 'payment-review', cancelledAt: null });
    expect(await stockOf(product.id)).toBe(3);
  });

  it('when the hold ends while PayPal still reviews, then the expiry job leaves the order and its stock alone', async () => {
    const { order, product } = await heldForReview();
    await shop().endHold(order._id);
    await checkDue(order._id);

    await t.app.orders.expireDue();
    expect(await shop().read(order._id)).toMatchObject({ status: 'payment-review', cancelledAt: null });
    expect(await stockOf(product.id)).toBe(3);
    expect(logOf(order._id)).toContainEqual(
      expect.objectContaining({ msg: 'the payment provider still holds the payment for review' }),
    );
  });

  it('when the review is not due for a check, then the scheduled job does not ask PayPal', async () => {
    const { order } = await heldForReview();
    const requestsBefore = paypal.state.requests.length;
    await t.app.orders.expireDue();
    expect(paypal.state.requests.slice(requestsBefore)).toEqual([]);
    expect((await shop().read(order._id)).status).toBe('payment-review');
  });

  it('when the money arrives later, then the scheduled check marks the order paid, with one receipt', async () => {
    const { order, product, paypalOrderId } = await heldForReview();
    const capture = paypal.settleCapture(paypalOrderId, 'COMPLETED');
    await shop().endHold(order._id);
    await checkDue(order._id);

    await t.app.orders.expireDue();
    await t.app.orders.expireDue();
    expect(await shop().read(order._id)).toMatchObject({
      status: 'paid',
      isPaid: true,
      cancelledAt: null,
      paymentResult: { provider: 'PayPal', id: capture.id, status: 'COMPLETED' },
    });
    expect(await stockOf(product.id)).toBe(3);
    expect(await mailsOf('payment-receipt', order)).toHaveLength(1);
    expect(logOf(order._id)).toContainEqual(
      expect.objectContaining({ msg: 'the payment the provider held has arrived: the order is paid' }),
    );
  });

  it('when PayPal refuses the money, then the order awaits payment again and can be paid anew', async () => {
    const { order, product, paypalOrderId } = await heldForReview();
    paypal.settleCapture(paypalOrderId, 'DECLINED');
    await checkDue(order._id);

    await t.app.orders.expireDue();
    expect(await shop().read(order._id)).toMatchObject({ status: 'pending', isPaid: false });
    expect(await stockOf(product.id)).toBe(3);
    expect(logOf(order._id)).toContainEqual(
      expect.objectContaining({
        msg: 'the payment provider refused the held payment: the order awaits payment',
      }),
    );
    expect(await mailsOf('payment-refused', order)).toHaveLength(1);

    const fresh = await shop().createPaypalOrder(order._id);
    expect(fresh).not.toBe(paypalOrderId);
    const paid = await shop().payByPaypal(order._id, fresh);
    expect(paid.statusCode).toBe(200);
    expect(paid.json<Order>()).toMatchObject({ status: 'paid', isPaid: true });
  });

  it('when PayPal refuses the money after the hold has ended, then the order expires and its stock returns', async () => {
    const { order, product, paypalOrderId } = await heldForReview();
    paypal.settleCapture(paypalOrderId, 'DECLINED');
    await shop().endHold(order._id);
    await checkDue(order._id);

    await t.app.orders.expireDue();
    expect(await shop().read(order._id)).toMatchObject({ status: 'cancelled', isPaid: false });
    expect(await stockOf(product.id)).toBe(5);
  });
});

describe('a capture whose answer cannot be checked', () => {
  it('when PayPal answers PENDING with a 500, then the server asks and the order is under review', async () => {
    const { order, product, paypalOrderId } = await shop().placePaypalOrder();
    paypal.state.nextCapture = { status: 'PENDING', reason: 'PENDING_REVIEW', loseAnswer: true };
    const response = await shop().payByPaypal(order._id, paypalOrderId);

    expect(response.statusCode).toBe(202);
    expect(response.json<Order>()).toMatchObject({ status: 'payment-review', isPaid: false });
    await shop().endHold(order._id);
    await t.app.orders.expireDue();
    expect((await shop().read(order._id)).status).toBe('payment-review');
    expect(await stockOf(product.id)).toBe(3);

    paypal.settleCapture(paypalOrderId, 'COMPLETED');
    await checkDue(order._id);
    await t.app.orders.expireDue();
    expect(await shop().read(order._id)).toMatchObject({ status: 'paid', isPaid: true });
  });

  it('when PayPal cannot be reached at all, then the order is under review until PayPal answers', async () => {
    const { order, product, paypalOrderId } = await shop().placePaypalOrder();
    paypal.state.outage = true;
    const response = await shop().payByPaypal(order._id, paypalOrderId);
    expect(response.statusCode).toBe(202);
    expect(response.json<Order>()).toMatchObject({ status: 'payment-review' });
    expect(logOf(order._id)).toContainEqual(
      expect.objectContaining({
        msg: 'the payment provider holds the payment for review',
        reason: 'UNCONFIRMED',
      }),
    );

    // Still down at the next check: nothing is released.
    await shop().endHold(order._id);
    await checkDue(order._id);
    await t.app.orders.expireDue();
    expect((await shop().read(order._id)).status).toBe('payment-review');
    expect(await stockOf(product.id)).toBe(3);

    // Back up: the approved payment was never captured, so the check captures it, once.
    paypal.state.outage = false;
    await checkDue(order._id);
    await t.app.orders.expireDue();
    expect(await shop().read(order._id)).toMatchObject({ status: 'paid', isPaid: true });
    expect(paypal.order(paypalOrderId)?.status).toBe('COMPLETED');
    expect(await stockOf(product.id)).toBe(3);
  });

  it('when a payment left in flight by a dead instance still cannot be checked, then it goes under review', async () => {
    const { order, product } = await shop().placePaypalOrder();
    await shop().leftInFlightByDeadInstance(order._id, { holdOver: true });
    paypal.state.outage = true;

    await t.app.orders.expireDue();
    expect((await shop().read(order._id)).status).toBe('payment-review');
    expect(await stockOf(product.id)).toBe(3);
  });
});

describe('PayPal’s events', () => {
  function captureEvent(type: string, captureId: string, paypalOrderId: string) {
    return {
      id: `WH-${captureId}-${type}`,
      event_type: type,
      resource: { id: captureId, supplementary_data: { related_ids: { order_id: paypalOrderId } } },
    };
  }

  it('when PayPal says a held capture completed, then the order is settled at once by asking PayPal', async () => {
    const { order, paypalOrderId } = await heldForReview();
    const capture = paypal.settleCapture(paypalOrderId, 'COMPLETED');
    await checkDue(order._id);

    const response = await webhook(captureEvent('PAYMENT.CAPTURE.COMPLETED', capture.id, paypalOrderId));
    expect(response.statusCode).toBe(200);
    expect(await shop().read(order._id)).toMatchObject({ status: 'paid', paymentResult: { id: capture.id } });
  });

  it('when an event claims a completion PayPal does not confirm, then the order stays under review', async () => {
    const { order, paypalOrderId } = await heldForReview();
    const captureId = paypal.order(paypalOrderId)?.capture?.id ?? '';
    await checkDue(order._id);

    const response = await webhook(captureEvent('PAYMENT.CAPTURE.COMPLETED', captureId, paypalOrderId));
    expect(response.statusCode).toBe(200);
    expect((await shop().read(order._id)).status).toBe('payment-review');
  });

  it('when an event names no order of ours, then it is acknowledged and changes nothing', async () => {
    const response = await webhook(
      captureEvent('PAYMENT.CAPTURE.DENIED', 'CAPTURE-X', 'PAYPAL-ORDER-UNKNOWN'),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
  });

  it('when an event is not an object PayPal sends, then 400 names the field', async () => {
    const response = await webhook({ resource: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/event_type/);
  });
});

describe('PayPal’s events without PayPal', () => {
  it('when PayPal is not configured, then its webhook answers 404', async () => {
    const plain = await createTestApp();
    try {
      const response = await plain.app.inject({
        method: 'POST',
        url: '/api/paypal/webhook',
        payload: { event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: { id: 'X' } },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
