import { type ImportError, MAX_IMPORT_ERRORS_SHOWN } from '../../contract/catalogue-io.ts';
import { STALE_PRODUCT_MESSAGE } from '../../contract/product-rules.ts';
import type { Db } from '../db/index.ts';
import type { ImageStore } from '../uploads/index.ts';
import { rowChanges, SHARED_FIELDS } from './changes.ts';
import { type BatchLookup, type ImportRow, productIdOf, rowBatches } from './import-rows.ts';
import { FileProblem } from './read-rows.ts';

/** What a file would do, and its problems: the first MAX_IMPORT_ERRORS_SHOWN of `errorCount`. */
export interface FileCheck {
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
  errorCount: number;
  errors: ImportError[];
}

/** The rows of one product met so far: they must follow one another and agree on its fields. */
interface ProductRows {
  key: string;
  first: ImportRow;
  isNew: boolean;
  changed: boolean;
}

/**
 * Reads the whole file once and checks every row as the edit form checks a save (the same rules
 * and words, src/contract/product-rules.ts), and against the shop: ids and skus that exist, the
 * version each product has now, one row per variant. Memory holds a batch of rows and the ids
 * and skus seen so far, never the file.
 */
export async function checkFile(file: string, db: Db, images: ImageStore): Promise<FileCheck> {
  const result: FileCheck = {
    rows: 0,
    created: 0,
    updated: 0,
    unchanged: 0,
    skipped: 0,
    errorCount: 0,
    errors: [],
  };
  const report = (error: ImportError) => {
    result.errorCount += 1;
    if (result.errors.length < MAX_IMPORT_ERRORS_SHOWN) result.errors.push(error);
  };
  const imageChecks = new Map<string, Promise<boolean>>();
  const imageExists = (image: string) => {
    let check = imageChecks.get(image);
    if (check === undefined) {
      check = images.exists(image);
      imageChecks.set(image, check);
    }
    return check;
  };
  /** The row each product's rows began at, for every product met before the current one. */
  const finished = new Map<string, number>();
  const skus = new Set<string>();
  let current: ProductRows | undefined;

  const finish = () => {
    if (current === undefined) return;
    if (current.isNew) result.created += 1;
    else if (current.changed) result.updated += 1;
    else result.unchanged += 1;
    if (!current.isNew) finished.set(current.key, current.first.row);
  };

  async function checkRow(row: ImportRow, lookup: BatchLookup) {
    const problem = (column: string, message: string) => report({ row: row.row, column, message });
    row.errors.forEach(report);
    const productId = productIdOf(row, lookup);
    const product = productId === undefined ? undefined : lookup.products.get(productId);
    if (row.id !== undefined && product === undefined) {
      problem('_id', '_id names no product in this shop: leave it empty to create a product');
    }
    const variant = row.sku === undefined ? undefined : lookup.bySku.get(row.sku.toLowerCase());
    if (row.sku !== undefined) {
      const key = row.sku.toLowerCase();
      if (variant === undefined) {
        problem(
          'sku',
          `sku ${row.sku} names no variant in this shop: add variants in the product's edit form`,
        );
      } else if (row.id !== undefined && variant.productId !== row.id) {
        problem('sku', `sku ${row.sku} is a variant of another product`);
      }
      if (skus.has(key)) problem('sku', `sku ${row.sku} is in the file twice`);
      skus.add(key);
    }
    if (product !== undefined) {
      if (row.version !== undefined && row.version < product.version)
        problem('version', STALE_PRODUCT_MESSAGE);
      if (row.version !== undefined && row.version > product.version) {
        problem('version', 'version is newer than the product has: export the catalogue again');
      }
      const hasVariants = (lookup.variants.get(product.id)?.length ?? 0) > 0;
      if (hasVariants && row.sku === undefined) {
        problem('sku', 'sku is required: this product has variants, so the file has one row per variant');
      }
    }
    if (!row.errors.some((error) => error.column === 'image') && !(await imageExists(row.fields.image))) {
      problem('image', 'Image must be an image uploaded to this shop');
    }

    const key = productId ?? `new row ${row.row}`;
    if (current?.key === key) {
      for (const field of SHARED_FIELDS) {
        if (row.fields[field] !== current.first.fields[field]) {
          problem(field, `${field} differs from row ${current.first.row}, this product's first row`);
        }
      }
      if (row.version !== current.first.version) {
        problem('version', `version differs from row ${current.first.row}, this product's first row`);
      }
    } else {
      finish();
      const earlier = finished.get(key);
      if (earlier !== undefined) {
        problem(
          '_id',
          `The rows of one product must follow one another: this product's rows began at row ${earlier}`,
        );
      }
      current = { key, first: row, isNew: productId === undefined, changed: false };
    }
    if (product !== undefined && rowChanges(row, product, variant)) current.changed = true;
  }

  try {
    for await (const { rows, lookup } of rowBatches(file, db)) {
      for (const row of rows) {
        result.rows += 1;
        if (row.draft) {
          result.skipped += 1;
          row.errors.forEach(report);
          continue;
        }
        await checkRow(row, lookup);
      }
    }
  } catch (error) {
    // A file that cannot be read on (no header, broken quoting) answers like a row's problem.
    if (!(error instanceof FileProblem)) throw error;
    report(error.problem);
  }
  finish();
  return result;
}
