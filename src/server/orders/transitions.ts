import type { OrderEventKind, OrderStatus } from '../../contract/order-status.ts';
import { ConflictError } from '../errors.ts';

interface Transition {
  from: readonly OrderStatus[];
  to: OrderStatus;
  /** How a refusal starts: "Cannot {verb}: …". */
  verb: string;
  /** The line it adds to the order's timeline, if any (payment attempts add none). */
  event?: OrderEventKind;
}

/**
 * Every way an order's status may change, and from which statuses: the only place that says so.
 * Each transition runs as one conditional UPDATE … WHERE status IN (from) (see transition-repo.ts), so
 * however many requests race, one wins and the others are refused with a reason.
 *
 * A payment in flight (`paying`) may only end in `paid`, back in `pending`, or in
 * `payment-review` when the provider holds the money or its answer cannot be checked. Money a
 * provider holds is never released: `payment-review` ends only when the provider settles it, in
 * `paid` or back in `pending` (within the order's hold). A cancel or the expiry job can never take
 * the stock back from under either (docs/orders-and-payments.md,
 * docs/orders-and-payments.md). A paid order may be handed to a carrier (`shipped`, with its
 * tracking number) and is then delivered; "Mark As Delivered" still works straight from `paid`. A
 * refund gives the whole order's money back, from `paid`, `shipped` or `delivered` only, once
 * (docs/orders-and-payments.md). A partial refund gives chosen lines (and the shipping) back and
 * leaves it `partially-refunded`, as often as something is left; the refund that gives back the
 * last of it makes it `refunded` (docs/orders-and-payments.md#partial-refunds). An order partly
 * refunded is neither shipped nor delivered any more: what is left of it is refunded or kept.
 */
export const ORDER_TRANSITIONS = {
  startPayment: { from: ['pending'], to: 'paying', verb: 'pay' },
  confirmPayment: { from: ['paying', 'payment-review'], to: 'paid', verb: 'pay', event: 'paid' },
  holdPayment: { from: ['paying'], to: 'payment-review', verb: 'pay', event: 'payment-review' },
  abandonPayment: { from: ['paying'], to: 'pending', verb: 'pay' },
  refusePayment: { from: ['payment-review'], to: 'pending', verb: 'pay', event: 'payment-refused' },
  ship: { from: ['paid'], to: 'shipped', verb: 'mark as shipped', event: 'shipped' },
  deliver: { from: ['paid', 'shipped'], to: 'delivered', verb: 'mark as delivered', event: 'delivered' },
  cancel: { from: ['pending'], to: 'cancelled', verb: 'cancel', event: 'cancelled' },
  expire: { from: ['pending'], to: 'cancelled', verb: 'expire', event: 'cancelled' },
  partialRefund: {
    from: ['paid', 'shipped', 'delivered', 'partially-refunded'],
    to: 'partially-refunded',
    verb: 'refund',
    event: 'partially-refunded',
  },
  refund: {
    from: ['paid', 'shipped', 'delivered', 'partially-refunded'],
    to: 'refunded',
    verb: 'refund',
    event: 'refunded',
  },
} as const satisfies Record<string, Transition>;

export type TransitionName = keyof typeof ORDER_TRANSITIONS;

/** The timeline line a transition writes, if any. */
export function eventOf(name: TransitionName): OrderEventKind | undefined {
  const transition: Transition = ORDER_TRANSITIONS[name];
  return transition.event;
}

/** Why an order in this status refuses a transition; every status must have an answer. */
const BECAUSE: Record<OrderStatus, string> = {
  pending: 'Order is not paid yet',
  paying: 'A payment for this order is in progress',
  'payment-review': 'The payment provider is reviewing the payment for this order',
  paid: 'Order is already paid',
  shipped: 'Order is already shipped',
  delivered: 'Order is already delivered',
  cancelled: 'Order was cancelled',
  'partially-refunded': 'Order was partly refunded',
  refunded: 'Order was already refunded',
};

export function refusal(name: TransitionName, status: OrderStatus): ConflictError {
  return new ConflictError(`Cannot ${ORDER_TRANSITIONS[name].verb}: ${BECAUSE[status]}`);
}

/** Whether an order in this status may take this transition (before trying the conditional update). */
export function allows(name: TransitionName, status: OrderStatus): boolean {
  const from: readonly OrderStatus[] = ORDER_TRANSITIONS[name].from;
  return from.includes(status);
}
