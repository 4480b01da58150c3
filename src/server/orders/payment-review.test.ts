import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../contract/orders.ts';
import type { TestApp } from '../test/app.ts';
import type { FakePaypal } from '../test/fake-paypal.ts';
import { reviewSuite } from '../test/review-suite.ts';

/**
 * Money PayPal holds (a capture `PENDING` review, or an answer that cannot be checked) is never
 * released: the order waits in `payment-review`, which no cancel or expiry touches, until PayPal
 * says the money arrived or was refused.
 */

const suite = reviewSuite();
const { shop, stockOf, checkDue, heldForReview, logOf, mailsOf } = suite;
let t: TestApp;
let paypal: FakePaypal;

beforeAll(() => {
  ({ t, paypal } = suite.state());
});

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
