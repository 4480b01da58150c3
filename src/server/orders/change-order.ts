import type { Order } from '../../contract/orders.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import type { AuthUser } from '../auth/index.ts';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { ConflictError } from '../errors.ts';
import { countOrder } from '../metrics/index.ts';
import { mailOrderDelivered } from '../mail/index.ts';
import { releaseStock } from '../products/index.ts';
import { loadOrder, loadVisible, refusedNow } from './access.ts';
import type { OrderDeps } from './deps.ts';
import { toOrder } from './present.ts';
import { giveOfferUseBack } from './redemptions.ts';
import * as repo from './repo.ts';
import { stopStripeIntent } from './stripe-payments.ts';
import { allows, ORDER_TRANSITIONS, refusal } from './transitions.ts';
import * as transitions from './transition-repo.ts';
import { type Db, orders, transaction } from '../db/index.ts';

/**
 * Cancels an unpaid order and puts its stock (and its coupon's use) back, in one transaction. Undefined when the table
 * refuses (the order is paid, being paid, or already cancelled), or when the order is no longer bound to the provider
 * order `record` names (an intent was bound since it was read): then nothing moved.
 */
async function withdrawOrder(
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
  // Only the provider order the caller stopped: one bound after it looked is still live at the provider.
  const stopped = record.providerOrderId
    ? eq(orders.providerOrderId, record.providerOrderId)
    : isNull(orders.providerOrderId);
  const withdrawn = await transaction(deps.db, async (tx) => {
    const cancelled = await transitions.transition(
      tx,
      record.id,
      name,
      { cancelledAt: at },
      and(stopped, guard),
      actor,
    );
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

/** How many times a cancel or the expiry starts over when an intent was bound to the order meanwhile. */
export const WITHDRAW_ROUNDS = 3;

/** What letting an order go came to: cancelled, paid or held instead (Stripe had the money), or refused. */
export type Withdrawal =
  { kind: 'cancelled'; row: repo.OrderRow } | { kind: 'settled'; row: repo.OrderRow } | { kind: 'refused' };

/**
 * Lets an unpaid order go (a cancel, a withdrawal, or the expiry): its Stripe intent is cancelled at
 * Stripe first, then the order is cancelled only while that intent is still the order's. The
 * Payment Element may bind a fresh intent in between (`POST /api/orders/:id/stripe`), and the
 * browser holding its secret could then pay a cancelled order: that intent is stopped in its turn
 * and the cancel tried again, at most WITHDRAW_ROUNDS times (a payment attempt has one intent, so
 * a shopper's browser can cause one more round; the third is margin), then refused with 409.
 * Throws when Stripe cannot be asked.
 */
export async function stopAndWithdraw(
  deps: OrderDeps,
  record: repo.OrderRecord,
  name: 'cancel' | 'expire',
  at: Date,
  options: {
    guard?: SQL;
    actor?: transitions.Actor;
    audit?: AuditActor;
    alsoWrite?: (tx: Db, cancelled: repo.OrderRow) => Promise<void>;
  } = {},
): Promise<Withdrawal> {
  const { guard, actor, audit, alsoWrite } = options;
  let current = record;
  for (let round = 1; ; round += 1) {
    // A Stripe intent is cancelled at Stripe first; if its money arrived instead, so did the payment.
    const settled = await stopStripeIntent(deps, current);
    if (settled) return { kind: 'settled', row: settled };
    const cancelled = await withdrawOrder(deps, current, name, at, guard, actor, audit, alsoWrite);
    if (cancelled) return { kind: 'cancelled', row: cancelled };
    const now = await loadOrder(deps.db, current.id);
    if (now.providerOrderId === current.providerOrderId || !allows(name, now.status))
      return { kind: 'refused' };
    if (round >= WITHDRAW_ROUNDS) {
      throw new ConflictError(
        `Cannot ${ORDER_TRANSITIONS[name].verb}: a payment of this order is being started; please try again`,
      );
    }
    current = now;
  }
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
  const outcome = await stopAndWithdraw(deps, record, 'cancel', deps.clock(), { actor: user, audit });
  if (outcome.kind === 'settled') throw refusal('cancel', outcome.row.status);
  if (outcome.kind === 'refused') throw await refusedNow(deps.db, id, 'cancel');
  deps.onStockChange();
  return toOrder({ ...outcome.row, items: record.items });
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
