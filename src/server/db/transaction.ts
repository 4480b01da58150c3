import { setTimeout as wait } from 'node:timers/promises';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';
import { sqlStateOf } from './errors.ts';

/**
 * The failures after which PostgreSQL has rolled the whole transaction back and the same work,
 * run again from the start, can succeed: `deadlock_detected` and `serialization_failure`. Nothing
 * else is retried: a constraint violation or a lost connection would fail again, or must be seen.
 */
const RETRIED_STATES: ReadonlySet<string> = new Set(['40P01', '40001']);

/** At most this many runs of one transaction: two retries. */
export const TRANSACTION_ATTEMPTS = 3;

/** Each retry waits 5 to 50 ms, at random, so the transactions that collided start apart. */
const BACKOFF_MS = { min: 5, max: 50 };

export function isRetriedFailure(error: unknown): boolean {
  const state = sqlStateOf(error);
  return state !== undefined && RETRIED_STATES.has(state);
}

/** A boolean, not a type guard: narrowing `Db` to drizzle's PgTransaction would lose its schema type. */
function isTransaction(db: Db): boolean {
  return db instanceof PgTransaction;
}

/**
 * Runs `work` in a transaction, and runs it again (at most TRANSACTION_ATTEMPTS times in all)
 * when PostgreSQL ended it as a deadlock victim or a serialization failure.
 *
 * Writes take their locks in one order (docs/orders-and-payments.md), so they do not wait on
 * each other in a circle; but a statement's cascades and triggers take rows in an order no code
 * of ours chooses, and the next writer may forget the order. A deadlock costs its victim a second
 * of waiting, then the whole transaction: rather than answer that with a 500, the work is done
 * again once the other transaction is through (docs/orders-and-payments.md).
 * `work` must therefore only touch the database (no provider call, no cache, no counter), which
 * the project's short transactions do anyway.
 *
 * Inside another transaction it is a savepoint and is never retried there: a deadlock has rolled
 * back the outer transaction too, so only the outermost one can be run again.
 */
export async function transaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  if (isTransaction(db)) return db.transaction(work);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (attempt >= TRANSACTION_ATTEMPTS || !isRetriedFailure(error)) throw error;
      await wait(BACKOFF_MS.min + Math.random() * (BACKOFF_MS.max - BACKOFF_MS.min));
    }
  }
}
