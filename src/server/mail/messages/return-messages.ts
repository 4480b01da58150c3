import { html } from './html.ts';
import { compose, money, orderLabel, type MailKind, type MailMessage } from './message.ts';

/** The shopper's mails about a return (docs/orders-and-payments.md#returns), one per step. */

export type ReturnStep = 'withdrawn' | 'requested' | 'approved' | 'refused' | 'received' | 'refunded';

export interface MailReturn {
  orderNumber: number;
  customerName: string;
  customerEmail: string;
  /** `2 × Gadget` per line. */
  lines: readonly string[];
  /** The staff's note, shown as it was written; null for none. */
  note: string | null;
  /** When the shopper withdrew, for the withdrawal's acknowledgement. */
  withdrawnAt?: Date;
  /** The last day of the withdrawal's refund, for its acknowledgement; none for an unpaid order. */
  refundDueBy?: Date;
  /** What the refund gave back, for the last step. */
  refundCents?: number;
}

const day = (date: Date | undefined) => (date ? date.toISOString().slice(0, 10) : '');

const WORDING: Record<
  ReturnStep,
  { subject: string; body: (label: string, refund: string, order: MailReturn) => string }
> = {
  withdrawn: {
    subject: 'We received your withdrawal from order',
    body: (label, _refund, order) =>
      `we received your withdrawal from the contract for these items of order ${label} at ${order.withdrawnAt?.toISOString() ?? ''}. It cannot be refused. ${
        order.refundDueBy
          ? `Your refund is due by ${day(order.refundDueBy)}.`
          : 'Nothing was charged, so there is nothing to refund: the order is cancelled.'
      }`,
  },
  requested: {
    subject: 'We received your return request for order',
    body: (label) =>
      `we received your request to return these items of order ${label}. We will tell you once it is decided.`,
  },
  approved: {
    subject: 'Your return is approved for order',
    body: (label) => `your return of these items of order ${label} is approved. Please send them back to us.`,
  },
  refused: {
    subject: 'Your return could not be accepted for order',
    body: (label) => `we are sorry: your return of these items of order ${label} could not be accepted.`,
  },
  received: {
    subject: 'We received your returned items for order',
    body: (label) => `the items you returned from order ${label} have arrived. Your refund follows.`,
  },
  refunded: {
    subject: 'Your return is refunded for order',
    body: (label, refund) => `we refunded ${refund} for the items you returned from order ${label}.`,
  },
};

export function returnMessage(step: ReturnStep, order: MailReturn): MailMessage {
  const label = orderLabel(order.orderNumber);
  const wording = WORDING[step];
  const sentence = wording.body(label, money(order.refundCents ?? 0), order);
  const note = order.note ? [`Note from the shop: ${order.note}`] : [];
  return compose({
    kind: `return-${step}` satisfies MailKind,
    to: order.customerEmail,
    subject: `${wording.subject} ${label}`,
    text: [
      `Hello ${order.customerName},`,
      '',
      sentence,
      '',
      ...order.lines,
      ...(note.length ? ['', ...note] : []),
    ],
    html: html`<p>Hello ${order.customerName},</p>
      <p>${sentence}</p>
      <ul>
        ${order.lines.map((line) => html`<li>${line}</li>`)}
      </ul>
      ${order.note ? html`<p>Note from the shop: ${order.note}</p>` : ''}`,
  });
}
