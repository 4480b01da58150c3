import { asc, gt, inArray, sql } from 'drizzle-orm';
import { type Db, productOptions, products, productVariants } from '../db/index.ts';

// The catalogue file's reads: products a page at a time by id, and their options and variants,
// each a few queries for a whole page rather than one per product.

export interface CatalogueProduct {
  id: string;
  version: number;
  isDraft: boolean;
  name: string;
  brand: string;
  category: string;
  description: string;
  image: string;
  priceCents: number;
  countInStock: number;
}

export interface CatalogueVariant {
  id: string;
  productId: string;
  sku: string;
  optionValues: string[];
  priceCents: number;
  countInStock: number;
  image: string | null;
}

export interface CatalogueOption {
  productId: string;
  name: string;
  values: string[];
}

const productColumns = {
  id: products.id,
  version: products.version,
  isDraft: products.isDraft,
  name: products.name,
  brand: products.brand,
  category: products.category,
  description: products.description,
  image: products.image,
  priceCents: products.priceCents,
  countInStock: products.countInStock,
};

const variantColumns = {
  id: productVariants.id,
  productId: productVariants.productId,
  sku: productVariants.sku,
  optionValues: productVariants.optionValues,
  priceCents: productVariants.priceCents,
  countInStock: productVariants.countInStock,
  image: productVariants.image,
};

/** The next `limit` products after `afterId` in id order: the export's pages, steady under writes. */
export function productsAfter(
  db: Db,
  afterId: string | undefined,
  limit: number,
): Promise<CatalogueProduct[]> {
  return db
    .select(productColumns)
    .from(products)
    .where(afterId === undefined ? undefined : gt(products.id, afterId))
    .orderBy(asc(products.id))
    .limit(limit);
}

export function productsByIds(db: Db, ids: readonly string[]): Promise<CatalogueProduct[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(productColumns)
    .from(products)
    .where(inArray(products.id, [...ids]));
}

/** These products' variants, each product's in the order its admin listed them. */
export function variantsOf(db: Db, productIds: readonly string[]): Promise<CatalogueVariant[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .select(variantColumns)
    .from(productVariants)
    .where(inArray(productVariants.productId, [...productIds]))
    .orderBy(asc(productVariants.productId), asc(productVariants.position), asc(productVariants.id));
}

/** The variants holding these skus, letter case aside (a sku is unique that way). */
export function variantsBySku(db: Db, skus: readonly string[]): Promise<CatalogueVariant[]> {
  if (skus.length === 0) return Promise.resolve([]);
  return db
    .select(variantColumns)
    .from(productVariants)
    .where(
      inArray(
        sql`lower(${productVariants.sku})`,
        skus.map((sku) => sku.toLowerCase()),
      ),
    );
}

export function optionsOf(db: Db, productIds: readonly string[]): Promise<CatalogueOption[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .select({ productId: productOptions.productId, name: productOptions.name, values: productOptions.values })
    .from(productOptions)
    .where(inArray(productOptions.productId, [...productIds]))
    .orderBy(asc(productOptions.productId), asc(productOptions.position));
}

/** Each product's items, by product id, in the order they came. */
export function byProduct<T extends { productId: string }>(items: readonly T[]): Map<string, T[]> {
  const grouped = new Map<string, T[]>();
  for (const item of items) {
    const list = grouped.get(item.productId);
    if (list) list.push(item);
    else grouped.set(item.productId, [item]);
  }
  return grouped;
}
