import { countryShown } from '../../../contract/countries.ts';
import { html } from './html.ts';
import { compose, money, orderLabel, statusHtml, statusText, type MailMessage } from './message.ts';

/** What the order messages read; an order record from the orders domain has all of it. */
export interface MailOrder {
  orderNumber: number;
  customerName: string;
  customerEmail: string;
  address: string;
  city: string;
  postalCode: string;
  country: string;
  paymentMethod: string;
  itemsCents: number;
  taxCents: number;
  shippingCents: number;
  totalCents: number;
}

export interface MailOrderLine {
  name: string;
  qty: number;
  priceCents: number;
  /** `256 GB / Black` for a variant bought; null or absent for a product without variants. */
  variantLabel?: string | null;
}

/** The product's name, then the variant bought: `Phone (256 GB / Black)`. */
function lineName(line: MailOrderLine): string {
  return line.variantLabel ? `${line.name} (${line.variantLabel})` : line.name;
}

function addressLines(order: MailOrder): string[] {
  return [order.address, `${order.postalCode} ${order.city}`, countryShown(order.country)];
}

function totals(order: MailOrder): [string, string][] {
  return [
    ['Items', money(order.itemsCents)],
    ['Shipping', money(order.shippingCents)],
    ['Tax', money(order.taxCents)],
    ['Total', money(order.totalCents)],
  ];
}

/**
 * `link` is a guest order's own link (with its access key after `#`): a guest has no account to
 * find the order in, so the mail is where they keep it.
 */
export function orderPlacedMessage(
  order: MailOrder & { items: readonly MailOrderLine[] },
  link?: string,
): MailMessage {
  const label = orderLabel(order.orderNumber);
  const lineTotal = (line: MailOrderLine) => money(line.priceCents * line.qty);
  return compose({
    kind: 'order-placed',
    to: order.customerEmail,
    subject: `Your Easy-Buy order ${label}`,
    text: [
      `Hello ${order.customerName},`,
      '',
      `thank you for your order ${label}.`,
      '',
      ...order.items.map(
        (line) => `${line.qty} x ${lineName(line)} at ${money(line.priceCents)} = ${lineTotal(line)}`,
      ),
      '',
      ...totals(order).map(([name, value]) => `${name}: ${value}`),
      '',
      'Shipping to:',
      ...addressLines(order),
      '',
      `Payment method: ${order.paymentMethod}`,
      '',
      ...(link ? ['Your order, to pay and follow it (keep this link: it opens your order):', link, ''] : []),
      statusText('pending'),
    ],
    html: html`<p>Hello ${order.customerName},</p>
      <p>thank you for your order <strong>${label}</strong>.</p>
      <table style="border-collapse: collapse; width: 100%;">
        <thead>
          <tr>
            <th align="left">Item</th>
            <th align="right">Qty</th>
            <th align="right">Price</th>
            <th align="right">Total</th>
          </tr>
        </thead>
        <tbody>
          ${order.items.map(
            (line) =>
              html`<tr>
                <td>${lineName(line)}</td>
                <td align="right">${line.qty}</td>
                <td align="right">${money(line.priceCents)}</td>
                <td align="right">${lineTotal(line)}</td>
              </tr>`,
          )}
        </tbody>
        <tfoot>
          ${totals(order).map(
            ([name, value]) =>
              html`<tr>
                <th align="left" colspan="3">${name}</th>
                <td align="right">${value}</td>
              </tr>`,
          )}
        </tfoot>
      </table>
      <p><strong>Shipping to:</strong><br />${addressLines(order).map((line) => html`${line}<br />`)}</p>
      <p>Payment method: ${order.paymentMethod}</p>
      ${link ? html`<p><a href="${link}">View your order</a> (keep this link: it opens your order)</p>` : ''}
      ${statusHtml('pending')}`,
  });
}

export function paymentReceiptMessage(order: MailOrder & { paidAt: Date | null }): MailMessage {
  const label = orderLabel(order.orderNumber);
  const paidAt = (order.paidAt ?? new Date()).toUTCString();
  return compose({
    kind: 'payment-receipt',
    to: order.customerEmail,
    subject: `Payment received for order ${label}`,
    text: [
      `Hello ${order.customerName},`,
      '',
      `we received ${money(order.totalCents)} for order ${label} (${order.paymentMethod}) on ${paidAt}.`,
      '',
      ...totals(order).map(([name, value]) => `${name}: ${value}`),
      '',
      'We will let you know when it is on its way.',
      '',
      statusText('paid'),
    ],
    html: html`<p>Hello ${order.customerName},</p>
      <p>
        we received <strong>${money(order.totalCents)}</strong> for order
        <strong>${label}</strong> (${order.paymentMethod}) on ${paidAt}.
      </p>
      <table>
        ${totals(order).map(
          ([name, value]) =>
            html`<tr>
              <th align="left">${name}</th>
              <td align="right">${value}</td>
            </tr>`,
        )}
      </table>
      <p>We will let you know when it is on its way.</p>
      ${statusHtml('paid')}`,
  });
}

export function orderDeliveredMessage(order: MailOrder): MailMessage {
  const label = orderLabel(order.orderNumber);
  return compose({
    kind: 'order-delivered',
    to: order.customerEmail,
    subject: `Your order ${label} has shipped`,
    text: [
      `Hello ${order.customerName},`,
      '',
      `your order ${label} has shipped and is marked as delivered to:`,
      ...addressLines(order),
      '',
      statusText('delivered'),
    ],
    html: html`<p>Hello ${order.customerName},</p>
      <p>your order <strong>${label}</strong> has shipped and is marked as delivered to:</p>
      <p>${addressLines(order).map((line) => html`${line}<br />`)}</p>
      ${statusHtml('delivered')}`,
  });
}

export function orderRefundedMessage(order: MailOrder): MailMessage {
  const label = orderLabel(order.orderNumber);
  return compose({
    kind: 'order-refunded',
    to: order.customerEmail,
    subject: `Your order ${label} has been refunded`,
    text: [
      `Hello ${order.customerName},`,
      '',
      `we refunded ${money(order.totalCents)} for order ${label} to your ${order.paymentMethod} payment.`,
      'Depending on your bank it may take a few days to show.',
      '',
      statusText('refunded'),
    ],
    html: html`<p>Hello ${order.customerName},</p>
      <p>
        we refunded <strong>${money(order.totalCents)}</strong> for order <strong>${label}</strong> to your
        ${order.paymentMethod} payment.
      </p>
      <p>Depending on your bank it may take a few days to show.</p>
      ${statusHtml('refunded')}`,
  });
}
