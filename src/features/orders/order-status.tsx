import type { Order } from '../../contract/orders.ts';
import type { OrderStatus } from '../../contract/order-status.ts';
import { formatDateTime } from '../../lib/dates.ts';

/** `#10234`: how people say, type and search an order. */
export function orderNumberLabel(order: Pick<Order, 'number'>): string {
  return `#${order.number}`;
}

// Calm colours: a fresh order waiting for payment is normal, not a failure.
const badges: Record<OrderStatus, { label: string; style: string }> = {
  pending: { label: 'Awaiting payment', style: 'bg-amber-100 text-amber-900 ring-amber-300' },
  paying: { label: 'Payment in progress', style: 'bg-sky-100 text-sky-900 ring-sky-300' },
  'payment-review': { label: 'Payment under review', style: 'bg-sky-100 text-sky-900 ring-sky-300' },
  paid: { label: 'Paid', style: 'bg-emerald-100 text-emerald-900 ring-emerald-300' },
  delivered: { label: 'Delivered', style: 'bg-emerald-100 text-emerald-900 ring-emerald-300' },
  cancelled: { label: 'Cancelled', style: 'bg-slate-100 text-slate-800 ring-slate-300' },
  refunded: { label: 'Refunded', style: 'bg-slate-100 text-slate-800 ring-slate-300' },
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { label, style } = badges[status];
  return (
    <span className={`inline-flex rounded-full px-3 py-1 text-sm font-semibold ring-1 ${style}`}>
      {label}
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
    case 'delivered':
      return 'Complete: the order has been delivered.';
    case 'cancelled':
      return 'Nothing was charged, and the items went back on sale.';
    case 'refunded':
      return 'The payment was refunded in full; your bank shows it within a few days.';
  }
}
