import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, smallint, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { products } from './catalogue.ts';
import { createdAt } from './columns.ts';

/** What a signed-in shopper keeps between visits: the wishlist and the cart. */

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
