export { ExportOrdersButton } from './export-orders-button.tsx';
export { OrderFilters } from './order-filters.tsx';
export type { OrderFilterValues } from './order-filters.tsx';
export { OrderItemRow } from './order-item-row.tsx';
export { OrderRefunds, RefundLinesForm } from './order-refunds.tsx';
export { OrderShipment, ShipOrderForm } from './order-shipment.tsx';
export { InvoiceLink } from './invoice-link.tsx';
export { OrderStatusBadge, nextStep, orderNumberLabel } from './order-status.tsx';
export { OrderSummary } from './order-summary.tsx';
export { OrderTimeline } from './order-timeline.tsx';
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
  usePayWithCard,
  usePayWithPaypal,
  useCheckStripePayment,
  useClaimOrder,
} from './orders-api.ts';
export { OrdersTable } from './orders-table.tsx';
export { RefundOrderButton } from './refund-order-button.tsx';
export { OrderReturns } from './order-returns.tsx';
export { ReturnsTable } from './returns-table.tsx';
export { returnsQueryOptions } from './returns-api.ts';
