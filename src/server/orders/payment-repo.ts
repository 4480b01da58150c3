import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orders, type PaymentResult } from '../db/schema.ts';
import { ORDER_TRANSITIONS } from './transitions.ts';
import { transition, type OrderChange, type OrderRow } from './repo.ts';

// The payment side of an order's row: attempts, the provider's order, payments held for review.

/** A payment may start again from pending: the attempt number moves on, the clock starts. */
export const startPaymentChange = (now: Date): OrderChange => ({
  paymentAttempt: sql`${orders.paymentAttempt} + 1`,
  paymentStartedAt: now,
});

export function markPaid(db: Db, id: string, result: PaymentResult & { id: string }, paidAt: Date) {
  return transition(db, id, 'confirmPayment', {
    paidAt,
    paymentStartedAt: null,
    paymentProvider: result.provider,
    paymentTransactionId: result.id,
    paymentResult: result,
  });
}

export function abandonPayment(db: Db, id: string) {
  return transition(db, id, 'abandonPayment', { paymentStartedAt: null });
}

/** The provider holds the money: the order waits, untouchable, until the provider settles it. */
export function holdPayment(db: Db, id: string, checkedAt: Date) {
  return transition(db, id, 'holdPayment', { paymentStartedAt: null, paymentCheckedAt: checkedAt });
}

/**
 * The provider refused the money it held: the order awaits payment again within its own hold.
 * Its provider order is let go, so paying again starts a fresh one at the provider.
 */
export function refusePayment(db: Db, id: string) {
  return transition(db, id, 'refusePayment', { paymentCheckedAt: null, providerOrderId: null });
}

/** Payments a provider holds that were last asked about before `before`, longest waiting first. */
export async function findReviewsDue(db: Db, before: Date, limit: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.status, 'payment-review'), lte(orders.paymentCheckedAt, before)))
    .orderBy(asc(orders.paymentCheckedAt))
    .limit(limit);
}

/**
 * Takes the next check of a held payment: of several instances (or events) trying at once, one
 * gets the row back and asks the provider; the others find it checked too recently.
 */
export async function claimReviewCheck(
  db: Db,
  id: string,
  before: Date,
  now: Date,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({ paymentCheckedAt: now })
    .where(and(eq(orders.id, id), eq(orders.status, 'payment-review'), lte(orders.paymentCheckedAt, before)))
    .returning();
  return row;
}

/** Our order bound to this provider order, if any. */
export async function findByProviderOrderId(db: Db, providerOrderId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.providerOrderId, providerOrderId));
  return row;
}

/** Binds the provider's own order to ours, while ours may still start a payment. */
export async function bindProviderOrder(
  db: Db,
  id: string,
  providerOrderId: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({ providerOrderId })
    .where(and(eq(orders.id, id), inArray(orders.status, [...ORDER_TRANSITIONS.startPayment.from])))
    .returning();
  return row;
}

/** Payments in flight since before `before`: their instance is presumed dead or lost. */
export async function findStalePayments(db: Db, before: Date, limit: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.status, 'paying'), lte(orders.paymentStartedAt, before)))
    .orderBy(asc(orders.paymentStartedAt))
    .limit(limit);
}

/**
 * Takes over a stale payment in flight by restarting its clock; of several instances trying at
 * once, exactly one gets the row back and asks the provider.
 */
export async function claimStalePayment(
  db: Db,
  id: string,
  before: Date,
  now: Date,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({ paymentStartedAt: now })
    .where(and(eq(orders.id, id), eq(orders.status, 'paying'), lte(orders.paymentStartedAt, before)))
    .returning();
  return row;
}
