import type { PayBody, PaymentConfig } from '../../contract/orders.ts';
import { ConflictError, ValidationError } from '../errors.ts';
import { tookNoMoney, type PaymentAnswer, type PaymentProvider } from '../payments/index.ts';
import { countPayment } from '../metrics/index.ts';
import { loadOrder, refusedNow } from './access.ts';
import { loadForCaller, toGuestAwareOrder, type OrderCaller } from './guest-orders.ts';
import type { GuestAwareOrder } from '../../contract/guest-orders.ts';
import { providerFor, type OrderDeps } from './deps.ts';
import { holdForReview, payableOf, recordAnswer, settlePayment, UNCONFIRMED } from './payment-outcomes.ts';
import { recoverStalePayment } from './payment-recovery.ts';
import * as payments from './payment-repo.ts';
import * as repo from './repo.ts';
import * as transitions from './transition-repo.ts';
import { allows, refusal } from './transitions.ts';

const expired = () => new ConflictError('Cannot pay: this order has expired; please place it again');

export function paymentConfig(deps: Pick<OrderDeps, 'providers' | 'paypal' | 'stripe'>): PaymentConfig {
  return {
    methods: deps.providers.map((provider) => provider.method),
    currency: 'USD',
    ...(deps.paypal ? { paypalClientId: deps.paypal.clientId } : {}),
    ...(deps.stripe ? { stripePublishableKey: deps.stripe.publishableKey } : {}),
  };
}

/** Creates (once) the PayPal order the shopper approves in PayPal's buttons, from our own total. */
export async function createPaypalOrder(
  deps: OrderDeps,
  caller: OrderCaller,
  id: string,
): Promise<{ id: string }> {
  if (!deps.paypal) throw new ValidationError('Payment method PayPal is not available');
  const record = await loadForCaller(deps, caller, id, false);
  if (!allows('startPayment', record.status)) throw refusal('startPayment', record.status);
  if (record.providerOrderId) return { id: record.providerOrderId };
  const providerOrderId = await deps.paypal.provider.createOrder(payableOf(record));
  if (!(await payments.bindProviderOrder(deps.db, record.id, providerOrderId))) {
    throw await refusedNow(deps.db, id, 'startPayment');
  }
  return { id: providerOrderId };
}

/**
 * Takes the money while the order is `paying`, which no cancel or expiry can touch. A provider's
 * clear refusal puts the order back to `pending`; a payment the provider holds puts it under
 * review; an unclear failure is settled by asking the provider at once, and if it cannot tell
 * yet, the order goes under review too (its money may have been taken).
 */
async function takePayment(
  deps: OrderDeps,
  provider: PaymentProvider,
  started: repo.OrderRow,
  body: PayBody,
): Promise<repo.OrderRow> {
  let answer: PaymentAnswer;
  try {
    answer = await provider.confirm(payableOf(started), body);
  } catch (error) {
    if (tookNoMoney(error)) {
      await payments.abandonPayment(deps.db, started.id);
      countPayment('declined');
      throw error;
    }
    const settled = await settlePayment(deps, provider, started).catch((unsettled: unknown) => {
      deps.log.warn({ err: unsettled, orderId: started.id }, 'a payment could not be checked');
      return holdForReview(deps, started, provider.method, UNCONFIRMED);
    });
    // No money moved: the provider's own error stands, and the shopper may try again at once.
    if (settled.status === 'pending') throw error;
    return settled;
  }
  return recordAnswer(deps, started, provider, answer);
}

/** The provider is asked outside any transaction; each status change is one conditional update. */
/** The owner pays with a token, a guest with the order's key (docs/orders-and-payments.md#guest-checkout). */
export async function payOrder(
  deps: OrderDeps,
  caller: OrderCaller,
  id: string,
  body: PayBody,
): Promise<GuestAwareOrder> {
  const record = await loadForCaller(deps, caller, id, false);
  let current: repo.OrderRow = record;
  if (current.status === 'paying') {
    // A payment stuck in flight: first find out what the provider did with it.
    current = (await recoverStalePayment(deps, current)) ?? current;
    if (current.status === 'paid') return toGuestAwareOrder({ ...current, items: record.items });
  }
  const now = deps.clock();
  if (!allows('startPayment', current.status)) throw refusal('startPayment', current.status);
  if (current.expiresAt.getTime() <= now.getTime()) throw expired();
  const provider = providerFor(deps, current.paymentMethod);

  const started = await transitions.transition(
    deps.db,
    id,
    'startPayment',
    payments.startPaymentChange(now),
    repo.holdRunningAt(now),
  );
  if (!started) {
    const latest = await loadOrder(deps.db, id);
    throw latest.status === 'pending' ? expired() : refusal('startPayment', latest.status);
  }
  const paid = await takePayment(deps, provider, started, body);
  return toGuestAwareOrder({ ...paid, items: record.items });
}
