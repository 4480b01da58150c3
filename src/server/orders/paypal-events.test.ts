import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.ts';
import type { FakePaypal } from '../test/fake-paypal.ts';
import { reviewSuite } from '../test/review-suite.ts';

/** PayPal's webhook only prompts the server to ask PayPal; an event alone settles nothing. */

const suite = reviewSuite();
const { shop, checkDue, heldForReview, webhook } = suite;
let paypal: FakePaypal;

beforeAll(() => {
  ({ paypal } = suite.state());
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
