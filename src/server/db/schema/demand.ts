import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalogue.ts';

/**
 * The demand the shop did not serve (docs/admin.md#demand-we-missed), kept only in aggregate: one
 * row per UTC day and normalised search term, or per UTC day and product. Nothing here names a
 * shopper, a session or a moment finer than the day. Instances add their batched counts to the
 * row (`count = count + excluded.count`), so several of them sum into one.
 */
export const demandZeroResultSearches = pgTable(
  'demand_zero_result_searches',
  {
    day: date('day', { mode: 'string' }).notNull(),
    /** Trimmed, lower-cased, spaces collapsed, at most 80 characters (src/server/demand/terms.ts). */
    term: text('term').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.term] }),
    check('demand_zero_result_searches_count', sql`${table.count} > 0`),
    check('demand_zero_result_searches_term', sql`char_length(${table.term}) between 1 and 80`),
  ],
);

/** Views of a product's page while it, and every variant of it, had no stock. */
export const demandSoldOutViews = pgTable(
  'demand_sold_out_views',
  {
    day: date('day', { mode: 'string' }).notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    count: integer('count').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.productId] }),
    // The foreign key's cascade looks rows up by product.
    index('demand_sold_out_views_product').on(table.productId),
    check('demand_sold_out_views_count', sql`${table.count} > 0`),
  ],
);
