import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { type Db, orders, type PaymentResult } from '../db/index.ts';
import { assignInvoiceNumber } from '../invoices/index.ts';
import { ORDER_TRANSITIONS } from './transitions.ts';
import type { OrderRow } from './repo.ts';
import { transition, type OrderChange } from './transition-repo.ts';

// The payment side of an order's row: attempts, the provider's order, payments held for review.

/** A payment may start again from pending: the attempt number moves on, the clock starts. */
export const startPaymentChange = (now: Date): OrderChange => ({
  paymentAttempt: sql`${orders.paymentAttempt} + 1`,
  paymentStartedAt: now,
});

/**
 * The one place an order becomes `paid`. Pass the payment's transaction: the request that wins the
 * transition also takes the order's invoice number in it (invoices/), so a payment confirmed twice,
 * or by two instances at once, is numbered once, and a rolled-back one leaves no gap.
 */
export async function markPaid(db: Db, id: string, result: PaymentResult & { id: string }, paidAt: Date) {
  const row = await transition(db, id, 'confirmPayment', {
    paidAt,
    paymentStartedAt: null,
    paymentProvider: result.provider,
    paymentTransactionId: result.id,
    paymentResult: result,
  });
  return row && (await assignInvoiceNumber(db, row));
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

/**
 * The payments that wait on a provider, and the clock each is measured by: one in flight
 * (`paying`) since it started or was last taken over, one held for review (`payment-review`)
 * since the provider was last asked.
 */
const WAITING_SINCE = {
  paying: orders.paymentStartedAt,
  'payment-review': orders.paymentCheckedAt,
} as const;
export type WaitingPayment = keyof typeof WAITING_SINCE;

/**
 * Orders in this status whose clock shows a time before `before`, longest waiting first: payments
 * in flight presumed lost with their instance, or held payments due for another check.
 */
export async function findWaitingSince(
  db: Db,
  status: WaitingPayment,
  before: Date,
  limit: number,
): Promise<OrderRow[]> {
  const since = WAITING_SINCE[status];
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.status, status), lte(since, before)))
    .orderBy(asc(since))
    .limit(limit);
}

/**
 * Takes a waiting payment over by restarting its clock: of several instances (or a provider's
 * events) trying at once, exactly one gets the row back and asks the provider; the others find
 * it taken too recently.
 */
export async function claimWaiting(
  db: Db,
  id: string,
  status: WaitingPayment,
  before: Date,
  now: Date,
): Promise<OrderRow | undefined> {
  const since = WAITING_SINCE[status];
  const clock = status === 'paying' ? { paymentStartedAt: now } : { paymentCheckedAt: now };
  const [row] = await db
    .update(orders)
    .set(clock)
    .where(and(eq(orders.id, id), eq(orders.status, status), lte(since, before)))
    .returning();
  return row;
}
