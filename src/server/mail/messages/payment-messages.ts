import { html } from './html.ts';
import { compose, money, orderLabel, statusHtml, statusText, type MailMessage } from './message.ts';
import type { MailOrder } from './order-messages.ts';

/** The provider holds the money for review: the order is safe, and nothing is asked of the shopper. */
export function paymentReviewMessage(order: MailOrder): MailMessage {
  const label = orderLabel(order.orderNumber);
  return compose({
    kind: 'payment-review',
    to: order.customerEmail,
    subject: `Your payment for order ${label} is being reviewed`,
    text: [
      `Hello ${order.customerName},`,
      '',
      `${order.paymentMethod} is reviewing your payment of ${money(order.totalCents)} for order ${label}.`,
      'Your items stay reserved while it does. There is nothing you need to do:',
      'we will write again as soon as the payment is confirmed.',
      '',
      statusText('payment-review'),
    ],
    html: html`<p>Hello ${order.customerName},</p>
      <p>
        ${order.paymentMethod} is reviewing your payment of <strong>${money(order.totalCents)}</strong> for
        order <strong>${label}</strong>. Your items stay reserved while it does.
      </p>
      <p>There is nothing you need to do: we will write again as soon as the payment is confirmed.</p>
      ${statusHtml('payment-review')}`,
  });
}

/** The provider refused the money it held: the order waits for payment again until its hold ends. */
export function paymentRefusedMessage(order: MailOrder & { expiresAt: Date }): MailMessage {
  const label = orderLabel(order.orderNumber);
  const until = order.expiresAt.toUTCString();
  return compose({
    kind: 'payment-refused',
    to: order.customerEmail,
    subject: `Your payment for order ${label} did not go through`,
    text: [
      `Hello ${order.customerName},`,
      '',
      `${order.paymentMethod} did not complete your payment for order ${label}; no money was taken.`,
      `Your order waits for payment until ${until}: pay it again from My Orders,`,
      'or it is cancelled then and nothing is charged.',
      '',
      statusText('pending'),
    ],
    html: html`<p>Hello ${order.customerName},</p>
      <p>
        ${order.paymentMethod} did not complete your payment for order <strong>${label}</strong>; no money was
        taken.
      </p>
      <p>
        Your order waits for payment until ${until}: pay it again from My Orders, or it is cancelled then and
        nothing is charged.
      </p>
      ${statusHtml('pending')}`,
  });
}
