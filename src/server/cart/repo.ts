import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { cartLines, products, users } from '../db/schema.ts';
import { published } from '../products/repo.ts';

export interface StoredLine {
  productId: string;
  qty: number;
}

export interface CartLineRecord extends StoredLine {
  name: string;
  image: string;
  priceCents: number;
  countInStock: number;
}

/**
 * Locks the owner's row until the transaction ends, so two saves of one cart run one after the
 * other (the user row first, as everywhere: docs/decisions/0018-user-row-lock-first.md). NO KEY
 * UPDATE leaves the lines' foreign keys free to be checked. False when the user no longer exists.
 */
export async function lockOwner(db: Db, userId: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  return rows.length > 0;
}

/** Stock of those of `ids` that shoppers can buy now (published, at least one unit). */
export async function stockOfBuyable(db: Db, ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, countInStock: products.countInStock })
    .from(products)
    .where(and(inArray(products.id, [...ids]), published, gt(products.countInStock, 0)));
  return new Map(rows.map((row) => [row.id, row.countInStock]));
}

/** The whole cart is replaced: what is not in `lines` is gone, in the order given. */
export async function replaceLines(db: Db, userId: string, lines: readonly StoredLine[]): Promise<void> {
  await db.delete(cartLines).where(eq(cartLines.userId, userId));
  if (lines.length === 0) return;
  await db
    .insert(cartLines)
    .values(lines.map((line, position) => ({ userId, productId: line.productId, qty: line.qty, position })));
}

/** The lines whose product shoppers can buy now, with its current name, price and stock. */
export function readBuyableLines(db: Db, userId: string): Promise<CartLineRecord[]> {
  return db
    .select({
      productId: cartLines.productId,
      qty: cartLines.qty,
      name: products.name,
      image: products.image,
      priceCents: products.priceCents,
      countInStock: products.countInStock,
    })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(and(eq(cartLines.userId, userId), published, gt(products.countInStock, 0)))
    .orderBy(asc(cartLines.position));
}
