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
 * How many products and variants one read may name at most. An order names up to 50 of each, so
 * a moment with many large orders is read in several reads rather than one whose parameters
 * PostgreSQL would refuse (65 535 at most), failing every order that shared it.
 */
export const MAX_IDS_PER_READ = 1000;

/**
 * Shelf reads asked for in the same turn of the event loop share one read (docs/performance/flash.md).
 * When the last unit of a rush is sold, every order waiting for it is woken at once and each reads
 * the shelf again; on the embedded database, which runs one statement at a time, those hundreds
 * of identical reads queued behind one another, and so did everything else.
 *
 * A read is sent only once the turn in which it was first asked for has ended, and covers every
 * product and variant asked for until then (up to `maxIds`; past that, another read starts); a
 * read asked for after it was sent waits for the next one. So every order still reads the shelf
 * after it asked, as it did with a read of its own.
 */
export function batchShelfReads(read: ReadShelf, maxIds = MAX_IDS_PER_READ): ReadShelf {
  interface Batch {
    productIds: Set<string>;
    variantIds: Set<string>;
    rows: Promise<ShelfRows>;
  }
  let open: Batch | undefined;
  const fits = (batch: Batch, productIds: readonly string[], variantIds: readonly string[]) =>
    batch.productIds.size + batch.variantIds.size + productIds.length + variantIds.length <= maxIds;
  const newBatch = (): Batch => {
    const ids = { productIds: new Set<string>(), variantIds: new Set<string>() };
    const rows = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      // Closed before it is sent; a batch opened since (this one was full) stays open.
      if (open?.productIds === ids.productIds) open = undefined;
      return read([...ids.productIds], [...ids.variantIds]);
    });
    return { ...ids, rows };
  };
  return (productIds, variantIds) => {
    if (!open || !fits(open, productIds, variantIds)) open = newBatch();
    for (const id of productIds) open.productIds.add(id);
    for (const id of variantIds) open.variantIds.add(id);
    return open.rows;
  };
}
