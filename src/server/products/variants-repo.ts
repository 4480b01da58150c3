import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { type Db, productOptions, products, productVariants } from '../db/index.ts';
import type { VariantsInput } from './variant-rules.ts';

/** Writes a product's options and variants for an admin's save (docs/catalogue.md#variants). */

export async function variantIdsOf(db: Db, productId: string): Promise<string[]> {
  const rows = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  return rows.map((row) => row.id);
}

/**
 * Replaces the product's options and variants with `input`: variants not named are deleted, named
 * ones updated, new ones inserted. The caller holds the product's row (its save came first), and
 * has checked that every named id is one of the product's. Kept variants first take placeholder
 * skus and combinations, so two of them can swap theirs within one save without meeting the
 * unique indexes half-way. Each variant written re-derives the product's price and stock
 * (migration 0018).
 */
export async function replaceVariants(db: Db, productId: string, input: VariantsInput): Promise<void> {
  const kept = input.variants.flatMap((variant) => (variant.id === undefined ? [] : [variant.id]));
  const ofProduct = eq(productVariants.productId, productId);
  await db
    .delete(productVariants)
    .where(kept.length === 0 ? ofProduct : and(ofProduct, notInArray(productVariants.id, kept)));
  if (kept.length > 0) {
    await db
      .update(productVariants)
      .set({
        sku: sql`'~' || ${productVariants.id}::text`,
        optionValues: sql`ARRAY[${productVariants.id}::text]`,
      })
      .where(and(ofProduct, inArray(productVariants.id, kept)));
  }
  for (const [position, variant] of input.variants.entries()) {
    const values = {
      sku: variant.sku,
      optionValues: variant.optionValues,
      priceCents: variant.priceCents,
      countInStock: variant.countInStock,
      image: variant.image,
      position,
    };
    if (variant.id === undefined) {
      await db
        .insert(productVariants)
        .values({ ...values, compareAtCents: variant.compareAtCents ?? null, productId });
    } else {
      // Not sent: the variant's sale stays while its compare-at price is still above the new price.
      const kept = sql`CASE WHEN ${productVariants.compareAtCents} > ${variant.priceCents} THEN ${productVariants.compareAtCents} END`;
      await db
        .update(productVariants)
        .set({
          ...values,
          compareAtCents: variant.compareAtCents === undefined ? kept : variant.compareAtCents,
        })
        .where(and(ofProduct, eq(productVariants.id, variant.id)));
    }
  }
  await db.delete(productOptions).where(eq(productOptions.productId, productId));
  if (input.options.length > 0) {
    await db
      .insert(productOptions)
      .values(input.options.map((option, position) => ({ productId, position, ...option })));
  }
}

/** Which of `skus` another product's variant already uses, letter case aside. */
export async function skusTakenElsewhere(
  db: Db,
  productId: string | undefined,
  skus: readonly string[],
): Promise<string[]> {
  if (skus.length === 0) return [];
  const lower = skus.map((sku) => sku.toLowerCase());
  const rows = await db
    .select({ sku: productVariants.sku })
    .from(productVariants)
    .where(
      and(
        productId === undefined ? undefined : sql`${productVariants.productId} <> ${productId}`,
        inArray(sql`lower(${productVariants.sku})`, lower),
      ),
    );
  return rows.map((row) => row.sku);
}

/** Holds the product's row until the transaction ends, so its variants cannot change meanwhile. */
export async function lockProduct(db: Db, productId: string): Promise<void> {
  await db.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('no key update');
}
