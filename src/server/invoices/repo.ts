import { and, asc, eq } from 'drizzle-orm';
import { isUuid } from '../../contract/ids.ts';
import { type Db, orderItems, orderRefunds, orders } from '../db/index.ts';

/**
 * An order with its lines and the refunds given back (oldest first), as its invoice prints it;
 * undefined when there is no such order.
 */
export async function findInvoiceOrder(db: Db, id: string) {
  if (!isUuid(id)) return undefined;
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  if (!order) return undefined;
  const lines = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, id))
    .orderBy(asc(orderItems.name), asc(orderItems.id));
  const refunds = await db
    .select()
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, id), eq(orderRefunds.state, 'done')))
    .orderBy(asc(orderRefunds.createdAt), asc(orderRefunds.id));
  return { order, lines, refunds };
}
export type InvoiceOrder = NonNullable<Awaited<ReturnType<typeof findInvoiceOrder>>>;
