import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, tsvector, updatedAt } from './columns.ts';

/** The catalogue: products, their reviews, the words search corrects to, and the list's version. */

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().default(''),
    image: text('image').notNull().default(''),
    /**
     * The gallery's photos after the first, in order (docs/catalogue.md#gallery): `image` stays
     * the first, so lists read one narrow column and never this one. Kept on the row rather than in
     * a table of its own: the product page reads it with the product, in the same lookup.
     */
    moreImages: text('more_images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    brand: text('brand').notNull().default(''),
    category: text('category').notNull().default(''),
    description: text('description').notNull().default(''),
    priceCents: integer('price_cents').notNull().default(0),
    /**
     * The highest variant price when a product's variants differ in price, else null: lists show
     * "from $X" without reading the variants (kept by the `product_variants_derive` trigger).
     */
    maxPriceCents: integer('max_price_cents'),
    /**
     * Set (above the price) while the product is on sale; with variants, the compare-at price of
     * its cheapest variant (docs/prices.md#sale-prices).
     */
    compareAtCents: integer('compare_at_cents'),
    /**
     * While on sale, the lowest price of the 30 days before the current reduction began, from
     * `price_changes`, worked out when a save changes the price or the sale; null off sale. Kept
     * on the row so catalogue reads never read the history.
     */
    lowestPrice30dCents: integer('lowest_price_30d_cents'),
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
     * units sold since the edit form was opened never come back (docs/catalogue.md).
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
    check(
      'products_compare_at_above_price',
      sql`${table.compareAtCents} IS NULL OR ${table.compareAtCents} > ${table.priceCents}`,
    ),
    check('products_rating_range', sql`${table.rating} >= 0 AND ${table.rating} <= 5`),
    // MAX_PRODUCT_IMAGES photos in all, `image` being the first.
    check('products_more_images_count', sql`cardinality(${table.moreImages}) <= 9`),
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
    // docs/performance/catalogue-queries.md).
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
    // A category's products by rating (the spec filters' usual sort): without it the planner walks
    // the whole catalogue's rating index and reads every other category's rows on the way
    // (docs/performance/catalogue-queries.md).
    index('products_category_top_rated_published')
      .on(
        table.category,
        table.rating.desc(),
        table.numReviews.desc(),
        table.createdAt.desc(),
        table.id.desc(),
      )
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
    /** Taken down by staff: not shown, not counted in the product's rating (docs/staff.md). */
    hidden: boolean('hidden').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    unique('reviews_one_per_user').on(table.productId, table.userId),
    check('reviews_rating_range', sql`${table.rating} BETWEEN 1 AND 5`),
    index('reviews_product').on(table.productId, table.createdAt),
    index('reviews_newest').on(table.createdAt, table.id),
  ],
);

/** A shopper's report of a review, once each; reported reviews come first in moderation. */
export const reviewReports = pgTable(
  'review_reports',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.reviewId, table.userId] }),
    index('review_reports_user').on(table.userId),
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
 * products holding one (docs/performance/catalogue-queries.md).
 */
export const searchChunks = pgTable('search_chunks', { chunk: text('chunk').primaryKey() }, (table) => [
  index('search_chunks_trgm').using('gin', table.chunk.op('gin_trgm_ops')),
]);

/**
 * One row: moves whenever the plain catalogue list's membership or order changes (a product added,
 * deleted, published, unpublished or re-dated; never stock, price or rating), by a trigger in
 * migration 0012, so each instance can tell whether its page anchors still hold
 * (docs/catalogue.md).
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: integer('id').primaryKey(),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (table) => [check('catalogue_version_single_row', sql`${table.id} = 1`)],
);
