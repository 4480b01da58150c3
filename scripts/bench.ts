/**
 * `npm run bench [-- --db pglite|postgres|both] [--duration 10] [--connections 20] [--products N]`
 *
 * Load-tests the production server's public catalogue endpoints against a bare Fastify route on
 * the same machine. Absolute req/s depend on the host, so targets are judged as a ratio to that
 * baseline plus a latency ceiling. Everything runs on 127.0.0.1 with throwaway data.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { constants, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startBareServer } from './lib/bare-server.ts';
import { createBenchDatabase, insertBenchProducts, redact } from './lib/bench-db.ts';
import { freePort } from './lib/free-port.ts';
import { Resources } from './lib/resources.ts';
import { readRss, sampleRss } from './lib/rss-sampler.ts';
import { seedPostgres, startServer, waitUntilHealthy, type ServerProcess } from './lib/server-process.ts';
import { formatTable } from './lib/table.ts';

type DbKind = 'pglite' | 'postgres';

interface Options {
  targets: DbKind[];
  duration: number;
  connections: number;
  products: number;
}

interface Endpoint {
  label: string;
  url: string;
  isBaseline: boolean;
}

interface Measurement {
  endpoint: Endpoint;
  result: autocannon.Result;
}

interface RssReport {
  ready: number | undefined;
  peak: number | undefined;
}

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/test';
const HEALTH_TIMEOUT_MS = 120_000;
const FETCH_TIMEOUT_MS = 10_000;
const WARMUP_SECONDS = 2;
const TARGET_RATIO = 0.5;
const TARGET_P99_MS = 20;
const MIB = 1024 * 1024;
const CLEANUP_DEADLINE_MS = 30_000;

const USAGE = `usage: npm run bench -- [--db pglite|postgres|both] [--duration 10] [--connections 20] [--products N]

PostgreSQL admin URL: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else ${DEFAULT_ADMIN_URL}.
A fresh easybuy_bench_<random> database is created there and dropped afterwards.`;

let activeResources: Resources | undefined;
let interrupted = false;

function intOption(name: string, raw: string, min: number, max: number): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`--${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function parseOptions(): Options | undefined {
  const { values } = parseArgs({
    options: {
      db: { type: 'string', default: 'both' },
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '20' },
      products: { type: 'string', default: '0' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return undefined;
  const targetsByName: Record<string, DbKind[]> = {
    pglite: ['pglite'],
    postgres: ['postgres'],
    both: ['pglite', 'postgres'],
  };
  const targets = targetsByName[values.db];
  if (!targets) throw new Error(`--db must be pglite, postgres or both, got "${values.db}"`);
  // Upper bounds keep a typo from turning into an hour-long run or a multi-GB insert.
  return {
    targets,
    duration: intOption('duration', values.duration, 1, 600),
    connections: intOption('connections', values.connections, 1, 1000),
    products: intOption('products', values.products, 0, 5_000_000),
  };
}

function adminDatabaseUrl(): string {
  return process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || DEFAULT_ADMIN_URL;
}

function log(kind: DbKind, message: string): void {
  console.error(`[${kind}] ${message}`);
}

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return response.json();
}

/** A real id makes the details benchmark hit the database instead of a fast 404 path. */
async function firstProductId(baseUrl: string): Promise<string> {
  const body = await fetchJson(`${baseUrl}/api/products`);
  const products =
    typeof body === 'object' && body !== null && 'products' in body ? body.products : undefined;
  const first: unknown = Array.isArray(products) ? products[0] : undefined;
  const id = typeof first === 'object' && first !== null && '_id' in first ? first._id : undefined;
  if (typeof id !== 'string' && typeof id !== 'number') {
    throw new Error('GET /api/products returned no product with an _id; is the demo catalogue seeded?');
  }
  return String(id);
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
async function measure(url: string, seconds: number, connections: number): Promise<autocannon.Result> {
  return autocannon({ url, connections, duration: seconds, workers: 1 });
}

async function runEndpoint(kind: DbKind, endpoint: Endpoint, options: Options): Promise<Measurement> {
  log(kind, `${endpoint.label}: ${WARMUP_SECONDS} s warm-up + ${options.duration} s`);
  // Warm-up lets JIT, caches and connection pools settle; its numbers are discarded.
  await measure(endpoint.url, WARMUP_SECONDS, options.connections);
  return { endpoint, result: await measure(endpoint.url, options.duration, options.connections) };
}

function assertAlive(server: ServerProcess): void {
  const exitReason = server.exitReason();
  if (exitReason !== undefined) {
    throw new Error(`server died during the benchmark (${exitReason}). Output:\n${server.outputTail()}`);
  }
}

function ms(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}

function verdict(result: autocannon.Result, ratio: number): string {
  // Fast error responses would otherwise pass the throughput and latency checks.
  if (result.errors > 0 || result.non2xx > 0) return 'MISS (errors)';
  return ratio >= TARGET_RATIO && result.latency.p99 <= TARGET_P99_MS ? 'PASS' : 'MISS';
}

function reportRow(measurement: Measurement, baselineRps: number): string[] {
  const { endpoint, result } = measurement;
  const ratio = baselineRps > 0 ? result.requests.mean / baselineRps : 0;
  return [
    endpoint.label,
    result.requests.mean.toFixed(0),
    ms(result.latency.p50),
    ms(result.latency.p99),
    endpoint.isBaseline ? '1.00' : ratio.toFixed(2),
    `${result.errors}/${result.non2xx}`,
    endpoint.isBaseline ? '-' : verdict(result, ratio),
  ];
}

function mib(bytes: number | undefined): string {
  return bytes === undefined ? 'n/a (no /proc)' : `${(bytes / MIB).toFixed(1)} MiB`;
}

function printReport(kind: DbKind, options: Options, measurements: Measurement[], rss: RssReport): void {
  const baselineRps = measurements.find((m) => m.endpoint.isBaseline)?.result.requests.mean ?? 0;
  const headers = ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'x bare', 'errors/non-2xx', 'target'];
  const align = ['left', 'right', 'right', 'right', 'right', 'right', 'left'] as const;
  console.log(`\n== ${kind}: ${options.connections} connections, ${options.duration} s per endpoint ==\n`);
  console.log(
    formatTable(
      headers,
      measurements.map((m) => reportRow(m, baselineRps)),
      align,
    ),
  );
  console.log(
    `\ntarget: req/s >= ${TARGET_RATIO.toFixed(2)} x bare and p99 <= ${TARGET_P99_MS} ms, with no errors` +
      ' (a MISS is reported, not fatal: shared machines are noisy)',
  );
  console.log(`server RSS: ${mib(rss.ready)} when ready, ${mib(rss.peak)} peak (startup + load)`);
}

async function prepareDatabase(kind: DbKind, resources: Resources): Promise<string | undefined> {
  if (kind === 'pglite') return undefined;
  const adminUrl = adminDatabaseUrl();
  const database = await createBenchDatabase(adminUrl).catch((error: unknown) => {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `cannot create a bench database via ${redact(new URL(adminUrl))}: ${reason} ` +
        '(set BENCH_DATABASE_URL to a local PostgreSQL admin URL, or use --db pglite)',
    );
  });
  resources.add(`drop database ${database.name}`, () => database.drop());
  log(kind, `created database ${database.name}`);
  return database.url;
}

async function addProducts(kind: DbKind, databaseUrl: string | undefined, count: number): Promise<void> {
  if (count === 0) return;
  if (databaseUrl === undefined) {
    log(kind, `--products ${count} skipped: catalogue scale is measured on PostgreSQL only`);
    return;
  }
  log(kind, `inserting ${count} extra products`);
  await insertBenchProducts(databaseUrl, count);
}

async function benchTarget(kind: DbKind, options: Options, resources: Resources): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'easybuy-bench-'));
  resources.add('remove temp dir', () => rm(dataDir, { recursive: true, force: true }));
  const databaseUrl = await prepareDatabase(kind, resources);

  const serverOptions = {
    cwd: REPO_ROOT,
    port: await freePort(),
    dataDir,
    ...(databaseUrl ? { databaseUrl } : {}),
  };
  if (databaseUrl) {
    log(kind, 'seeding the demo catalogue (npm run db:seed -- --demo)');
    seedPostgres(serverOptions);
  }
  const server = startServer(serverOptions);
  resources.add('stop server', () => server.stop());
  const sampler = sampleRss(server.pid);
  resources.add('stop RSS sampler', async () => sampler.stop());
  log(kind, `waiting for ${server.baseUrl}/api/health (pid ${server.pid})`);
  await waitUntilHealthy(server, HEALTH_TIMEOUT_MS);
  const readyRss = readRss(server.pid);

  await addProducts(kind, databaseUrl, options.products);
  const barePort = await freePort();
  const bareServer = await startBareServer(barePort);
  resources.add('close bare server', () => bareServer.close());
  const bareUrl = `http://127.0.0.1:${barePort}/bare`;

  const productId = await firstProductId(server.baseUrl);
  const measurements: Measurement[] = [];
  for (const endpoint of endpoints(bareUrl, server.baseUrl, productId)) {
    measurements.push(await runEndpoint(kind, endpoint, options));
    assertAlive(server);
  }
  printReport(kind, options, measurements, { ready: readyRss, peak: sampler.peak() });
}

function onSignal(signal: NodeJS.Signals): void {
  // One CTRL-C usually arrives several times (terminal process group, then npm and tsx relaying
  // it), so repeats are ignored rather than treated as "quit now", which would skip the DB drop.
  if (interrupted) return;
  interrupted = true;
  const exitCode = 128 + constants.signals[signal];
  console.error(`\n${signal}: cleaning up (server, bench database, temp dir)`);
  // Every cleanup step is already time-bounded; this is the backstop if one hangs anyway.
  setTimeout(() => process.exit(exitCode), CLEANUP_DEADLINE_MS).unref();
  void (activeResources?.dispose() ?? Promise.resolve()).finally(() => process.exit(exitCode));
}

async function main(): Promise<number> {
  const options = parseOptions();
  if (!options) {
    console.log(USAGE);
    return 0;
  }
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  let failed = false;
  for (const kind of options.targets) {
    // After CTRL-C the signal handler owns shutdown; starting another target would leak it.
    if (interrupted) break;
    const resources = new Resources();
    activeResources = resources;
    try {
      await benchTarget(kind, options, resources);
    } catch (error) {
      failed = true;
      console.error(`[${kind}] bench failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      await resources.dispose();
      activeResources = undefined;
    }
  }
  return failed ? 1 : 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  // Bad flags land here; print the message and usage rather than a stack trace.
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
  process.exitCode = 1;
}
