import { priceToCents } from '../../contract/product-rules.ts';
import type { ImportRow } from './import-rows.ts';
import type { CatalogueProduct, CatalogueVariant } from './repo.ts';

/** The product's own text fields, which every row of a product with variants repeats. */
export const SHARED_FIELDS = ['name', 'brand', 'category', 'description', 'image'] as const;

/**
 * Whether saving this row would change what is stored: its product's fields, and its variant's
 * price and stock, or the product's own where it has no variants. A file of unchanged rows (an
 * export imported back) writes nothing, moves no version and leaves no audit entry.
 */
export function rowChanges(
  row: ImportRow,
  product: CatalogueProduct,
  variant: CatalogueVariant | undefined,
): boolean {
  if (SHARED_FIELDS.some((field) => row.fields[field] !== product[field])) return true;
  const stored = variant ?? product;
  return (
    priceToCents(row.fields.price) !== stored.priceCents || row.fields.countInStock !== stored.countInStock
  );
}
