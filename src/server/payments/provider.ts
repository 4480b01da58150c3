import { ERROR_CODES } from '../../contract/errors.ts';
import type { PayBody, PaymentConfig } from '../../contract/orders.ts';
import type { PaymentResult } from '../db/index.ts';
import { AppError } from '../errors.ts';

export type PaymentMethod = PaymentConfig['methods'][number];

/** What a provider needs to know about the order it is asked to take money for. */
export interface PayableOrder {
  id: string;
  totalCents: number;
  /** The provider's own order bound to ours earlier (PayPal), if any. */
  providerOrderId: string | null;
  /** Which payment attempt this is; a provider's idempotency key carries it. */
  attempt: number;
}

/** What is recorded of a payment: the provider's transaction id and what it said. */
export type PaymentRecord = PaymentResult & { id: string };

/**
 * The provider holds the money without having settled it: a capture pending review (PayPal's
 * `PENDING`), or, once Stripe exists, a payment `processing`. Neither paid nor refused yet.
 */
export interface HeldPayment {
  held: true;
  /** The provider's reason, short and safe to log (e.g. `PENDING_REVIEW`). */
  reason: string;
}

/** What a provider says of a payment it was asked to take: taken, or held for review. */
export type PaymentAnswer = PaymentRecord | HeldPayment;

export function isHeld(answer: PaymentAnswer | undefined): answer is HeldPayment {
  return answer !== undefined && 'held' in answer;
}

/**
 * A way to pay. `confirm` must decide from the provider's own word (never the browser's) that
 * exactly this order's amount was paid, and return what to record, or that the provider holds it.
 * It throws a 400 or 402 AppError when the provider took no money; any other failure leaves the
 * outcome unknown.
 *
 * `recover` answers, after a crash, a lost answer or while the provider holds the money, what
 * became of the payment: the payment to record, a held payment, undefined if no money was taken
 * (and none will be by that attempt), or a throw if the provider cannot tell now. It may finish
 * what `confirm` began (PayPal captures an approved payment with the attempt's own idempotency
 * key, so it never charges twice).
 */
export interface PaymentProvider {
  method: PaymentMethod;
  confirm(order: PayableOrder, body: PayBody): Promise<PaymentAnswer>;
  recover(order: PayableOrder): Promise<PaymentAnswer | undefined>;
  /**
   * Gives a recorded payment back, in full or the part asked. Asking again with the same key
   * refunds nothing more: the answer is the first refund's (or `undefined` when the provider only
   * says it is done).
   */
  refund(payment: RefundablePayment): Promise<RefundRecord | undefined>;
}

/** A payment to give back, whole. */
export interface RefundablePayment {
  orderId: string;
  /** The provider's id of the charge or capture that paid the order. */
  transactionId: string;
  /** How much to give back: the whole payment, or a partial refund's amount. */
  totalCents: number;
  /**
   * The provider's idempotency key for this refund; `refund-<order id>` (the whole order) when
   * absent. A partial refund names its own claim, so each part is refunded once and only once.
   */
  key?: string;
}

export interface RefundRecord {
  id: string;
}

/** The provider failed in a way that does not say whether money moved. */
export class PaymentProviderError extends AppError {
  constructor(message: string) {
    super(502, message, ERROR_CODES.paymentProvider);
  }
}

/** A provider's refusal that guarantees no money moved: the order may be paid again at once. */
export function tookNoMoney(error: unknown): boolean {
  return error instanceof AppError && (error.statusCode === 400 || error.statusCode === 402);
}

export function centsToAmount(cents: number): string {
  return (cents / 100).toFixed(2);
}
