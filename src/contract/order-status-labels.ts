import type { OrderStatus } from './order-status.ts';

/**
 * The one vocabulary people read for an order's state: the storefront's badge, the admin's status
 * filter and the mails all say these words. Typed over `ORDER_STATUSES`, so a status added to that
 * list does not compile until it has its label here (and `order-status-labels.test.ts` fails).
 * A refunded or cancelled order never reads as paid or awaiting delivery.
 */
const LABELS: Record<OrderStatus, string> = {
  pending: 'Awaiting payment',
  paying: 'Payment in progress',
  'payment-review': 'Payment under review',
  paid: 'Paid',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  'partially-refunded': 'Partly refunded',
  refunded: 'Refunded',
};

export function orderStatusLabel(status: OrderStatus): string {
  return LABELS[status];
}
