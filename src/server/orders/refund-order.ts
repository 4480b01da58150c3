import type { Order } from '../../contract/orders.ts';
import type { AuthUser } from '../auth/index.ts';
import { mailOrderRefunded } from '../mail/index.ts';
import { countOrder } from '../metrics/index.ts';
import { releaseStock } from '../products/index.ts';
import { assertMayRefund } from '../staff/index.ts';
import { loadOrder, refusedNow } from './access.ts';
import { findSettler, type OrderDeps } from './deps.ts';
import { toOrder } from './present.ts';
import * as repo from './repo.ts';
import * as transitions from './transition-repo.ts';
import { allows, refusal } from './transitions.ts';
import { ValidationError } from '../errors.ts';
import { transaction } from '../db/index.ts';

/**
 * An admin gives a paid (or delivered) order's money back, whole (docs/orders-and-payments.md).
 *
 * The provider is asked first, outside any transaction, with a request keyed by the order: however
 * many admins click at once, the provider refunds once and answers each the same. Then one
 * conditional update marks the order `refunded`: exactly one request wins it, puts the stock back
 * (unless the goods were delivered) and writes the timeline line in the same transaction; the
 * others get 409. If the process dies between the two, the next click finds the provider done and
 * finishes the order.
 */
export async function refundOrder(deps: OrderDeps, admin: AuthUser, id: string): Promise<Order> {
  const record = await loadOrder(deps.db, id);
  if (!allows('refund', record.status)) throw refusal('refund', record.status);
  await assertMayRefund(deps.db, admin, record.totalCents);
  const refund = await refundAtProvider(deps, record);
  const refunded = await transaction(deps.db, async (tx) => {
    const row = await transitions.transition(
      tx,
      id,
      'refund',
      { refundedAt: deps.clock(), ...(refund ? { refundId: refund.id } : {}) },
      undefined,
      { id: admin.id, name: admin.name },
    );
    // A delivered order's goods are with the customer: only undelivered stock goes back.
    if (row && row.deliveredAt === null) await releaseStock(tx, record.items);
    if (row) await mailOrderRefunded(tx, row);
    return row;
  });
  if (!refunded) throw await refusedNow(deps.db, id, 'refund');
  if (refunded.deliveredAt === null) deps.onStockChange();
  countOrder('refunded');
  return toOrder({ ...refunded, items: record.items });
}

/** The provider that took the money gives it back, even if it no longer takes new payments. */
function refundAtProvider(deps: OrderDeps, record: repo.OrderRecord) {
  const method = record.paymentProvider ?? record.paymentMethod;
  const provider = findSettler(deps, method);
  if (!provider) {
    throw new ValidationError(
      `Payment method ${method} is no longer configured: configure it again to refund this order through it`,
    );
  }
  return provider.refund({
    orderId: record.id,
    transactionId: record.paymentTransactionId ?? '',
    totalCents: record.totalCents,
  });
}
