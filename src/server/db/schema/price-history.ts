import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalogue.ts';

/**
 * Every change of a product's or a variant's price or compare-at price, written in the save's own
 * transaction (docs/prices.md#sale-prices). A product's `lowest_price_30d_cents` is worked out from
 * these rows; the admin's edit screen shows them. The variant is copied (id and sku at the time)
 * rather than referenced, so its history outlives it; the product's goes with the product.
 */
export const priceChanges = pgTable(
  'price_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Null: the product's own price (with variants, its lowest variant price). */
    variantId: uuid('variant_id'),
    sku: text('sku'),
    /** Null: the first price it had (a new product or variant). */
    oldCents: integer('old_cents'),
    newCents: integer('new_cents').notNull(),
    /** The compare-at price after the change; null: not on sale. */
    compareAtCents: integer('compare_at_cents'),
    changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Who saved it, as the audit log keeps them: copied, so the row outlives the account. */
    changedById: uuid('changed_by_id'),
    changedByName: text('changed_by_name').notNull().default(''),
  },
  (table) => [
    index('price_changes_product_at').on(table.productId, table.changedAt, table.id),
    check('price_changes_prices_not_negative', sql`${table.newCents} >= 0 AND ${table.oldCents} >= 0`),
  ],
);
