import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPglite } from '../../test/database.ts';
import { keptPlanRows, queryRows, type Database } from '../client.ts';
import { KEPT_STATEMENTS } from './kept-plans.ts';

let database: Database;

beforeAll(async () => {
  database = await freshPglite();
  await database.db.execute(sql`CREATE TABLE kept_probe (n int PRIMARY KEY, at timestamptz, doc json)`);
  await database.db.execute(
    sql`INSERT INTO kept_probe SELECT n, '2026-01-02T03:04:05Z', json_build_object('n', n) FROM generate_series(1, 20) AS n`,
  );
});
afterAll(() => database.close());

/** The statements kept prepared whose text contains `marker`, with how PostgreSQL planned them. */
async function keptWith(marker: string) {
  return queryRows<{ statement: string; generic_plans: number; custom_plans: number }>(
    database.db,
    sql`SELECT statement, generic_plans::int, custom_plans::int FROM pg_prepared_statements
        WHERE statement LIKE ${`%${marker}%`}`,
  );
}

/** A statement whose text holds `marker`, so it can be found among the kept ones. */
const probe = (n: number, marker = 'probe') =>
  sql`SELECT n, at, doc, ARRAY['tag' || n] AS tags, n > ${n} AS above, 1 AS ${sql.identifier(marker)}
       FROM kept_probe WHERE n <= ${n} ORDER BY n`;

describe('statements kept prepared on the embedded database (docs/performance/catalogue-queries.md)', () => {
  it('when a statement is kept, then its rows are the rows a one-off statement returns', async () => {
    const kept = await keptPlanRows(database.db, probe(3));
    expect(kept).toEqual(await queryRows(database.db, probe(3)));
    expect(kept).toHaveLength(3);
    expect(kept[0]).toMatchObject({
      n: 1,
      at: expect.any(String),
      doc: { n: 1 },
      tags: ['tag1'],
      above: false,
    });
  });

  it('when a statement runs again and again, then it is prepared once and planned once for every value', async () => {
    for (let n = 1; n <= 8; n++) await keptPlanRows(database.db, probe(n, 'again_probe'));
    const [kept, ...others] = await keptWith('again_probe');
    expect(others).toEqual([]);
    expect(kept?.custom_plans).toBe(5);
    expect(kept?.generic_plans).toBe(3);
    expect(await keptPlanRows(database.db, probe(2, 'again_probe'))).toHaveLength(2);
  });

  it('when more statements are kept than the bound, then the least recently used are closed', async () => {
    const numbered = (index: number) =>
      sql`SELECT ${sql.raw(String(index))} AS bound_probe, ${index}::int AS value`;
    for (let index = 0; index < KEPT_STATEMENTS + 5; index++)
      await keptPlanRows(database.db, numbered(index));
    const kept = await keptWith('bound_probe');
    expect(kept).toHaveLength(KEPT_STATEMENTS);
    expect(kept.some((row) => row.statement.startsWith('SELECT 0 '))).toBe(false);
    expect(kept.some((row) => row.statement.startsWith(`SELECT ${KEPT_STATEMENTS + 4} `))).toBe(true);
    expect(await keptPlanRows(database.db, numbered(0))).toEqual([{ bound_probe: 0, value: 0 }]);
  });

  it('when a transaction is open, then a kept statement waits for it and never reads inside it', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted = () => {};
    const insertDone = new Promise<void>((resolve) => (inserted = resolve));
    const rolledBack = database.db
      .transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO kept_probe (n) VALUES (99)`);
        inserted();
        await held;
        tx.rollback();
      })
      .catch(() => 'rolled back');
    await insertDone;
    // Asked for while the transaction is open: if it ran at once it would see the row inserted.
    const reading = keptPlanRows<{ found: number }>(
      database.db,
      sql`SELECT count(*)::int AS found FROM kept_probe WHERE n = ${99}`,
    );
    release();
    expect(await reading).toEqual([{ found: 0 }]);
    expect(await rolledBack).toBe('rolled back');
  });

  it("when it is given a transaction's database, then it runs inside that transaction", async () => {
    const found = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO kept_probe (n) VALUES (98)`);
        const rows = await keptPlanRows<{ found: number }>(
          tx,
          sql`SELECT count(*)::int AS found FROM kept_probe WHERE n = ${98}`,
        );
        tx.rollback();
        return rows;
      })
      .catch((error: unknown) => error);
    expect(found).toBeInstanceOf(Error);
    const [row] = await keptPlanRows<{ found: number }>(
      database.db,
      sql`SELECT count(*)::int AS found FROM kept_probe WHERE n = ${98}`,
    );
    expect(row?.found).toBe(0);
  });

  it('when a statement cannot be parsed, then it fails, is not kept, and the next statements run', async () => {
    const broken = sql`SELEC broken_probe FROM kept_probe WHERE n = ${1}`;
    await expect(keptPlanRows(database.db, broken)).rejects.toThrow(/syntax error/);
    await expect(keptPlanRows(database.db, broken)).rejects.toThrow(/syntax error/);
    expect(await keptWith('broken_probe')).toEqual([]);
    expect(await keptPlanRows(database.db, probe(1))).toHaveLength(1);
  });

  it('when a value cannot be bound, then it fails and the statement stays kept for good values', async () => {
    const typed = (value: string) =>
      sql`SELECT count(*)::int AS typed_probe FROM kept_probe WHERE n = ${value}::int`;
    await expect(keptPlanRows(database.db, typed('not a number'))).rejects.toThrow(/invalid input syntax/);
    expect(await keptPlanRows(database.db, typed('4'))).toEqual([{ typed_probe: 1 }]);
    expect(await keptWith('typed_probe')).toHaveLength(1);
  });

  it('when a value is not text, a number or a boolean, then it is refused before anything is sent', async () => {
    await expect(keptPlanRows(database.db, sql`SELECT ${{ n: 1 }}::json AS object_probe`)).rejects.toThrow(
      TypeError,
    );
    expect(await keptWith('object_probe')).toEqual([]);
  });

  it('when a kept statement was closed behind its back, then it is prepared again and answers', async () => {
    const closed = sql`SELECT n AS closed_probe FROM kept_probe WHERE n = ${5}`;
    expect(await keptPlanRows(database.db, closed)).toEqual([{ closed_probe: 5 }]);
    const [statement] = await queryRows<{ name: string }>(
      database.db,
      sql`SELECT name FROM pg_prepared_statements WHERE statement LIKE '%closed_probe%'`,
    );
    await database.db.execute(sql.raw(`DEALLOCATE ${statement?.name ?? 'missing'}`));
    expect(await keptPlanRows(database.db, closed)).toEqual([{ closed_probe: 5 }]);
    expect(await keptWith('closed_probe')).toHaveLength(1);
  });
});
