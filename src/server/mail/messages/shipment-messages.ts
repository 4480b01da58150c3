import { countryShown } from '../../../contract/countries.ts';
import { trackingUrl } from '../../../contract/shipments.ts';
import { html } from './html.ts';
import { compose, orderLabel, statusHtml, statusText, type MailMessage } from './message.ts';
import type { MailOrder } from './order-messages.ts';

/** What the shipping notice reads beyond the order: the carrier and its tracking number. */
export interface MailShipment {
  carrier: string | null;
  trackingNumber: string | null;
}

/** The order was handed to a carrier: where it goes, and how to follow it. */
export function orderShippedMessage(order: MailOrder & MailShipment): MailMessage {
  const label = orderLabel(order.orderNumber);
  const carrier = order.carrier ?? '';
  const trackingNumber = order.trackingNumber ?? '';
  const link = trackingUrl(carrier, trackingNumber);
  const address = [order.address, `${order.postalCode} ${order.city}`, countryShown(order.country)];
  return compose({
    kind: 'order-shipped',
    to: order.customerEmail,
    subject: `Your order ${label} is on its way`,
    text: [
      `Hello ${order.customerName},`,
      '',
      `your order ${label} has shipped with ${carrier}, tracking number ${trackingNumber}.`,
      ...(link ? [`Follow it at ${link}`] : []),
      '',
      'It is on its way to:',
      ...address,
      '',
      statusText('shipped'),
    ],
    html: html`<p>Hello ${order.customerName},</p>
      <p>
        your order <strong>${label}</strong> has shipped with ${carrier}, tracking number
        <strong>${trackingNumber}</strong>.
      </p>
      ${link ? html`<p><a href="${link}">Track your parcel with ${carrier}</a></p>` : ''}
      <p>It is on its way to:<br />${address.map((line) => html`${line}<br />`)}</p>
      ${statusHtml('shipped')}`,
  });
}
