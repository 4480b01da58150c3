import type { Order } from '../../contract/orders.ts';
import { toDollars } from '../../contract/pricing.ts';
import { type AuditActor, type AuditChange, recordAudit } from '../audit/index.ts';
import type { AuthUser } from '../auth/index.ts';
import { type Db, transaction } from '../db/index.ts';
import { NotFoundError } from '../errors.ts';
import { mailOrderRefunded } from '../mail/index.ts';
import { countOrder } from '../metrics/index.ts';
import { tookNoMoney } from '../payments/index.ts';
import { releaseStock } from '../products/index.ts';
import { assertMayRefund } from '../staff/index.ts';
import { loadOrder } from './access.ts';
import type { OrderDeps } from './deps.ts';
import { claimed, claimFor, type PartRequest } from './refund-claims.ts';
import { refundAtProvider } from './refund-provider.ts';
import { toOrder } from './present.ts';
import type { OrderRecord } from './repo.ts';
import * as refunds from './refunds-repo.ts';
import * as transitions from './transition-repo.ts';
import { allows, refusal } from './transitions.ts';

/**
 * A partial refund (docs/orders-and-payments.md#partial-refunds), in three steps:
 *
 * 1. Claim: under the order row's lock (FOR UPDATE), the request is checked against every refund
 *    claimed before (pending or done) and its amount is computed in cents; the claim is written
 *    `pending`. However many requests race, each sees the claims before it, so no unit and no cent
 *    is claimed twice: of 20 parallel refunds of one line, one gets it and 19 get 409.
 * 2. The provider gives the amount back, outside any transaction, keyed by the claim's id. A
 *    refusal that moved no money takes the claim back; an unknown outcome leaves it claimed.
 * 3. Record: one transaction marks the claim done, moves the order to `partially-refunded` (and to
 *    `refunded` once every done refund covers every unit and the shipping), restocks if asked, and
 *    writes the timeline. The order row's lock orders parallel recorders, so the last one sees all.
 */
export async function refundPart(
  deps: OrderDeps,
  admin: AuthUser,
  audit: AuditActor,
  record: OrderRecord,
  requestOf: (claims: readonly refunds.RefundRow[]) => PartRequest,
  onGiven?: OnGiven,
): Promise<Order> {
  if (!allows('partialRefund', record.status)) throw refusal('refund', record.status);
  const claim = await transaction(deps.db, async (tx) => {
    const locked = await refunds.lockForRefund(tx, record.id);
    if (!locked) throw new NotFoundError('Order not found');
    if (locked.refunds.some((one) => one.kind === 'whole')) throw refusal('refund', 'refunded');
    if (!allows('partialRefund', locked.status)) throw refusal('refund', locked.status);
    const request = requestOf(locked.refunds);
    // Only the rest of a partly refunded order can come out empty: everything was claimed already.
    if (request.lines.length === 0 && !request.shipping) throw refusal('refund', 'refunded');
    const { refund } = claimFor(record, locked.refunds, request);
    await assertMayRefund(tx, admin, refund.amountCents);
    return refunds.claimRefund(tx, record.id, refund);
  });
  const given =
    claim.amountCents === 0
      ? undefined
      : await refundAtProvider(deps, record, claim.amountCents, `refund-${claim.id}`).catch(
          async (error: unknown) => {
            if (tookNoMoney(error)) await refunds.dropClaim(deps.db, claim.id);
            throw error;
          },
        );
  const completed = await transaction(deps.db, (tx) =>
    recordGiven(tx, deps, admin, audit, record, claim, given?.id, onGiven),
  );
  if (claim.restock) deps.onStockChange();
  if (completed) countOrder('refunded');
  return toOrder(await loadOrder(deps.db, record.id));
}

/**
 * What else the refund's recording does, in its transaction, once and only by the request that
 * marks the claim done (a return closed by it: handle-return.ts).
 */
export type OnGiven = (tx: Db, claim: refunds.RefundRow) => Promise<void>;

/** Step 3: records the claim given back; true when it completed the order's refund. */
async function recordGiven(
  tx: Db,
  deps: OrderDeps,
  admin: AuthUser,
  audit: AuditActor,
  record: OrderRecord,
  claim: refunds.RefundRow,
  providerRefundId: string | undefined,
  onGiven: OnGiven | undefined,
): Promise<boolean> {
  const actor = { id: admin.id, name: admin.name };
  // Locks the order's row first (after its actor, in the lock order), so recorders go one by one.
  await transitions.transition(tx, record.id, 'partialRefund', {}, undefined, actor);
  if (!(await refunds.markDone(tx, claim.id, providerRefundId))) return false;
  await onGiven?.(tx, claim);
  if (claim.restock) {
    await releaseStock(
      tx,
      claim.lines.map((line) => {
        const item = record.items.find((candidate) => candidate.id === line.item);
        return { productId: item?.productId ?? null, variantId: item?.variantId ?? null, qty: line.qty };
      }),
    );
  }
  const done = claimed(await refunds.doneRefundsOf(tx, [record.id]));
  const everything =
    record.items.every((item) => done.units.get(item.id) === item.qty) &&
    (done.shipping || record.shippingCents === 0);
  await recordAudit(tx, refundAudit(audit, record, everything ? 'refunded' : 'partially-refunded', claim));
  if (!everything) return false;
  const row = await transitions.transition(
    tx,
    record.id,
    'refund',
    { refundedAt: deps.clock(), ...(providerRefundId ? { refundId: providerRefundId } : {}) },
    undefined,
    actor,
  );
  if (row) await mailOrderRefunded(tx, row);
  return row !== undefined;
}

/**
 * The audit log's entry for a refund given back (docs/staff.md#the-audit-log): the order's status
 * before and after, and what this refund gave: its amount, units, shipping and restock.
 */
export function refundAudit(
  actor: AuditActor,
  record: OrderRecord,
  status: string,
  claim: refunds.RefundRow,
): AuditChange {
  return {
    actor,
    kind: 'order.refund',
    target: record.id,
    before: { status: record.status },
    after: {
      status,
      refund: {
        amount: toDollars(claim.amountCents),
        lines: claim.lines,
        shipping: claim.shipping,
        restock: claim.restock,
      },
    },
  };
}
