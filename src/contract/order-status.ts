/**
 * The one list of order statuses: the API's `status` field, the database's CHECK constraint and
 * the transition table (src/server/orders/transitions.ts) are all built from it. Free of schema
 * code, so the storefront can import it without shipping the schema library.
 *
 * - `pending`: placed, stock held, waiting for payment until the hold ends.
 * - `paying`: a payment is in flight at the provider; nothing may cancel or expire the order.
 * - `payment-review`: the provider holds the money (a capture pending review) or its answer could
 *   not be checked; nothing may cancel or expire the order until the provider settles it.
 * - `paid`, `shipped`, `delivered`: money taken (`isPaid`), then handed to a carrier with a
 *   tracking number (optional step), then delivered (`isDelivered`).
 * - `cancelled`: given up by the customer or expired; its stock went back on the shelf.
 * - `partially-refunded`: an admin gave some lines (or the shipping) back; more may follow.
 * - `refunded`: an admin gave the money back (whole order, or the last of it in parts); stock went
 *   back unless it was delivered (or, for parts, as the admin chose).
 */
export const ORDER_STATUSES = [
  'pending',
  'paying',
  'payment-review',
  'paid',
  'shipped',
  'delivered',
  'cancelled',
  'partially-refunded',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Orders that still hold stock without having been paid for. */
export const UNPAID_STATUSES = [
  'pending',
  'paying',
  'payment-review',
] as const satisfies readonly OrderStatus[];

/** Orders whose money was taken: they carry a payment time. */
export const PAID_STATUSES = [
  'paid',
  'shipped',
  'delivered',
  'partially-refunded',
] as const satisfies readonly OrderStatus[];

/**
 * What an order's timeline records, each with a time and who did it, in the order steps of one
 * instant are listed.
 */
export const ORDER_EVENT_KINDS = [
  'placed',
  'payment-review',
  'payment-refused',
  'paid',
  'shipped',
  'delivered',
  'cancelled',
  'partially-refunded',
  'refunded',
] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];
