import { createHash, createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Db, rateLimits, transaction } from '../db/index.ts';
import { deleteEndedRows, type BatchOptions } from './batched-delete.ts';

export interface Window {
  limit: number;
  seconds: number;
}

export interface Hit {
  allowed: boolean;
  retryAfterSeconds: number;
}

/** One counter to take a hit from: `limit` hits per window of `seconds`. */
export interface Counter extends Window {
  bucket: string;
}

/**
 * A bucket name for values that must not be stored as they are: e-mail addresses stay out of the
 * table, every key has the same short length, and no separator inside a value (an IPv6 address's
 * colons) can make two different pairs collide.
 */
export function bucketKey(kind: string, ...parts: string[]): string {
  return `${kind}:${createHash('sha256').update(JSON.stringify(parts)).digest('base64url')}`;
}

/**
 * A bucket name like `bucketKey`'s, hashed with a key of the server's: for facts kept for weeks
 * (where an account signs in from), so a copy of the table cannot tell which address a row
 * names by hashing every IPv4 address and comparing.
 */
export function keyedBucketKey(key: Buffer, kind: string, ...parts: string[]): string {
  return `${kind}:${createHmac('sha256', key).update(JSON.stringify(parts)).digest('base64url')}`;
}

/** Thrown inside the counting transaction to roll back the hits it already took. */
class Refused extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('rate limit reached');
  }
}

const retryAfterColumn = sql`GREATEST(1, ceil(extract(epoch FROM reset_at - now())))::int AS retry_after`;

/**
 * Fixed-window counters in the database, so every instance shares them. An attempt takes one hit
 * from each of its counters before the work is done, so a burst of parallel requests cannot slip
 * past a limit together; a refused attempt takes nothing and writes nothing.
 */
export function createRateLimiter(db: Db) {
  /** The counters that are already full: a refused attempt costs one indexed read and no write. */
  async function fullCounters(counters: readonly Counter[]): Promise<number[]> {
    const rows = await queryRows<{ bucket: string; hits: number; retry_after: number }>(
      db,
      sql`SELECT bucket, hits, ${retryAfterColumn} FROM rate_limits
          WHERE bucket IN (${sql.join(
            counters.map((counter) => sql`${counter.bucket}`),
            sql`, `,
          )}) AND reset_at > now()`,
    );
    return rows.flatMap((row) => {
      const counter = counters.find((candidate) => candidate.bucket === row.bucket);
      return counter && row.hits >= counter.limit ? [row.retry_after] : [];
    });
  }

  /** Takes one hit from the counter unless it is full; false when it was full. */
  async function takeOne(tx: Db, counter: Counter): Promise<boolean> {
    const rows = await queryRows<{ hits: number }>(
      tx,
      sql`
      INSERT INTO rate_limits (bucket, hits, reset_at)
      VALUES (${counter.bucket}, 1, now() + make_interval(secs => ${counter.seconds}))
      ON CONFLICT (bucket) DO UPDATE SET
        hits = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.hits + 1 END,
        reset_at = CASE WHEN rate_limits.reset_at <= now() THEN EXCLUDED.reset_at ELSE rate_limits.reset_at END
      WHERE rate_limits.reset_at <= now() OR rate_limits.hits < ${counter.limit}
      RETURNING hits`,
    );
    return rows.length > 0;
  }

  async function retryAfter(tx: Db, bucket: string): Promise<number> {
    const [row] = await queryRows<{ retry_after: number }>(
      tx,
      sql`SELECT ${retryAfterColumn} FROM rate_limits WHERE bucket = ${bucket}`,
    );
    return row?.retry_after ?? 1;
  }

  /**
   * Takes one hit from every counter, or from none when any is full. Counters are taken in one
   * order (by name), so two attempts sharing counters never wait on each other in a cycle.
   */
  async function take(counters: readonly Counter[]): Promise<Hit> {
    // Taken in byte order of their names, as `forgive` locks them, so two attempts never deadlock.
    const unique = [...new Map(counters.map((counter) => [counter.bucket, counter])).values()].sort((a, b) =>
      a.bucket < b.bucket ? -1 : a.bucket > b.bucket ? 1 : 0,
    );
    if (unique.length === 0) return { allowed: true, retryAfterSeconds: 0 };
    const [only] = unique;
    if (unique.length === 1 && only) {
      // One counter needs no transaction: its conditional upsert takes the hit or, when the counter
      // is full, matches nothing and writes nothing. One round trip where most requests pass.
      if (await takeOne(db, only)) return { allowed: true, retryAfterSeconds: 0 };
      return { allowed: false, retryAfterSeconds: await retryAfter(db, only.bucket) };
    }
    const full = await fullCounters(unique);
    if (full.length > 0) return { allowed: false, retryAfterSeconds: Math.max(...full) };
    try {
      await transaction(db, async (tx) => {
        for (const counter of unique) {
          if (!(await takeOne(tx, counter))) throw new Refused(await retryAfter(tx, counter.bucket));
        }
      });
      return { allowed: true, retryAfterSeconds: 0 };
    } catch (error) {
      if (error instanceof Refused) return { allowed: false, retryAfterSeconds: error.retryAfterSeconds };
      throw error;
    }
  }

  return {
    take,

    /** One counter; kept for callers that throttle a single thing (order placing). */
    hit(bucket: string, window: Window): Promise<Hit> {
      return take([{ bucket, ...window }]);
    },

    /**
     * Gives back the hit an attempt took: a sign-in that succeeded was not a failure after all. The
     * rows are locked in the order `take` takes them (byte order; bucket names are ASCII): an update
     * that met them in the table's order deadlocked with attempts taking the same counters.
     */
    async forgive(buckets: readonly string[]): Promise<void> {
      if (buckets.length === 0) return;
      await db.execute(
        sql`UPDATE rate_limits SET hits = GREATEST(hits - 1, 0)
            WHERE bucket IN (
              SELECT bucket FROM rate_limits
              WHERE bucket IN (${sql.join(
                buckets.map((bucket) => sql`${bucket}`),
                sql`, `,
              )}) AND reset_at > now()
              ORDER BY bucket COLLATE "C" FOR UPDATE)`,
      );
    },

    /** Remembers a fact for `seconds` (renewed on each call), e.g. "this address signed in here". */
    async remember(bucket: string, seconds: number): Promise<void> {
      await db.execute(sql`
        INSERT INTO rate_limits (bucket, hits, reset_at)
        VALUES (${bucket}, 1, now() + make_interval(secs => ${seconds}))
        ON CONFLICT (bucket) DO UPDATE SET hits = 1, reset_at = EXCLUDED.reset_at`);
    },

    /** Whether `remember` was called for this bucket within its time. */
    async isRemembered(bucket: string): Promise<boolean> {
      const rows = await queryRows<{ found: number }>(
        db,
        sql`SELECT 1 AS found FROM rate_limits WHERE bucket = ${bucket} AND reset_at > now()`,
      );
      return rows.length > 0;
    },

    /**
     * Deletes rows whose window has ended (an ended window counts as empty anyway), in bounded
     * batches that instances pruning at the same time share. Returns how many it deleted.
     */
    prune(options?: BatchOptions): Promise<number> {
      return deleteEndedRows(
        db,
        { table: rateLimits, key: rateLimits.bucket, endsAt: rateLimits.resetAt },
        options,
      );
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
