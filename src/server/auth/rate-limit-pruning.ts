import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/index.ts';
import type { PeriodicJob } from '../jobs/index.ts';
import { createRateLimiter } from './rate-limiter.ts';
import { pruneRevokedTokens } from './revocations.ts';

export const RATE_LIMIT_PRUNE_INTERVAL_MS = 60_000;

/**
 * Deletes ended throttling windows, and revocations of tokens that have expired, once a minute.
 * Every instance may run it: each call deletes a bounded number of rows and skips rows another
 * instance holds, so running it twice, or on several instances at once, only shares the work.
 */
export function rateLimitPruningJob(
  db: Db,
  log: Pick<FastifyBaseLogger, 'debug'>,
  everyMs = RATE_LIMIT_PRUNE_INTERVAL_MS,
): PeriodicJob {
  const limiter = createRateLimiter(db);
  return {
    name: 'pruning throttling windows and revoked tokens',
    everyMs,
    async run() {
      const deleted = await limiter.prune();
      if (deleted > 0) log.debug({ deleted }, 'pruned ended throttling windows');
      const revocations = await pruneRevokedTokens(db);
      if (revocations > 0) log.debug({ deleted: revocations }, 'pruned revocations of expired tokens');
    },
  };
}
