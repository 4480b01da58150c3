import type { OrderFilterQuery } from '../../contract/orders.ts';
import { toDollars } from '../../contract/pricing.ts';
import type { OrderDeps } from './deps.ts';
import { orderFilter } from './read-orders.ts';
import * as repo from './repo.ts';

/** Rows read per query while the file streams out: memory stays flat however many orders match. */
const BATCH = 500;

const HEADER = ['Number', 'Placed', 'Customer', 'E-mail', 'Status', 'Total', 'Paid', 'Delivered', 'Refunded'];

/**
 * One CSV cell, always quoted. A cell a spreadsheet would read as a formula (`=`, `+`, `-`, `@`,
 * tab or carriage return first) gets a leading `'`, so a customer's name cannot run code in the
 * admin's spreadsheet (OWASP "CSV injection").
 */
export function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

const csvLine = (cells: (string | number | null)[]) => `${cells.map(csvCell).join(',')}\r\n`;
const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The admin's current view of the order list (same filter, newest first), every page, as CSV. */
export async function* exportOrders(
  deps: Pick<OrderDeps, 'db'>,
  query: OrderFilterQuery,
): AsyncGenerator<string> {
  const filter = orderFilter(query);
  yield csvLine(HEADER);
  for (let offset = 0; ; offset += BATCH) {
    const { records } = await repo.listPage(deps.db, { userId: undefined, limit: BATCH, offset, filter });
    for (const order of records) {
      yield csvLine([
        `#${order.orderNumber}`,
        iso(order.createdAt),
        order.customerName,
        order.customerEmail,
        order.status,
        toDollars(order.totalCents).toFixed(2),
        iso(order.paidAt),
        iso(order.deliveredAt),
        iso(order.refundedAt),
      ]);
    }
    if (records.length < BATCH) return;
  }
}
