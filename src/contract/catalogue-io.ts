import { Type, type Static } from 'typebox';

/**
 * The catalogue's CSV export and import (docs/admin.md#catalogue-import-and-export): the columns
 * both use, the import's limits, and its answer.
 */

/** Every column, in the order the export writes them; an import must have each one. */
export const CATALOGUE_COLUMNS = [
  '_id',
  'version',
  'draft',
  'name',
  'brand',
  'category',
  'description',
  'image',
  'price',
  'countInStock',
  'sku',
  'options',
] as const;
export type CatalogueColumn = (typeof CATALOGUE_COLUMNS)[number];

/** An import file larger than this is refused with 413. */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;
/**
 * The 413's words, on the screen too. A large shop's export can be larger than an import takes
 * (100 000 products with long descriptions): any rows under the header import, so it goes in parts.
 */
export const IMPORT_TOO_LARGE = `The file is too large: the limit is ${MAX_IMPORT_BYTES / 1024 / 1024} MB; split it into smaller files, each starting with the header row`;
/** Rows an import file may hold, not counting its header line; more is refused with 413. */
export const MAX_IMPORT_ROWS = 100_000;
/** Per-row problems an answer lists; `errorCount` says how many there were in all. */
export const MAX_IMPORT_ERRORS_SHOWN = 1000;

/** One problem: the row as a spreadsheet numbers it (the header is row 1) and the column. */
export const ImportError = Type.Object({
  row: Type.Integer({ minimum: 1 }),
  column: Type.String(),
  message: Type.String(),
});
export type ImportError = Static<typeof ImportError>;

/**
 * What an import did, or, with `dryRun`, would do. With any error nothing is written (`applied`
 * false, status 400); `errors` holds the first MAX_IMPORT_ERRORS_SHOWN of `errorCount`.
 */
export const ImportReport = Type.Object({
  message: Type.String(),
  dryRun: Type.Boolean(),
  applied: Type.Boolean(),
  rows: Type.Integer({ minimum: 0 }),
  created: Type.Integer({ minimum: 0 }),
  updated: Type.Integer({ minimum: 0 }),
  unchanged: Type.Integer({ minimum: 0 }),
  /** Draft rows: exported for the record, never imported (finish a draft in its edit form). */
  skipped: Type.Integer({ minimum: 0 }),
  errorCount: Type.Integer({ minimum: 0 }),
  errors: Type.Array(ImportError),
});
export type ImportReport = Static<typeof ImportReport>;

export const ImportQuery = Type.Object(
  { dryRun: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export type ImportQuery = Static<typeof ImportQuery>;
