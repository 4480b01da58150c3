import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orderItems, orders, products, reviews } from '../db/schema.ts';
import { published } from '../catalogue/product-rows.ts';

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
        inArray(orders.status, ['paid', 'delivered']),
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
