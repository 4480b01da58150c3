import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keptPlanRows, queryRows, type Database, type Db } from '../client.ts';
import { openPglite } from './pglite.ts';

/**
 * PGlite runs each statement on the server's thread, and a statement's reply arrives as a resolved
 * promise, so requests keeping it busy could hand it statements from one microtask to the next
 * without ever giving the event loop a turn: a request arriving meanwhile would not even be read
 * until all of them had finished (docs/performance/catalogue-queries.md).
 */
describe('the embedded database between statements', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openPglite();
  });

  afterAll(async () => {
    await database.close();
  });

  const ways: [string, (db: Db) => Promise<unknown>][] = [
    ['a statement', (db) => queryRows(db, sql`SELECT 1 AS one`)],
    ['a kept statement', (db) => keptPlanRows(db, sql`SELECT 2 AS two`)],
    ['a transaction', (db) => db.transaction((tx) => queryRows(tx, sql`SELECT 3 AS three`))],
  ];

  it.each(ways)(
    'when three requests each run %s after another, then the event loop gets its turn before they are done',
    async (_way, run) => {
      const events: string[] = [];
      const request = async () => {
        for (let statement = 0; statement < 10; statement += 1) await run(database.db);
      };
      const busy = Promise.all([request(), request(), request()]).then(() => events.push('requests done'));
      setImmediate(() => events.push('event loop turn'));
      await busy;
      expect(events).toEqual(['event loop turn', 'requests done']);
    },
  );

  it('when kept statements run through the main lane and the catalogue lane in turn, then each answers its own', async () => {
    // One session holds every kept statement: the two lanes must never give two the same name.
    for (let round = 0; round < 3; round += 1) {
      expect(await keptPlanRows(database.db, sql`SELECT ${round}::int AS main`)).toEqual([{ main: round }]);
      expect(await keptPlanRows(database.catalogueDb, sql`SELECT ${round}::int + 10 AS browsing`)).toEqual([
        { browsing: round + 10 },
      ]);
    }
  });
});
