export { ExportOrdersButton } from './export-orders-button.tsx';
export { OrderFilters } from './order-filters.tsx';
export type { OrderFilterValues } from './order-filters.tsx';
export { OrderItemRow } from './order-item-row.tsx';
export { OrderRefunds } from './order-refunds.tsx';
export { OrderShipment } from './order-shipment.tsx';
export { InvoiceLink } from './invoice-link.tsx';
export { OrderStatusBadge, nextStep, orderNumberLabel } from './order-status.tsx';
export { OrderSummary } from './order-summary.tsx';
export {
  createPaypalOrder,
  createStripeIntent,
  myOrdersQueryOptions,
  orderQueryOptions,
  ordersQueryOptions,
  paymentConfigQueryOptions,
  useCancelOrder,
  useCreateOrder,
  useDeliverOrder,
  useRefundLines,
  useRefundOrder,
  useShipOrder,
  orderTimelineQueryOptions,
  usePayWithCard,
  usePayWithPaypal,
  useCheckStripePayment,
  useClaimOrder,
} from './orders-api.ts';
export { OrdersTable } from './orders-table.tsx';
export { OrderReturns } from './order-returns.tsx';
export { ReturnsTable } from './returns-table.tsx';
export { returnsQueryOptions } from './returns-api.ts';
