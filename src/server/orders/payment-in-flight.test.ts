import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../contract/orders.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { signedIn } from '../test/accounts.ts';
import { startFakePaypal, type FakePaypal } from '../test/fake-paypal.ts';
import { PAYING_CARD, stockOf as stockOfProduct } from '../test/orders.ts';
import { customerOrders, paypalPayments } from '../test/paypal-orders.ts';

let t: TestApp;
let paypal: FakePaypal;
let customer: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  paypal = await startFakePaypal();
  t = await createTestApp({ payments: paypalPayments(paypal.url) });
  customer = await signedIn(t.app, t.db);
});
afterAll(async () => {
  await t.close();
  await paypal.close();
});

const stockOf = (id: string) => stockOfProduct(t.db, id);
const shop = () => customerOrders(t, customer);

function payByCard(orderId: string) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/orders/${orderId}/pay`,
    headers: customer.headers,
    payload: { card: PAYING_CARD },
  });
}

describe('a PayPal capture in flight', () => {
  it('when the customer cancels during the capture, then the cancel answers 409 and the capture pays the order', async () => {
    const { order, product, paypalOrderId } = await shop().placePaypalOrder();
    const held = paypal.holdNextCapture();
    const paying = shop().payByPaypal(order._id, paypalOrderId);
    await held.arrived;

    const cancelled = await shop().cancel(order._id);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json()).toEqual({
      message: 'Cannot cancel: A payment for this order is in progress',
      code: 'CONFLICT',
    });
    expect((await shop().read(order._id)).status).toBe('paying');

    held.release();
    const paid = await paying;
    expect(paid.statusCode).toBe(200);
    expect(paid.json<Order>()).toMatchObject({
      status: 'paid',
      isPaid: true,
      cancelledAt: null,
      paymentResult: { provider: 'PayPal', status: 'COMPLETED', id: expect.stringMatching(/^CAPTURE-/) },
    });
    expect(await stockOf(product.id)).toBe(3);
  });

  it('when the hold ends during the capture, then expiry leaves the order alone and the capture pays it', async () => {
    const { order, product, paypalOrderId } = await shop().placePaypalOrder();
    const held = paypal.holdNextCapture();
    const paying = shop().payByPaypal(order._id, paypalOrderId);
    await held.arrived;

    await shop().endHold(order._id);
    await t.app.orders.expireDue();
    expect(await shop().read(order._id)).toMatchObject({ status: 'paying', cancelledAt: null });
    expect(await stockOf(product.id)).toBe(3);

    held.release();
    expect((await paying).json<Order>()).toMatchObject({ status: 'paid', isPaid: true });
    await t.app.orders.expireDue();
    expect(await shop().read(order._id)).toMatchObject({ status: 'paid', cancelledAt: null });
    expect(await stockOf(product.id)).toBe(3);
  });

  it('when a second pay arrives during the capture, then it answers 409 without asking PayPal', async () => {
    const { order, paypalOrderId } = await shop().placePaypalOrder();
    const held = paypal.holdNextCapture();
    const paying = shop().payByPaypal(order._id, paypalOrderId);
    await held.arrived;
    const before = paypal.state.requests.length;

    const second = await shop().payByPaypal(order._id, paypalOrderId);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ message: 'Cannot pay: A payment for this order is in progress' });
    expect(paypal.state.requests.length).toBe(before);

    held.release();
    expect((await paying).statusCode).toBe(200);
  });

  it('when PayPal captures but its answer is lost, then the server asks PayPal and the order is paid', async () => {
    const { order, paypalOrderId } = await shop().placePaypalOrder();
    paypal.state.nextCapture = { loseAnswer: true, captureId: 'CAPTURE-ANSWER-LOST' };
    const response = await shop().payByPaypal(order._id, paypalOrderId);
    expect(response.statusCode).toBe(200);
    expect(response.json<Order>()).toMatchObject({
      status: 'paid',
      paymentResult: { provider: 'PayPal', id: 'CAPTURE-ANSWER-LOST' },
    });
  });
});

describe('a payment left in flight by an instance that died', () => {
  it('when PayPal had captured, then the expiry job records that capture and the order is paid', async () => {
    const { order, product, paypalOrderId } = await shop().placePaypalOrder();
    paypal.captureBehindOurBack(paypalOrderId);
    await shop().leftInFlightByDeadInstance(order._id, { holdOver: true });

    await t.app.orders.expireDue();
    const settled = await shop().read(order._id);
    expect(settled).toMatchObject({
      status: 'paid',
      isPaid: true,
      paymentResult: { provider: 'PayPal', id: paypal.order(paypalOrderId)?.capture?.id },
    });
    expect(await stockOf(product.id)).toBe(3);
  });

  it('when the shopper retries the stuck payment, then the server first learns that PayPal captured', async () => {
    const { order, paypalOrderId } = await shop().placePaypalOrder();
    paypal.captureBehindOurBack(paypalOrderId);
    await shop().leftInFlightByDeadInstance(order._id, { holdOver: false });

    const retried = await shop().payByPaypal(order._id, paypalOrderId);
    expect(retried.statusCode).toBe(200);
    expect(retried.json<Order>()).toMatchObject({
      status: 'paid',
      paymentResult: { id: paypal.order(paypalOrderId)?.capture?.id },
    });
  });

  it('when the payment was approved but never captured, then the expiry job captures it', async () => {
    const { order, paypalOrderId } = await shop().placePaypalOrder();
    await shop().leftInFlightByDeadInstance(order._id, { holdOver: false });

    await t.app.orders.expireDue();
    expect(await shop().read(order._id)).toMatchObject({ status: 'paid', isPaid: true });
    expect(paypal.order(paypalOrderId)?.status).toBe('COMPLETED');
  });

  it('when the buyer never approved, then the order returns to pending and, its hold over, expires', async () => {
    paypal.state.buyerApproves = false;
    const { order, product } = await shop()
      .placePaypalOrder()
      .finally(() => {
        paypal.state.buyerApproves = true;
      });
    await shop().leftInFlightByDeadInstance(order._id, { holdOver: true });

    expect(await t.app.orders.expireDue()).toBeGreaterThanOrEqual(1);
    expect(await shop().read(order._id)).toMatchObject({ status: 'cancelled', isPaid: false });
    expect(await stockOf(product.id)).toBe(5);
  });

  it('when it was a test-card payment, then the order returns to pending and can be paid', async () => {
    const { order } = await shop().placeOrder('TestCard');
    await shop().leftInFlightByDeadInstance(order._id, { holdOver: false });

    await t.app.orders.expireDue();
    expect((await shop().read(order._id)).status).toBe('pending');
    expect((await payByCard(order._id)).json<Order>()).toMatchObject({ status: 'paid', isPaid: true });
  });
});

describe('test-card payments racing a cancel or the expiry job', () => {
  it('when a card is declined, then the order is pending again and can be cancelled', async () => {
    const { order, product } = await shop().placeOrder('TestCard');
    const declined = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${order._id}/pay`,
      headers: customer.headers,
      payload: { card: { ...PAYING_CARD, number: '4000000000000002' } },
    });
    expect(declined.statusCode).toBe(402);
    expect((await shop().read(order._id)).status).toBe('pending');
    expect((await shop().cancel(order._id)).statusCode).toBe(200);
    expect(await stockOf(product.id)).toBe(5);
  });

  it('when pay and cancel race on ten orders, then each ends paid with its stock or cancelled with it back', async () => {
    const placed = await Promise.all(Array.from({ length: 10 }, () => shop().placeOrder('TestCard')));
    const outcomes = await Promise.all(
      placed.map(({ order }) => Promise.all([payByCard(order._id), shop().cancel(order._id)])),
    );
    for (const [index, [pay, cancelled]] of outcomes.entries()) {
      const { order, product } = placed[index] ?? expect.unreachable();
      expect([pay.statusCode, cancelled.statusCode].sort()).toEqual([200, 409]);
      const final = await shop().read(order._id);
      if (pay.statusCode === 200) {
        expect(final).toMatchObject({ status: 'paid', isPaid: true, cancelledAt: null });
        expect(await stockOf(product.id)).toBe(3);
      } else {
        expect(final).toMatchObject({ status: 'cancelled', isPaid: false });
        expect(await stockOf(product.id)).toBe(5);
      }
    }
  });

  it('when the hold ends while ten orders are being paid, then each is paid or cancelled, never both', async () => {
    const placed = await Promise.all(Array.from({ length: 10 }, () => shop().placeOrder('TestCard')));
    const pays = await Promise.all([
      ...placed.map(({ order }) => payByCard(order._id)),
      (async () => {
        for (const { order } of placed) await shop().endHold(order._id);
        await t.app.orders.expireDue();
        return undefined;
      })(),
    ]);
    await t.app.orders.expireDue();
    for (const [index, { order, product }] of placed.entries()) {
      const pay = pays[index];
      const final = await shop().read(order._id);
      if (pay?.statusCode === 200) {
        expect(final).toMatchObject({ status: 'paid', isPaid: true, cancelledAt: null });
        expect(await stockOf(product.id)).toBe(3);
      } else {
        expect(pay?.statusCode).toBe(409);
        expect(final).toMatchObject({ status: 'cancelled', isPaid: false, paidAt: null });
        expect(await stockOf(product.id)).toBe(5);
      }
    }
  });
});
