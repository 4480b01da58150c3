import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freshPglite } from '../../test/database.ts';
import { pageFillingProducts } from '../../test/factories.ts';
import { queryRows, type Database } from '../client.ts';
import { startJobs } from '../../jobs/periodic-jobs.ts';
import { upkeepBeforeServing, upkeepJob } from './serving.ts';
import { readTableActivity, runUpkeep, upkeepNeeded, type TableActivity } from './upkeep.ts';
import { products } from '../schema.ts';

/** A table of 20 000 rows in 4 000 pages, counted and analyzed by the upkeep, unchanged since. */
const counted: TableActivity = {
  table: 'products',
  rowsCounted: 20_000,
  pagesCounted: 4_000,
  pagesNow: 4_000,
  rowsAtAnalyze: 20_000,
  deadRows: 0,
  insertedSinceVacuum: 0,
};

describe('when the embedded database is due for upkeep', () => {
  it('when nothing changed since the count, then nothing is done', () => {
    expect(upkeepNeeded(counted)).toEqual({ vacuum: false, analyze: false });
  });

  it('when a fifth of the rows and 50 more are dead, then it is vacuumed, not analyzed', () => {
    expect(upkeepNeeded({ ...counted, deadRows: 4_051 })).toEqual({ vacuum: true, analyze: false });
    expect(upkeepNeeded({ ...counted, deadRows: 4_050 })).toEqual({ vacuum: false, analyze: false });
  });

  it('when the counters saw a tenth and 50 rows inserted, even into space a vacuum freed, then it is vacuumed and analyzed', () => {
    expect(upkeepNeeded({ ...counted, insertedSinceVacuum: 2_051 })).toEqual({ vacuum: true, analyze: true });
    expect(upkeepNeeded({ ...counted, insertedSinceVacuum: 2_050 })).toEqual({
      vacuum: false,
      analyze: false,
    });
  });

  it('when the table grew by a tenth and 50 rows while no counter saw it (a restart, a script), then its growth in pages counts as rows: it is vacuumed and analyzed', () => {
    // 410 pages at 5 rows a page are 2 050 rows: not yet past 50 + 10 %.
    expect(upkeepNeeded({ ...counted, pagesNow: 4_410 })).toEqual({ vacuum: false, analyze: false });
    expect(upkeepNeeded({ ...counted, pagesNow: 4_411 })).toEqual({ vacuum: true, analyze: true });
    expect(upkeepNeeded({ ...counted, rowsCounted: 20, pagesCounted: 5, rowsAtAnalyze: 20 })).toEqual({
      vacuum: true,
      analyze: true,
    });
  });

  it('when a vacuum counted the growth but nothing analyzed it since, then it is still due for an analyze', () => {
    expect(upkeepNeeded({ ...counted, rowsAtAnalyze: 2_000 })).toEqual({ vacuum: false, analyze: true });
    expect(upkeepNeeded({ ...counted, rowsAtAnalyze: 18_137 })).toEqual({ vacuum: false, analyze: false });
  });

  it('when a table holds rows no upkeep analyzed, then it is analyzed, and never while it is empty', () => {
    expect(upkeepNeeded({ ...counted, rowsAtAnalyze: null })).toEqual({ vacuum: false, analyze: true });
    const never = { ...counted, rowsCounted: -1, pagesCounted: 0, rowsAtAnalyze: null };
    expect(upkeepNeeded({ ...never, pagesNow: 1 })).toEqual({ vacuum: true, analyze: true });
    expect(upkeepNeeded({ ...never, pagesNow: 0 })).toEqual({ vacuum: false, analyze: false });
  });
});

// The upkeep is the embedded database's own (PostgreSQL runs autovacuum), so it is tested on PGlite.
describe('the embedded database upkeep, on PGlite', () => {
  let database: Database;

  beforeAll(async () => {
    database = await freshPglite();
  });

  afterAll(async () => {
    await database.close();
  });

  const productsCount = async () => {
    const [row] = await queryRows<{ rows: number; pages: number; allVisible: number }>(
      database.db,
      sql`SELECT reltuples::float8 AS rows, relpages AS pages, relallvisible AS "allVisible"
          FROM pg_class WHERE relname = 'products'`,
    );
    return row;
  };

  const addProducts = (count: number, from: number) =>
    database.db.insert(products).values(
      Array.from({ length: count }, (_, index) => ({
        name: `Upkeep Gadget ${from + index}`,
        brand: 'Upkeep',
        category: 'Gadgets',
        description: 'A gadget that fills a page of the table with words. '.repeat(4),
        priceCents: 1999,
        countInStock: 5,
        isDraft: false,
      })),
    );

  it('when a counted catalogue grew tenfold, then the next run counts and analyzes it, marks its pages all-visible and notes the rows analyzed, and the run after does nothing', async () => {
    await addProducts(20, 0);
    await database.db.execute(sql`ANALYZE products`);
    await addProducts(600, 20);
    expect(await productsCount()).toMatchObject({ rows: 20 });

    const { done } = await runUpkeep(database.db);

    expect(done).toContainEqual(expect.objectContaining({ table: 'products', vacuum: true, analyze: true }));
    const after = await productsCount();
    expect(after).toMatchObject({ rows: 620 });
    expect(after?.allVisible).toBe(after?.pages);
    const [noted] = await queryRows<{ rows: number }>(
      database.db,
      sql`SELECT rows_at_analyze AS rows FROM embedded_upkeep WHERE table_name = 'products'`,
    );
    expect(noted).toEqual({ rows: 620 });
    expect((await runUpkeep(database.db)).done.map(({ table }) => table)).not.toContain('products');
  });

  it('when stock changes leave dead versions of a quarter of the products, then the counters see them at once and the table is vacuumed, not analyzed', async () => {
    await addProducts(300, 2_000);
    await runUpkeep(database.db);
    await database.db.execute(
      sql`UPDATE products SET count_in_stock = count_in_stock + 1
          WHERE id IN (SELECT id FROM products ORDER BY name LIMIT 400)`,
    );

    const activity = await readTableActivity(database.db);
    const { done } = await runUpkeep(database.db);

    expect(activity.find(({ table }) => table === 'products')).toMatchObject({ deadRows: 400 });
    expect(done).toContainEqual(expect.objectContaining({ table: 'products', vacuum: true, analyze: false }));
  });

  it('when a table due for an analyze is larger than the server may analyze, then it is vacuumed now and its analyze is left for later', async () => {
    await addProducts(400, 3_000);

    const { done, analyzeLater } = await runUpkeep(database.db, 1);

    expect(done).toContainEqual(expect.objectContaining({ table: 'products', vacuum: true, analyze: false }));
    expect(analyzeLater).toContain('products');
    expect((await runUpkeep(database.db)).done).toContainEqual(
      expect.objectContaining({ table: 'products', analyze: true }),
    );
  });

  it('when the server runs, then its upkeep comes round on its own and says what it did', async () => {
    await addProducts(500, 4_000);
    const info = vi.fn();
    const log = { info, error: vi.fn() } as unknown as FastifyBaseLogger;

    const stop = startJobs([upkeepJob(database.db, log, 5)], log);
    await vi.waitFor(() => expect(info).toHaveBeenCalled());
    await stop();

    expect(info).toHaveBeenCalledWith(
      expect.objectContaining({
        tables: expect.arrayContaining([expect.objectContaining({ table: 'products', analyze: true })]),
      }),
      'embedded database upkeep',
    );
  });
});

describe('the upkeep before the server serves', () => {
  it('when a large table is due and the child doing its upkeep fails, then the database is opened again and the failure reported, and the shop still serves', async () => {
    const grown = await freshPglite();
    for (let batch = 0; batch < 5; batch += 1) {
      await grown.db.insert(products).values(pageFillingProducts(900, batch * 900));
    }
    const scratch = await mkdtemp(path.join(os.tmpdir(), 'easybuy-upkeep-'));
    const failingEntry = path.join(scratch, 'fails.mjs');
    await writeFile(failingEntry, 'process.exit(3);\n');
    let reopened: Database | undefined;

    try {
      const result = await upkeepBeforeServing(grown, failingEntry, async () => {
        reopened = await freshPglite();
        return reopened;
      });

      expect(result).toMatchObject({ inChild: true, done: [] });
      expect(String(result.failure)).toContain('exit code 3');
      expect(result.database).toBe(reopened);
      expect(await queryRows(result.database.db, sql`SELECT 1 AS answer`)).toEqual([{ answer: 1 }]);
    } finally {
      await reopened?.close();
      await rm(scratch, { recursive: true, force: true });
    }
  });
});
