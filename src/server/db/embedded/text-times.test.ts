import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLanes } from './lanes.ts';
import { laneCalls } from './pglite.ts';
import { leaveTimesAsText, TEXT_TIME_PARSERS, withoutTextTimeParsers } from './text-times.ts';

describe("Drizzle's time parsers on the embedded database (text-times.ts)", () => {
  it('when a statement brings only parsers that leave times as text, then they are dropped', () => {
    const drizzleLike = { rowMode: 'array' as const, parsers: { 1184: (value: string) => value } };
    expect(withoutTextTimeParsers(drizzleLike)).toEqual({ rowMode: 'array' });
    expect(withoutTextTimeParsers({ parsers: { ...TEXT_TIME_PARSERS } })).toEqual({});
  });

  it('when a statement brings any other parser, then its options are sent as they are', () => {
    const ownType = {
      parsers: { 1184: (value: string) => value, 25: (value: string) => value.toUpperCase() },
    };
    const readsTimes = { parsers: { 1184: (value: string) => new Date(value) } };
    const readsValidTimes = {
      parsers: { 1184: (value: string) => (Number.isNaN(Date.parse(value)) ? value : new Date(value)) },
    };
    expect(withoutTextTimeParsers(ownType)).toBe(ownType);
    expect(withoutTextTimeParsers(readsTimes)).toBe(readsTimes);
    expect(withoutTextTimeParsers(readsValidTimes)).toBe(readsValidTimes);
    expect(withoutTextTimeParsers({ rowMode: 'object' as const })).toEqual({ rowMode: 'object' });
    expect(withoutTextTimeParsers(undefined)).toBeUndefined();
  });

  describe('through Drizzle on a real PGlite', () => {
    let client: PGlite;
    const sent: (QueryOptions | undefined)[] = [];

    beforeAll(async () => {
      client = await PGlite.create();
      // What reaches PGlite itself, under the lanes' wrapping.
      const query = client.query.bind(client);
      const transaction = client.transaction.bind(client);
      Object.assign(client, {
        query: (text: string, params?: unknown[], options?: QueryOptions) => {
          sent.push(options);
          return query(text, params, options);
        },
        transaction: (work: Parameters<PGlite['transaction']>[0]) =>
          transaction((tx) => {
            const txQuery = tx.query.bind(tx);
            tx.query = (text, params, options) => {
              sent.push(options);
              return txQuery(text, params, options);
            };
            return work(tx);
          }),
      });
      leaveTimesAsText(client);
      laneCalls(client, createLanes());
    });
    afterAll(() => client.close());

    it('when Drizzle runs statements, alone and in a transaction, then PGlite gets no parsers to merge and times read as before', async () => {
      const db = drizzle({ client });
      sent.length = 0;
      const { rows } = await db.execute(
        sql`SELECT '2026-11-29 10:00:00+00'::timestamptz AS at, '2026-11-29'::date AS day, 7 AS n,
                   ARRAY['a', 'b'] AS tags, '1 day'::interval AS span, ARRAY['2026-11-29 10:00:00+00'::timestamptz] AS ats,
                   '{1.5}'::numeric[] AS amounts`,
      );
      const inTransaction = await db.transaction((tx) =>
        tx.execute<{ at: unknown }>(sql`SELECT '2026-11-29 10:00:00+00'::timestamptz AS at`),
      );
      expect(rows).toEqual([
        {
          at: '2026-11-29 10:00:00+00',
          day: '2026-11-29',
          n: 7,
          tags: ['a', 'b'],
          span: '1 day',
          ats: '{"2026-11-29 10:00:00+00"}',
          amounts: '{1.5}',
        },
      ]);
      expect(inTransaction.rows).toEqual([{ at: '2026-11-29 10:00:00+00' }]);
      expect(sent.length).toBeGreaterThanOrEqual(2);
      expect(sent.filter((options) => options?.parsers !== undefined)).toEqual([]);
    });
  });
});
