import type { OrderReturn, ReturnRequestBody } from '../../contract/returns.ts';
import { transaction } from '../db/index.ts';
import { mailReturnStep } from '../mail/index.ts';
import type { OrderDeps } from './deps.ts';
import { loadForCaller, type OrderCaller } from './guest-orders.ts';
import * as refunds from './refunds-repo.ts';
import { mailReturnOf, toReturn } from './return-present.ts';
import { checkLeft, checkLines, checkReason, checkReturnable, unitsTaken } from './return-lines.ts';
import * as returns from './returns-repo.ts';
import type { OrderRecord } from './repo.ts';

/**
 * The shopper (or a guest with the order's key) asks to return lines of a delivered order within
 * 30 days of delivery (docs/orders-and-payments.md#returns). Under the order row's lock (the one
 * refunds take), the lines are checked against every return not refused and every refund not
 * closing a return; the return and its acknowledgement mail are written in that transaction. So
 * of parallel identical requests, each sees the ones before it, and no unit is returned twice.
 */
export async function requestReturn(
  deps: Pick<OrderDeps, 'db' | 'guestKeySecret' | 'clock'>,
  caller: OrderCaller,
  orderId: string,
  body: ReturnRequestBody,
): Promise<OrderReturn> {
  const record = await loadForCaller(deps, caller, orderId, false);
  const reason = checkReason(body.reason);
  checkLines(record, body.lines);
  checkReturnable(record, deps.clock());
  return transaction(deps.db, async (tx) => {
    const locked = await refunds.lockForRefund(tx, record.id);
    const existing = await returns.returnsOf(tx, [record.id]);
    checkReturnable({ ...record, status: locked?.status ?? record.status }, deps.clock());
    checkLeft(record, body.lines, unitsTaken(existing, locked?.refunds ?? []));
    const row = await returns.insertReturn(tx, record.id, {
      kind: 'return',
      lines: body.lines.map((line) => ({ item: line.item, qty: line.qty })),
      reason,
    });
    await mailReturnStep(tx, 'requested', mailReturnOf(row, record));
    return toReturn(row, record, null);
  });
}

/** The order's returns, oldest first, for its owner, a guest with its key, or staff. */
export async function listOrderReturns(
  deps: Pick<OrderDeps, 'db' | 'guestKeySecret'>,
  caller: OrderCaller,
  orderId: string,
): Promise<OrderReturn[]> {
  const record = await loadForCaller(deps, caller, orderId, true);
  return presentAll(deps, await returns.returnsOf(deps.db, [record.id]), [record]);
}

/** Returns shown with their orders' lines and what each one's refund gave back. */
export async function presentAll(
  deps: Pick<OrderDeps, 'db'>,
  rows: readonly returns.ReturnRow[],
  orders: readonly OrderRecord[],
): Promise<OrderReturn[]> {
  const given = await refunds.doneRefundsOf(deps.db, [...new Set(rows.map((row) => row.orderId))]);
  return rows.flatMap((row) => {
    const order = orders.find((candidate) => candidate.id === row.orderId);
    if (!order) return [];
    const refund = given.find((one) => one.returnId === row.id);
    return [toReturn(row, order, refund ? refund.amountCents : null)];
  });
}
