import { sql } from 'drizzle-orm';
import {
  check,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './catalogue.ts';

/**
 * What a product comes in (docs/catalogue.md#variants): up to 3 options, each with its ordered
 * values, and the variants it sells, each a combination of one value per option with its own sku,
 * price and stock. While a product has variants, its own `price_cents` and `count_in_stock` are
 * the lowest variant price and the sum of their stock, kept by the `product_variants_derive`
 * trigger (migration 0018) whoever moves a variant's stock.
 */

/** The all-zero id: stands for "no variant" in the unique indexes of lines that may name one. */
export const NO_VARIANT = sql.raw(`'00000000-0000-0000-0000-000000000000'::uuid`);

export const productOptions = pgTable(
  'product_options',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** 0, 1 or 2: the option's place, which is also its value's place in a variant's `option_values`. */
    position: smallint('position').notNull(),
    name: text('name').notNull(),
    values: text('values').array().notNull(),
  },
  (table) => [
    primaryKey({ name: 'product_options_pkey', columns: [table.productId, table.position] }),
    check('product_options_position_range', sql`${table.position} BETWEEN 0 AND 2`),
    check('product_options_has_values', sql`cardinality(${table.values}) >= 1`),
  ],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    /** One value per option, in the options' order. */
    optionValues: text('option_values').array().notNull(),
    priceCents: integer('price_cents').notNull(),
    countInStock: integer('count_in_stock').notNull(),
    /** As the product's (schema/catalogue.ts): set above the price while this variant is on sale. */
    compareAtCents: integer('compare_at_cents'),
    lowestPrice30dCents: integer('lowest_price_30d_cents'),
    /** Null: the variant shows the product's image. */
    image: text('image'),
    /** The order the admin listed the variants in. */
    position: smallint('position').notNull().default(0),
  },
  (table) => [
    // A sku names one thing in the shop, whatever its letter case.
    uniqueIndex('product_variants_sku_unique').on(sql`lower(${table.sku})`),
    unique('product_variants_one_per_combination').on(table.productId, table.optionValues),
    check('product_variants_sku_not_blank', sql`btrim(${table.sku}) <> ''`),
    check('product_variants_price_not_negative', sql`${table.priceCents} >= 0`),
    check('product_variants_stock_not_negative', sql`${table.countInStock} >= 0`),
    check(
      'product_variants_compare_at_above_price',
      sql`${table.compareAtCents} IS NULL OR ${table.compareAtCents} > ${table.priceCents}`,
    ),
    check('product_variants_option_count', sql`cardinality(${table.optionValues}) BETWEEN 1 AND 3`),
  ],
);
