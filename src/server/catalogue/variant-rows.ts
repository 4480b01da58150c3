import { asc, eq, inArray } from 'drizzle-orm';
import { toDollars } from '../../contract/pricing.ts';
import type { ProductOption, ProductVariant } from '../../contract/products.ts';
import { type Db, productOptions, productVariants } from '../db/index.ts';
import { saleOf } from './present.ts';

// A product's options and variants as they are read: by product pages, admins, carts and orders
// (docs/catalogue.md#variants).

export interface VariantRecord {
  id: string;
  productId: string;
  sku: string;
  optionValues: string[];
  priceCents: number;
  compareAtCents: number | null;
  lowestPrice30dCents: number | null;
  countInStock: number;
  image: string | null;
}

export interface ProductVariants {
  options: ProductOption[];
  variants: VariantRecord[];
}

const variantColumns = {
  id: productVariants.id,
  productId: productVariants.productId,
  sku: productVariants.sku,
  optionValues: productVariants.optionValues,
  priceCents: productVariants.priceCents,
  compareAtCents: productVariants.compareAtCents,
  lowestPrice30dCents: productVariants.lowestPrice30dCents,
  countInStock: productVariants.countInStock,
  image: productVariants.image,
};

export async function findProductVariants(db: Db, productId: string): Promise<ProductVariants> {
  const options = await db
    .select({ name: productOptions.name, values: productOptions.values })
    .from(productOptions)
    .where(eq(productOptions.productId, productId))
    .orderBy(asc(productOptions.position));
  const variants = await db
    .select(variantColumns)
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.position), asc(productVariants.id));
  return { options, variants };
}

/** The variants of these products, without their option names: what pricing needs. */
export function findVariantRowsOf(db: Db, productIds: readonly string[]): Promise<VariantRecord[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .select(variantColumns)
    .from(productVariants)
    .where(inArray(productVariants.productId, [...productIds]));
}

/** The variants of these products, each with its product's option names in order. */
export async function findVariantsOf(
  db: Db,
  productIds: readonly string[],
): Promise<{ variants: VariantRecord[]; optionNames: Map<string, string[]> }> {
  if (productIds.length === 0) return { variants: [], optionNames: new Map() };
  const variants = await findVariantRowsOf(db, productIds);
  const options = await db
    .select({ productId: productOptions.productId, name: productOptions.name })
    .from(productOptions)
    .where(inArray(productOptions.productId, [...productIds]))
    .orderBy(asc(productOptions.productId), asc(productOptions.position));
  const optionNames = new Map<string, string[]>();
  for (const option of options) {
    optionNames.set(option.productId, [...(optionNames.get(option.productId) ?? []), option.name]);
  }
  return { variants, optionNames };
}

/** The variants of these ids that exist, whichever product they are of. */
export function findVariantsById(db: Db, ids: readonly string[]): Promise<VariantRecord[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(variantColumns)
    .from(productVariants)
    .where(inArray(productVariants.id, [...ids]));
}

/** `256 GB / Black`: how an order line, a cart line and a mail name the variant bought. */
export function variantLabel(variant: Pick<VariantRecord, 'optionValues'>): string {
  return variant.optionValues.join(' / ');
}

export function toVariant(variant: VariantRecord, optionNames: readonly string[]): ProductVariant {
  return {
    _id: variant.id,
    sku: variant.sku,
    options: Object.fromEntries(optionNames.map((name, index) => [name, variant.optionValues[index] ?? ''])),
    price: toDollars(variant.priceCents),
    ...saleOf(variant),
    countInStock: variant.countInStock,
    image: variant.image,
  };
}

/** The API's `options` and `variants`, both `[]` for a product without variants. */
export function toVariantFields(found: ProductVariants): {
  options: ProductOption[];
  variants: ProductVariant[];
} {
  const names = found.options.map((option) => option.name);
  return { options: found.options, variants: found.variants.map((variant) => toVariant(variant, names)) };
}
