import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows, type Database } from '../db/client.ts';
import { openTestDatabase } from '../test/database.ts';
import { startJobs } from '../jobs/periodic-jobs.ts';
import { rateLimitPruningJob } from './rate-limit-pruning.ts';
import { bucketKey, createRateLimiter } from './rate-limiter.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
afterEach(async () => {
  vi.useRealTimers();
  await database.db.execute(sql`DELETE FROM rate_limits`);
});

const window = { limit: 3, seconds: 900 };

async function table() {
  return queryRows<{ bucket: string; hits: number }>(
    database.db,
    sql`SELECT bucket, hits FROM rate_limits ORDER BY bucket`,
  );
}

/** Rows whose window ended `secondsAgo` ago, or will end in `-secondsAgo` seconds. */
async function insertRows(prefix: string, count: number, secondsAgo: number) {
  await database.db.execute(sql`
    INSERT INTO rate_limits (bucket, hits, reset_at)
    SELECT ${prefix} || n, 1, now() - make_interval(secs => ${secondsAgo})
    FROM generate_series(1, ${count}) AS n`);
}

const silentLog = { debug: () => undefined, error: vi.fn() } as unknown as FastifyBaseLogger;

describe('rate limiter', () => {
  it('when attempts take and give back the same counters at once, then none of them fails', async () => {
    // Stored in the opposite of their sorted order, so a scan meets them in that order.
    const buckets = ['attempt:z', 'attempt:a'];
    for (const bucket of buckets)
      await createRateLimiter(database.db).hit(bucket, { limit: 1000, seconds: 900 });
    const limiter = createRateLimiter(database.db);
    const counters = buckets.map((bucket) => ({ bucket, limit: 1000, seconds: 900 }));
    const outcomes = await Promise.allSettled(
      Array.from({ length: 40 }, (_, index) =>
        index % 2 === 0 ? limiter.take(counters) : limiter.forgive(buckets),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
  });

  it('when 30 hits on one bucket arrive at once, then exactly the limit is allowed', async () => {
    const limiter = createRateLimiter(database.db);
    const hits = await Promise.all(Array.from({ length: 30 }, () => limiter.hit('orders:user:1', window)));
    expect(hits.filter((hit) => hit.allowed)).toHaveLength(3);
    const refused = hits.find((hit) => !hit.allowed);
    expect(refused?.retryAfterSeconds).toBeGreaterThan(800);
    expect(await table()).toEqual([{ bucket: 'orders:user:1', hits: 3 }]);
  });

  it('when one counter of an attempt is full, then no counter is taken and no row is added', async () => {
    const limiter = createRateLimiter(database.db);
    for (let hit = 0; hit < 3; hit++) expect((await limiter.hit('full', window)).allowed).toBe(true);
    const before = await table();
    const attempts = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        limiter.take([
          { bucket: `fresh-${index}`, ...window },
          { bucket: 'full', ...window },
        ]),
      ),
    );
    expect(attempts.every((attempt) => !attempt.allowed)).toBe(true);
    expect(await table()).toEqual(before);
  });

  it('when counters fill up during parallel attempts, then each attempt takes all its counters or none', async () => {
    const limiter = createRateLimiter(database.db);
    const attempts = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        limiter.take([
          { bucket: 'shared', limit: 5, seconds: 900 },
          { bucket: `own-${index % 3}`, limit: 2, seconds: 900 },
        ]),
      ),
    );
    const allowed = attempts.filter((attempt) => attempt.allowed).length;
    const rows = await table();
    const shared = rows.find((row) => row.bucket === 'shared')?.hits;
    const own = rows.filter((row) => row.bucket.startsWith('own-')).reduce((sum, row) => sum + row.hits, 0);
    expect(allowed).toBe(5);
    expect(shared).toBe(5);
    expect(own).toBe(5);
  });

  it('when a window has ended, then its counter starts again', async () => {
    const limiter = createRateLimiter(database.db);
    for (let hit = 0; hit < 3; hit++) await limiter.hit('ended', window);
    expect((await limiter.hit('ended', window)).allowed).toBe(false);
    await database.db.execute(sql`UPDATE rate_limits SET reset_at = now() - interval '1 second'`);
    expect((await limiter.hit('ended', window)).allowed).toBe(true);
    expect(await table()).toEqual([{ bucket: 'ended', hits: 1 }]);
  });

  it('when a hit is forgiven, then it no longer counts', async () => {
    const limiter = createRateLimiter(database.db);
    for (let hit = 0; hit < 3; hit++) await limiter.hit('forgiven', window);
    await limiter.forgive(['forgiven']);
    expect((await limiter.hit('forgiven', window)).allowed).toBe(true);
    expect((await limiter.hit('forgiven', window)).allowed).toBe(false);
  });

  it('when a fact is remembered, then it is found until its time ends', async () => {
    const limiter = createRateLimiter(database.db);
    expect(await limiter.isRemembered('known')).toBe(false);
    await limiter.remember('known', 3600);
    expect(await limiter.isRemembered('known')).toBe(true);
    await database.db.execute(sql`UPDATE rate_limits SET reset_at = now() - interval '1 second'`);
    expect(await limiter.isRemembered('known')).toBe(false);
  });

  it('when bucket keys are made from values, then equal values share a key and separators cannot collide', () => {
    expect(bucketKey('login:pair', 'a@example.com', '::1')).toBe(
      bucketKey('login:pair', 'a@example.com', '::1'),
    );
    expect(bucketKey('login:pair', 'a:b', 'c')).not.toBe(bucketKey('login:pair', 'a', 'b:c'));
    expect(bucketKey('login:pair', 'someone@example.com', '10.0.0.1')).not.toContain('someone');
  });
});

describe('pruning', () => {
  it('when windows have ended, then prune deletes them in bounded batches and keeps live ones', async () => {
    const limiter = createRateLimiter(database.db);
    await insertRows('ended-', 25, 60);
    await insertRows('live-', 5, -600);
    expect(await limiter.prune({ batchSize: 10, maxBatches: 2 })).toBe(20);
    expect(await limiter.prune({ batchSize: 10, maxBatches: 2 })).toBe(5);
    expect(await limiter.prune({ batchSize: 10, maxBatches: 2 })).toBe(0);
    const left = await table();
    expect(left.map((row) => row.bucket).sort()).toEqual(['live-1', 'live-2', 'live-3', 'live-4', 'live-5']);
  });

  it('when several instances prune at once, then each ended row is deleted exactly once', async () => {
    await insertRows('ended-', 300, 60);
    const instances = Array.from({ length: 4 }, () => createRateLimiter(database.db));
    const deleted = await Promise.all(instances.map((limiter) => limiter.prune({ batchSize: 40 })));
    expect(deleted.reduce((sum, count) => sum + count, 0)).toBe(300);
    expect(await table()).toEqual([]);
  });

  it('when the pruning job is started, then each interval prunes ended windows, and stopping waits for the run', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await insertRows('ended-', 7, 60);
    await insertRows('live-', 2, -600);
    const stop = startJobs([rateLimitPruningJob(database.db, silentLog, 60_000)], silentLog);
    expect(await table()).toHaveLength(9);
    vi.advanceTimersByTime(60_000);
    await stop();
    expect((await table()).map((row) => row.bucket).sort()).toEqual(['live-1', 'live-2']);
    expect(silentLog.error).not.toHaveBeenCalled();
  });
});
