/**
 * Steady shopper traffic through the load balancer: catalogue reads and order placements (each
 * with its own Idempotency-Key, as the storefront sends), counting every answer. Shared by the
 * rolling-restart suite and `npm run bench:cluster`.
 */
import { randomUUID } from 'node:crypto';
import { call, placeOrder } from './shop-client.ts';

export interface LoadResult {
  requests: number;
  /** Answers other than the expected 2xx, and requests that got no answer at all. */
  failures: string[];
  /** Orders the shop said it placed (201), by id. */
  placedOrders: string[];
  /** Units those orders took. */
  placedUnits: number;
  durationMs: number;
  latenciesMs: number[];
}

export interface LoadOptions {
  base: string;
  productId: string;
  customers: string[];
  workers: number;
  /** One request in this many is an order; the rest read the catalogue. */
  orderEvery: number;
}

export interface RunningLoad {
  /** Resolves once at least this many requests have been answered. */
  reached(requests: number): Promise<void>;
  stop(): Promise<LoadResult>;
}

export function startLoad(options: LoadOptions): RunningLoad {
  const result: LoadResult = {
    requests: 0,
    failures: [],
    placedOrders: [],
    placedUnits: 0,
    durationMs: 0,
    latenciesMs: [],
  };
  const started = performance.now();
  let running = true;
  const waiters: Array<{ requests: number; resolve: () => void }> = [];

  async function one(worker: number, turn: number): Promise<void> {
    const begin = performance.now();
    let outcome: string | undefined;
    try {
      if (turn % options.orderEvery === 0) {
        const customer = options.customers[worker % options.customers.length] ?? '';
        const answer = await placeOrder(
          options.base,
          customer,
          [{ product: options.productId, qty: 1 }],
          randomUUID(),
        );
        if (answer.status === 201) {
          result.placedOrders.push(answer.body._id);
          result.placedUnits += 1;
        } else outcome = `POST /api/orders → ${answer.status} ${JSON.stringify(answer.body)}`;
      } else {
        const path = turn % 2 === 0 ? '/api/products' : `/api/products/${options.productId}`;
        const answer = await call(options.base, 'GET', path);
        if (answer.status !== 200) outcome = `GET ${path} → ${answer.status}`;
      }
    } catch (error) {
      outcome = `no answer: ${error instanceof Error ? error.message : String(error)}`;
    }
    result.requests += 1;
    result.latenciesMs.push(performance.now() - begin);
    if (outcome) result.failures.push(outcome);
    for (const waiter of waiters.filter((candidate) => result.requests >= candidate.requests)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  }

  const workers = Array.from({ length: options.workers }, async (_, worker) => {
    for (let turn = worker; running; turn += 1) await one(worker, turn);
  });

  return {
    reached(requests) {
      if (result.requests >= requests) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ requests, resolve }));
    },
    async stop() {
      running = false;
      await Promise.all(workers);
      result.durationMs = performance.now() - started;
      return result;
    },
  };
}

export function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}
