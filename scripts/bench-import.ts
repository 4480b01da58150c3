/**
 * The catalogue import's figures (docs/admin.md#catalogue-import-and-export): builds a CSV of
 * `--rows` new products (100 000 unless told), checks it (dry run), imports it, then imports the
 * shop's own export back unchanged, and prints each step's time and the process's peak resident
 * memory. The app runs in this process on a fresh database: PGlite in memory, or, with
 * BENCH_DATABASE_URL (a local PostgreSQL admin URL), a throwaway database beside it. Reported,
 * not asserted: the machine decides the times.
 *
 *   npm run bench:import -- [--rows 100000] [--db pglite|postgres] [--check-only]
 *   npm run bench:import -- --server [--rows 100000]
 *
 * `--check-only` stops after the dry run of the new products, then puts as many products straight
 * into the table and exports, checks and imports back that export unchanged: creating 100 000
 * products through the edit form's save takes long (docs/admin.md#catalogue-import-and-export).
 * `--server` checks and imports the file in a server process of its own on PostgreSQL, and prints
 * that server's memory alone (scripts/lib/import-server-bench.ts).
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { CATALOGUE_COLUMNS, MAX_IMPORT_BYTES } from '../src/contract/catalogue-io.ts';
import { buildApp } from '../src/server/app.ts';
import { createAccount, PASSWORD } from '../src/server/test/accounts.ts';
import { testAppOptions } from '../src/server/test/app.ts';
import { openPostgres, type Database } from '../src/server/db/client.ts';
import { openPglite } from '../src/server/db/embedded/index.ts';
import { products } from '../src/server/db/schema.ts';
import { createBenchDatabase } from './lib/bench-db.ts';
import { multipart } from '../src/server/test/upload-files.ts';
import { readRss, sampleRss } from './lib/rss-sampler.ts';
import { runServerImportBench } from './lib/import-server-bench.ts';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '100000' },
    db: { type: 'string', default: 'pglite' },
    'check-only': { type: 'boolean', default: false },
    server: { type: 'boolean', default: false },
  },
});
const rows = Number(values.rows);
const mib = (bytes: number | undefined) =>
  bytes === undefined ? 'n/a' : `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

async function openDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (values.db !== 'postgres') {
    const database = await openPglite();
    await database.migrate();
    return { database, drop: async () => undefined };
  }
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) throw new Error('--db postgres needs BENCH_DATABASE_URL (a local PostgreSQL admin URL)');
  const bench = await createBenchDatabase(adminUrl);
  const database = await openPostgres(bench.url, 10);
  await database.migrate();
  return { database, drop: () => bench.drop() };
}

const quote = (value: string) => `"${value.replace(/"/g, '""')}"`;

/**
 * An export larger than the import takes, cut into files under `limit` bytes, each with the
 * header, as a shop owner would (docs/admin.md#catalogue-import-and-export). Cut at line ends:
 * the bench's own products have no line break inside a cell and no variants.
 */
function filesWithin(csv: string, limit: number): Buffer[] {
  const [header = '', ...lines] = csv.split('\r\n').filter((line) => line !== '');
  const files: Buffer[] = [];
  let current: string[] = [];
  let bytes = 0;
  for (const line of lines) {
    const size = Buffer.byteLength(line) + 2;
    if (current.length > 0 && Buffer.byteLength(header) + 2 + bytes + size > limit) {
      files.push(Buffer.from([header, ...current, ''].join('\r\n')));
      current = [];
      bytes = 0;
    }
    current.push(line);
    bytes += size;
  }
  if (current.length > 0) files.push(Buffer.from([header, ...current, ''].join('\r\n')));
  return files;
}

/** A CSV of `count` new products, each with `image`, as the shop's export writes its columns. */
function csvOf(count: number, image: string): Buffer {
  const lines = [CATALOGUE_COLUMNS.join(',')];
  for (let index = 1; index <= count; index += 1) {
    const cells: Record<string, string> = {
      name: `Bench Lamp ${index}`,
      brand: `Brand ${index % 50}`,
      category: `Category ${index % 20}`,
      description: `Lamp number ${index}, made for the import bench; warm light, dimmable, 40 cm tall.`,
      image,
      price: `${(index % 500) + 1}.99`,
      countInStock: String(index % 100),
    };
    lines.push(CATALOGUE_COLUMNS.map((column) => quote(cells[column] ?? '')).join(','));
  }
  return Buffer.from(lines.join('\r\n'));
}

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'easy-buy-bench-import-'));
  const { database, drop } = await openDatabase();
  const app = await buildApp(testAppOptions({ dataDir }), database.db);
  await app.ready();
  const memory = sampleRss(process.pid);
  try {
    const account = await createAccount(database.db, { isAdmin: true });
    const login = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: account.email, password: PASSWORD },
    });
    const headers = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
    const png = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#4a7' } })
      .png()
      .toBuffer();
    const form = multipart([{ name: 'image', filename: 'photo.png', contentType: 'image/png', data: png }]);
    const upload = await app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
    const image = upload.json<{ image: string }>().image;

    const file = path.join(dataDir, 'bench.csv');
    await writeFile(file, csvOf(rows, image));
    const body = await readFile(file);
    console.log(`file: ${rows.toLocaleString('en-US')} rows, ${mib(body.length)}; database: ${values.db}`);

    const step = async (name: string, url: string, payload: Buffer) => {
      const started = performance.now();
      const response = await app.inject({
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': 'text/csv' },
        payload,
      });
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const report = response.json<{ message: string }>();
      console.log(
        `${name}: ${response.statusCode} in ${seconds} s, peak RSS so far ${mib(memory.peak())}: ${report.message}`,
      );
    };
    await step('dry run', '/api/admin/products/import?dryRun=true', body);
    if (values['check-only']) {
      // The shop gets the same products straight into its table (not through the import), so an
      // export of them can be checked and imported back unchanged: every row looked up, none written.
      for (let from = 0; from < rows; from += 1000) {
        const batch = Array.from({ length: Math.min(1000, rows - from) }, (_, offset) => ({
          name: `Stocked Lamp ${from + offset}`,
          brand: 'Lumen',
          category: 'Lighting',
          description: 'A lamp already in the shop.',
          image,
          priceCents: 1999,
          countInStock: 5,
          isDraft: false,
        }));
        await database.db.insert(products).values(batch);
      }
      const exportStarted = performance.now();
      const shop = await app.inject({ method: 'GET', url: '/api/admin/products/export.csv', headers });
      const exportSeconds = ((performance.now() - exportStarted) / 1000).toFixed(1);
      console.log(
        `export of ${rows.toLocaleString('en-US')} products: ${shop.statusCode} in ${exportSeconds} s, ${mib(shop.rawPayload.length)}`,
      );
      await step('dry run of the export', '/api/admin/products/import?dryRun=true', shop.rawPayload);
      await step('export imported back unchanged', '/api/admin/products/import', shop.rawPayload);
      console.log(`peak RSS of this process: ${mib(memory.peak())}`);
      return;
    }
    await step('import', '/api/admin/products/import', body);
    const started = performance.now();
    const exported = await app.inject({ method: 'GET', url: '/api/admin/products/export.csv', headers });
    console.log(
      `export: ${exported.statusCode} in ${((performance.now() - started) / 1000).toFixed(1)} s, ${mib(exported.rawPayload.length)}`,
    );
    const parts = filesWithin(exported.rawPayload.toString('utf8'), MAX_IMPORT_BYTES);
    for (const [at, part] of parts.entries()) {
      const name =
        parts.length === 1 ? 're-import unchanged' : `re-import unchanged, part ${at + 1} of ${parts.length}`;
      await step(name, '/api/admin/products/import', part);
    }
    memory.include(readRss(process.pid));
    console.log(
      `peak RSS of this process (app${values.db === 'pglite' ? ' and PGlite' : ''}): ${mib(memory.peak())}`,
    );
  } finally {
    memory.stop();
    await app.close();
    await database.close();
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (values.server) {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) throw new Error('--server needs BENCH_DATABASE_URL (a local PostgreSQL admin URL)');
  console.log(`${rows.toLocaleString('en-US')} new products, in a server process of its own`);
  await runServerImportBench(adminUrl, (image) => csvOf(rows, image));
} else {
  await main();
}
