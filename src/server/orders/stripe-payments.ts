import type { Order, StripeIntentAnswer } from '../../contract/orders.ts';
import { ConflictError, ValidationError } from '../errors.ts';
import { intentAnswer, isHeld, isIntentOf, type StripeEvent, type StripeIntent } from '../payments/index.ts';
import { loadOrder, refusedNow } from './access.ts';
import type { OrderDeps } from './deps.ts';
import { loadForCaller, type OrderCaller } from './guest-orders.ts';
import { holdForReview, payableOf, recordPayment } from './payment-outcomes.ts';
import * as payments from './payment-repo.ts';
import { checkHeldPaymentOf } from './payment-review.ts';
import { toOrder } from './present.ts';
import type * as repo from './repo.ts';
import * as transitions from './transition-repo.ts';
import { allows, refusal } from './transitions.ts';

/**
 * Stripe's side of an order (docs/orders-and-payments.md#stripe). The browser confirms a
 * PaymentIntent with Stripe while the order is still `pending`, so the server learns of the money
 * only from Stripe: a signed event, the intent read back when the shopper returns, or Stripe's
 * answer when a cancel or the expiry asks it to cancel the intent first.
 */

export type StripeDeps = OrderDeps & { stripe: NonNullable<OrderDeps['stripe']> };

/** Stripe's routes exist only when Stripe is configured; this narrows the deps for them. */
export function stripeDeps(deps: OrderDeps): StripeDeps | undefined {
  return deps.stripe ? { ...deps, stripe: deps.stripe } : undefined;
}

/**
 * The intent the shopper confirms in the Payment Element: created once per attempt from the
 * order's own total, bound to the order, and handed back while it can still take money.
 */
export async function createStripeIntent(
  deps: StripeDeps,
  caller: OrderCaller,
  id: string,
): Promise<StripeIntentAnswer> {
  // Only who placed it pays it: its customer, or a guest holding its key.
  const record = await loadForCaller(deps, caller, id, false);
  if (record.paymentMethod !== 'Stripe') throw new ValidationError('This order is not paid with Stripe');
  if (!allows('startPayment', record.status)) throw refusal('startPayment', record.status);
  const { provider } = deps.stripe;
  if (record.providerOrderId) {
    const bound = await provider.readIntent(record.providerOrderId);
    if (bound.status !== 'canceled') return answerOf(bound);
  }
  const intent = await provider.createIntent(payableOf(record));
  if (intent.status === 'canceled') {
    throw new ConflictError('This Stripe payment was cancelled; please reload the order and try again');
  }
  if (!(await payments.bindProviderOrder(deps.db, record.id, intent.id))) {
    throw await refusedNow(deps.db, id, 'startPayment');
  }
  return answerOf(intent);
}

/**
 * The shopper is back from Stripe (or the page reloads): the order's intent is read back from
 * Stripe and what it says is recorded, so a lost webhook never leaves a paid order unpaid.
 */
export async function checkStripePayment(deps: StripeDeps, caller: OrderCaller, id: string): Promise<Order> {
  const record = await loadForCaller(deps, caller, id, false);
  if (record.paymentMethod !== 'Stripe') throw new ValidationError('This order is not paid with Stripe');
  if (!record.providerOrderId) return toOrder(record);
  const intent = await deps.stripe.provider.readIntent(record.providerOrderId);
  const settled = await settleIntent(deps, record, intent);
  return toOrder({ ...settled, items: record.items });
}

function answerOf(intent: StripeIntent): StripeIntentAnswer {
  if (!intent.clientSecret) throw new ConflictError('Stripe did not hand out this payment; please try again');
  return { clientSecret: intent.clientSecret };
}

/**
 * Records what Stripe says of an order's intent, whatever the order's status: money taken is
 * recorded once (a `pending` order starts its payment first, so the usual transitions apply);
 * money Stripe still processes puts the order under review; money that reaches a cancelled order
 * is refunded at once. Returns the order as it now stands.
 */
export async function settleIntent(
  deps: StripeDeps,
  row: repo.OrderRow,
  intent: StripeIntent,
): Promise<repo.OrderRow> {
  if (intent.status !== 'succeeded' && intent.status !== 'processing') return row;
  if (!isIntentOf(row, intent)) {
    deps.log.error(
      { orderId: row.id, intentId: intent.id, amount: intent.amount, currency: intent.currency },
      'a Stripe payment does not match its order’s total or currency: it is not taken as paid',
    );
    return row;
  }
  if (row.status === 'cancelled') return refundLateSuccess(deps, row, intent, 'a cancelled order');
  // An intent the order no longer uses (a refused review's, paid from a stale tab; one replaced
  // by a new attempt): the order is paid, if at all, through its own intent, so this money goes back.
  if (row.providerOrderId !== intent.id) {
    return refundLateSuccess(deps, row, intent, 'an order bound to another intent or to none');
  }
  let current = row;
  if (current.status === 'pending') {
    current =
      (await transitions.transition(
        deps.db,
        row.id,
        'startPayment',
        payments.startPaymentChange(deps.clock()),
      )) ?? (await loadOrder(deps.db, row.id));
    if (current.status === 'cancelled') return refundLateSuccess(deps, current, intent, 'a cancelled order');
  }
  if (current.status !== 'paying' && current.status !== 'payment-review') return current;
  const answer = intentAnswer(payableOf(current), intent);
  if (isHeld(answer)) return holdForReview(deps, current, 'Stripe', answer.reason);
  return recordPayment(deps, current, answer);
}

/**
 * A success that reached an order which cannot take it (`reaching`: cancelled, or bound to another
 * intent): the money goes back at once, loudly. The refund's idempotency key is the intent's, so
 * replayed events refund it once and two such intents of one order each get theirs.
 */
async function refundLateSuccess(
  deps: StripeDeps,
  row: repo.OrderRow,
  intent: StripeIntent,
  reaching: string,
): Promise<repo.OrderRow> {
  if (intent.status !== 'succeeded') {
    deps.log.error(
      { orderId: row.id, intentId: intent.id },
      `Stripe is processing a payment for ${reaching}: it will be refunded when it succeeds`,
    );
    return row;
  }
  const refund = await deps.stripe.provider.refund({
    orderId: row.id,
    transactionId: intent.id,
    totalCents: intent.amount,
    key: `refund-late-${intent.id}`,
  });
  deps.log.error(
    { orderId: row.id, intentId: intent.id, refundId: refund?.id },
    `a Stripe payment arrived for ${reaching}: it was refunded at once`,
  );
  return row;
}

/**
 * A signed Stripe event. Only PaymentIntent events about one of our orders matter: success or
 * processing is recorded from the signed intent itself; a failure or cancel of a payment under
 * review is checked with Stripe. Replays change nothing more (each step is conditional).
 */
export async function handleStripeEvent(deps: StripeDeps, event: StripeEvent): Promise<void> {
  const intent = event.intent;
  if (!intent || !event.type.startsWith('payment_intent.')) return;
  const orderId = intent.metadata.orderId;
  const row = orderId
    ? await loadOrder(deps.db, orderId).catch(() => undefined)
    : await payments.findByProviderOrderId(deps.db, intent.id);
  if (!row) return;
  if (event.type === 'payment_intent.succeeded' || event.type === 'payment_intent.processing') {
    await settleIntent(deps, row, intent);
    return;
  }
  await checkHeldPaymentOf(deps, intent.id);
}

/**
 * Before a Stripe order with an intent is cancelled (by a shopper, an admin or the expiry), Stripe
 * is asked to cancel the intent, and its answer decides: `canceled` lets the order go (undefined);
 * money taken or still processing is recorded instead, and that order is returned. Throws when
 * Stripe cannot be asked: no order is let go while its intent may still take money.
 */
export async function stopStripeIntent(
  deps: OrderDeps,
  record: repo.OrderRow,
): Promise<repo.OrderRow | undefined> {
  if (record.paymentMethod !== 'Stripe' || !record.providerOrderId) return undefined;
  const stripe = stripeDeps(deps);
  if (!stripe) {
    throw new ConflictError('Stripe is not configured: this order’s Stripe payment cannot be stopped now');
  }
  const intent = await stripe.stripe.provider.cancelIntent(record.providerOrderId);
  if (intent.status === 'canceled') return undefined;
  const settled = await settleIntent(stripe, record, intent);
  if (settled.status !== 'pending') return settled;
  // Stripe neither cancelled nor took it (e.g. the intent belongs to another order): keep it.
  throw new ConflictError('Stripe did not cancel this order’s payment; please try again');
}
