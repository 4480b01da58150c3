import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Db, products } from '../db/index.ts';

/**
 * Stock moves, for orders. Every function here that writes takes product rows in ascending id
 * order, so two transactions moving stock of the same products can never wait on each other in
 * a circle (docs/orders-and-payments.md).
 */

/** Ascending by code point, the order every stock writer takes product rows in. */
export function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export interface OrderableProduct {
  id: string;
  name: string;
  image: string;
  priceCents: number;
}

export interface StockLine {
  /** Null once the product was deleted: nothing to put back. */
  productId: string | null;
  qty: number;
}

/** Published products by id: drafts cannot be ordered. */
export async function findOrderableProducts(db: Db, ids: readonly string[]): Promise<OrderableProduct[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: products.id, name: products.name, image: products.image, priceCents: products.priceCents })
    .from(products)
    .where(and(inArray(products.id, [...ids]), eq(products.isDraft, false)));
}

/**
 * Takes `qty` units from stock only if that many are there, in one statement: two orders racing
 * for the last units cannot both get them. The CHECK constraint is the backstop. Callers reserve
 * the lines of one order in ascending product id order.
 */
export async function reserveStock(db: Db, productId: string, qty: number): Promise<boolean> {
  const rows = await db
    .update(products)
    .set({ countInStock: sql`${products.countInStock} - ${qty}` })
    .where(and(eq(products.id, productId), sql`${products.countInStock} >= ${qty}`))
    .returning({ id: products.id });
  return rows.length === 1;
}

export async function currentStock(db: Db, productId: string): Promise<number> {
  const [row] = await db
    .select({ countInStock: products.countInStock })
    .from(products)
    .where(eq(products.id, productId));
  return row?.countInStock ?? 0;
}

/** Puts units back on the shelf, in ascending product id order, for products that still exist. */
export async function releaseStock(db: Db, lines: readonly StockLine[]): Promise<void> {
  const back = lines
    .filter((line): line is StockLine & { productId: string } => line.productId !== null)
    .sort((a, b) => compareIds(a.productId, b.productId));
  for (const line of back) {
    await db
      .update(products)
      .set({ countInStock: sql`${products.countInStock} + ${line.qty}` })
      .where(eq(products.id, line.productId));
  }
}
