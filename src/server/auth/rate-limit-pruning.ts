import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { runEvery } from '../periodic.ts';
import { createRateLimiter } from './rate-limiter.ts';

export const RATE_LIMIT_PRUNE_INTERVAL_MS = 60_000;

/**
 * Deletes ended throttling windows once a minute. Every instance may run it: each call deletes a
 * bounded number of rows and skips rows another instance holds, so running it twice, or on
 * several instances at once, only shares the work. Returns the function that stops it and waits
 * for a run in progress, to be called before the database closes (an `onClose` hook).
 */
export function startRateLimitPruning(
  db: Db,
  log: FastifyBaseLogger,
  intervalMs = RATE_LIMIT_PRUNE_INTERVAL_MS,
): () => Promise<void> {
  const limiter = createRateLimiter(db);
  return runEvery(intervalMs, () =>
    limiter
      .prune()
      .then((deleted) => {
        if (deleted > 0) log.debug({ deleted }, 'pruned ended throttling windows');
      })
      .catch((error: unknown) => log.error({ err: error }, 'pruning throttling windows failed')),
  );
}
