import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { type Db, cartLines, products, productVariants } from '../db/index.ts';
import { published } from '../catalogue/index.ts';

export interface StoredLine {
  productId: string;
  variantId: string | null;
  qty: number;
}

export interface CartLineRecord extends StoredLine {
  name: string;
  image: string;
  priceCents: number;
  countInStock: number;
  sku: string | null;
  optionValues: string[] | null;
}

/**
 * Stock of those of `ids` that shoppers can buy now (published, at least one unit), each of those
 * rows locked (KEY SHARE) until the transaction ends, in ascending id order: none of them can be
 * deleted before the lines naming them are written. Taken before the cart's lines, in the lock
 * order (user, products, then the rows that hang off them): a product's deletion locks the product
 * first and then deletes its cart lines, so the two meet on the product and one waits for the
 * other (docs/orders-and-payments.md). Orders' stock updates do not wait for this lock.
 */
export async function lockBuyable(db: Db, ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, countInStock: products.countInStock })
    .from(products)
    .where(and(inArray(products.id, [...ids]), published, gt(products.countInStock, 0)))
    .orderBy(asc(products.id))
    .for('key share');
  return new Map(rows.map((row) => [row.id, row.countInStock]));
}

/** The whole cart is replaced: what is not in `lines` is gone, in the order given. */
export async function replaceLines(db: Db, userId: string, lines: readonly StoredLine[]): Promise<void> {
  await db.delete(cartLines).where(eq(cartLines.userId, userId));
  if (lines.length === 0) return;
  await db.insert(cartLines).values(
    lines.map((line, position) => ({
      userId,
      productId: line.productId,
      variantId: line.variantId,
      qty: line.qty,
      position,
    })),
  );
}

/**
 * The lines whose product (or variant) shoppers can buy now, with its current name, price and
 * stock: a variant's own price and stock. A line without a variant for a product that has gained
 * variants since cannot be bought as it is, and is left out.
 */
export function readBuyableLines(db: Db, userId: string): Promise<CartLineRecord[]> {
  const hasVariants = sql`EXISTS (SELECT 1 FROM ${productVariants} AS v WHERE v.product_id = ${products.id})`;
  return db
    .select({
      productId: cartLines.productId,
      variantId: cartLines.variantId,
      qty: cartLines.qty,
      name: products.name,
      image: sql<string>`coalesce(${productVariants.image}, ${products.image})`,
      priceCents: sql<number>`coalesce(${productVariants.priceCents}, ${products.priceCents})`,
      countInStock: sql<number>`coalesce(${productVariants.countInStock}, ${products.countInStock})`,
      sku: productVariants.sku,
      optionValues: productVariants.optionValues,
    })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .leftJoin(productVariants, eq(productVariants.id, cartLines.variantId))
    .where(
      and(
        eq(cartLines.userId, userId),
        published,
        or(
          and(isNull(cartLines.variantId), gt(products.countInStock, 0), sql`NOT ${hasVariants}`),
          gt(productVariants.countInStock, 0),
        ),
      ),
    )
    .orderBy(asc(cartLines.position));
}
