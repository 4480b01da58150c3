import { formatPrice } from '../../../contract/money.ts';
import { toDollars } from '../../../contract/pricing.ts';
import { orderStatusLabel } from '../../../contract/order-status-labels.ts';
import type { OrderStatus } from '../../../contract/order-status.ts';
import { html, type SafeHtml } from './html.ts';

/** One message as the queue stores it: both parts are made when the event happens. */
export interface MailMessage {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export type MailKind =
  | 'order-placed'
  | 'payment-receipt'
  | 'payment-review'
  | 'payment-refused'
  | 'order-shipped'
  | 'order-delivered'
  | 'order-refunded'
  | 'return-requested'
  | 'return-approved'
  | 'return-refused'
  | 'return-received'
  | 'return-refunded'
  | 'return-withdrawn'
  | 'password-reset'
  | 'email-changed'
  | 'password-changed'
  | 'low-stock'
  | 'stock-alert-confirm'
  | 'back-in-stock'
  | 'price-drop';

export const SHOP_NAME = 'Easy-Buy';

export const money = (cents: number) => formatPrice(toDollars(cents));

/** How people say and type an order: `#10234`. */
export const orderLabel = (orderNumber: number) => `#${orderNumber}`;

/** The order's state in the storefront badge's words (src/contract/order-status-labels.ts). */
export const statusText = (status: OrderStatus) => `Order status: ${orderStatusLabel(status)}`;
export const statusHtml = (status: OrderStatus) =>
  html`<p>Order status: <strong>${orderStatusLabel(status)}</strong></p>`;

/**
 * Wraps a body in the shop's plain layout. Subject lines go into a mail header, so they are kept on
 * one line whatever a name or product contained.
 */
export function compose(parts: {
  kind: MailKind;
  to: string;
  subject: string;
  text: string[];
  html: SafeHtml;
}): MailMessage {
  const subject = parts.subject.replace(/[\r\n\t]+/g, ' ');
  const body = html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <title>${subject}</title>
      </head>
      <body
        style="font-family: Arial, sans-serif; color: #1f2937; max-width: 600px; margin: 0 auto; padding: 16px;"
      >
        <h1 style="font-size: 20px;">${SHOP_NAME}</h1>
        ${parts.html}
        <p style="color: #6b7280; font-size: 12px;">
          ${SHOP_NAME}: we sell the best products for the best prices.
        </p>
      </body>
    </html>`;
  return {
    kind: parts.kind,
    to: parts.to,
    subject,
    text: [...parts.text, '', `${SHOP_NAME}: we sell the best products for the best prices.`].join('\n'),
    html: body.value,
  };
}
