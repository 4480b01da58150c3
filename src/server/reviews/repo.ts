import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Db, orderItems, orders, products, reviews, users } from '../db/index.ts';
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

/** Sets rating and review count from the reviews themselves; run in the transaction that changed them. */
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
      rating = COALESCE((SELECT avg(r.rating)::float8 FROM reviews r WHERE r.product_id = p.id), 0),
      num_reviews = (SELECT count(*)::int FROM reviews r WHERE r.product_id = p.id)
    WHERE p.id IN (${ids})`);
}
