import { withdrawOrder } from './change-order.ts';
import type { OrderDeps } from './deps.ts';
import { recoverStalePayments } from './payment-recovery.ts';
import { checkHeldPayments } from './payment-review.ts';
import * as repo from './repo.ts';
import { mayExpire } from './stripe-payments.ts';

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
    if (!(await mayExpire(deps, record))) continue;
    if (await withdrawOrder(deps, record, 'expire', now, repo.holdEndedAt(now))) expired += 1;
  }
  if (expired > 0) deps.onStockChange();
  return expired;
}

/** What the server's timer (main.ts) runs once a minute. */
export interface OrderJobs {
  expireDue(): Promise<number>;
}

export function orderJobs(deps: OrderDeps): OrderJobs {
  return { expireDue: () => expireDueOrders(deps) };
}
