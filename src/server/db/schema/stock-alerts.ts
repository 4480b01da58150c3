import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalogue.ts';
import { createdAt } from './columns.ts';
import { NO_VARIANT, productVariants } from './variants.ts';

/**
 * "Notify me" sign-ups for a sold-out product or variant (docs/catalogue.md#notify-me). A row
 * waits until it is confirmed (double opt-in) and its stock comes back; the background job then
 * sets `notified_at` in the same conditional update that claims it, so it is mailed once and
 * spent. Unsubscribing deletes the row: nothing is kept about an address that asked to be left.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Null: the product as a whole (one without variants). */
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    /** Trimmed and lower-cased, as account addresses are. */
    email: text('email').notNull(),
    /** SHA-256 of the token in the confirm and unsubscribe links; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    /** Null until the link is followed; set at sign-up for the signed-in customer's own address. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    /** Set when the back-in-stock mail is queued: the alert is spent. */
    notifiedAt: timestamp('notified_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [
    // One waiting sign-up per address and product/variant: a repeated sign-up finds it.
    uniqueIndex('stock_alerts_waiting')
      .on(table.productId, sql`coalesce(${table.variantId}, ${NO_VARIANT})`, table.email)
      .where(sql`${table.notifiedAt} is null`),
    uniqueIndex('stock_alerts_token').on(table.tokenHash),
    // The job's read: confirmed alerts still waiting.
    index('stock_alerts_due')
      .on(table.productId)
      .where(sql`${table.notifiedAt} is null and ${table.confirmedAt} is not null`),
    index('stock_alerts_variant').on(table.variantId),
  ],
);
