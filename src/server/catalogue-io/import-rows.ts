import type { CatalogueColumn, ImportError } from '../../contract/catalogue-io.ts';
import { isUuid } from '../../contract/ids.ts';
import { productFieldErrors, type ProductInput } from '../../contract/product-rules.ts';
import type { Db } from '../db/index.ts';
import { type CsvRow, readRows } from './read-rows.ts';
import * as repo from './repo.ts';

/** PostgreSQL's integer: a larger version names no product's version. */
const MAX_VERSION = 2_147_483_647;

/** One data row, read into the edit form's fields, with the problems the row shows on its own. */
export interface ImportRow {
  row: number;
  /** Lower case, as ids are stored. Undefined: a new product, or one named by its variant's sku. */
  id: string | undefined;
  /** Undefined: saved as sent, as the edit API does without a version. */
  version: number | undefined;
  draft: boolean;
  fields: ProductInput;
  /** Undefined: a product without variants. */
  sku: string | undefined;
  errors: ImportError[];
}

/** A number as a person writes it in a cell: digits, maybe a point and more digits; else NaN. */
function cellNumber(text: string): number {
  const trimmed = text.trim();
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The edit form's fields are the file's columns of the same names. */
const FORM_COLUMNS = ['name', 'price', 'image', 'brand', 'category', 'countInStock', 'description'] as const;

export function toImportRow({ row, cells, misshapen }: CsvRow): ImportRow {
  const errors: ImportError[] = [];
  const problem = (column: CatalogueColumn | '', message: string) => errors.push({ row, column, message });
  if (misshapen) problem('', 'The row has another number of cells than the header has columns');
  const idText = cells._id.trim().toLowerCase();
  if (idText && !isUuid(idText))
    problem('_id', '_id must be a product id from an export, or empty for a new product');
  const versionText = cells.version.trim();
  const version = versionText ? cellNumber(versionText) : undefined;
  if (version !== undefined && !(Number.isInteger(version) && version >= 1 && version <= MAX_VERSION)) {
    problem('version', 'version must be the whole number an export gave, or empty');
  }
  const draftText = cells.draft.trim().toLowerCase();
  if (draftText !== '' && draftText !== 'yes') problem('draft', 'draft must be yes or empty');
  const fields: ProductInput = {
    name: cells.name.trim(),
    brand: cells.brand.trim(),
    category: cells.category.trim(),
    description: cells.description.trim(),
    image: cells.image.trim(),
    price: cellNumber(cells.price),
    countInStock: cellNumber(cells.countInStock),
  };
  const draft = draftText === 'yes';
  // A draft's row is there for the record and never imported, so its fields need not be complete.
  if (!draft) {
    const fieldErrors = productFieldErrors(fields);
    for (const column of FORM_COLUMNS) {
      const message = fieldErrors[column];
      if (message !== undefined) problem(column, message);
    }
  }
  const sku = cells.sku.trim();
  return {
    row,
    id: idText && isUuid(idText) ? idText : undefined,
    version: errors.some((error) => error.column === 'version') ? undefined : version,
    draft,
    fields,
    sku: sku || undefined,
    errors,
  };
}

/** What the database holds of a batch's products, and which variants its skus name. */
export interface BatchLookup {
  products: Map<string, repo.CatalogueProduct>;
  bySku: Map<string, repo.CatalogueVariant>;
  variants: Map<string, repo.CatalogueVariant[]>;
}

/** The product a row is about: its `_id`, or the product of the variant its sku names. */
export function productIdOf(row: ImportRow, lookup: BatchLookup): string | undefined {
  if (row.id !== undefined) return row.id;
  return row.sku === undefined ? undefined : lookup.bySku.get(row.sku.toLowerCase())?.productId;
}

async function lookUp(db: Db, rows: readonly ImportRow[]): Promise<BatchLookup> {
  const skus = rows.flatMap((row) => (row.sku === undefined || row.draft ? [] : [row.sku]));
  const bySku = new Map(
    (await repo.variantsBySku(db, skus)).map((variant) => [variant.sku.toLowerCase(), variant]),
  );
  const ids = new Set(rows.flatMap((row) => (row.id === undefined || row.draft ? [] : [row.id])));
  for (const variant of bySku.values()) ids.add(variant.productId);
  const found = await repo.productsByIds(db, [...ids]);
  return {
    products: new Map(found.map((product) => [product.id, product])),
    bySku,
    variants: repo.byProduct(await repo.variantsOf(db, [...ids])),
  };
}

/** Rows looked up together: a few queries for each batch, not a few for each row. */
const BATCH = 500;

/** The file's rows, a batch at a time, each batch with what the database holds of it. */
export async function* rowBatches(
  file: string,
  db: Db,
): AsyncGenerator<{ rows: ImportRow[]; lookup: BatchLookup }> {
  let rows: ImportRow[] = [];
  for await (const csvRow of readRows(file)) {
    rows.push(toImportRow(csvRow));
    if (rows.length === BATCH) {
      yield { rows, lookup: await lookUp(db, rows) };
      rows = [];
    }
  }
  if (rows.length > 0) yield { rows, lookup: await lookUp(db, rows) };
}
