import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  ORDER_STATUSES,
  PAID_STATUSES,
  UNPAID_STATUSES,
  type OrderStatus,
} from '../../contract/order-status.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    /** Bumped on password change; tokens carrying an older version stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`),
    check('users_email_lower_case', sql`${table.email} = lower(${table.email})`),
  ],
);

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().default(''),
    image: text('image').notNull().default(''),
    brand: text('brand').notNull().default(''),
    category: text('category').notNull().default(''),
    description: text('description').notNull().default(''),
    priceCents: integer('price_cents').notNull().default(0),
    countInStock: integer('count_in_stock').notNull().default(0),
    rating: doublePrecision('rating').notNull().default(0),
    numReviews: integer('num_reviews').notNull().default(0),
    /**
     * Units ordered, kept by the `order_items_count_sold` trigger as order lines are written: the
     * catalogue's "bestselling" sort reads one column instead of summing every order line.
     */
    unitsSold: integer('units_sold').notNull().default(0),
    /** A product made by "Create Product" stays hidden from shoppers until an admin saves it. */
    isDraft: boolean('is_draft').notNull().default(true),
    /**
     * Changes on every write to what an admin edits or to the stock (orders included), never by
     * hand: the `products_bump_version` trigger bumps it. A save made from an older version is refused, so
     * units sold since the edit form was opened never come back (docs/decisions/0019-product-versions.md).
     */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Lower-cased text of every searchable field: the trigram index makes substring search fast. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(name || ' ' || brand || ' ' || category || ' ' || description)`),
    /** Weighted words for ranking: name above brand above category above description. */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple', name), 'A') || setweight(to_tsvector('simple', brand), 'B') || setweight(to_tsvector('simple', category), 'C') || setweight(to_tsvector('simple', description), 'D')`,
      ),
  },
  (table) => [
    check('products_price_not_negative', sql`${table.priceCents} >= 0`),
    check('products_stock_not_negative', sql`${table.countInStock} >= 0`),
    check('products_rating_range', sql`${table.rating} >= 0 AND ${table.rating} <= 5`),
    index('products_newest_published')
      .on(table.createdAt.desc(), table.id.desc())
      .where(sql`NOT ${table.isDraft}`),
    // Carries the whole sort order, so a catalogue of equal ratings still needs no sort for the top 3.
    index('products_top_rated')
      .on(table.rating.desc(), table.numReviews.desc(), table.createdAt.desc(), table.id.desc())
      .where(sql`NOT ${table.isDraft}`),
    index('products_search_text_trgm').using('gin', table.searchText.op('gin_trgm_ops')),
    index('products_search_vector').using('gin', table.searchVector),
    // The catalogue's other sorts and filters (docs/performance/catalogue-queries.md): each sort
    // walks its own index, ending in the newest-first tie-break, so a page needs no sort step.
    index('products_price_published')
      .on(table.priceCents, table.createdAt.desc(), table.id.desc())
      .where(sql`NOT ${table.isDraft}`),
    index('products_bestselling_published')
      .on(table.unitsSold.desc(), table.createdAt.desc(), table.id.desc())
      .where(sql`NOT ${table.isDraft}`),
    index('products_category_newest_published')
      .on(table.category, table.createdAt.desc(), table.id.desc())
      .where(sql`NOT ${table.isDraft}`),
    // A category's products by price: without it the planner walks the price index of every category.
    index('products_category_price_published')
      .on(table.category, table.priceCents, table.createdAt.desc(), table.id.desc())
      .where(sql`NOT ${table.isDraft}`),
    index('products_brand_newest_published')
      .on(table.brand, table.createdAt.desc(), table.id.desc())
      .where(sql`NOT ${table.isDraft}`),
    // Every column the facet counts group by: counting reads this index only, never the table.
    index('products_facets_published')
      .on(table.category, table.brand, table.priceCents, table.rating, table.countInStock)
      .where(sql`NOT ${table.isDraft}`),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull(),
    verifiedPurchase: boolean('verified_purchase').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    unique('reviews_one_per_user').on(table.productId, table.userId),
    check('reviews_rating_range', sql`${table.rating} BETWEEN 1 AND 5`),
    index('reviews_product').on(table.productId, table.createdAt),
  ],
);

/**
 * The words of the published catalogue. A search word that matches nothing is corrected to its
 * nearest words here (trigram distance, then edit distance), which is how "iphnoe" finds the iPhone.
 */
export const searchTerms = pgTable('search_terms', { term: text('term').primaryKey() }, (table) => [
  index('search_terms_trgm').using('gist', table.term.op('gist_trgm_ops')),
]);

/**
 * Throttling counters (failed sign-ins, registrations, e-mail changes, orders) kept in the
 * database so every app instance behind a load balancer shares them. One row per bucket, reused
 * when its window ends; rows whose window ended are pruned in batches by a periodic job.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    bucket: text('bucket').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('rate_limits_reset_at').on(table.resetAt)],
);

export type { OrderStatus };

/** `'a', 'b'` for a CHECK constraint, from constant lists only (never from input). */
const sqlList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

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
    country: text('country').notNull(),
    paymentMethod: text('payment_method').notNull(),
    itemsCents: integer('items_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
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
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    createdAt: createdAt(),
    /** An unpaid order is cancelled, and its stock returned, after this moment. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    check('orders_status_known', sql`${table.status} IN (${sqlList(ORDER_STATUSES)})`),
    check(
      'orders_money_consistent',
      sql`${table.itemsCents} >= 0 AND ${table.taxCents} >= 0 AND ${table.shippingCents} >= 0 AND ${table.totalCents} = ${table.itemsCents} + ${table.taxCents} + ${table.shippingCents}`,
    ),
    check(
      'orders_paid_has_time',
      sql`${table.status} NOT IN (${sqlList(PAID_STATUSES)}) OR ${table.paidAt} IS NOT NULL`,
    ),
    check(
      'orders_paying_has_start',
      sql`${table.status} <> 'paying' OR ${table.paymentStartedAt} IS NOT NULL`,
    ),
    /** One capture or charge pays one order, ever. */
    uniqueIndex('orders_payment_transaction_unique').on(table.paymentProvider, table.paymentTransactionId),
    uniqueIndex('orders_provider_order_unique').on(table.providerOrderId),
    uniqueIndex('orders_idempotency_unique').on(table.userId, table.idempotencyKey),
    // Both order lists page newest first; the id settles ties between orders of one instant.
    index('orders_user_newest').on(table.userId, table.createdAt.desc(), table.id.desc()),
    index('orders_newest').on(table.createdAt.desc(), table.id.desc()),
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
  },
  (table) => [
    check('order_items_qty_range', sql`${table.qty} BETWEEN 1 AND 10`),
    check('order_items_price_not_negative', sql`${table.priceCents} >= 0`),
    unique('order_items_one_line_per_product').on(table.orderId, table.productId),
    index('order_items_product').on(table.productId),
  ],
);
