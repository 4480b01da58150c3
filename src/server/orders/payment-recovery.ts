import { findSettler, type OrderDeps } from './deps.ts';
import { holdForReview, settlePayment, UNCONFIRMED } from './payment-outcomes.ts';
import * as payments from './payment-repo.ts';
import type * as repo from './repo.ts';

/**
 * A payment in flight for longer than this is presumed lost with its instance, and the provider
 * is asked what became of it. Far longer than a live payment takes (two provider calls of at most
 * 15 s each, plus one immediate check); a takeover of a live one is safe anyway, since providers
 * finish an attempt under its own idempotency key (docs/orders-and-payments.md).
 */
export const PAYMENT_RECOVERY_AFTER_MS = 2 * 60_000;
const RECOVERY_BATCH = 20;

type RecoveryDeps = Pick<OrderDeps, 'db' | 'clock' | 'log' | 'settlers'>;

/**
 * Settles a payment that has been in flight too long (its instance died, or its answer was lost).
 * When the provider still cannot tell, the order goes under review: its money may be taken, so
 * its stock is never released until the provider says. Undefined if it is not stale, another
 * instance took it over first, or no configured provider can settle it.
 */
export async function recoverStalePayment(
  deps: RecoveryDeps,
  row: repo.OrderRow,
): Promise<repo.OrderRow | undefined> {
  const now = deps.clock();
  const claimed = await payments.claimWaiting(deps.db, row.id, 'paying', staleBefore(now), now);
  if (!claimed) return undefined;
  const provider = findSettler(deps, claimed.paymentMethod);
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
    deps.log.warn({ err: error, orderId: claimed.id }, 'a payment in flight could not be checked');
    return holdForReview(deps, claimed, provider.method, UNCONFIRMED);
  }
}

export async function recoverStalePayments(deps: RecoveryDeps): Promise<void> {
  const stale = await payments.findWaitingSince(deps.db, 'paying', staleBefore(deps.clock()), RECOVERY_BATCH);
  for (const row of stale) await recoverStalePayment(deps, row);
}

function staleBefore(now: Date): Date {
  return new Date(now.getTime() - PAYMENT_RECOVERY_AFTER_MS);
}
