import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { DatabaseStats, PoolStats } from '../db/index.ts';
import { mailQueueLengthReader, orderOutcomes, paymentOutcomes } from './outcomes.ts';

type PostgresStats = Extract<DatabaseStats, { kind: 'postgres' }>;

/** Seconds; from a cached read (about a millisecond) to a request the timeouts would cut short. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * One registry per app, so test apps in one process never share series. Labels are closed sets:
 * method, route pattern, status, outcome, pool state. Nothing a visitor types becomes a label.
 */
export function createShopMetrics(databaseStats: (() => DatabaseStats) | undefined) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'easybuy_' });
  const labels = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'easybuy_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: labels,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'easybuy_http_request_duration_seconds',
    help: 'Time from request to the end of the response, by method, route pattern and status',
    labelNames: labels,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  new Counter({
    name: 'easybuy_orders_total',
    help: 'Orders by outcome: placed, cancelled (by the customer), expired (unpaid), delivered',
    labelNames: ['outcome'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [outcome, count] of orderOutcomes()) this.inc({ outcome }, count);
    },
  });
  new Counter({
    name: 'easybuy_payments_total',
    help: 'Payments by outcome: paid, declined (no money moved), held (the provider holds it, or could not tell), refused (a held payment was refused), abandoned',
    labelNames: ['outcome'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [outcome, count] of paymentOutcomes()) this.inc({ outcome }, count);
    },
  });
  new Gauge({
    name: 'easybuy_mail_queue_length',
    help: 'Messages waiting in the mail queue (0 until the mail queue registers its reader)',
    registers: [registry],
    async collect() {
      const read = mailQueueLengthReader();
      if (read) this.set(await read());
    },
  });
  if (databaseStats) registerDatabaseGauges(registry, databaseStats);
  return {
    observeRequest(method: string, route: string, status: number, seconds: number): void {
      const values = { method, route, status: String(status) };
      requests.inc(values);
      durations.observe(values, seconds);
    },
    render: () => registry.metrics(),
  };
}

function registerDatabaseGauges(registry: Registry, stats: () => DatabaseStats): void {
  if (stats().kind === 'pglite') {
    new Gauge({
      name: 'easybuy_db_queries_in_flight',
      help: 'Embedded PGlite: queries and transactions running or queued (it runs one at a time)',
      registers: [registry],
      collect() {
        const now = stats();
        if (now.kind === 'pglite') this.set(now.inFlight);
      },
    });
    return;
  }
  const poolGauge = (name: string, help: string, read: (now: PostgresStats) => PoolStats) =>
    new Gauge({
      name,
      help,
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const now = stats();
        if (now.kind !== 'postgres') return;
        const pool = read(now);
        this.set({ state: 'total' }, pool.total);
        this.set({ state: 'idle' }, pool.idle);
        this.set({ state: 'waiting' }, pool.waiting);
      },
    });
  poolGauge(
    'easybuy_db_pool_connections',
    'PostgreSQL pool: connections open (total), idle, and requests waiting for one',
    (now) => now,
  );
  poolGauge(
    'easybuy_db_browsing_pool_connections',
    "PostgreSQL pool kept for the catalogue's reads: connections open (total), idle, and reads waiting for one",
    (now) => now.browsing,
  );
}
