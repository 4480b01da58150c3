import type { Order } from '../../contract/orders.ts';
import type { OrderStatus } from '../../contract/order-status.ts';
import { orderStatusLabel } from '../../contract/order-status-labels.ts';
import { formatDateTime } from '../../lib/dates.ts';

/** `#10234`: how people say, type and search an order. */
export function orderNumberLabel(order: Pick<Order, 'number'>): string {
  return `#${order.number}`;
}

// Calm colours: a fresh order waiting for payment is normal, not a failure; money given back or
// never taken is grey, never the green of a paid order. The words are the shared vocabulary.
const tones: Record<OrderStatus, string> = {
  pending: 'bg-amber-100 text-amber-900 ring-amber-300',
  paying: 'bg-sky-100 text-sky-900 ring-sky-300',
  'payment-review': 'bg-sky-100 text-sky-900 ring-sky-300',
  paid: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  shipped: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  delivered: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  cancelled: 'bg-slate-100 text-slate-800 ring-slate-300',
  'partially-refunded': 'bg-slate-100 text-slate-800 ring-slate-300',
  refunded: 'bg-slate-100 text-slate-800 ring-slate-300',
};

/** The order's state in the shop's one vocabulary: the order page, My Orders and the admin list. */
export function OrderStatusBadge({ status, small = false }: { status: OrderStatus; small?: boolean }) {
  const size = small ? 'px-2 py-0.5 text-xs' : 'px-3 py-1 text-sm';
  return (
    <span
      className={`inline-flex whitespace-nowrap rounded-full font-semibold ring-1 ${size} ${tones[status]}`}
    >
      {orderStatusLabel(status)}
    </span>
  );
}

/** One sentence on what happens next, so the shopper never wonders whether something failed. */
export function nextStep(order: Order): string {
  switch (order.status) {
    case 'pending':
      return `Next: pay by ${formatDateTime(order.expiresAt)} to confirm the order.`;
    case 'paying':
      return 'Next: the payment provider confirms the payment; this page updates when it does.';
    case 'payment-review':
      return 'Next: the payment provider finishes reviewing your payment; your items stay reserved, and we e-mail you when it is confirmed.';
    case 'paid':
      return 'Next: we ship it and the delivery date shows here.';
    case 'shipped':
      return 'Next: the carrier delivers it; follow it with the tracking number below.';
    case 'delivered':
      return 'Complete: the order has been delivered.';
    case 'cancelled':
      return 'Nothing was charged, and the items went back on sale.';
    case 'partially-refunded':
      return 'Part of the payment was refunded (see Refunds below); your bank shows it within a few days.';
    case 'refunded':
      return 'The payment was refunded in full; your bank shows it within a few days.';
  }
}
