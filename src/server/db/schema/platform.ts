import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalogue.ts';
import { bytea, createdAt } from './columns.ts';

/**
 * What the shop's machinery keeps: throttling counters, stored images, the mail queue and the
 * low-stock alerts it sends, and the embedded database's upkeep.
 */

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
 * them (docs/running.md). `name` is the path under /uploads/, e.g.
 * `3f…e1.webp`, `3f…e1-400w.webp` or `demo/apple-iphone-15-pro.webp`. A name is never reused.
 */
export const images = pgTable('images', {
  name: text('name').primaryKey(),
  data: bytea('data').notNull(),
  createdAt: createdAt(),
});

/**
 * Mail waiting to be sent, and mail sent (docs/mail.md).
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
 * The embedded database's upkeep (docs/running.md): each table's row count
 * at its last `ANALYZE`, so a later start can tell how far it moved since. PGlite keeps no
 * statistics counters across restarts, and a `VACUUM` moves `pg_class`'s counts without refreshing
 * the column statistics. Written only on PGlite; PostgreSQL's autovacuum keeps its own.
 */
export const embeddedUpkeep = pgTable('embedded_upkeep', {
  tableName: text('table_name').primaryKey(),
  rowsAtAnalyze: doublePrecision('rows_at_analyze').notNull(),
  analyzedAt: timestamp('analyzed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
