/** What other modules use of orders/ (docs/architecture.md); everything else here is its own. */
export { createOrderDeps } from './deps.ts';
export { orderJobs, type OrderJobs } from './expire-orders.ts';
export { paypalEventRoutes } from './paypal-event-routes.ts';
export { orderRoutes } from './routes.ts';
export { returnRoutes } from './return-routes.ts';
export { stripeDeps } from './stripe-payments.ts';
export { stripeRoutes } from './stripe-routes.ts';
export { invoiceAccess } from './invoice-access.ts';
