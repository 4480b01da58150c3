import { and, eq, isNull, sql } from 'drizzle-orm';
import { type Db, invoiceCounters, orders } from '../db/index.ts';

/** `2026-000123`: the year the order was paid, then its place in that year's sequence. */
export function formatInvoiceNumber(year: number, sequence: number): string {
  return `${year}-${String(sequence).padStart(6, '0')}`;
}

/**
 * Gives a just-paid order the next invoice number of the year it was paid in (UTC). Call it inside
 * the transaction that records the payment, and only for the request that won the `paid`
 * transition: the year's counter row is raised with one INSERT … ON CONFLICT DO UPDATE … RETURNING,
 * which holds that row's lock until the payment commits, so concurrent payments on any number of
 * instances take turns and no two share a number; a payment that rolls back gives its number back,
 * so the sequence has no gaps. An order that already has a number keeps it (and takes none).
 */
export async function assignInvoiceNumber<
  T extends { id: string; paidAt: Date | null; invoiceNumber: string | null },
>(tx: Db, order: T): Promise<T> {
  if (order.invoiceNumber !== null || order.paidAt === null) return order;
  const year = order.paidAt.getUTCFullYear();
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.year, set: { last: sql`${invoiceCounters.last} + 1` } })
    .returning({ last: invoiceCounters.last });
  if (!counter) throw new Error('the invoice counter returned no row');
  const invoiceNumber = formatInvoiceNumber(year, counter.last);
  const [row] = await tx
    .update(orders)
    .set({ invoiceNumber })
    .where(and(eq(orders.id, order.id), isNull(orders.invoiceNumber)))
    .returning({ invoiceNumber: orders.invoiceNumber });
  // Only the payment's winner calls this, on a row it has just updated: nobody else can have numbered it.
  if (!row) throw new Error(`order ${order.id} was numbered by another transaction`);
  return { ...order, invoiceNumber };
}
