import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

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
    /** A product made by "Create Product" stays hidden from shoppers until an admin saves it. */
    isDraft: boolean('is_draft').notNull().default(true),
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
 * Throttling counters (failed sign-ins, registrations) kept in the database so every app
 * instance behind a load balancer shares them. One row per bucket, reused when its window ends.
 */
export const rateLimits = pgTable('rate_limits', {
  bucket: text('bucket').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true, mode: 'date' }).notNull(),
});
