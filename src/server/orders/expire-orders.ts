import { AppError } from '../errors.ts';
import { stopAndWithdraw } from './change-order.ts';
import type { OrderDeps } from './deps.ts';
import { recoverStalePayments } from './payment-recovery.ts';
import { checkHeldPayments } from './payment-review.ts';
import * as repo from './repo.ts';

const EXPIRY_BATCH = 100;

/**
 * Cancels unpaid orders whose hold has ended and returns their stock; safe to run on every
 * instance at once (each cancel is one conditional update). Payments stuck in flight, and
 * payments a provider holds, are settled first, so an order whose money arrived is paid, never
 * expired, and one whose money was refused expires in the same run if its hold is over. Returns
 * how many orders it cancelled.
 */
export async function expireDueOrders(deps: OrderDeps): Promise<number> {
  await recoverStalePayments(deps);
  await checkHeldPayments(deps);
  const now = deps.clock();
  let expired = 0;
  for (const record of await repo.findHoldsEnded(deps.db, now, EXPIRY_BATCH)) {
    if (await expire(deps, record, now)) expired += 1;
  }
  if (expired > 0) deps.onStockChange();
  return expired;
}

/**
 * One order whose hold ended: its Stripe intent is cancelled first (docs/orders-and-payments.md#stripe);
 * if Stripe took or is taking the money, or cannot be asked now, the order stays (and is logged).
 */
async function expire(deps: OrderDeps, record: repo.OrderRecord, now: Date): Promise<boolean> {
  try {
    const outcome = await stopAndWithdraw(deps, record, 'expire', now, { guard: repo.holdEndedAt(now) });
    return outcome.kind === 'cancelled';
  } catch (error) {
    // Stripe's refusals and outages; anything else (the database) ends the run as before.
    if (!(error instanceof AppError)) throw error;
    deps.log.warn(
      { err: error, orderId: record.id },
      'an expired order’s Stripe payment could not be stopped: the order waits for the next run',
    );
    return false;
  }
}

/** What the server's timer (main.ts) runs once a minute. */
export interface OrderJobs {
  expireDue(): Promise<number>;
}

export function orderJobs(deps: OrderDeps): OrderJobs {
  return { expireDue: () => expireDueOrders(deps) };
}
