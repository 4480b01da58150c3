import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Db, products, productVariants } from '../db/index.ts';

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
  /** What an offer's scope names (docs/prices.md#coupons-and-promotions). */
  category: string;
  brand: string;
}

export interface StockLine {
  /** Null once the product was deleted: nothing to put back. */
  productId: string | null;
  /** The variant the units came from, for a product with variants. */
  variantId?: string | null;
  qty: number;
}

/** Ascending by product, then variant: the order every stock writer takes rows in. */
export function compareLines(
  a: { productId: string; variantId?: string | null },
  b: { productId: string; variantId?: string | null },
): number {
  return compareIds(a.productId, b.productId) || compareIds(a.variantId ?? '', b.variantId ?? '');
}

/**
 * The product's row first, then its variant's: a variant's stock write moves the product's
 * figures through a trigger (migration 0018), so taking the product's row first keeps every
 * stock writer in one lock order (docs/orders-and-payments.md).
 */
async function lockProductRow(db: Db, productId: string): Promise<void> {
  await db.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('no key update');
}

/** Published products by id: drafts cannot be ordered. */
export async function findOrderableProducts(db: Db, ids: readonly string[]): Promise<OrderableProduct[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: products.id,
      name: products.name,
      image: products.image,
      priceCents: products.priceCents,
      category: products.category,
      brand: products.brand,
    })
    .from(products)
    .where(and(inArray(products.id, [...ids]), eq(products.isDraft, false)));
}

/**
 * Takes `qty` units from stock only if that many are there, in one statement: two orders racing
 * for the last units cannot both get them. The CHECK constraint is the backstop. Callers reserve
 * the lines of one order in ascending product id order.
 */
export async function reserveStock(db: Db, productId: string, qty: number): Promise<boolean> {
  // A product with variants keeps its stock in them: its own figure is their sum, never taken from.
  const rows = await db
    .update(products)
    .set({ countInStock: sql`${products.countInStock} - ${qty}` })
    .where(
      and(
        eq(products.id, productId),
        sql`${products.countInStock} >= ${qty}`,
        sql`NOT EXISTS (SELECT 1 FROM product_variants AS v WHERE v.product_id = products.id)`,
      ),
    )
    .returning({ id: products.id });
  return rows.length === 1;
}

/** As reserveStock, for one variant of the product: the product's figures follow by trigger. */
export async function reserveVariantStock(
  db: Db,
  productId: string,
  variantId: string,
  qty: number,
): Promise<boolean> {
  await lockProductRow(db, productId);
  const rows = await db
    .update(productVariants)
    .set({ countInStock: sql`${productVariants.countInStock} - ${qty}` })
    .where(
      and(
        eq(productVariants.id, variantId),
        eq(productVariants.productId, productId),
        sql`${productVariants.countInStock} >= ${qty}`,
      ),
    )
    .returning({ id: productVariants.id });
  return rows.length === 1;
}

export async function currentVariantStock(db: Db, variantId: string): Promise<number> {
  const [row] = await db
    .select({ countInStock: productVariants.countInStock })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  return row?.countInStock ?? 0;
}

export async function currentStock(db: Db, productId: string): Promise<number> {
  const [row] = await db
    .select({ countInStock: products.countInStock })
    .from(products)
    .where(eq(products.id, productId));
  return row?.countInStock ?? 0;
}

/**
 * Puts units back on the shelf, in ascending product id order, for products that still exist: to
 * the variant they came from, while it exists (the product's figures follow by trigger).
 */
export async function releaseStock(db: Db, lines: readonly StockLine[]): Promise<void> {
  const back = lines
    .filter((line): line is StockLine & { productId: string } => line.productId !== null)
    .sort(compareLines);
  for (const line of back) {
    if (line.variantId) {
      await lockProductRow(db, line.productId);
      await db
        .update(productVariants)
        .set({ countInStock: sql`${productVariants.countInStock} + ${line.qty}` })
        .where(and(eq(productVariants.id, line.variantId), eq(productVariants.productId, line.productId)));
      continue;
    }
    await db
      .update(products)
      .set({ countInStock: sql`${products.countInStock} + ${line.qty}` })
      .where(eq(products.id, line.productId));
  }
}
