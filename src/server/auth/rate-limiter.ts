import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';

export interface Window {
  limit: number;
  seconds: number;
}

export interface Hit {
  allowed: boolean;
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters in the database. Counting happens before the work, in one atomic
 * upsert, so a burst of parallel requests cannot slip past the limit together.
 */
export function createRateLimiter(db: Db) {
  async function hit(bucket: string, window: Window): Promise<Hit> {
    const [row] = await queryRows<{ hits: number; reset_at: Date | string }>(
      db,
      sql`
      INSERT INTO rate_limits (bucket, hits, reset_at)
      VALUES (${bucket}, 1, now() + make_interval(secs => ${window.seconds}))
      ON CONFLICT (bucket) DO UPDATE SET
        hits = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.hits + 1 END,
        reset_at = CASE WHEN rate_limits.reset_at <= now() THEN EXCLUDED.reset_at ELSE rate_limits.reset_at END
      RETURNING hits, reset_at`,
    );
    if (!row) throw new Error(`rate limit bucket ${bucket} was not counted`);
    const resetAt = new Date(row.reset_at).getTime();
    return {
      allowed: row.hits <= window.limit,
      retryAfterSeconds: Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)),
    };
  }

  return {
    hit,
    /** Takes back one hit: a sign-in that succeeded was not a failure after all. */
    async forgive(bucket: string): Promise<void> {
      await db.execute(sql`UPDATE rate_limits SET hits = GREATEST(hits - 1, 0) WHERE bucket = ${bucket}`);
    },
    /** Drops windows that ended long ago, so the table stays the size of recent traffic. */
    async prune(): Promise<void> {
      await db.execute(sql`DELETE FROM rate_limits WHERE reset_at < now() - interval '1 day'`);
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
