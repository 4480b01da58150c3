import { toDollars } from '../../contract/pricing.ts';
import type { ProductBody } from '../../contract/products.ts';
import type { ProductInput } from '../../contract/product-rules.ts';
import type { ImportRow } from './import-rows.ts';
import type { CatalogueOption, CatalogueProduct, CatalogueVariant } from './repo.ts';

/** What the database holds of one product: the import's save and its undo are built from it. */
export interface StoredProduct {
  product: CatalogueProduct;
  options: readonly CatalogueOption[];
  variants: readonly CatalogueVariant[];
}

/** A variant's price and stock as a row sets them. */
type VariantChange = Pick<ProductInput, 'price' | 'countInStock'>;

/**
 * The save the edit form would send for `fields` (with `version`), the product's variants whole:
 * those a row names take its price and stock, the rest keep theirs, so a file that lists some of a
 * product's variants never deletes the others.
 */
export function productBody(
  fields: ProductInput,
  version: number | undefined,
  stored: StoredProduct | undefined,
  variantChanges: ReadonlyMap<string, VariantChange> = new Map(),
): ProductBody {
  const body: ProductBody = { ...fields, ...(version === undefined ? {} : { version }) };
  if (stored === undefined || stored.variants.length === 0) return body;
  return {
    ...body,
    options: stored.options.map(({ name, values }) => ({ name, values })),
    variants: stored.variants.map((variant) => {
      const change = variantChanges.get(variant.sku.toLowerCase());
      return {
        _id: variant.id,
        sku: variant.sku,
        options: Object.fromEntries(
          stored.options.map((option, at) => [option.name, variant.optionValues[at] ?? '']),
        ),
        price: change?.price ?? toDollars(variant.priceCents),
        countInStock: change?.countInStock ?? variant.countInStock,
        image: variant.image,
      };
    }),
  };
}

/** The save that puts a product back as it is stored now: the import's undo of its own save. */
export function storedBody(stored: StoredProduct, version: number): ProductBody {
  const { product } = stored;
  const fields: ProductInput = {
    name: product.name,
    brand: product.brand,
    category: product.category,
    description: product.description,
    image: product.image,
    price: toDollars(product.priceCents),
    countInStock: product.countInStock,
  };
  return productBody(fields, version, stored);
}

/** The save a product's rows make: the first row's fields, and each row's variant. */
export function importedBody(rows: readonly ImportRow[], stored: StoredProduct | undefined): ProductBody {
  const [first] = rows;
  if (first === undefined) throw new Error('a product of the import has no row');
  const changes = new Map(
    rows.flatMap((row) => (row.sku === undefined ? [] : [[row.sku.toLowerCase(), row.fields] as const])),
  );
  return productBody(first.fields, first.version, stored, changes);
}
