import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Db, products } from '../db/index.ts';
import { findVariantsById, type VariantRecord } from '../catalogue/index.ts';

/** A product as the sold-out fast path reads it off the shelf. */
export interface ShelfProduct {
  id: string;
  name: string;
  countInStock: number;
  hasVariants: boolean;
}

/** The shelf's rows for some products and variants (drafts are not on the shelf). */
export interface ShelfRows {
  products: readonly ShelfProduct[];
  variants: readonly VariantRecord[];
}

export type ReadShelf = (productIds: readonly string[], variantIds: readonly string[]) => Promise<ShelfRows>;

/** One read of the shelf: the products' own stock, whether they have variants, and the variants'. */
export async function readShelfRows(
  db: Db,
  productIds: readonly string[],
  variantIds: readonly string[],
): Promise<ShelfRows> {
  const shelf = await db
    .select({
      id: products.id,
      name: products.name,
      countInStock: products.countInStock,
      hasVariants: sql<boolean>`EXISTS (SELECT 1 FROM product_variants AS v WHERE v.product_id = ${products.id})`,
    })
    .from(products)
    .where(and(inArray(products.id, [...productIds]), eq(products.isDraft, false)));
  return { products: shelf, variants: await findVariantsById(db, variantIds) };
}

/**
 * Shelf reads asked for in the same turn of the event loop share one read (docs/performance/flash.md).
 * When the last unit of a rush is sold, every order waiting for it is woken at once and each reads
 * the shelf again; on the embedded database, which runs one statement at a time, those hundreds
 * of identical reads queued behind one another, and so did everything else.
 *
 * A read is sent only once the turn in which it was first asked for has ended, and covers every
 * product and variant asked for until then; a read asked for after it was sent waits for the next
 * one. So every order still reads the shelf after it asked, as it did with a read of its own.
 */
export function batchShelfReads(read: ReadShelf): ReadShelf {
  let open: { productIds: Set<string>; variantIds: Set<string>; rows: Promise<ShelfRows> } | undefined;
  return (productIds, variantIds) => {
    if (!open) {
      const batch = { productIds: new Set<string>(), variantIds: new Set<string>() };
      const rows = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        open = undefined;
        return read([...batch.productIds], [...batch.variantIds]);
      });
      open = { ...batch, rows };
    }
    for (const id of productIds) open.productIds.add(id);
    for (const id of variantIds) open.variantIds.add(id);
    return open.rows;
  };
}
