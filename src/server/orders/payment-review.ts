import { findSettler, type OrderDeps } from './deps.ts';
import { settlePayment } from './payment-outcomes.ts';
import * as payments from './payment-repo.ts';
import type * as repo from './repo.ts';

/**
 * Payments a provider holds (`payment-review`) are settled only by asking the provider: on a
 * schedule, and at once when the provider sends an event about one
 * (docs/orders-and-payments.md).
 */

/** How long a held payment waits between two scheduled checks. */
export const REVIEW_CHECK_EVERY_MS = 5 * 60_000;
/**
 * However many events arrive for one order, the provider is asked about it at most this often:
 * an event is only a prompt to ask, so a flood of forged ones costs the provider nothing more.
 */
export const REVIEW_EVENT_MIN_GAP_MS = 15_000;
const REVIEW_BATCH = 20;

type ReviewDeps = Pick<OrderDeps, 'db' | 'clock' | 'log' | 'settlers'>;

/** Asks the provider about one held payment, if this caller wins its check. */
async function check(deps: ReviewDeps, row: repo.OrderRow, gapMs: number): Promise<void> {
  const now = deps.clock();
  const claimed = await payments.claimWaiting(
    deps.db,
    row.id,
    'payment-review',
    new Date(now.getTime() - gapMs),
    now,
  );
  if (!claimed) return;
  const provider = findSettler(deps, claimed.paymentMethod);
  if (!provider) {
    deps.log.error(
      { orderId: claimed.id, method: claimed.paymentMethod },
      'a held payment cannot be settled: its payment method is no longer configured',
    );
    return;
  }
  try {
    await settlePayment(deps, provider, claimed);
  } catch (error) {
    deps.log.warn(
      { err: error, orderId: claimed.id, provider: provider.method },
      'a held payment could not be checked; it stays under review',
    );
  }
}

/** The scheduled check: every held payment not asked about recently is asked about now. */
export async function checkHeldPayments(deps: ReviewDeps): Promise<void> {
  const before = new Date(deps.clock().getTime() - REVIEW_CHECK_EVERY_MS);
  for (const row of await payments.findWaitingSince(deps.db, 'payment-review', before, REVIEW_BATCH)) {
    await check(deps, row, REVIEW_CHECK_EVERY_MS);
  }
}

/**
 * A provider's event names one of its orders: if ours is under review, ask the provider now. The
 * event's own words are never taken for the outcome, so it needs no signature to be safe.
 */
export async function checkHeldPaymentOf(deps: ReviewDeps, providerOrderId: string): Promise<void> {
  const row = await payments.findByProviderOrderId(deps.db, providerOrderId);
  if (row?.status === 'payment-review') await check(deps, row, REVIEW_EVENT_MIN_GAP_MS);
}
