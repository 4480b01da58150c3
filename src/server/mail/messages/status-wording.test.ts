import { describe, expect, it } from 'vitest';
import { orderStatusLabel } from '../../../contract/order-status-labels.ts';
import type { OrderStatus } from '../../../contract/order-status.ts';
import type { MailMessage } from './message.ts';
import {
  orderDeliveredMessage,
  orderPlacedMessage,
  orderRefundedMessage,
  paymentReceiptMessage,
  type MailOrder,
} from './order-messages.ts';
import { paymentRefusedMessage, paymentReviewMessage } from './payment-messages.ts';
import { orderShippedMessage } from './shipment-messages.ts';

const order: MailOrder = {
  orderNumber: 10234,
  customerName: 'John Doe',
  customerEmail: 'john@example.com',
  address: '1 Main Street',
  city: 'Springfield',
  postalCode: '12345',
  country: 'USA',
  paymentMethod: 'TestCard',
  itemsCents: 9998,
  taxCents: 1500,
  shippingCents: 1000,
  totalCents: 12498,
};

const cases: [string, MailMessage, OrderStatus][] = [
  ['order placed', orderPlacedMessage({ ...order, items: [] }), 'pending'],
  ['payment receipt', paymentReceiptMessage({ ...order, paidAt: new Date() }), 'paid'],
  ['payment review', paymentReviewMessage(order), 'payment-review'],
  ['payment refused', paymentRefusedMessage({ ...order, expiresAt: new Date() }), 'pending'],
  [
    'shipped',
    orderShippedMessage({ ...order, carrier: 'UPS', trackingNumber: '1Z999AA10123456784' }),
    'shipped',
  ],
  ['delivered', orderDeliveredMessage(order), 'delivered'],
  ['refunded', orderRefundedMessage(order), 'refunded'],
];

describe('the order state in mails', () => {
  it.each(cases)(
    'when the %s mail is made, then it names the state as the storefront does',
    (_, mail, status) => {
      const line = `Order status: ${orderStatusLabel(status)}`;
      expect(mail.text.split('\n')).toContain(line);
      expect(mail.html).toContain(`Order status: <strong>${orderStatusLabel(status)}</strong>`);
    },
  );

  it('when the refund mail is made, then it never says the order is paid', () => {
    const mail = orderRefundedMessage(order);
    expect(mail.text).not.toMatch(/status: paid/i);
  });
});
