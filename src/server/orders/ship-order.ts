import type { Order } from '../../contract/orders.ts';
import { knownCarrier, type ShipBody } from '../../contract/shipments.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import type { AuthUser } from '../auth/index.ts';
import { transaction } from '../db/index.ts';
import { mailOrderShipped } from '../mail/index.ts';
import { loadOrder, refusedNow } from './access.ts';
import type { OrderDeps } from './deps.ts';
import { toOrder } from './present.ts';
import * as transitions from './transition-repo.ts';

/**
 * An admin hands a paid order to a carrier (docs/orders-and-payments.md#shipments): one
 * conditional update `paid` → `shipped` records the carrier (a known one in its own spelling) and
 * tracking number, the timeline line and the shopper's shipping notice in one transaction, so
 * however many admins click at once, one ships it and one mail goes out; the others get 409.
 */
export async function shipOrder(
  deps: OrderDeps,
  admin: AuthUser,
  id: string,
  body: ShipBody,
  actor: AuditActor,
): Promise<Order> {
  const record = await loadOrder(deps.db, id);
  const carrier = knownCarrier(body.carrier) ?? body.carrier.trim();
  const shipped = await transaction(deps.db, async (tx) => {
    const row = await transitions.transition(
      tx,
      id,
      'ship',
      { shippedAt: deps.clock(), carrier, trackingNumber: body.trackingNumber },
      undefined,
      admin,
    );
    if (!row) return undefined;
    const before = toOrder(record);
    await recordAudit(tx, {
      actor,
      kind: 'order.ship',
      target: id,
      before,
      after: toOrder({ ...row, items: record.items }),
    });
    return mailOrderShipped(tx, row);
  });
  if (!shipped) throw await refusedNow(deps.db, id, 'ship');
  return toOrder({ ...shipped, items: record.items });
}
