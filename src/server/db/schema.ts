import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  ORDER_EVENT_KINDS,
  ORDER_STATUSES,
  PAID_STATUSES,
  UNPAID_STATUSES,
  type OrderStatus,
} from '../../contract/order-status.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

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
    // The search text's pieces between spaces, for finding a keyword's matches exactly without the
    // trigram index's false candidates (the function and its vocabulary are in migration 0013,
    // docs/decisions/0074-keyword-matches-through-text-pieces.md).
    index('products_search_chunks').using('gin', sql`search_text_chunks(${table.searchText})`),
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
 * Every piece between spaces any product's search text has ever had, added by triggers in migration
 * 0013 whoever writes a product: a search looks up the pieces containing its word here, then the
 * products holding one (docs/decisions/0074-keyword-matches-through-text-pieces.md).
 */
export const searchChunks = pgTable('search_chunks', { chunk: text('chunk').primaryKey() }, (table) => [
  index('search_chunks_trgm').using('gin', table.chunk.op('gin_trgm_ops')),
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

/**
 * Uploaded and seeded product images when the shop runs on PostgreSQL, so every instance serves
 * them (docs/decisions/0060-images-in-postgresql.md). `name` is the path under /uploads/, e.g.
 * `3f…e1.webp`, `3f…e1-400w.webp` or `demo/apple-iphone-15-pro.webp`. A name is never reused.
 */
export const images = pgTable('images', {
  name: text('name').primaryKey(),
  data: bytea('data').notNull(),
  createdAt: createdAt(),
});

/**
 * One row: moves whenever the plain catalogue list's membership or order changes (a product added,
 * deleted, published, unpublished or re-dated; never stock, price or rating), by a trigger in
 * migration 0012, so each instance can tell whether its page anchors still hold
 * (docs/decisions/0038-catalogue-page-anchors.md).
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: integer('id').primaryKey(),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (table) => [check('catalogue_version_single_row', sql`${table.id} = 1`)],
);

/**
 * The embedded database's upkeep (docs/decisions/0076-embedded-upkeep.md): each table's row count
 * at its last `ANALYZE`, so a later start can tell how far it moved since. PGlite keeps no
 * statistics counters across restarts, and a `VACUUM` moves `pg_class`'s counts without refreshing
 * the column statistics. Written only on PGlite; PostgreSQL's autovacuum keeps its own.
 */
export const embeddedUpkeep = pgTable('embedded_upkeep', {
  tableName: text('table_name').primaryKey(),
  rowsAtAnalyze: doublePrecision('rows_at_analyze').notNull(),
  analyzedAt: timestamp('analyzed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

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
    check('orders_refunded_has_time', sql`${table.status} <> 'refunded' OR ${table.refundedAt} IS NOT NULL`),
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
  },
  (table) => [
    check('order_items_qty_range', sql`${table.qty} BETWEEN 1 AND 10`),
    check('order_items_price_not_negative', sql`${table.priceCents} >= 0`),
    unique('order_items_one_line_per_product').on(table.orderId, table.productId),
    index('order_items_product').on(table.productId),
  ],
);

/**
 * Mail waiting to be sent, and mail sent (docs/decisions/0050-mail-queue-in-the-database.md).
 * A row is written inside the transaction of the change it tells about, so the message exists
 * exactly when the change does; the worker sends it later, outside any request.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the message is about (`order-placed`, `password-reset`, …), for the outbox screen and logs. */
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When the worker may next pick the row up; a claim pushes it ahead, so a crashed send is retried. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The transport's last refusal, short and without the message body. */
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    check('mail_queue_status_known', sql`${table.status} IN ('pending', 'sent', 'failed')`),
    index('mail_queue_due')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/**
 * Products a customer saved for later: one row per user and product (the primary key), gone with
 * either. Saving twice is a no-op (`ON CONFLICT DO NOTHING`), never a second row.
 */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ name: 'wishlist_items_one_per_user_product', columns: [table.userId, table.productId] }),
    // A deleted product's rows are found by product.
    index('wishlist_items_product').on(table.productId),
  ],
);

/**
 * Products an admin was told are low on stock. A product is alerted about once when it falls
 * under the threshold, and its row goes when stock is back, so the next fall alerts again.
 */
export const lowStockAlerts = pgTable('low_stock_alerts', {
  productId: uuid('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  alertedAt: timestamp('alerted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Password-reset links: only the SHA-256 of the token is kept, so a copy of the database opens no
 * account. A link works once, until `expires_at`, only while the account's token version is the
 * one it was issued at (a password change in between ends it), and only while the account's
 * e-mail is still `sent_to`, the address it was mailed to (docs/decisions/0088-sessions-that-end.md).
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenVersion: integer('token_version').notNull(),
    sentTo: text('sent_to').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [index('password_resets_user').on(table.userId)],
);

/**
 * Tokens ended by Logout before their time (docs/decisions/0088-sessions-that-end.md). A row is
 * needed only until the token would have expired anyway; then the periodic pruning deletes it.
 * No foreign key: a deleted user's tokens fail anyway, and Logout takes no lock on the user.
 */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    tokenId: uuid('token_id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('revoked_tokens_expires_at').on(table.expiresAt)],
);

/**
 * The signed-in customer's cart, kept so it follows them to another browser. One line per user and
 * product, in the order the shopper added them; a whole cart is written at once (PUT /api/cart).
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    qty: integer('qty').notNull(),
    position: smallint('position').notNull(),
  },
  (table) => [
    primaryKey({ name: 'cart_lines_one_per_user_product', columns: [table.userId, table.productId] }),
    check('cart_lines_qty_range', sql`${table.qty} BETWEEN 1 AND 10`),
    index('cart_lines_product').on(table.productId),
  ],
);
