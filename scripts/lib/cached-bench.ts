/**
 * The cached mode: the public catalogue endpoints with the server's read cache on (as shipped),
 * each hammered at one URL by autocannon and judged as a ratio to a bare Fastify route measured
 * in the same run, since absolute req/s depend on the host.
 */
import autocannon from 'autocannon';
import { startBareServer } from './bare-server.ts';
import { freePort } from './free-port.ts';
import type { Resources } from './resources.ts';
import { assertAlive, type ServerProcess } from './server-process.ts';
import { formatMs, formatTable } from './table.ts';

export const CACHED_TARGET_RATIO = 0.5;
export const CACHED_TARGET_P99_MS = 20;
const WARMUP_SECONDS = 2;

export interface CachedOptions {
  connections: number;
  durationSeconds: number;
  log: (message: string) => void;
}

interface Endpoint {
  label: string;
  url: string;
  isBaseline: boolean;
}

export interface CachedMeasurement {
  endpoint: Endpoint;
  result: autocannon.Result;
}

function endpoints(bareUrl: string, baseUrl: string, productId: string): Endpoint[] {
  const api = (label: string, pathAndQuery: string): Endpoint => ({
    label,
    url: `${baseUrl}${pathAndQuery}`,
    isBaseline: false,
  });
  return [
    { label: 'bare Fastify (baseline)', url: bareUrl, isBaseline: true },
    api('GET /api/products', '/api/products'),
    api('GET /api/products?keyword=sony&pageNumber=1', '/api/products?keyword=sony&pageNumber=1'),
    api('GET /api/products?keyword=iphnoe (typo)', '/api/products?keyword=iphnoe'),
    api('GET /api/products/:id', `/api/products/${encodeURIComponent(productId)}`),
    api('GET /api/products/top', '/api/products/top'),
  ];
}

/**
 * The load generator runs in a worker thread (`workers: 1`) because the bare baseline server
 * lives in this process: sharing one event loop with autocannon would halve the baseline and
 * flatter every ratio.
 */
function measure(url: string, seconds: number, connections: number): Promise<autocannon.Result> {
  return autocannon({ url, connections, duration: seconds, workers: 1 });
}

export async function runCachedBench(
  server: ServerProcess,
  productId: string,
  options: CachedOptions,
  resources: Resources,
): Promise<CachedMeasurement[]> {
  const barePort = await freePort();
  const bareServer = await startBareServer(barePort);
  resources.add('close bare server', () => bareServer.close());
  const measurements: CachedMeasurement[] = [];
  for (const endpoint of endpoints(`http://127.0.0.1:${barePort}/bare`, server.baseUrl, productId)) {
    options.log(`${endpoint.label}: ${WARMUP_SECONDS} s warm-up + ${options.durationSeconds} s`);
    // Warm-up lets JIT, caches and connection pools settle; its numbers are discarded.
    await measure(endpoint.url, WARMUP_SECONDS, options.connections);
    measurements.push({
      endpoint,
      result: await measure(endpoint.url, options.durationSeconds, options.connections),
    });
    assertAlive(server);
  }
  return measurements;
}

function verdict(result: autocannon.Result, ratio: number): string {
  // Fast error responses would otherwise pass the throughput and latency checks.
  if (result.errors > 0 || result.non2xx > 0) return 'MISS (errors)';
  return ratio >= CACHED_TARGET_RATIO && result.latency.p99 <= CACHED_TARGET_P99_MS ? 'PASS' : 'MISS';
}

function row({ endpoint, result }: CachedMeasurement, baselineRps: number): string[] {
  const ratio = baselineRps > 0 ? result.requests.mean / baselineRps : 0;
  return [
    endpoint.label,
    result.requests.mean.toFixed(0),
    formatMs(result.latency.p50),
    formatMs(result.latency.p90),
    formatMs(result.latency.p99),
    endpoint.isBaseline ? '1.00' : ratio.toFixed(2),
    `${result.errors}/${result.non2xx}`,
    endpoint.isBaseline ? '-' : verdict(result, ratio),
  ];
}

export function printCachedReport(
  title: string,
  measurements: CachedMeasurement[],
  options: CachedOptions,
): void {
  const baselineRps = measurements.find((m) => m.endpoint.isBaseline)?.result.requests.mean ?? 0;
  const headers = ['endpoint', 'req/s', 'p50 ms', 'p90 ms', 'p99 ms', 'x bare', 'errors/non-2xx', 'target'];
  const align = ['left', 'right', 'right', 'right', 'right', 'right', 'right', 'left'] as const;
  console.log(
    `\n== ${title}: cache on, ${options.connections} connections, ${options.durationSeconds} s per endpoint ==\n`,
  );
  console.log(
    formatTable(
      headers,
      measurements.map((m) => row(m, baselineRps)),
      align,
    ),
  );
  console.log(
    `\ntarget: req/s >= ${CACHED_TARGET_RATIO.toFixed(2)} x bare and p99 <= ${CACHED_TARGET_P99_MS} ms, ` +
      'with no errors (a MISS is reported, not fatal: shared machines are noisy)',
  );
}
