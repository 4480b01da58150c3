import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { type Db, orderItems, orders, products, reviewReports, reviews, users } from '../db/index.ts';
import { published } from '../catalogue/index.ts';

/**
 * Locks a published product until the transaction ends. Reviews of one product are thus written
 * one after another, and each recomputation sees every review committed before it; the product
 * also cannot be deleted halfway through.
 */
export async function lockPublished(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, id), published))
    .for('update');
  return rows.length > 0;
}

/** Whether the user has an order for this product that was paid (or since delivered). */
export async function hasPaidOrderFor(db: Db, userId: string, productId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orderItems.productId, productId),
        inArray(orders.status, ['paid', 'shipped', 'delivered']),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertReview(
  db: Db,
  values: {
    productId: string;
    userId: string;
    name: string;
    rating: number;
    comment: string;
    verifiedPurchase: boolean;
  },
): Promise<void> {
  await db.insert(reviews).values(values);
}

/**
 * The products a user has reviewed: their ratings change if that user's reviews go. The user's row
 * is locked first (FOR UPDATE, which a review's KEY SHARE lock on its author waits for), so no
 * review by this user can land until the transaction ends and the list stays complete; the
 * products are locked after, when their ratings are recomputed (lock order: user, then products).
 */
export async function productIdsReviewedBy(db: Db, userId: string): Promise<string[]> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const rows = await db.select({ id: reviews.productId }).from(reviews).where(eq(reviews.userId, userId));
  return rows.map((row) => row.id);
}

/** Sets rating and review count from the reviews shown (hidden ones count for nothing); run in the transaction that changed them. */
export async function recomputeRatings(db: Db, productIds: readonly string[]): Promise<void> {
  if (productIds.length === 0) return;
  const ids = sql.join(
    productIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  // Locked first, in id order and in a statement of its own: the UPDATE then starts after every
  // other change to these products' reviews has committed and counts them all. (An UPDATE that
  // only waits for a row lock keeps counting with the snapshot it started with.)
  await db.execute(sql`SELECT id FROM products WHERE id IN (${ids}) ORDER BY id FOR UPDATE`);
  await db.execute(sql`
    UPDATE products AS p SET
      rating = COALESCE((SELECT avg(r.rating)::float8 FROM reviews r WHERE r.product_id = p.id AND NOT r.hidden), 0),
      num_reviews = (SELECT count(*)::int FROM reviews r WHERE r.product_id = p.id AND NOT r.hidden)
    WHERE p.id IN (${ids})`);
}

/**
 * Locks the product a review belongs to (any product, draft or not) and returns its id, or
 * undefined when the review is gone. The product first, then the review: the order a review's
 * author deletion takes them in too, so moderation and deletions never wait on each other in a
 * cycle, and the recount that follows sees every other change to the product's reviews.
 */
export async function lockReviewedProduct(db: Db, reviewId: string): Promise<string | undefined> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(
      sql`${products.id} = (SELECT ${reviews.productId} FROM ${reviews} WHERE ${reviews.id} = ${reviewId})`,
    )
    .for('update');
  return rows[0]?.id;
}

/** A review as the audit log keeps it (docs/staff.md#the-audit-log). */
export async function reviewForAudit(db: Db, reviewId: string) {
  const [row] = await db
    .select({
      product: reviews.productId,
      user: reviews.userId,
      name: reviews.name,
      rating: reviews.rating,
      comment: reviews.comment,
      hidden: reviews.hidden,
    })
    .from(reviews)
    .where(eq(reviews.id, reviewId));
  return row;
}

export async function setHidden(
  db: Db,
  reviewId: string,
  productId: string,
  hidden: boolean,
): Promise<boolean> {
  const rows = await db
    .update(reviews)
    .set({ hidden })
    .where(and(eq(reviews.id, reviewId), eq(reviews.productId, productId)))
    .returning({ id: reviews.id });
  return rows.length > 0;
}

export async function deleteReview(db: Db, reviewId: string, productId: string): Promise<boolean> {
  const rows = await db
    .delete(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.productId, productId)))
    .returning({ id: reviews.id });
  return rows.length > 0;
}

const reportCount = sql<number>`(SELECT count(*)::int FROM ${reviewReports} WHERE ${reviewReports.reviewId} = ${reviews.id})`;

/** One page of reviews for moderation: most reported first, then newest first. */
export async function moderationPage(
  db: Db,
  page: { rating: number | undefined; productId: string | undefined; limit: number; offset: number },
) {
  const filters: SQL[] = [];
  if (page.rating !== undefined) filters.push(eq(reviews.rating, page.rating));
  if (page.productId !== undefined) filters.push(eq(reviews.productId, page.productId));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const rows = await db
    .select({
      id: reviews.id,
      productId: reviews.productId,
      productName: products.name,
      name: reviews.name,
      userId: reviews.userId,
      rating: reviews.rating,
      comment: reviews.comment,
      verifiedPurchase: reviews.verifiedPurchase,
      hidden: reviews.hidden,
      reports: reportCount,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(where)
    .orderBy(desc(reportCount), desc(reviews.createdAt), desc(reviews.id))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await db.select({ total: count() }).from(reviews).where(where);
  return { rows, total: counted?.total ?? 0 };
}

/** Whether a shown review of this product exists (what a shopper can report). */
export async function isShownReviewOf(db: Db, reviewId: string, productId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.productId, productId), eq(reviews.hidden, false)));
  return row !== undefined;
}

/** A shopper's report, once each: false when this shopper had reported it already. */
export async function insertReport(db: Db, reviewId: string, userId: string): Promise<boolean> {
  const rows = await db
    .insert(reviewReports)
    .values({ reviewId, userId })
    .onConflictDoNothing()
    .returning({ id: reviewReports.reviewId });
  return rows.length > 0;
}
