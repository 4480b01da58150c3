import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/index.ts';
import * as repo from './repo.ts';
import type { MailTransport } from './transport.ts';

export interface RetryPolicy {
  /** The wait after the first refusal; each further refusal doubles it, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Attempts in all; after the last refusal the message is marked `failed`. */
  maxAttempts: number;
}

/** How long a claimed message is held by its worker before another may try it. */
const LEASE_MS = 5 * 60_000;
const BATCH = 20;

export function retryDelayMs(policy: RetryPolicy, attempts: number): number {
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempts - 1));
}

/** A transport's refusal in one short line: the server's reply, never the message. */
function describe(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\s+/g, ' ').slice(0, 300);
}

/**
 * Sends what is due, outside every request: an order never waits for, or fails with, the mail
 * server. Refusals are retried with exponential backoff; rows are claimed with `SKIP LOCKED`, so
 * any number of instances may run this together, and nothing is lost when one stops.
 */
export function createMailWorker(deps: {
  db: Db;
  transport: MailTransport;
  retry: RetryPolicy;
  clock: () => Date;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}) {
  const { db, transport, retry, log } = deps;

  async function deliver(row: repo.MailRow, now: Date): Promise<boolean> {
    try {
      await transport.send({
        id: row.id,
        kind: row.kind,
        to: row.recipient,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        createdAt: row.createdAt,
      });
    } catch (error) {
      const last = row.attempts >= retry.maxAttempts;
      const retryAt = last ? undefined : new Date(now.getTime() + retryDelayMs(retry, row.attempts));
      await repo.markRefused(db, row.id, describe(error), retryAt);
      // The queue id and kind only: the recipient is personal data (docs/security.md).
      log.warn(
        { mailId: row.id, kind: row.kind, attempts: row.attempts, err: error },
        last ? 'mail given up after its last attempt' : 'mail refused; will retry',
      );
      return false;
    }
    await repo.markSent(db, row.id, deps.clock());
    return true;
  }

  /** Sends every message due at `now` (by default the clock's); returns how many went and how many were refused. */
  async function deliverDue(now: Date = deps.clock()): Promise<{ sent: number; refused: number }> {
    const result = { sent: 0, refused: 0 };
    for (;;) {
      const claimed = await repo.claimDue(db, now, LEASE_MS, BATCH);
      for (const row of claimed) {
        if (await deliver(row, now)) result.sent++;
        else result.refused++;
      }
      if (claimed.length < BATCH) return result;
    }
  }

  return { deliverDue };
}

export type MailWorker = ReturnType<typeof createMailWorker>;
