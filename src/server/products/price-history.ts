import { and, asc, desc, eq } from 'drizzle-orm';
import { toDollars } from '../../contract/pricing.ts';
import type { PriceChange } from '../../contract/products.ts';
import type { AuditActor } from '../audit/index.ts';
import { type Db, priceChanges, products, productVariants } from '../db/index.ts';
import { lowestPrice30d, type PricePoint } from './lowest-price.ts';

// The price history of products and variants (docs/prices.md#sale-prices). Every save path calls
// `pricesOf` before it writes and `recordPriceChanges` after, in its own transaction: whatever
// changed a price or a sale gets its row, and the rows' `lowest_price_30d_cents` is worked out
// again there, so catalogue reads never read the history.

interface Priced {
  priceCents: number;
  compareAtCents: number | null;
  lowestPrice30dCents: number | null;
}

export interface ProductPrices {
  /** Undefined: a draft, which had no price shoppers could see. */
  product: Priced | undefined;
  variants: Map<string, Priced & { sku: string }>;
}

/** The product's and its variants' prices as they are in `tx` now (the caller holds the product's row). */
export async function pricesOf(tx: Db, productId: string): Promise<ProductPrices> {
  const [row] = await tx
    .select({
      priceCents: products.priceCents,
      compareAtCents: products.compareAtCents,
      lowestPrice30dCents: products.lowestPrice30dCents,
      isDraft: products.isDraft,
    })
    .from(products)
    .where(eq(products.id, productId));
  const variants = await tx
    .select({
      id: productVariants.id,
      sku: productVariants.sku,
      priceCents: productVariants.priceCents,
      compareAtCents: productVariants.compareAtCents,
      lowestPrice30dCents: productVariants.lowestPrice30dCents,
    })
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  return {
    product: row && !row.isDraft ? row : undefined,
    variants: new Map(variants.map(({ id, ...variant }) => [id, variant])),
  };
}

/**
 * With variants, the product is on sale as its cheapest variant is (its price is theirs, kept by
 * the `product_variants_derive` trigger): the highest compare-at price among the variants at the
 * product's price. Written here, after the variants, so the product's price is already theirs.
 */
async function deriveProductSale(tx: Db, productId: string, prices: ProductPrices): Promise<void> {
  if (prices.variants.size === 0) return;
  const lowest = Math.min(...[...prices.variants.values()].map((variant) => variant.priceCents));
  const compareAts = [...prices.variants.values()].flatMap((variant) =>
    variant.priceCents === lowest && variant.compareAtCents !== null ? [variant.compareAtCents] : [],
  );
  const compareAtCents = compareAts.length > 0 ? Math.max(...compareAts) : null;
  await tx.update(products).set({ compareAtCents }).where(eq(products.id, productId));
  if (prices.product) prices.product.compareAtCents = compareAtCents;
}

function changed(before: Priced | undefined, after: Priced): boolean {
  // The lowest price is worked out from these rows, never a change of its own.
  return before?.priceCents !== after.priceCents || before.compareAtCents !== after.compareAtCents;
}

/**
 * Records, in the save's transaction `tx`, each price or sale `before` → now changed (the product's
 * own row included), at `at`, by `actor`; then works out again the `lowest_price_30d_cents` of the
 * product and of each variant. New variants have no old price; deleted ones get no row.
 */
export async function recordPriceChanges(
  tx: Db,
  productId: string,
  before: ProductPrices,
  change: { actor: AuditActor; at: Date },
): Promise<void> {
  const after = await pricesOf(tx, productId);
  await deriveProductSale(tx, productId, after);
  const by = { changedAt: change.at, changedById: change.actor.id, changedByName: change.actor.name };
  const rows: (typeof priceChanges.$inferInsert)[] = [];
  if (after.product && changed(before.product, after.product)) {
    const { priceCents, compareAtCents } = after.product;
    const oldCents = before.product?.priceCents ?? null;
    rows.push({ productId, oldCents, newCents: priceCents, compareAtCents, ...by });
  }
  for (const [variantId, variant] of after.variants) {
    const old = before.variants.get(variantId);
    if (!changed(old, variant)) continue;
    rows.push({
      productId,
      variantId,
      sku: variant.sku,
      oldCents: old?.priceCents ?? null,
      newCents: variant.priceCents,
      compareAtCents: variant.compareAtCents,
      ...by,
    });
  }
  if (rows.length > 0) await tx.insert(priceChanges).values(rows);
  await keepLowestPrices(tx, productId, after);
}

async function historyOf(tx: Db, productId: string) {
  return tx
    .select()
    .from(priceChanges)
    .where(eq(priceChanges.productId, productId))
    .orderBy(asc(priceChanges.changedAt), asc(priceChanges.id));
}

/** Writes each row's lowest price of the 30 days before its reduction, where it moved. */
async function keepLowestPrices(tx: Db, productId: string, prices: ProductPrices): Promise<void> {
  const history = await historyOf(tx, productId);
  const pointsOf = (variantId: string | null): PricePoint[] =>
    history
      .filter((row) => row.variantId === variantId)
      .map((row) => ({
        at: row.changedAt,
        oldCents: row.oldCents,
        newCents: row.newCents,
        compareAtCents: row.compareAtCents,
      }));
  const product = prices.product;
  const lowest = product?.compareAtCents == null ? null : lowestPrice30d(pointsOf(null));
  if (product && lowest !== product.lowestPrice30dCents) {
    await tx.update(products).set({ lowestPrice30dCents: lowest }).where(eq(products.id, productId));
  }
  for (const [variantId, variant] of prices.variants) {
    const lowest = variant.compareAtCents === null ? null : lowestPrice30d(pointsOf(variantId));
    if (lowest === variant.lowestPrice30dCents) continue;
    await tx
      .update(productVariants)
      .set({ lowestPrice30dCents: lowest })
      .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)));
  }
}

/** The history the admin's edit screen shows, newest first. */
export async function priceHistory(db: Db, productId: string): Promise<PriceChange[]> {
  const rows = await db
    .select()
    .from(priceChanges)
    .where(eq(priceChanges.productId, productId))
    .orderBy(desc(priceChanges.changedAt), desc(priceChanges.id));
  return rows.map((row) => ({
    variant: row.variantId === null ? null : { _id: row.variantId, sku: row.sku ?? '' },
    oldPrice: row.oldCents === null ? null : toDollars(row.oldCents),
    newPrice: toDollars(row.newCents),
    compareAtPrice: row.compareAtCents === null ? null : toDollars(row.compareAtCents),
    changedAt: row.changedAt.toISOString(),
    changedBy: row.changedByName,
  }));
}
