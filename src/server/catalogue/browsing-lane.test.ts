import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keptPlanRows, queryRows, type Db } from '../db/index.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createProduct } from '../test/factories.ts';

/**
 * In a flash sale, hundreds of orders keep the database's line full: PostgreSQL's pool, or PGlite's
 * one-at-a-time queue. Shoppers who are only browsing must not wait at the end of that line
 * (docs/performance/flash.md): the catalogue reads through a lane of its own.
 */
describe('browsing while the database is busy with other work', () => {
  let t: TestApp;
  let catalogueDb: Db;
  let productId: string;

  beforeAll(async () => {
    t = await createTestApp();
    catalogueDb = t.catalogueDb;
    productId = (await createProduct(t.db, { name: 'Lane Test Speaker', countInStock: 3 })).id;
    // On PostgreSQL the lane opens its connection at the first read, as a running shop's has.
    await t.app.inject({ method: 'GET', url: `/api/products/${productId}` });
  });

  afterAll(async () => {
    await t.close();
  });

  /**
   * More work than the pool has connections, or than PGlite runs at once: each statement waits a
   * little in the database, so the line stays full for a while. `ended` gets each statement's
   * name as it ends; `running` settles once the first has ended, when the line is moving.
   */
  function fillTheLine(ended: string[], statements = 96) {
    // PGlite runs them one by one; PostgreSQL 20 at a time (the test pool), so each waits longer
    // there for the line to outlast a page's few statements on a busy machine.
    const wait = t.kind === 'postgres' ? 0.05 : 0.01;
    let firstEnded!: () => void;
    const running = new Promise<void>((resolve) => (firstEnded = resolve));
    const done = Promise.all(
      Array.from({ length: statements }, (_, index) =>
        queryRows(t.db, sql`SELECT pg_sleep(${wait})`).then(
          () => {
            ended.push(`other ${index}`);
            firstEnded();
          },
          (error: unknown) => {
            // A failure must fail the test, not leave it waiting for a line that never moves.
            firstEnded();
            throw error;
          },
        ),
      ),
    );
    return { running, done };
  }

  const reads: [string, (db: Db) => Promise<unknown>][] = [
    ['a statement', (db) => queryRows(db, sql`SELECT count(*) FROM products`)],
    ['a kept statement', (db) => keptPlanRows(db, sql`SELECT count(*) FROM products`)],
  ];

  it.each(reads)(
    'when the line is full of other work, then %s of the catalogue ends before that work does',
    async (_way, read) => {
      const ended: string[] = [];
      const line = fillTheLine(ended);
      await line.running;
      await read(catalogueDb).then(() => ended.push('catalogue read'));
      await line.done;
      expect(ended.indexOf('catalogue read')).toBeLessThan(ended.length - 1);
      // Not merely before the last: ahead of most of the line, which it would otherwise end behind.
      expect(ended.indexOf('catalogue read')).toBeLessThan(ended.length / 2);
    },
  );

  it.each([
    ['the catalogue list', '/api/products'],
    ['a product page', () => `/api/products/${productId}`],
  ] as const)(
    'when the line is full of other work, then %s answers before that work ends',
    async (_page, url) => {
      const ended: string[] = [];
      const line = fillTheLine(ended);
      await line.running;
      const response = await t.app.inject({ method: 'GET', url: typeof url === 'string' ? url : url() });
      ended.push('page answered');
      await line.done;
      expect(response.statusCode).toBe(200);
      expect(ended.indexOf('page answered')).toBeLessThan(ended.length / 2);
    },
  );
});
