import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  ORDER_EVENT_KINDS,
  ORDER_STATUSES,
  PAID_STATUSES,
  UNPAID_STATUSES,
  type OrderStatus,
} from '../../../contract/order-status.ts';
import { users } from './accounts.ts';
import { products } from './catalogue.ts';
import { NO_VARIANT } from './variants.ts';
import { createdAt, sqlList } from './columns.ts';

/** Orders: the order, its timeline and its lines. */

export type { OrderStatus };

/** What the provider told us about a payment; card payments keep brand and last four only. */
export interface PaymentResult {
  provider: string;
  id: string;
  status: string;
  updateTime: string;
  brand?: string;
  last4?: string;
  emailAddress?: string;
}

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * The short number people say and type (`#10234`): a sequence, so it reveals order volume but
     * nothing a customer could use to reach another's order (access is still by id and owner).
     */
    orderNumber: integer('order_number').notNull().unique().generatedAlwaysAsIdentity({ startWith: 10001 }),
    /** Null once the customer's account is deleted; the order itself is kept for the books. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull(),
    /** The ISO 3166-1 code where the shopper wrote a country's code or English name; else as written. */
    country: text('country').notNull(),
    /** The state or province (ISO 3166-2) the address gave, for its tax rate; null for none. */
    region: text('region'),
    paymentMethod: text('payment_method').notNull(),
    itemsCents: integer('items_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** The offer's saving (0 when none applied), and the code the shopper gave (null: none, or a promotion). */
    discountCents: integer('discount_cents').notNull().default(0),
    couponCode: text('coupon_code'),
    /** The shipping method's id in the owner's zones when placed; null on orders placed before zones. */
    shippingMethod: text('shipping_method'),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    /** The provider's own order (PayPal), bound to this order before the shopper approves. */
    providerOrderId: text('provider_order_id'),
    paymentProvider: text('payment_provider'),
    paymentTransactionId: text('payment_transaction_id'),
    paymentResult: jsonb('payment_result').$type<PaymentResult>(),
    /** Numbers payment attempts; the provider's idempotency key carries it, so one attempt charges once. */
    paymentAttempt: integer('payment_attempt').notNull().default(0),
    /** When the payment in flight (status `paying`) began, or was last taken over by a recovery. */
    paymentStartedAt: timestamp('payment_started_at', { withTimezone: true, mode: 'date' }),
    /**
     * When the provider was last asked about a payment it holds (status `payment-review`); the
     * scheduled check asks again once this is old enough, and a provider's event asks at once.
     */
    paymentCheckedAt: timestamp('payment_checked_at', { withTimezone: true, mode: 'date' }),
    /**
     * The client's network when the order was placed (an IPv4 address, or an IPv6 /64), as a keyed
     * hash: enough to count what one network holds unpaid, never the address itself.
     */
    clientNetwork: text('client_network'),
    idempotencyKey: text('idempotency_key'),
    /**
     * A guest order's random salt: its access key is derived from it with the server's secret
     * (docs/decisions/0095-guest-order-keys.md), so the salt alone opens nothing. Null for
     * customers' orders, and cleared when a guest order is saved to an account.
     */
    guestKeySalt: text('guest_key_salt'),
    requestHash: text('request_hash'),
    createdAt: createdAt(),
    /** An unpaid order is cancelled, and its stock returned, after this moment. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    refundedAt: timestamp('refunded_at', { withTimezone: true, mode: 'date' }),
    /** The provider's refund of the payment: kept so the books can find it at the provider. */
    refundId: text('refund_id'),
    /** When an admin handed the order to a carrier (status `shipped`), with which carrier and number. */
    shippedAt: timestamp('shipped_at', { withTimezone: true, mode: 'date' }),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    /**
     * The invoice's number (`2026-000123`), given in the transaction that records the payment from
     * the year's counter (invoice_counters): gap-free, once per order, never changed afterwards.
     */
    invoiceNumber: text('invoice_number').unique(),
    /**
     * Days after delivery the shopper may withdraw from the contract: the shop's period when the
     * order was placed (WITHDRAWAL_DAYS, never under the EU's 14), kept with the order it was sold
     * under (docs/orders-and-payments.md#withdrawal).
     */
    withdrawalDays: integer('withdrawal_days').notNull().default(14),
  },
  (table) => [
    check('orders_status_known', sql`${table.status} IN (${sqlList(ORDER_STATUSES)})`),
    // The total is the goods after the discount plus shipping, plus the tax unless the prices
    // already held it (docs/prices.md); a discount never exceeds the goods.
    check(
      'orders_money_consistent',
      sql`${table.itemsCents} >= 0 AND ${table.taxCents} >= 0 AND ${table.shippingCents} >= 0 AND ${table.discountCents} BETWEEN 0 AND ${table.itemsCents} AND ${table.totalCents} - (${table.itemsCents} - ${table.discountCents} + ${table.shippingCents}) IN (0, ${table.taxCents})`,
    ),
    check(
      'orders_paid_has_time',
      sql`${table.status} NOT IN (${sqlList(PAID_STATUSES)}) OR ${table.paidAt} IS NOT NULL`,
    ),
    check('orders_refunded_has_time', sql`${table.status} <> 'refunded' OR ${table.refundedAt} IS NOT NULL`),
    check('orders_withdrawal_days_eu', sql`${table.withdrawalDays} >= 14`),
    check(
      'orders_shipped_has_tracking',
      sql`${table.status} <> 'shipped' OR ${table.trackingNumber} IS NOT NULL`,
    ),
    check(
      'orders_paying_has_start',
      sql`${table.status} <> 'paying' OR ${table.paymentStartedAt} IS NOT NULL`,
    ),
    check(
      'orders_review_has_check',
      sql`${table.status} <> 'payment-review' OR ${table.paymentCheckedAt} IS NOT NULL`,
    ),
    /** One capture or charge pays one order, ever. */
    uniqueIndex('orders_payment_transaction_unique').on(table.paymentProvider, table.paymentTransactionId),
    uniqueIndex('orders_provider_order_unique').on(table.providerOrderId),
    uniqueIndex('orders_idempotency_unique').on(table.userId, table.idempotencyKey),
    // A guest's retries are told apart by the e-mail address they gave.
    uniqueIndex('orders_guest_idempotency_unique')
      .on(table.customerEmail, table.idempotencyKey)
      .where(sql`${table.guestKeySalt} IS NOT NULL`),
    // What one guest e-mail address holds unpaid is counted on every guest order placed with it.
    index('orders_guest_unpaid')
      .on(table.customerEmail)
      .where(sql`${table.guestKeySalt} IS NOT NULL AND ${table.status} IN (${sqlList(UNPAID_STATUSES)})`),
    // Both order lists page newest first; the id settles ties between orders of one instant.
    index('orders_user_newest').on(table.userId, table.createdAt.desc(), table.id.desc()),
    index('orders_newest').on(table.createdAt.desc(), table.id.desc()),
    // The dashboard sums revenue by the day an order was paid.
    index('orders_paid_at')
      .on(table.paidAt)
      .where(sql`${table.paidAt} IS NOT NULL`),
    index('orders_pending_expiry')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'pending'`),
    // What one customer holds unpaid is counted on every order they place.
    index('orders_user_unpaid')
      .on(table.userId)
      .where(sql`${table.status} IN (${sqlList(UNPAID_STATUSES)})`),
    index('orders_paying_since')
      .on(table.paymentStartedAt)
      .where(sql`${table.status} = 'paying'`),
    index('orders_review_checked')
      .on(table.paymentCheckedAt)
      .where(sql`${table.status} = 'payment-review'`),
    // What one network holds unpaid is counted on every order placed from it.
    index('orders_network_unpaid')
      .on(table.clientNetwork)
      .where(sql`${table.status} IN (${sqlList(UNPAID_STATUSES)})`),
  ],
);

/**
 * One row a year: the last invoice number given that year. The payment's transaction raises it
 * with one UPDATE … RETURNING, so numbers are gap-free (a rolled-back payment gives its number back)
 * and no two orders share one, however many instances pay at once. A SEQUENCE would leave gaps.
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    year: integer('year').primaryKey(),
    last: integer('last').notNull(),
  },
  (table) => [check('invoice_counters_last_positive', sql`${table.last} >= 1`)],
);

/**
 * An order's timeline: what happened, when, and who did it. Written in the same transaction as
 * the status change it records; the actor's name is copied so the line survives their account.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ORDER_EVENT_KINDS }).notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Null when the shop itself acted (an unpaid order expired) or the account is gone. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Null when the shop itself acted. */
    actorName: text('actor_name'),
  },
  (table) => [
    check('order_events_kind_known', sql`${table.kind} IN (${sqlList(ORDER_EVENT_KINDS)})`),
    index('order_events_order_at').on(table.orderId, table.at),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Null once the product is deleted; the line keeps its own name, image and price. */
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    image: text('image').notNull(),
    priceCents: integer('price_cents').notNull(),
    qty: integer('qty').notNull(),
    /**
     * The variant bought, if the product has variants: its id (no foreign key, so the line outlives
     * the variant as it outlives the product), sku and label (`256 GB / Black`) as they were then.
     */
    variantId: uuid('variant_id'),
    sku: text('sku'),
    variantLabel: text('variant_label'),
  },
  (table) => [
    check('order_items_qty_range', sql`${table.qty} BETWEEN 1 AND 10`),
    check('order_items_price_not_negative', sql`${table.priceCents} >= 0`),
    // One line per product and variant: two colours of one phone are two lines.
    uniqueIndex('order_items_one_line_per_item').on(
      table.orderId,
      table.productId,
      sql`coalesce(${table.variantId}, ${NO_VARIANT})`,
    ),
    index('order_items_product').on(table.productId),
  ],
);

/** One line of a refund: which order line, and how many of its units went back. */
export interface RefundedLine {
  item: string;
  qty: number;
}

/**
 * The refunds of an order, whole or in parts (docs/orders-and-payments.md#partial-refunds). A row
 * is written `pending`, under the order row's lock, before the provider is asked: what it claims is
 * no longer left to refund, so parallel refunds can never give back more than was paid. It becomes
 * `done` in the transaction that records the refund; a provider that refused it takes it away again.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    lines: jsonb('lines').$type<RefundedLine[]>().notNull(),
    shipping: boolean('shipping').notNull(),
    restock: boolean('restock').notNull(),
    /** `whole` is today's whole-order refund (the provider's key names the order); `part` any other. */
    kind: text('kind', { enum: ['whole', 'part'] }).notNull(),
    state: text('state', { enum: ['pending', 'done'] })
      .notNull()
      .default('pending'),
    providerRefundId: text('provider_refund_id'),
    /**
     * The return (order_returns) this refund closes, if any. Unique: a return is refunded once,
     * however many requests race. No foreign key, so the two tables' files need not import each
     * other; both rows go with their order.
     */
    returnId: uuid('return_id'),
    createdAt: createdAt(),
  },
  (table) => [
    check('order_refunds_amount_positive', sql`${table.amountCents} >= 0`),
    check('order_refunds_kind_known', sql`${table.kind} IN ('whole', 'part')`),
    check('order_refunds_state_known', sql`${table.state} IN ('pending', 'done')`),
    // One whole refund an order, ever: parallel clicks share it.
    uniqueIndex('order_refunds_one_whole')
      .on(table.orderId)
      .where(sql`${table.kind} = 'whole'`),
    index('order_refunds_order').on(table.orderId, table.createdAt),
    uniqueIndex('order_refunds_one_per_return')
      .on(table.returnId)
      .where(sql`${table.returnId} IS NOT NULL`),
  ],
);
