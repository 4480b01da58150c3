/**
 * What happened to orders and payments, counted where each outcome is decided, and the mail
 * queue's length read from whoever keeps the queue. Plain tallies with no dependency, so the
 * order code can count without loading prom-client; `/metrics` turns them into Prometheus
 * series when it is switched on (see ./metrics-routes.ts).
 */

export const ORDER_OUTCOMES = ['placed', 'cancelled', 'expired', 'delivered', 'refunded'] as const;
export type OrderOutcome = (typeof ORDER_OUTCOMES)[number];

/**
 * `declined`: the provider refused and no money moved; `held`: the provider holds the money for
 * review, or could not tell (the order waits under review); `refused`: a held payment was refused
 * in the end; `abandoned`: an attempt in flight took no money.
 */
export const PAYMENT_OUTCOMES = ['paid', 'declined', 'held', 'refused', 'abandoned'] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

const orders = new Map<OrderOutcome, number>();
const payments = new Map<PaymentOutcome, number>();

export function countOrder(outcome: OrderOutcome, howMany = 1): void {
  orders.set(outcome, (orders.get(outcome) ?? 0) + howMany);
}

export function countPayment(outcome: PaymentOutcome): void {
  payments.set(outcome, (payments.get(outcome) ?? 0) + 1);
}

/** Totals since the process started, every outcome present (0 when it never happened). */
export function orderOutcomes(): ReadonlyMap<OrderOutcome, number> {
  return new Map(ORDER_OUTCOMES.map((outcome) => [outcome, orders.get(outcome) ?? 0]));
}

export function paymentOutcomes(): ReadonlyMap<PaymentOutcome, number> {
  return new Map(PAYMENT_OUTCOMES.map((outcome) => [outcome, payments.get(outcome) ?? 0]));
}

/** Messages waiting to be sent, as the mail queue counts them (one query, read on each scrape). */
export type QueueLengthReader = () => Promise<number> | number;

let mailQueueLength: QueueLengthReader | undefined;

/**
 * The mail queue registers how its length is read; `/metrics` asks on every scrape. The last
 * registration wins (one app per process in production; each test app registers its own).
 */
export function registerMailQueueLength(read: QueueLengthReader): void {
  mailQueueLength = read;
}

/** Undefined until the mail queue has registered its reader. */
export function mailQueueLengthReader(): QueueLengthReader | undefined {
  return mailQueueLength;
}
