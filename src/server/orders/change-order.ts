import type { Order } from '../../contract/orders.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import type { AuthUser } from '../auth/index.ts';
import type { SQL } from 'drizzle-orm';
import { countOrder } from '../metrics/index.ts';
import { mailOrderDelivered } from '../mail/index.ts';
import { releaseStock } from '../products/index.ts';
import { loadOrder, loadVisible, refusedNow } from './access.ts';
import type { OrderDeps } from './deps.ts';
import { toOrder } from './present.ts';
import { giveOfferUseBack } from './redemptions.ts';
import * as repo from './repo.ts';
import { stopStripeIntent } from './stripe-payments.ts';
import { refusal } from './transitions.ts';
import * as transitions from './transition-repo.ts';
import { type Db, transaction } from '../db/index.ts';

/**
 * Cancels an unpaid order and puts its stock (and its coupon's use) back, in one transaction. Undefined when the table
 * refuses (the order is paid, being paid, or already cancelled): then nothing moved.
 */
export async function withdrawOrder(
  deps: Pick<OrderDeps, 'db'>,
  record: repo.OrderRecord,
  name: 'cancel' | 'expire',
  at: Date,
  guard?: SQL,
  actor?: transitions.Actor,
  /** Set when staff cancel: the cancellation is recorded in the audit log. */
  audit?: AuditActor,
  /** Written in the cancellation's transaction once it is made (the withdrawal's acknowledgement). */
  alsoWrite?: (tx: Db, cancelled: repo.OrderRow) => Promise<void>,
): Promise<repo.OrderRow | undefined> {
  const withdrawn = await transaction(deps.db, async (tx) => {
    const cancelled = await transitions.transition(tx, record.id, name, { cancelledAt: at }, guard, actor);
    if (cancelled) {
      await releaseStock(tx, record.items);
      await giveOfferUseBack(tx, record.id);
      await alsoWrite?.(tx, cancelled);
    }
    if (cancelled && audit) {
      const after = toOrder({ ...cancelled, items: record.items });
      await recordAudit(tx, {
        actor: audit,
        kind: 'order.cancel',
        target: record.id,
        before: toOrder(record),
        after,
      });
    }
    return cancelled;
  });
  if (withdrawn) countOrder(name === 'cancel' ? 'cancelled' : 'expired');
  return withdrawn;
}

/**
 * The customer (or an admin) gives up an unpaid order; its stock goes back on the shelf. `audit`:
 * the staff member cancelling, for the audit log (a customer's own cancel is not a staff write).
 */
export async function cancelOrder(
  deps: OrderDeps,
  user: AuthUser,
  id: string,
  audit?: AuditActor,
): Promise<Order> {
  const record = await loadVisible(deps.db, user, id);
  // A Stripe intent is cancelled at Stripe first; if its money arrived instead, so did the payment.
  const settled = await stopStripeIntent(deps, record);
  if (settled) throw refusal('cancel', settled.status);
  const cancelled = await withdrawOrder(deps, record, 'cancel', deps.clock(), undefined, user, audit);
  if (!cancelled) throw await refusedNow(deps.db, id, 'cancel');
  deps.onStockChange();
  return toOrder({ ...cancelled, items: record.items });
}

/** An admin ships a paid order. */
export async function deliverOrder(
  deps: OrderDeps,
  admin: AuthUser,
  id: string,
  actor: AuditActor,
): Promise<Order> {
  const record = await loadOrder(deps.db, id);
  // The shipping notice commits with the delivery, or neither does.
  const delivered = await transaction(deps.db, async (tx) => {
    const row = await transitions.transition(
      tx,
      id,
      'deliver',
      { deliveredAt: deps.clock() },
      undefined,
      admin,
    );
    if (!row) return undefined;
    const after = toOrder({ ...row, items: record.items });
    await recordAudit(tx, { actor, kind: 'order.deliver', target: id, before: toOrder(record), after });
    return mailOrderDelivered(tx, row);
  });
  if (!delivered) throw await refusedNow(deps.db, id, 'deliver');
  countOrder('delivered');
  return toOrder({ ...delivered, items: record.items });
}
