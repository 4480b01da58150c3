import { and, desc, eq } from 'drizzle-orm';
import { type Db, products, wishlistItems } from '../db/index.ts';
import { published, summaryColumns, type ProductRecord } from '../catalogue/index.ts';

/** The user's saved products that shoppers can see, most recently saved first. */
export function listSaved(db: Db, userId: string): Promise<ProductRecord[]> {
  return db
    .select(summaryColumns)
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .where(and(eq(wishlistItems.userId, userId), published))
    .orderBy(desc(wishlistItems.createdAt), desc(products.id));
}

/**
 * Saves a published product; false when there is no such product. A second save of the same
 * product changes nothing (the primary key decides, so parallel saves cannot make two rows); a
 * product deleted between the read and the write is refused by the foreign key.
 */
export async function save(db: Db, userId: string, productId: string): Promise<boolean> {
  const [found] = await db
    .select({ priceCents: products.priceCents })
    .from(products)
    .where(and(eq(products.id, productId), published));
  if (!found) return false;
  // The price seen now is what a later price-drop mail compares with; saving again keeps the first.
  await db
    .insert(wishlistItems)
    .values({ userId, productId, seenPriceCents: found.priceCents })
    .onConflictDoNothing();
  return true;
}

export async function remove(db: Db, userId: string, productId: string): Promise<void> {
  await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
}
