import type { Order } from '../../contract/orders.ts';

/** Only paid, shipped, delivered or partly refunded orders can be refunded (docs/orders-and-payments.md). */
export const isRefundable = (order: Order) =>
  order.status === 'paid' ||
  order.status === 'shipped' ||
  order.status === 'delivered' ||
  order.status === 'partially-refunded';
