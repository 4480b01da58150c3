import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { runEvery } from '../periodic.ts';
import { createRateLimiter } from './rate-limiter.ts';
import { pruneRevokedTokens } from './revocations.ts';

export const RATE_LIMIT_PRUNE_INTERVAL_MS = 60_000;

/**
 * Deletes ended throttling windows, and revocations of tokens that have expired (ADR 0088), once
 * a minute. Every instance may run it: each call deletes a bounded number of rows and skips rows
 * another instance holds, so running it twice, or on several instances at once, only shares the
 * work. Returns the function that stops it and waits for a run in progress, to be called before
 * the database closes (an `onClose` hook).
 */
export function startRateLimitPruning(
  db: Db,
  log: FastifyBaseLogger,
  intervalMs = RATE_LIMIT_PRUNE_INTERVAL_MS,
): () => Promise<void> {
  const limiter = createRateLimiter(db);
  return runEvery(intervalMs, async () => {
    try {
      const deleted = await limiter.prune();
      if (deleted > 0) log.debug({ deleted }, 'pruned ended throttling windows');
      const revocations = await pruneRevokedTokens(db);
      if (revocations > 0) log.debug({ deleted: revocations }, 'pruned revocations of expired tokens');
    } catch (error) {
      log.error({ err: error }, 'pruning throttling windows or revoked tokens failed');
    }
  });
}
