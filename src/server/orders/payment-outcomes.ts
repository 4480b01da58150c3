import { countPayment } from '../metrics/index.ts';
import { isUniqueViolation, transaction } from '../db/index.ts';
import { ConflictError } from '../errors.ts';
import { mailPaymentRefused, mailPaymentReceipt, mailPaymentReview } from '../mail/index.ts';
import {
  isHeld,
  type PayableOrder,
  type PaymentAnswer,
  type PaymentProvider,
  type PaymentRecord,
} from '../payments/index.ts';
import { loadOrder } from './access.ts';
import type { OrderDeps } from './deps.ts';
import * as payments from './payment-repo.ts';
import type * as repo from './repo.ts';
import { refusal } from './transitions.ts';

/**
 * What the provider said of a payment, recorded on the order: paid, held for review, or no money
 * taken. Each is one conditional update, so two instances (or an event and the scheduled check)
 * recording the same answer at once record it once. Every step is logged with the order id.
 */

export type OutcomeDeps = Pick<OrderDeps, 'db' | 'clock' | 'log'>;

export function payableOf(row: repo.OrderRow): PayableOrder {
  return {
    id: row.id,
    totalCents: row.totalCents,
    providerOrderId: row.providerOrderId,
    attempt: row.paymentAttempt,
  };
}

/** Records a payment the provider confirmed (`paying` or `payment-review` → `paid`). */
export async function recordPayment(
  deps: OutcomeDeps,
  row: repo.OrderRow,
  payment: PaymentRecord,
): Promise<repo.OrderRow> {
  let paid: repo.OrderRow | undefined;
  try {
    // The receipt commits with the payment, or neither does.
    paid = await transaction(deps.db, async (tx) => {
      const marked = await payments.markPaid(tx, row.id, payment, deps.clock());
      return marked && (await mailPaymentReceipt(tx, marked));
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await payments.abandonPayment(deps.db, row.id);
    throw new ConflictError('This payment has already been used for another order');
  }
  if (paid) {
    countPayment('paid');
    if (row.status === 'payment-review') {
      deps.log.info(
        { orderId: row.id, provider: payment.provider },
        'the payment the provider held has arrived: the order is paid',
      );
    }
    return paid;
  }
  // Another instance settled this very payment first: the same outcome, not a conflict.
  const current = await loadOrder(deps.db, row.id);
  if (current.paymentProvider === payment.provider && current.paymentTransactionId === payment.id) {
    return current;
  }
  // Cannot happen while money is only taken from `paying` orders; if it ever does, say so loudly.
  deps.log.error(
    { orderId: row.id, provider: payment.provider, transactionId: payment.id },
    'a payment was taken for an order that can no longer record it: refund it through the provider',
  );
  throw refusal('confirmPayment', current.status);
}

/**
 * The provider holds the money, or cannot say what became of it: the order goes under review
 * (`paying` → `payment-review`), where neither a cancel nor the hold's end can release its stock.
 */
export async function holdForReview(
  deps: OutcomeDeps,
  row: repo.OrderRow,
  provider: string,
  reason: string,
): Promise<repo.OrderRow> {
  if (row.status === 'payment-review') {
    deps.log.info(
      { orderId: row.id, provider, reason },
      'the payment provider still holds the payment for review',
    );
    return row;
  }
  const held = await transaction(deps.db, async (tx) => {
    const marked = await payments.holdPayment(tx, row.id, deps.clock());
    return marked && (await mailPaymentReview(tx, marked));
  });
  if (!held) return loadOrder(deps.db, row.id);
  countPayment('held');
  deps.log.warn({ orderId: row.id, provider, reason }, 'the payment provider holds the payment for review');
  return held;
}

/**
 * No money was taken: a payment in flight is given up (`paying` → `pending`, the shopper may try
 * again at once), and a held payment the provider refused goes back to awaiting payment within
 * the order's own hold (`payment-review` → `pending`), with a message saying so.
 */
export async function releaseAttempt(
  deps: OutcomeDeps,
  row: repo.OrderRow,
  provider: string,
): Promise<repo.OrderRow> {
  if (row.status === 'payment-review') {
    const refused = await transaction(deps.db, async (tx) => {
      const marked = await payments.refusePayment(tx, row.id);
      return marked && (await mailPaymentRefused(tx, marked));
    });
    if (!refused) return loadOrder(deps.db, row.id);
    countPayment('refused');
    deps.log.warn(
      { orderId: row.id, provider },
      'the payment provider refused the held payment: the order awaits payment',
    );
    return refused;
  }
  const abandoned = await payments.abandonPayment(deps.db, row.id);
  if (abandoned) countPayment('abandoned');
  return abandoned ?? (await loadOrder(deps.db, row.id));
}

/** Records whatever the provider answered about this order's payment. */
export function recordAnswer(
  deps: OutcomeDeps,
  row: repo.OrderRow,
  provider: PaymentProvider,
  answer: PaymentAnswer | undefined,
): Promise<repo.OrderRow> {
  if (answer === undefined) return releaseAttempt(deps, row, provider.method);
  if (isHeld(answer)) return holdForReview(deps, row, provider.method, answer.reason);
  return recordPayment(deps, row, answer);
}

/**
 * Asks the provider what became of the order's payment and records the answer. Throws when the
 * provider cannot tell now; the caller decides what waiting means for the order.
 */
export async function settlePayment(
  deps: OutcomeDeps,
  provider: PaymentProvider,
  row: repo.OrderRow,
): Promise<repo.OrderRow> {
  return recordAnswer(deps, row, provider, await provider.recover(payableOf(row)));
}

/** The reason logged for a payment whose outcome the provider could not be asked about. */
export const UNCONFIRMED = 'UNCONFIRMED';
