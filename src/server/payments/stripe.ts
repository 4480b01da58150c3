import type Stripe from 'stripe';
import type { StripeSettings } from '../config-services.ts';
import { ConflictError, ValidationError } from '../errors.ts';
import {
  PaymentProviderError,
  tookNoMoney,
  type PayableOrder,
  type PaymentAnswer,
  type PaymentProvider,
} from './provider.ts';
import { PaymentDeclinedError } from './test-card.ts';

const CURRENCY = 'usd';
const REQUEST_TIMEOUT_MS = 15_000;
/** Stripe refuses a signed event older than this (its own default, and the five minutes). */
export const STRIPE_EVENT_TOLERANCE_SECONDS = 300;

/** What we read of a PaymentIntent, from Stripe's answer or from a signed event. */
export interface StripeIntent {
  id: string;
  status: string;
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  clientSecret: string | null;
}

/** A signed event from Stripe, reduced to what the shop acts on. */
export interface StripeEvent {
  id: string;
  type: string;
  intent: StripeIntent | undefined;
}

function intentOf(intent: Stripe.PaymentIntent): StripeIntent {
  return {
    id: intent.id,
    status: intent.status,
    amount: intent.amount,
    currency: intent.currency,
    metadata: intent.metadata,
    clientSecret: intent.client_secret,
  };
}

/** Whether this intent is exactly this order's: its id in the metadata, its total, in USD. */
export function isIntentOf(order: Pick<PayableOrder, 'id' | 'totalCents'>, intent: StripeIntent): boolean {
  return (
    intent.metadata.orderId === order.id && intent.amount === order.totalCents && intent.currency === CURRENCY
  );
}

/**
 * What Stripe's word on an intent means for the order: `succeeded` is paid, `processing` is money
 * Stripe holds (under review until it settles), anything else took no money (402). An intent that
 * is not exactly this order's (another order, amount or currency) is never taken as paid (400).
 */
export function intentAnswer(order: PayableOrder, intent: StripeIntent): PaymentAnswer {
  if (!isIntentOf(order, intent) || intent.id !== order.providerOrderId) {
    throw new ValidationError('Stripe did not confirm a payment of this order’s total');
  }
  if (intent.status === 'processing' || intent.status === 'requires_capture') {
    return { held: true, reason: intent.status.toUpperCase() };
  }
  if (intent.status !== 'succeeded') throw new PaymentDeclinedError('Stripe has not taken this payment');
  return { provider: 'Stripe', id: intent.id, status: 'COMPLETED', updateTime: new Date().toISOString() };
}

/** The class name Stripe's package gives an error it raises (its documented `type`), if any. */
const stripeErrorType = (error: unknown): unknown =>
  typeof error === 'object' && error !== null ? (error as { type?: unknown }).type : undefined;

/**
 * Stripe's errors, said in the shop's terms: a refusal took no money, anything else is unknown.
 * Told apart by their `type`, which names the package's error class, so the package need not be
 * loaded to read them.
 */
function providerError(error: unknown): Error {
  const type = stripeErrorType(error);
  if (type === 'StripeCardError') return new PaymentDeclinedError('Stripe declined the payment');
  if (type === 'StripeInvalidRequestError') {
    if ((error as { code?: unknown }).code === 'charge_already_refunded')
      return new ConflictError('This payment was already refunded');
    return new ValidationError('Stripe did not accept this request');
  }
  return new PaymentProviderError('Stripe could not be reached; please try again');
}

async function ask<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw providerError(error);
  }
}

/** A client of Stripe's API at the configured address (a local fake one in the tests). */
async function connect(settings: StripeSettings): Promise<Stripe> {
  const { default: StripeClient } = await import('stripe');
  const base = new URL(settings.apiBase);
  return new StripeClient(settings.secretKey, {
    host: base.hostname,
    port: base.port || (base.protocol === 'http:' ? 80 : 443),
    protocol: base.protocol === 'http:' ? 'http' : 'https',
    timeout: REQUEST_TIMEOUT_MS,
    maxNetworkRetries: 2,
    telemetry: false,
  });
}

/**
 * Stripe's PaymentIntents API through the official `stripe` package. The server creates each
 * intent from its own total, in USD, with our order id in its metadata and an idempotency key
 * naming the order and attempt; the browser confirms it in Stripe's Payment Element; the order is
 * paid only on Stripe's own word (a signed event, or the intent read back from Stripe).
 */
export function createStripeProvider(settings: StripeSettings) {
  // The package is loaded only by a shop that takes Stripe (about 19 MiB held in every process
  // that loads it, docs/performance/memory.md), and as the provider is made, so that the first
  // payment does not wait for it. A failure to load is met by the first call that needs Stripe.
  const client = connect(settings);
  client.catch(() => undefined);
  /** `work` with the client once it is ready, Stripe's errors said in the shop's terms. */
  const withStripe = <T>(work: (stripe: Stripe) => Promise<T>) => ask(async () => work(await client));

  const read = (id: string) =>
    withStripe(async (stripe) => intentOf(await stripe.paymentIntents.retrieve(id)));

  const provider = {
    method: 'Stripe' as const,

    /** A new intent for this order's attempt; the same attempt asked again gets the same intent. */
    createIntent(order: PayableOrder): Promise<StripeIntent> {
      return withStripe(async (stripe) =>
        intentOf(
          await stripe.paymentIntents.create(
            {
              amount: order.totalCents,
              currency: CURRENCY,
              metadata: { orderId: order.id },
              automatic_payment_methods: { enabled: true },
            },
            { idempotencyKey: `intent-${order.id}-${order.attempt}` },
          ),
        ),
      );
    },

    readIntent: read,

    /**
     * Asks Stripe to cancel the intent and answers the intent as Stripe then holds it: `canceled`,
     * or, when Stripe refuses because money already moved or is moving, `succeeded`/`processing`.
     */
    async cancelIntent(id: string): Promise<StripeIntent> {
      try {
        const stripe = await client;
        return intentOf(await stripe.paymentIntents.cancel(id));
      } catch (error) {
        const refused =
          stripeErrorType(error) === 'StripeInvalidRequestError' &&
          (error as { statusCode?: unknown }).statusCode === 400;
        if (refused) {
          return read(id);
        }
        throw providerError(error);
      }
    },

    /** Checks a webhook's `Stripe-Signature` against the raw body; throws a 400 if it fails. */
    async verifyEvent(rawBody: Buffer, signature: string | undefined, now: Date): Promise<StripeEvent> {
      const stripe = await client;
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature ?? '',
          settings.webhookSecret,
          STRIPE_EVENT_TOLERANCE_SECONDS,
          undefined,
          now.getTime(),
        );
      } catch {
        throw new ValidationError('The Stripe-Signature header is missing, wrong or too old');
      }
      const object = event.data.object as { object?: string };
      const intent =
        object.object === 'payment_intent' ? intentOf(object as Stripe.PaymentIntent) : undefined;
      return { id: event.id, type: event.type, intent };
    },

    async confirm(order, _body) {
      if (!order.providerOrderId) throw new ValidationError('Start the Stripe payment first');
      return intentAnswer(order, await read(order.providerOrderId));
    },

    async recover(order) {
      if (!order.providerOrderId) return undefined;
      const intent = await read(order.providerOrderId);
      try {
        return intentAnswer(order, intent);
      } catch (error) {
        if (tookNoMoney(error)) return undefined;
        throw error;
      }
    },

    /** Refunds the intent in full; the key names our order, so asking again never refunds twice. */
    async refund(payment) {
      try {
        const refund = await withStripe((stripe) =>
          stripe.refunds.create(
            { payment_intent: payment.transactionId, amount: payment.totalCents },
            { idempotencyKey: payment.key ?? `refund-${payment.orderId}` },
          ),
        );
        if (refund.status === 'failed' || refund.status === 'canceled') {
          throw new PaymentProviderError('Stripe did not confirm the refund; please try again');
        }
        return { id: refund.id };
      } catch (error) {
        if (error instanceof ConflictError) return undefined;
        if (error instanceof ValidationError) throw new ValidationError('Stripe did not accept this refund');
        throw error;
      }
    },
  } satisfies PaymentProvider & Record<string, unknown>;
  return provider;
}

export type StripeProvider = ReturnType<typeof createStripeProvider>;
