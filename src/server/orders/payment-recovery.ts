import { countPayment } from '../metrics/outcomes.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { ConflictError } from '../errors.ts';
import { mailPaymentReceipt } from '../mail/enqueue.ts';
import type { PayableOrder, PaymentProvider, PaymentRecord } from '../payments/provider.ts';
import { loadOrder } from './access.ts';
import { findProvider, type OrderDeps } from './deps.ts';
import * as repo from './repo.ts';
import { refusal } from './transitions.ts';

/**
 * A payment in flight for longer than this is presumed lost with its instance, and the provider
 * is asked what became of it. Far longer than a live payment takes (two provider calls of at most
 * 15 s each, plus one immediate check); a takeover of a live one is safe anyway, since providers
 * finish an attempt under its own idempotency key (docs/decisions/0014-order-transitions.md).
 */
export const PAYMENT_RECOVERY_AFTER_MS = 2 * 60_000;
const RECOVERY_BATCH = 20;

export function payableOf(row: repo.OrderRow): PayableOrder {
  return {
    id: row.id,
    totalCents: row.totalCents,
    providerOrderId: row.providerOrderId,
    attempt: row.paymentAttempt,
  };
}

/** Records a payment the provider confirmed on the order that was waiting for it (`paying` → `paid`). */
export async function recordPayment(
  deps: Pick<OrderDeps, 'db' | 'clock' | 'log'>,
  row: repo.OrderRow,
  payment: PaymentRecord,
): Promise<repo.OrderRow> {
  let paid: repo.OrderRow | undefined;
  try {
    // The receipt commits with the payment, or neither does.
    paid = await deps.db.transaction(async (tx) => {
      const marked = await repo.markPaid(tx, row.id, payment, deps.clock());
      return marked && (await mailPaymentReceipt(tx, marked));
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await repo.abandonPayment(deps.db, row.id);
    throw new ConflictError('This payment has already been used for another order');
  }
  if (paid) {
    countPayment('paid');
    return paid;
  }
  // Another instance settled this very payment first: the same outcome, not a conflict.
  const current = await loadOrder(deps.db, row.id);
  if (current.paymentProvider === payment.provider && current.paymentTransactionId === payment.id) {
    return current;
  }
  // Cannot happen while money is only taken from `paying` orders; if it ever does, say so loudly.
  deps.log.error(
    { orderId: row.id, provider: payment.provider, transactionId: payment.id },
    'a payment was taken for an order that can no longer record it: refund it through the provider',
  );
  throw refusal('confirmPayment', current.status);
}

/**
 * Asks the provider what became of the payment in flight and records the answer: paid, or back
 * to pending when no money was taken. Throws when the provider cannot tell yet (the order then
 * stays `paying`, and is asked about again later).
 */
export async function settlePayment(
  deps: Pick<OrderDeps, 'db' | 'clock' | 'log'>,
  provider: PaymentProvider,
  row: repo.OrderRow,
): Promise<repo.OrderRow> {
  const payment = await provider.recover(payableOf(row));
  if (payment) return recordPayment(deps, row, payment);
  const abandoned = await repo.abandonPayment(deps.db, row.id);
  if (abandoned) countPayment('abandoned');
  return abandoned ?? (await loadOrder(deps.db, row.id));
}

/**
 * Settles a payment that has been in flight too long (its instance died, or its answer was lost
 * and the provider could not tell at the time). Undefined if it is not stale, another instance
 * took it over first, or the provider still cannot tell.
 */
export async function recoverStalePayment(
  deps: Pick<OrderDeps, 'db' | 'clock' | 'log' | 'providers'>,
  row: repo.OrderRow,
): Promise<repo.OrderRow | undefined> {
  const now = deps.clock();
  const claimed = await repo.claimStalePayment(deps.db, row.id, staleBefore(now), now);
  if (!claimed) return undefined;
  const provider = findProvider(deps, claimed.paymentMethod);
  if (!provider) {
    deps.log.error(
      { orderId: claimed.id, method: claimed.paymentMethod },
      'a payment in flight cannot be settled: its payment method is no longer configured',
    );
    return undefined;
  }
  try {
    return await settlePayment(deps, provider, claimed);
  } catch (error) {
    deps.log.warn(
      { err: error, orderId: claimed.id },
      'a payment in flight is still unsettled; will ask again',
    );
    return undefined;
  }
}

export async function recoverStalePayments(
  deps: Pick<OrderDeps, 'db' | 'clock' | 'log' | 'providers'>,
): Promise<void> {
  const stale = await repo.findStalePayments(deps.db, staleBefore(deps.clock()), RECOVERY_BATCH);
  for (const row of stale) await recoverStalePayment(deps, row);
}

function staleBefore(now: Date): Date {
  return new Date(now.getTime() - PAYMENT_RECOVERY_AFTER_MS);
}
