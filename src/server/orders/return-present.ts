import type { OrderReturn } from '../../contract/returns.ts';
import { toDollars } from '../../contract/pricing.ts';
import type { MailReturn } from '../mail/index.ts';
import type { OrderRecord } from './repo.ts';
import type { ReturnRow } from './returns-repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A withdrawal is refunded within 14 days of it (Consumer Rights Directive art. 13). */
export const REFUND_DAYS = 14;

/** A return as the API shows it: the order's lines named, dollars at the edge. */
export function toReturn(row: ReturnRow, order: OrderRecord, refundCents: number | null): OrderReturn {
  const iso = (date: Date | null) => (date ? date.toISOString() : null);
  return {
    _id: row.id,
    order: row.orderId,
    orderNumber: order.orderNumber,
    kind: row.kind,
    status: row.state,
    lines: row.lines.map((line) => {
      const item = order.items.find((candidate) => candidate.id === line.item);
      return {
        item: line.item,
        qty: line.qty,
        name: item?.name ?? '',
        ...(item?.variantLabel ? { variantLabel: item.variantLabel } : {}),
      };
    }),
    reason: row.reason,
    note: row.note,
    refundAmount: refundCents === null ? null : toDollars(refundCents),
    createdAt: row.createdAt.toISOString(),
    decidedAt: iso(row.decidedAt),
    receivedAt: iso(row.receivedAt),
    refundedAt: iso(row.refundedAt),
    ...(row.kind === 'withdrawal' && row.decidedAt
      ? { refundDueBy: new Date(row.decidedAt.getTime() + REFUND_DAYS * DAY_MS).toISOString() }
      : {}),
  };
}

/** What the shopper's mail about a return names: the order, its lines and the staff's note. */
/** A line as the shopper's mails name it: `2 × Gadget (256 GB / Black)`. */
export function mailLineLabel(line: { qty: number; name: string; variantLabel?: string | null }): string {
  return `${line.qty} × ${line.name}${line.variantLabel ? ` (${line.variantLabel})` : ''}`;
}

export function mailReturnOf(row: ReturnRow, order: OrderRecord, refundCents?: number): MailReturn {
  return {
    orderNumber: order.orderNumber,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    lines: toReturn(row, order, null).lines.map(mailLineLabel),
    note: row.note,
    ...(refundCents === undefined ? {} : { refundCents }),
  };
}
