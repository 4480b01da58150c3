import { and, asc, desc, eq, not } from 'drizzle-orm';
import { type Db, descending, products, reviews } from '../db/index.ts';

// What a product is when it is read: the columns an answer needs, the published ones, the order
// of the newest first, and the reads every part of the shop makes of one product.

/** Every column a response needs; the search columns stay in the database. */
export const summaryColumns = {
  id: products.id,
  name: products.name,
  image: products.image,
  brand: products.brand,
  category: products.category,
  description: products.description,
  priceCents: products.priceCents,
  maxPriceCents: products.maxPriceCents,
  compareAtCents: products.compareAtCents,
  lowestPrice30dCents: products.lowestPrice30dCents,
  countInStock: products.countInStock,
  rating: products.rating,
  numReviews: products.numReviews,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};

export interface ProductRecord {
  id: string;
  name: string;
  image: string;
  brand: string;
  category: string;
  description: string;
  priceCents: number;
  /** The highest variant price where variants differ in price (docs/catalogue.md#variants). */
  maxPriceCents: number | null;
  /** Both set while the product is on sale, both null otherwise (docs/prices.md#sale-prices). */
  compareAtCents: number | null;
  lowestPrice30dCents: number | null;
  countInStock: number;
  rating: number;
  numReviews: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface ReviewRecord {
  id: string;
  name: string;
  rating: number;
  comment: string;
  userId: string;
  verifiedPurchase: boolean;
  createdAt: Date;
}

export interface Page {
  offset: number;
  limit: number;
}

export const published = not(products.isDraft);
export const newestFirst = [descending(products.createdAt), descending(products.id)];

export function findTopRated(db: Db, limit: number): Promise<ProductRecord[]> {
  return db
    .select(summaryColumns)
    .from(products)
    .where(published)
    .orderBy(descending(products.rating), descending(products.numReviews), ...newestFirst)
    .limit(limit);
}

export async function findPublished(db: Db, id: string): Promise<ProductRecord | undefined> {
  const [row] = await db
    .select(summaryColumns)
    .from(products)
    .where(and(eq(products.id, id), published));
  return row;
}

export function findReviews(db: Db, productId: string): Promise<ReviewRecord[]> {
  return (
    db
      .select({
        id: reviews.id,
        name: reviews.name,
        rating: reviews.rating,
        comment: reviews.comment,
        userId: reviews.userId,
        verifiedPurchase: reviews.verifiedPurchase,
        createdAt: reviews.createdAt,
      })
      .from(reviews)
      // A review staff hid is not shown (docs/staff.md#review-moderation).
      .where(and(eq(reviews.productId, productId), eq(reviews.hidden, false)))
      .orderBy(desc(reviews.createdAt), asc(reviews.id))
  );
}
