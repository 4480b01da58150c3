import { and, asc, eq, inArray } from 'drizzle-orm';
import { type Db, orderRefunds, orders } from '../db/index.ts';

/** An order's refunds written and read (docs/orders-and-payments.md#partial-refunds). */

export type RefundRow = typeof orderRefunds.$inferSelect;
export type NewRefund = Omit<typeof orderRefunds.$inferInsert, 'id' | 'orderId' | 'state' | 'createdAt'>;

/**
 * Locks the order's row (FOR UPDATE) and returns its status with every refund it has, pending or
 * done: while the lock is held no other refund of it can be claimed, so what is left is exact.
 */
export async function lockForRefund(tx: Db, orderId: string) {
  const [order] = await tx
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  if (!order) return undefined;
  const refunds = await tx.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));
  return { status: order.status, refunds };
}

/** Claims a refund (pending) under the order's lock; a whole refund already claimed is returned as it is. */
export async function claimRefund(tx: Db, orderId: string, refund: NewRefund): Promise<RefundRow> {
  const [row] = await tx
    .insert(orderRefunds)
    .values({ ...refund, orderId })
    .onConflictDoNothing()
    .returning();
  if (row) return row;
  const [whole] = await tx
    .select()
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, orderId), eq(orderRefunds.kind, 'whole')));
  if (!whole) throw new Error('refund claim returned nothing');
  return whole;
}

/** Records that the provider gave the money back; false if another request recorded it first. */
export async function markDone(tx: Db, id: string, providerRefundId: string | undefined): Promise<boolean> {
  const rows = await tx
    .update(orderRefunds)
    .set({ state: 'done', ...(providerRefundId ? { providerRefundId } : {}) })
    .where(and(eq(orderRefunds.id, id), eq(orderRefunds.state, 'pending')))
    .returning({ id: orderRefunds.id });
  return rows.length === 1;
}

/** A claim the provider refused (so no money moved) is taken back: its units are left to refund again. */
export async function dropClaim(db: Db, id: string): Promise<void> {
  await db.delete(orderRefunds).where(and(eq(orderRefunds.id, id), eq(orderRefunds.state, 'pending')));
}

/** The refunds given (done), oldest first, of each of these orders. */
export async function doneRefundsOf(db: Db, orderIds: readonly string[]): Promise<RefundRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderRefunds)
    .where(and(inArray(orderRefunds.orderId, [...orderIds]), eq(orderRefunds.state, 'done')))
    .orderBy(asc(orderRefunds.createdAt), asc(orderRefunds.id));
}
