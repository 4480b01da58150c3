import type { Order } from '../../contract/orders.ts';
import type { RefundBody } from '../../contract/refunds.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import type { AuthUser } from '../auth/index.ts';
import { transaction } from '../db/index.ts';
import { NotFoundError } from '../errors.ts';
import { mailOrderRefunded } from '../mail/index.ts';
import { countOrder } from '../metrics/index.ts';
import { tookNoMoney } from '../payments/index.ts';
import { releaseStock } from '../products/index.ts';
import { assertMayRefund } from '../staff/index.ts';
import { loadOrder, refusedNow } from './access.ts';
import type { OrderDeps } from './deps.ts';
import { refundAtProvider } from './refund-provider.ts';
import { refundAudit, refundPart } from './refund-part.ts';
import { checkRequest, partRequested, restOf } from './refund-claims.ts';
import { toOrder } from './present.ts';
import * as repo from './repo.ts';
import * as refunds from './refunds-repo.ts';
import * as transitions from './transition-repo.ts';
import { allows, refusal } from './transitions.ts';

/**
 * An admin gives a paid (or delivered) order's money back: whole, or the lines and shipping the
 * body names (refund-part.ts; docs/orders-and-payments.md#partial-refunds).
 *
 * The whole refund claims the order's one `whole` refund under the order row's lock (so no partial
 * refund can run beside it), then asks the provider, outside any transaction, with a request keyed
 * by the order: however many admins click at once, the provider refunds once and answers each the
 * same. Then one conditional update marks the order `refunded`: exactly one request wins it, puts
 * the stock back (unless the goods were delivered) and writes the timeline line in the same
 * transaction; the others get 409. If the process dies between the two, the next click finds the
 * claim and the provider done and finishes the order. A partly refunded order's whole refund gives
 * back what is left, as one more part.
 */
export async function refundOrder(
  deps: OrderDeps,
  admin: AuthUser,
  id: string,
  body: RefundBody | null | undefined,
  audit: AuditActor,
): Promise<Order> {
  const record = await loadOrder(deps.db, id);
  const part = partRequested(body);
  if (part) {
    checkRequest(record, part);
    return refundPart(deps, admin, audit, record, () => part);
  }
  if (record.status === 'partially-refunded') {
    return refundPart(deps, admin, audit, record, (claims) => restOf(record, claims));
  }
  if (!allows('refund', record.status)) throw refusal('refund', record.status);
  await assertMayRefund(deps.db, admin, record.totalCents);
  const claim = await claimWhole(deps, record);
  if (!claim) return refundPart(deps, admin, audit, record, (claims) => restOf(record, claims));
  const refund = await refundAtProvider(deps, record, record.totalCents).catch(async (error: unknown) => {
    if (tookNoMoney(error)) await refunds.dropClaim(deps.db, claim.id);
    throw error;
  });
  const refunded = await transaction(deps.db, async (tx) => {
    const row = await transitions.transition(
      tx,
      id,
      'refund',
      { refundedAt: deps.clock(), ...(refund ? { refundId: refund.id } : {}) },
      undefined,
      { id: admin.id, name: admin.name },
    );
    if (!row) return row;
    await refunds.markDone(tx, claim.id, refund?.id);
    // A delivered order's goods are with the customer: only undelivered stock goes back.
    if (row.deliveredAt === null) await releaseStock(tx, record.items);
    await mailOrderRefunded(tx, row);
    await recordAudit(tx, refundAudit(audit, record, row.status, claim));
    return row;
  });
  if (!refunded) throw await refusedNow(deps.db, id, 'refund');
  if (refunded.deliveredAt === null) deps.onStockChange();
  countOrder('refunded');
  return toOrder({ ...refunded, items: record.items, refunds: await refunds.doneRefundsOf(deps.db, [id]) });
}

/**
 * The order's whole refund, claimed (or found claimed by a parallel click) under its lock; undefined
 * when part of it was refunded meanwhile, so only the rest may go back.
 */
function claimWhole(deps: OrderDeps, record: repo.OrderRecord) {
  return transaction(deps.db, async (tx) => {
    const locked = await refunds.lockForRefund(tx, record.id);
    if (!locked) throw new NotFoundError('Order not found');
    if (locked.refunds.some((claim) => claim.kind === 'part')) return undefined;
    if (!allows('refund', locked.status)) throw refusal('refund', locked.status);
    return refunds.claimRefund(tx, record.id, {
      amountCents: record.totalCents,
      lines: record.items.map((item) => ({ item: item.id, qty: item.qty })),
      shipping: true,
      restock: record.deliveredAt === null,
      kind: 'whole',
    });
  });
}
