import { RETURN_DAYS, MAX_RETURN_REASON, type ReturnRequestBody } from '../../contract/returns.ts';
import { textProblem } from '../../contract/text-rules.ts';
import { ConflictError, ValidationError } from '../errors.ts';
import type { OrderRecord } from './repo.ts';
import type { RefundRow } from './refunds-repo.ts';
import type { ReturnRow } from './returns-repo.ts';

/** What a return asks for, checked against the order (pure: no database). */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last moment a return may be asked for: 30 days after delivery; undefined if not delivered. */
export function returnDeadline(order: Pick<OrderRecord, 'deliveredAt'>): Date | undefined {
  return order.deliveredAt ? new Date(order.deliveredAt.getTime() + RETURN_DAYS * DAY_MS) : undefined;
}

/** The body's reason, trimmed, or a 400 saying why it cannot be taken. */
export function checkReason(reason: string): string {
  const trimmed = reason.trim();
  if (!trimmed) throw new ValidationError('reason is required');
  if (trimmed.length > MAX_RETURN_REASON) {
    throw new ValidationError(`reason must be at most ${MAX_RETURN_REASON} characters`);
  }
  const problem = textProblem(trimmed, 'multi-line');
  if (problem) throw new ValidationError(`reason ${problem}`);
  return trimmed;
}

/** Refuses, with a 400, lines that cannot be right whatever the order's returns. */
export function checkLines(order: OrderRecord, lines: ReturnRequestBody['lines']): void {
  if (lines.length === 0) throw new ValidationError('Name at least one line to return');
  const seen = new Set<string>();
  for (const line of lines) {
    if (!order.items.some((item) => item.id === line.item)) {
      throw new ValidationError(`Order line ${line.item} is not in this order`);
    }
    if (seen.has(line.item)) throw new ValidationError(`Order line ${line.item} is named twice`);
    seen.add(line.item);
  }
}

/** Refuses, with a 409, an order that is not delivered or whose return period is over. */
export function checkReturnable(order: OrderRecord, now: Date): void {
  const deadline = returnDeadline(order);
  if (!deadline || (order.status !== 'delivered' && order.status !== 'partially-refunded')) {
    throw new ConflictError(
      order.status === 'refunded'
        ? 'Cannot return items: the order was already refunded'
        : 'Cannot return items: the order is not delivered yet',
    );
  }
  if (now > deadline) {
    throw new ConflictError(
      `Cannot return items: the return period ended on ${deadline.toISOString().slice(0, 10)}, ${RETURN_DAYS} days after delivery`,
    );
  }
}

/**
 * Units of each line no longer returnable: those in a return not refused, and those refunded by a
 * refund (pending or done) that closed no return. A return's own refund is counted once, as the return.
 */
export function unitsTaken(
  returns: readonly ReturnRow[],
  refunds: readonly RefundRow[],
): Map<string, number> {
  const taken = new Map<string, number>();
  const add = (item: string, qty: number) => taken.set(item, (taken.get(item) ?? 0) + qty);
  for (const one of returns) {
    if (one.state !== 'refused') for (const line of one.lines) add(line.item, line.qty);
  }
  for (const refund of refunds) {
    if (refund.returnId === null) for (const line of refund.lines) add(line.item, line.qty);
  }
  return taken;
}

/** Refuses, with a 409, a line asking for more units than are left to return. */
export function checkLeft(
  order: OrderRecord,
  lines: ReturnRequestBody['lines'],
  taken: Map<string, number>,
): void {
  for (const line of lines) {
    const item = order.items.find((candidate) => candidate.id === line.item);
    if (!item) continue;
    const left = item.qty - (taken.get(item.id) ?? 0);
    if (line.qty > left) {
      throw new ConflictError(
        `Cannot return ${line.qty} of ${item.name}: ${left <= 0 ? 'none is' : `only ${left} ${left === 1 ? 'is' : 'are'}`} left to return`,
      );
    }
  }
}
