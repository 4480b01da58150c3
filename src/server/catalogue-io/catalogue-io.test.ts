import { eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_COLUMNS, type ImportReport, MAX_IMPORT_BYTES } from '../../contract/catalogue-io.ts';
import type { AdminProductDetails } from '../../contract/products.ts';
import { STALE_PRODUCT_MESSAGE } from '../../contract/product-rules.ts';
import { auditLog, products, productVariants } from '../db/schema.ts';
import { signedIn } from '../test/accounts.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { auditCount, auditOf } from '../test/audit.ts';
import { createProduct } from '../test/factories.ts';
import { multipart } from '../test/upload-files.ts';
import { uploadImage } from '../test/uploaded-image.ts';

// The catalogue as CSV (docs/admin.md#catalogue-import-and-export): exported, changed in a
// spreadsheet, imported back through the real routes into the real database.
let t: TestApp;
let owner: Record<string, string>;
let image: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = (await signedIn(t.app, t.db, { isAdmin: true })).headers;
  image = await uploadImage(t.app, owner);
});
afterAll(() => t.close());

type Row = Record<(typeof CATALOGUE_COLUMNS)[number], string>;

async function exportCsv(headers = owner) {
  const response = await t.app.inject({ method: 'GET', url: '/api/admin/products/export.csv', headers });
  return response;
}

async function exportedRows(): Promise<Row[]> {
  const response = await exportCsv();
  expect(response.statusCode).toBe(200);
  return parse<Row>(response.body, { columns: true });
}

const quote = (value: string) => `"${value.replace(/"/g, '""')}"`;

/** A CSV file of these rows, every column present, in the export's order. */
function csvOf(rows: readonly Partial<Row>[]): string {
  const lines = rows.map((row) => CATALOGUE_COLUMNS.map((column) => quote(row[column] ?? '')).join(','));
  return [CATALOGUE_COLUMNS.join(','), ...lines].join('\r\n');
}

function importCsv(body: string | Buffer, query = '', headers = owner) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/products/import${query}`,
    headers: { ...headers, 'content-type': 'text/csv' },
    payload: body,
  });
}

function newRow(overrides: Partial<Row> = {}): Partial<Row> {
  return {
    name: 'Imported Lamp',
    brand: 'Lumen',
    category: 'Lighting',
    description: 'A lamp that came in a file.',
    image,
    price: '24.50',
    countInStock: '7',
    ...overrides,
  };
}

async function stored(id: string) {
  const [row] = await t.db.select().from(products).where(eq(products.id, id));
  if (!row) throw new Error(`product ${id} is gone`);
  return row;
}

async function rowsOf(id: string): Promise<Row[]> {
  return (await exportedRows()).filter((row) => row._id === id);
}

/** A published product with two variants, saved through the edit form's route. */
async function phone() {
  const draft = await createProduct(t.db, { image, isDraft: true });
  const suffix = draft.id.slice(0, 8);
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/products/${draft.id}`,
    headers: owner,
    payload: {
      name: 'Variant Phone',
      price: 1,
      image,
      brand: 'Phoneco',
      category: 'Phones',
      countInStock: 0,
      description: 'A phone in two sizes.',
      options: [{ name: 'Storage', values: ['128 GB', '256 GB'] }],
      variants: [
        { sku: `VP-128-${suffix}`, options: { Storage: '128 GB' }, price: 799, countInStock: 3 },
        { sku: `VP-256-${suffix}`, options: { Storage: '256 GB' }, price: 899, countInStock: 4 },
      ],
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminProductDetails>();
}

describe('GET /api/admin/products/export.csv', () => {
  it('when exported, then every product has its columns, _id and version, one row per variant', async () => {
    const plain = await createProduct(t.db, {
      image,
      name: 'Export Kettle',
      priceCents: 2999,
      countInStock: 4,
    });
    const withVariants = await phone();
    const response = await exportCsv();
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    const [header] = response.body.split('\r\n');
    expect(header).toBe(CATALOGUE_COLUMNS.map(quote).join(','));
    expect(await rowsOf(plain.id)).toEqual([
      expect.objectContaining({
        _id: plain.id,
        version: String(plain.version),
        draft: '',
        name: 'Export Kettle',
        price: '29.99',
        countInStock: '4',
        sku: '',
      }),
    ]);
    const variantRows = await rowsOf(withVariants._id);
    expect(variantRows.map((row) => [row.sku, row.price, row.countInStock, row.options])).toEqual([
      [withVariants.variants?.[0]?.sku, '799.00', '3', 'Storage: 128 GB'],
      [withVariants.variants?.[1]?.sku, '899.00', '4', 'Storage: 256 GB'],
    ]);
    expect(new Set(variantRows.map((row) => row.version))).toEqual(new Set([String(withVariants.version)]));
  });

  it('when a cell starts like a formula, then it is written with a leading quote', async () => {
    const hostile = await createProduct(t.db, {
      image,
      name: '=HYPERLINK("http://evil.test","Click")',
      brand: '+Brand',
      category: '@Category',
      description: '- first point\n- second point',
    });
    const [row] = await rowsOf(hostile.id);
    expect(row).toMatchObject({
      name: `'=HYPERLINK("http://evil.test","Click")`,
      brand: `'+Brand`,
      category: `'@Category`,
      description: `'- first point\n- second point`,
    });
  });

  it('when a support agent exports, then it is allowed, and a customer is refused', async () => {
    const support = (await signedIn(t.app, t.db, { role: 'support' })).headers;
    expect((await exportCsv(support)).statusCode).toBe(200);
    const customer = (await signedIn(t.app, t.db)).headers;
    expect((await exportCsv(customer)).statusCode).toBe(403);
  });
});

describe('POST /api/admin/products/import', () => {
  it('when an export is imported back unchanged, then nothing is written', async () => {
    await createProduct(t.db, { image, description: '-starts with a dash' });
    await phone();
    const before = await t.db.select({ id: products.id, version: products.version }).from(products);
    const entries = await auditCount(t.db);
    const response = await importCsv((await exportCsv()).body);
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json<ImportReport>();
    expect(report).toMatchObject({ applied: true, created: 0, updated: 0, errorCount: 0 });
    expect(report.unchanged).toBeGreaterThan(0);
    expect(await t.db.select({ id: products.id, version: products.version }).from(products)).toEqual(
      expect.arrayContaining(before),
    );
    expect(await auditCount(t.db)).toBe(entries);
  });

  it('when rows change a product, create one and change a variant by sku, then all is saved and audited', async () => {
    const lamp = await createProduct(t.db, { image, name: 'Old Lamp', priceCents: 1000, countInStock: 2 });
    const withVariants = await phone();
    const [lampRow] = await rowsOf(lamp.id);
    const [firstVariant, secondVariant] = await rowsOf(withVariants._id);
    if (!lampRow || !firstVariant || !secondVariant) throw new Error('rows expected');
    const file = csvOf([
      { ...lampRow, name: 'New Lamp', price: '12.00' },
      newRow({ name: 'Brand New Lamp' }),
      // Only the sku, as a supplier's stock list would have it: no _id, no version.
      { ...firstVariant, _id: '', version: '', countInStock: '30' },
      { ...secondVariant, _id: '', version: '' },
    ]);
    const response = await importCsv(file);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ImportReport>()).toMatchObject({ created: 1, updated: 2, unchanged: 0, rows: 4 });
    expect(await stored(lamp.id)).toMatchObject({ name: 'New Lamp', priceCents: 1200, countInStock: 2 });
    const [created] = await t.db.select().from(products).where(eq(products.name, 'Brand New Lamp'));
    expect(created).toMatchObject({ priceCents: 2450, countInStock: 7, isDraft: false, image });
    const variants = await t.db
      .select({ sku: productVariants.sku, countInStock: productVariants.countInStock })
      .from(productVariants)
      .where(eq(productVariants.productId, withVariants._id));
    expect(variants).toEqual(
      expect.arrayContaining([
        { sku: firstVariant.sku, countInStock: 30 },
        { sku: secondVariant.sku, countInStock: 4 },
      ]),
    );
    expect((await auditOf(t.db, lamp.id)).map((entry) => entry.kind)).toEqual(['product.update']);
    expect((await auditOf(t.db, created?.id ?? '')).map((entry) => entry.kind)).toEqual(['product.create']);
    const summaries = await t.db.select().from(auditLog).where(eq(auditLog.kind, 'product.import'));
    expect(summaries.at(-1)?.after).toMatchObject({ created: 1, updated: 2 });
  });

  it('when any row is invalid, then every problem comes back by row and column and nothing is written', async () => {
    const lamp = await createProduct(t.db, { image, name: 'Steady Lamp' });
    const [lampRow] = await rowsOf(lamp.id);
    if (!lampRow) throw new Error('row expected');
    const entries = await auditCount(t.db);
    const file = csvOf([
      { ...lampRow, name: 'Changed Lamp' },
      newRow({ price: '0', countInStock: '1.5' }),
      newRow({ name: '', image: '/uploads/never-uploaded.webp' }),
      newRow({ _id: 'not-an-id', sku: 'NO-SUCH-SKU' }),
    ]);
    const response = await importCsv(file);
    expect(response.statusCode).toBe(400);
    const report = response.json<ImportReport>();
    expect(report).toMatchObject({ applied: false, errorCount: 6 });
    expect(report.errors).toEqual([
      { row: 3, column: 'price', message: 'Price must be more than 0' },
      { row: 3, column: 'countInStock', message: 'Count In Stock must be a whole number' },
      { row: 4, column: 'name', message: 'Name is required' },
      { row: 4, column: 'image', message: 'Image must be an image uploaded to this shop' },
      {
        row: 5,
        column: '_id',
        message: '_id must be a product id from an export, or empty for a new product',
      },
      {
        row: 5,
        column: 'sku',
        message: "sku NO-SUCH-SKU names no variant in this shop: add variants in the product's edit form",
      },
    ]);
    expect(await stored(lamp.id)).toMatchObject({ name: 'Steady Lamp', version: lamp.version });
    expect(await auditCount(t.db)).toBe(entries);
  });

  it('when a row has an older version than the product, then it is refused and stock sold since stays', async () => {
    const lamp = await createProduct(t.db, { image, name: 'Selling Lamp', countInStock: 10 });
    const [oldRow] = await rowsOf(lamp.id);
    if (!oldRow) throw new Error('row expected');
    // Units sold after the export: the trigger moves the version.
    await t.db.update(products).set({ countInStock: 6 }).where(eq(products.id, lamp.id));
    const response = await importCsv(csvOf([{ ...oldRow, price: '99.00' }]));
    expect(response.statusCode).toBe(400);
    expect(response.json<ImportReport>().errors).toEqual([
      { row: 2, column: 'version', message: STALE_PRODUCT_MESSAGE },
    ]);
    expect(await stored(lamp.id)).toMatchObject({ countInStock: 6, priceCents: lamp.priceCents });
  });

  it('when the rows of one product are apart or disagree, then the file is refused', async () => {
    const withVariants = await phone();
    const [first, second] = await rowsOf(withVariants._id);
    if (!first || !second) throw new Error('rows expected');
    const apart = await importCsv(csvOf([first, newRow(), second]));
    expect(apart.json<ImportReport>().errors).toEqual([
      {
        row: 4,
        column: '_id',
        message: `The rows of one product must follow one another: this product's rows began at row 2`,
      },
    ]);
    const disagreeing = await importCsv(csvOf([first, { ...second, brand: 'Otherco' }]));
    expect(disagreeing.json<ImportReport>().errors).toEqual([
      { row: 3, column: 'brand', message: "brand differs from row 2, this product's first row" },
    ]);
    const oneMissingSku = await importCsv(csvOf([{ ...first, sku: '' }]));
    expect(oneMissingSku.json<ImportReport>().errors).toEqual([
      {
        row: 2,
        column: 'sku',
        message: 'sku is required: this product has variants, so the file has one row per variant',
      },
    ]);
  });

  it('when dryRun is set, then the file is checked and counted but nothing is written', async () => {
    const lamp = await createProduct(t.db, { image, name: 'Dry Lamp' });
    const [lampRow] = await rowsOf(lamp.id);
    const response = await importCsv(csvOf([{ ...lampRow, name: 'Wet Lamp' }, newRow()]), '?dryRun=true');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ImportReport>()).toMatchObject({
      dryRun: true,
      applied: false,
      created: 1,
      updated: 1,
    });
    expect(await stored(lamp.id)).toMatchObject({ name: 'Dry Lamp', version: lamp.version });
  });

  it('when the file comes as the multipart field file, then it is imported the same way', async () => {
    const body = multipart([
      {
        name: 'file',
        filename: 'catalogue.csv',
        contentType: 'text/csv',
        data: csvOf([newRow({ name: 'Form Lamp' })]),
      },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/import',
      headers: { ...owner, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ImportReport>()).toMatchObject({ created: 1 });
    expect(await t.db.select().from(products).where(eq(products.name, 'Form Lamp'))).toHaveLength(1);
  });

  it('when the header lacks a column or names an unknown one, then row 1 says which', async () => {
    const missing = await importCsv('name,price\r\n"Lamp","1.00"');
    expect(missing.statusCode).toBe(400);
    expect(missing.json<ImportReport>().errors).toEqual([
      { row: 1, column: '_id', message: 'The column _id is missing' },
    ]);
    const unknown = await importCsv(`${CATALOGUE_COLUMNS.join(',')},colour\r\n`);
    expect(unknown.json<ImportReport>().errors).toEqual([
      { row: 1, column: 'colour', message: 'colour is not a column of the catalogue file' },
    ]);
  });

  it('when the body says it is over 20 MB, then it is refused with 413 before any of it is read', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/import',
      headers: { ...owner, 'content-type': 'text/csv', 'content-length': String(50 * 1024 * 1024) },
      payload: Buffer.alloc(0),
    });
    expect(response.statusCode).toBe(413);
    expect(response.headers.connection).toBe('close');
  });

  it('when the file is over 20 MB, then it is refused with 413 and nothing is written', async () => {
    const entries = await auditCount(t.db);
    const header = `${CATALOGUE_COLUMNS.join(',')}\r\n`;
    const tooLarge = Buffer.concat([Buffer.from(header), Buffer.alloc(MAX_IMPORT_BYTES, 'a')]);
    const response = await importCsv(tooLarge);
    expect(response.statusCode).toBe(413);
    expect(response.json<{ message: string }>().message).toBe(
      'The file is too large: the limit is 20 MB; split it into smaller files, each starting with the header row',
    );
    expect(await auditCount(t.db)).toBe(entries);
  });

  it('when a support agent or a customer imports, then it is refused with 403', async () => {
    const support = (await signedIn(t.app, t.db, { role: 'support' })).headers;
    expect((await importCsv(csvOf([newRow()]), '', support)).statusCode).toBe(403);
    const customer = (await signedIn(t.app, t.db)).headers;
    expect((await importCsv(csvOf([newRow()]), '', customer)).statusCode).toBe(403);
  });
});
