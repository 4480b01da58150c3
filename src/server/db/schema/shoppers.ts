import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { products } from './catalogue.ts';
import { createdAt } from './columns.ts';
import { NO_VARIANT, productVariants } from './variants.ts';

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
    /**
     * The price the saver last saw (when saving) or was told (in a price-drop mail): the job mails
     * only a price below it, then sets it to that price. A rise does not move it, so a price that
     * goes up and back down is not a drop for them. Null (a row not written by saving): never mailed.
     */
    seenPriceCents: integer('seen_price_cents'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ name: 'wishlist_items_one_per_user_product', columns: [table.userId, table.productId] }),
    // A deleted product's rows are found by product.
    index('wishlist_items_product').on(table.productId),
  ],
);

/**
 * The signed-in customer's cart, kept so it follows them to another browser. One line per user,
 * product and variant, in the order the shopper added them; a whole cart is written at once
 * (PUT /api/cart).
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
    /** The variant chosen, for a product that has variants; the line goes with the variant. */
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    qty: integer('qty').notNull(),
    position: smallint('position').notNull(),
  },
  (table) => [
    uniqueIndex('cart_lines_one_per_user_item').on(
      table.userId,
      table.productId,
      sql`coalesce(${table.variantId}, ${NO_VARIANT})`,
    ),
    check('cart_lines_qty_range', sql`${table.qty} BETWEEN 1 AND 10`),
    index('cart_lines_product').on(table.productId),
    // A deleted variant's lines are found by variant.
    index('cart_lines_variant')
      .on(table.variantId)
      .where(sql`${table.variantId} IS NOT NULL`),
  ],
);

/**
 * A customer's address book (docs/accounts.md#saved-addresses): at most 20, exactly one the
 * default once any exist. The database keeps "at most one default" (a unique index on the user's
 * default row); the service keeps "at least one" and the limit, holding the user's row while it
 * writes, so parallel saves cannot pass 20 or leave two defaults.
 */
export const savedAddresses = pgTable(
  'saved_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull(),
    region: text('region'),
    phone: text('phone'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    index('saved_addresses_user').on(table.userId, table.createdAt),
    uniqueIndex('saved_addresses_one_default')
      .on(table.userId)
      .where(sql`${table.isDefault}`),
    check('saved_addresses_country_code', sql`${table.country} ~ '^[A-Z]{2}$'`),
  ],
);
