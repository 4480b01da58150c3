/**
 * Server settings for the write-path run, in one place. Fifty shoppers each placing an order
 * every few hundred milliseconds is far beyond what one real customer does, so any per-customer
 * throttle would turn the run into a measurement of the throttle: it is raised here, while the
 * bounds on unpaid orders keep their defaults (every order is paid at once, so they are never
 * reached). Names the server does not know are ignored, so the bench still runs against older
 * checkouts. Check them against the Configuration table in docs/running.md whenever limits change.
 */
export const WRITE_BENCH_SERVER_ENV: Readonly<Record<string, string>> = {
  // TestCard payments; on by default only for the embedded demo, so PostgreSQL needs it said.
  PAYMENTS_TEST_MODE: 'true',
  // Per-customer order-creation throttle (orders per window): raised to its maximum.
  ORDERS_PER_CUSTOMER: '1000000',
  // Sign-in throttling counts failures only; every bench shopper signs in once, successfully.
};
