import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Db, products } from '../db/index.ts';
import { findVariantsById, type VariantRecord } from '../catalogue/index.ts';
import { MAX_KEYS_PER_READ, readTogether } from '../reads-together.ts';

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

/** A product or a variant whose stock an order asks about. */
type ShelfKey = { product: string } | { variant: string };

/**
 * Shelf reads asked for in the same turn of the event loop share one read (`readTogether`,
 * docs/performance/flash.md). When the last unit of a rush is sold, every order waiting for it is
 * woken at once and each reads the shelf again; on the embedded database, which runs one statement
 * at a time, those hundreds of identical reads queued behind one another, and so did everything
 * else. Every order still reads the shelf after it asked, as it did with a read of its own.
 */
export function batchShelfReads(read: ReadShelf, maxIds = MAX_KEYS_PER_READ): ReadShelf {
  const readBatch = readTogether(
    (keys: readonly ShelfKey[]) =>
      read(
        keys.flatMap((key) => ('product' in key ? [key.product] : [])),
        keys.flatMap((key) => ('variant' in key ? [key.variant] : [])),
      ),
    (key) => ('product' in key ? `product ${key.product}` : `variant ${key.variant}`),
    maxIds,
  );
  return (productIds, variantIds) =>
    readBatch([...productIds.map((product) => ({ product })), ...variantIds.map((variant) => ({ variant }))]);
}
