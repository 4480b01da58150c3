import type { Order } from '../../contract/orders.ts';
import type { OrderReturn, WithdrawalBody } from '../../contract/returns.ts';
import { transaction } from '../db/index.ts';
import { ConflictError } from '../errors.ts';
import { mailReturnStep } from '../mail/index.ts';
import { refusedNow } from './access.ts';
import { stopAndWithdraw } from './change-order.ts';
import type { OrderDeps } from './deps.ts';
import { toOrder } from './present.ts';
import { refusal } from './transitions.ts';
import { loadForCaller, type OrderCaller } from './guest-orders.ts';
import * as refunds from './refunds-repo.ts';
import type { RefundRow } from './refunds-repo.ts';
import { mailLineLabel, mailReturnOf, REFUND_DAYS, toReturn } from './return-present.ts';
import { checkLeft, checkLines, unitsTaken } from './return-lines.ts';
import * as returns from './returns-repo.ts';
import type { OrderRecord } from './repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Statuses from which the shopper may withdraw: paid, on its way, delivered or partly refunded. */
const WITHDRAWABLE = new Set(['paid', 'shipped', 'delivered', 'partially-refunded']);

/**
 * The last moment of the withdrawal period: the order's days (the shop's WITHDRAWAL_DAYS when it
 * was placed, 14 at least) after delivery; undefined while not delivered.
 */
export function withdrawalDeadline(
  order: Pick<OrderRecord, 'deliveredAt' | 'withdrawalDays'>,
): Date | undefined {
  return order.deliveredAt
    ? new Date(order.deliveredAt.getTime() + order.withdrawalDays * DAY_MS)
    : undefined;
}

/** The refund of a withdrawal is due 14 days after it was made (Consumer Rights Directive art. 13). */
export function refundDueBy(withdrawnAt: Date): Date {
  return new Date(withdrawnAt.getTime() + REFUND_DAYS * DAY_MS);
}

/** Refuses, with a 409, a paid order the shopper may not withdraw from now. */
function checkWithdrawable(
  order: Pick<OrderRecord, 'status' | 'deliveredAt' | 'withdrawalDays'>,
  now: Date,
): void {
  if (!WITHDRAWABLE.has(order.status)) {
    throw new ConflictError(
      order.status === 'refunded'
        ? 'Cannot withdraw: the order was already refunded'
        : order.status === 'cancelled'
          ? 'Cannot withdraw: the order was cancelled, and nothing was charged'
          : 'Cannot withdraw while the payment is being settled: try again once it is confirmed',
    );
  }
  const deadline = withdrawalDeadline(order);
  if (deadline && now > deadline) {
    throw new ConflictError(
      `Cannot withdraw: the withdrawal period ended on ${deadline.toISOString().slice(0, 10)}, ${order.withdrawalDays} days after delivery`,
    );
  }
}

/**
 * The EU withdrawal (docs/orders-and-payments.md#withdrawal): the shopper (or a guest with the
 * order's key) withdraws from the chosen lines, every line not yet returned by default. It is a
 * return of kind `withdrawal`, approved at once because it cannot be refused; its `decidedAt` is
 * the moment of withdrawal. Like requestReturn it runs under the order's refund lock, so of
 * parallel withdrawals exactly one takes the lines, and the acknowledgement is mailed once.
 */
export async function withdraw(
  deps: OrderDeps,
  caller: OrderCaller,
  orderId: string,
  body: WithdrawalBody,
): Promise<{ withdrawn: OrderReturn } | { cancelled: Order }> {
  const record = await loadForCaller(deps, caller, orderId, false);
  if (body.lines) checkLines(record, body.lines);
  if (record.status === 'pending') return { cancelled: await withdrawUnpaid(deps, caller, record, body) };
  return { withdrawn: await withdrawPaid(deps, record, body) };
}

/**
 * Withdrawing from an order not yet paid cancels it whole, as Cancel Order does (its stock and its
 * code's use go back), and mails the acknowledgement in the cancellation's transaction: nothing was
 * charged, so there is no return to handle and nothing to refund. Of parallel withdrawals (or a
 * withdrawal and a payment) the order's status table lets one through.
 */
async function withdrawUnpaid(
  deps: OrderDeps,
  caller: OrderCaller,
  record: OrderRecord,
  body: WithdrawalBody,
): Promise<Order> {
  const units = new Map<string, number>();
  for (const line of body.lines ?? []) units.set(line.item, (units.get(line.item) ?? 0) + line.qty);
  if (body.lines && record.items.some((item) => units.get(item.id) !== item.qty)) {
    throw new ConflictError(
      'Cannot withdraw part of an unpaid order: nothing was charged, so withdrawing cancels it whole',
    );
  }
  const now = deps.clock();
  const actor = caller.user
    ? { id: caller.user.id, name: caller.user.name }
    : { id: null, name: record.customerName };
  // A Stripe intent is cancelled at Stripe first; if its money arrived instead, the order is paid.
  const outcome = await stopAndWithdraw(deps, record, 'cancel', now, {
    actor,
    alsoWrite: (tx) =>
      mailReturnStep(tx, 'withdrawn', {
        orderNumber: record.orderNumber,
        customerName: record.customerName,
        customerEmail: record.customerEmail,
        lines: record.items.map(mailLineLabel),
        note: null,
        withdrawnAt: now,
      }),
  });
  if (outcome.kind === 'settled') throw refusal('cancel', outcome.row.status);
  if (outcome.kind === 'refused') throw await refusedNow(deps.db, record.id, 'cancel');
  deps.onStockChange();
  return toOrder({ ...outcome.row, items: record.items });
}

/** A paid order's withdrawal: an unrefusable return of the chosen lines, refunded by staff. */
async function withdrawPaid(
  deps: OrderDeps,
  record: OrderRecord,
  body: WithdrawalBody,
): Promise<OrderReturn> {
  checkWithdrawable(record, deps.clock());
  return transaction(deps.db, async (tx) => {
    const locked = await refunds.lockForRefund(tx, record.id);
    const now = deps.clock();
    checkWithdrawable({ ...record, status: locked?.status ?? record.status }, now);
    const taken = unitsTaken(await returns.returnsOf(tx, [record.id]), locked?.refunds ?? []);
    const lines = body.lines ?? remaining(record, taken);
    if (lines.length === 0)
      throw new ConflictError('Cannot withdraw: every line is already returned or refunded');
    checkLeft(record, lines, taken);
    const asked = await returns.insertReturn(tx, record.id, {
      kind: 'withdrawal',
      lines: lines.map((line) => ({ item: line.item, qty: line.qty })),
      reason: 'Withdrawal from contract',
    });
    const row = await returns.moveReturn(tx, asked.id, 'approve', { decidedAt: now });
    if (!row) throw new Error('a new withdrawal could not be approved');
    await mailReturnStep(tx, 'withdrawn', {
      ...mailReturnOf(row, record),
      withdrawnAt: now,
      refundDueBy: refundDueBy(now),
    });
    return toReturn(row, record, null);
  });
}

/** Every unit of the order not yet in a return or a refund. */
function remaining(order: OrderRecord, taken: Map<string, number>) {
  return order.items
    .map((item) => ({ item: item.id, qty: item.qty - (taken.get(item.id) ?? 0) }))
    .filter((line) => line.qty > 0);
}

/**
 * Whether a withdrawal's refund gives the outbound shipping back too: when, with it, the shopper
 * keeps no unit of the order (the whole contract is withdrawn: Consumer Rights Directive art. 13,
 * docs/decisions/0111-eu-withdrawal-is-an-unrefusable-return.md) and no refund gave it back yet.
 */
export function withdrawalRefundsShipping(
  order: OrderRecord,
  claims: readonly RefundRow[],
  lines: readonly { item: string; qty: number }[],
): boolean {
  if (claims.some((claim) => claim.shipping)) return false;
  const back = new Map<string, number>();
  const add = (item: string, qty: number) => back.set(item, (back.get(item) ?? 0) + qty);
  for (const claim of claims) for (const line of claim.lines) add(line.item, line.qty);
  for (const line of lines) add(line.item, line.qty);
  return order.items.every((item) => (back.get(item.id) ?? 0) >= item.qty);
}
