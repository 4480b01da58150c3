/**
 * Closed-loop load: each simulated client sends its next request as soon as the previous one is
 * answered, like a shopper clicking on, so latency and throughput are measured together and
 * nothing queues inside the load generator itself.
 */
import type { HttpResponse } from './http-client.ts';
import { summarise, type LatencySummary } from './percentiles.ts';
import { formatMs } from './table.ts';

/** Status 0 stands for a request that got no HTTP answer at all (refused, reset, timed out). */
export const NO_RESPONSE = 0;

export interface StepResult {
  latency: LatencySummary | undefined;
  /** How many answers of each status, NO_RESPONSE for failed requests. */
  statuses: ReadonlyMap<number, number>;
  /** One failure's message, to say what went wrong without flooding the terminal. */
  firstFailure: string | undefined;
}

export class Recorder {
  readonly #steps = new Map<
    string,
    { latencies: number[]; statuses: Map<number, number>; failure?: string }
  >();

  #step(name: string) {
    let step = this.#steps.get(name);
    if (!step) {
      step = { latencies: [], statuses: new Map() };
      this.#steps.set(name, step);
    }
    return step;
  }

  record(name: string, latencyMs: number, status: number, failure?: string): void {
    const step = this.#step(name);
    step.latencies.push(latencyMs);
    step.statuses.set(status, (step.statuses.get(status) ?? 0) + 1);
    if (failure !== undefined) step.failure ??= failure;
  }

  /** Times one request under `name`; resolves undefined (and records it) when it got no answer. */
  async time(name: string, send: () => Promise<HttpResponse>): Promise<HttpResponse | undefined> {
    const started = performance.now();
    try {
      const response = await send();
      this.record(name, performance.now() - started, response.status);
      return response;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.record(name, performance.now() - started, NO_RESPONSE, message);
      return undefined;
    }
  }

  result(name: string): StepResult {
    const step = this.#steps.get(name);
    return {
      latency: summarise(step?.latencies ?? []),
      statuses: step?.statuses ?? new Map(),
      firstFailure: step?.failure,
    };
  }
}

/** Runs `iterate` on `clients` loops until `durationMs` is up; resolves with the elapsed time. */
export async function runClients(
  clients: number,
  durationMs: number,
  iterate: (client: number) => Promise<void>,
): Promise<number> {
  const started = performance.now();
  const deadline = started + durationMs;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (performance.now() < deadline) await iterate(client);
    }),
  );
  return performance.now() - started;
}

/** Successful answers (2xx) among the recorded statuses. */
export function countOk(statuses: ReadonlyMap<number, number>): number {
  let ok = 0;
  for (const [status, count] of statuses) if (status >= 200 && status < 300) ok += count;
  return ok;
}

export function countAll(statuses: ReadonlyMap<number, number>): number {
  let all = 0;
  for (const count of statuses.values()) all += count;
  return all;
}

/** Headings of the columns loadCells fills. */
export const LOAD_HEADERS = ['requests', 'req/s', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms'];

export function loadCells(result: StepResult, elapsedMs: number): string[] {
  const all = countAll(result.statuses);
  const { latency } = result;
  return [
    String(all),
    (all / (elapsedMs / 1000)).toFixed(1),
    formatMs(latency?.p50),
    formatMs(latency?.p90),
    formatMs(latency?.p99),
    formatMs(latency?.max),
  ];
}

/**
 * How many requests failed, other than with an `expected` status, and how: "3 (500, connect
 * ECONNREFUSED)". Failures are non-2xx answers and requests that got no answer.
 */
export function describeFailures(result: StepResult, expected: readonly number[] = []): string {
  const failed = [...result.statuses].filter(
    ([status]) => (status < 200 || status >= 300) && !expected.includes(status),
  );
  const count = failed.reduce((sum, [, n]) => sum + n, 0);
  if (count === 0) return '0';
  const kinds = failed.map(([status]) =>
    status === NO_RESPONSE ? (result.firstFailure ?? 'no answer') : String(status),
  );
  return `${count} (${kinds.join(', ')})`;
}
