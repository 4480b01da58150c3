import type { OrderStatus } from '../../contract/order-status.ts';
import { ConflictError } from '../errors.ts';

interface Transition {
  from: readonly OrderStatus[];
  to: OrderStatus;
  /** How a refusal starts: "Cannot {verb}: …". */
  verb: string;
}

/**
 * Every way an order's status may change, and from which statuses: the only place that says so.
 * Each transition runs as one conditional UPDATE … WHERE status IN (from) (see repo.ts), so
 * however many requests race, one wins and the others are refused with a reason.
 *
 * A payment in flight (`paying`) may only end in `paid` or back in `pending`: a cancel or the
 * expiry job can never take the stock back from under a capture (docs/decisions/0014-order-transitions.md).
 * A later refund is one more row: `refund: { from: ['paid', 'delivered'], to: 'refunded', verb: 'refund' }`.
 */
export const ORDER_TRANSITIONS = {
  startPayment: { from: ['pending'], to: 'paying', verb: 'pay' },
  confirmPayment: { from: ['paying'], to: 'paid', verb: 'pay' },
  abandonPayment: { from: ['paying'], to: 'pending', verb: 'pay' },
  deliver: { from: ['paid'], to: 'delivered', verb: 'mark as delivered' },
  cancel: { from: ['pending'], to: 'cancelled', verb: 'cancel' },
  expire: { from: ['pending'], to: 'cancelled', verb: 'expire' },
} as const satisfies Record<string, Transition>;

export type TransitionName = keyof typeof ORDER_TRANSITIONS;

/** Why an order in this status refuses a transition; every status must have an answer. */
const BECAUSE: Record<OrderStatus, string> = {
  pending: 'Order is not paid yet',
  paying: 'A payment for this order is in progress',
  paid: 'Order is already paid',
  delivered: 'Order is already delivered',
  cancelled: 'Order was cancelled',
};

export function refusal(name: TransitionName, status: OrderStatus): ConflictError {
  return new ConflictError(`Cannot ${ORDER_TRANSITIONS[name].verb}: ${BECAUSE[status]}`);
}

/** Whether an order in this status may take this transition (before trying the conditional update). */
export function allows(name: TransitionName, status: OrderStatus): boolean {
  const from: readonly OrderStatus[] = ORDER_TRANSITIONS[name].from;
  return from.includes(status);
}
