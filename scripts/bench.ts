/**
 * `npm run bench [-- --db pglite|postgres|both] [--mode all|cached|uncached|writes|uploads|flash] …` (see
 * `--help` and docs/performance.md).
 *
 * Measures what a shopper meets, each mode on its own throwaway shop: the cached catalogue
 * against a bare Fastify route; every kind of catalogue read with the cache off on a large
 * generated catalogue; many shoppers placing and paying orders at once, with the stock
 * checked afterwards; and an admin uploading camera-sized pictures several at once. Everything runs on 127.0.0.1, and is removed afterwards, also on CTRL-C.
 */
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  adminDatabaseUrl,
  generatedProductsFor,
  parseOptions,
  shoppersFor,
  USAGE,
  type BenchLogLevel,
  type BenchOptions,
  type Mode,
} from './lib/bench-options.ts';
import { prepareEnvironment, type DbKind, type MemoryFigures } from './lib/bench-environment.ts';
import { printCachedReport, runCachedBench } from './lib/cached-bench.ts';
import { printRushReport, runRush, signInShoppers } from './lib/flash-bench.ts';
import { checkRushBalance, createRushedItems, type RushedItem } from './lib/flash-bench-data.ts';
import { Resources } from './lib/resources.ts';
import type { SqlSession } from './lib/sql-session.ts';
import { formatMib, formatTable } from './lib/table.ts';
import { printQuoteReport, runQuoteBench, createQuoteCart, type QuoteCart } from './lib/quote-bench.ts';
import { printSitemapReport, runSitemapBench } from './lib/sitemap-bench.ts';
import { printUncachedReport, runUncachedBench } from './lib/uncached-bench.ts';
import { createBenchAdmin } from './lib/upload-bench-data.ts';
import { printUploadReport, runUploadBench } from './lib/upload-bench.ts';
import { printWriteReport, runWriteBench } from './lib/write-bench.ts';
import {
  checkStock,
  countShopperOrders,
  createShoppers,
  createStockedProducts,
  type StockedProduct,
} from './lib/write-bench-data.ts';
import { WRITE_BENCH_SERVER_ENV } from './lib/write-bench-settings.ts';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CLEANUP_DEADLINE_MS = 30_000;

/** How each mode's server is configured, beyond a fresh database and a loopback port. */
const SERVER_ENV: Record<Mode, Readonly<Record<string, string>>> = {
  cached: {},
  uncached: { CATALOGUE_CACHE_MS: '0' },
  writes: WRITE_BENCH_SERVER_ENV,
  uploads: {},
  // The sitemap keeps its own documents (docs/findability.md); the catalogue's cache stays out of it.
  sitemap: { CATALOGUE_CACHE_MS: '0' },
  // TestCard orders. The bench on loopback stands for the shoppers' proxy and sends each shopper's
  // own address (X-Forwarded-For); the per-network bounds on unpaid orders are raised as well, so
  // a crowd is never refused as one network (docs/performance/flash.md).
  flash: {
    PAYMENTS_TEST_MODE: 'true',
    TRUST_PROXY: 'loopback',
    MAX_UNPAID_ORDERS_PER_ADDRESS: '100000',
    MAX_UNPAID_ITEMS_PER_ADDRESS: '1000000',
  },
  // Each quote comes from an address of its own (X-Forwarded-For): the per-network bound on
  // quotes would otherwise stop the bench's one client in a second.
  quote: { TRUST_PROXY: 'loopback' },
};

interface MemoryRow {
  kind: DbKind;
  /** The mode, with the log level where a mode runs at several. */
  run: string;
  memory: MemoryFigures;
}

let activeResources: Resources | undefined;
let interrupted = false;
/** Aborted on CTRL-C, so long seeding stops at the next batch instead of running to the end. */
const interruption = new AbortController();

/** A correctness failure (oversold or lost stock) fails the run; slow figures never do. */
async function benchMode(
  kind: DbKind,
  mode: Mode,
  logLevel: BenchLogLevel,
  options: BenchOptions,
  resources: Resources,
): Promise<{ memory: MemoryFigures; correct: boolean }> {
  const log = (message: string) => console.error(`[${kind} ${mode}] ${message}`);
  const title = `${kind}, ${mode}, LOG_LEVEL=${logLevel}`;
  const generatedProducts = generatedProductsFor(options, mode, kind);
  let stocked: StockedProduct[] = [];
  let rushed: RushedItem[] = [];
  let quoteCart: QuoteCart = { productIds: [] };
  const shoppers = shoppersFor(options, mode);
  const prepareByMode: Partial<Record<Mode, (session: SqlSession) => Promise<void>>> = {
    writes: async (session) => {
      await createShoppers(session, shoppers);
      stocked = await createStockedProducts(session);
    },
    flash: async (session) => {
      await createShoppers(session, shoppers);
      rushed = await createRushedItems(session, options.units);
    },
    uploads: createBenchAdmin,
    quote: async (session) => {
      quoteCart = await createQuoteCart(session);
    },
  };
  const prepare = prepareByMode[mode];
  const environment = await prepareEnvironment(
    {
      kind,
      serverRoot: options.serverRoot,
      adminDatabaseUrl: adminDatabaseUrl(),
      generatedProducts,
      serverEnv: { ...SERVER_ENV[mode], LOG_LEVEL: logLevel },
      log,
      signal: interruption.signal,
      ...(prepare ? { prepare } : {}),
    },
    resources,
  );
  const { server, productIds } = environment;
  const productId = productIds[0];
  if (productId === undefined) throw new Error('the seeded catalogue has no published product');
  let correct = true;

  if (mode === 'cached') {
    const cachedOptions = { connections: options.connections, durationSeconds: options.durationSeconds, log };
    printCachedReport(
      title,
      await runCachedBench(server, productId, cachedOptions, resources),
      cachedOptions,
    );
  } else if (mode === 'uncached') {
    const uncachedOptions = {
      clients: options.clients,
      durationSeconds: options.durationSeconds,
      warmupSeconds: options.warmupSeconds,
      generatedProducts,
      log,
    };
    printUncachedReport(title, await runUncachedBench(server, productIds, uncachedOptions), uncachedOptions);
  } else if (mode === 'sitemap') {
    // One client: a crawler reads one file at a time.
    const sitemapOptions = { ...options, clients: 1, generatedProducts, log };
    printSitemapReport(title, await runSitemapBench(server, sitemapOptions), sitemapOptions);
  } else if (mode === 'uploads') {
    printUploadReport(title, await runUploadBench(server, { log }));
  } else if (mode === 'quote') {
    const quoteOptions = { ...options, log };
    const measured = await runQuoteBench(server, quoteCart, quoteOptions);
    correct = printQuoteReport(title, measured, quoteOptions);
  } else if (mode === 'flash') {
    const flashOptions = { shoppers, log };
    const signedIn = await signInShoppers(server.baseUrl, flashOptions);
    const rushes = [];
    for (const item of rushed) rushes.push(await runRush(server.baseUrl, signedIn, item, flashOptions));
    const session = await environment.stopServerAndOpenDatabase();
    for (const rush of rushes) {
      const balance = await checkRushBalance(session, rush.item, rush.sold);
      if (!printRushReport(title, rush, balance)) correct = false;
    }
  } else {
    const writeOptions = {
      shoppers,
      durationSeconds: options.durationSeconds,
      log,
    };
    const run = await runWriteBench(server, stocked, writeOptions);
    const session = await environment.stopServerAndOpenDatabase();
    const stock = await checkStock(session, stocked);
    const orders = await countShopperOrders(session);
    printWriteReport(title, run, stock, orders, writeOptions);
    correct = stock.every((check) => check.balanced);
  }
  const { memory } = environment;
  console.log(
    `server RSS: first start ${formatMib(memory.firstStartReady)} when ready, ` +
      `${formatMib(memory.firstStartPeak)} peak; after restart ${formatMib(memory.restartReady)} when ready, ` +
      `${formatMib(memory.restartPeak())} peak (restart + load)`,
  );
  return { memory, correct };
}

function printMemorySummary(rows: readonly MemoryRow[]): void {
  if (rows.length === 0) return;
  console.log('\n== server memory (RSS) ==\n');
  const headers = [
    'database',
    'mode',
    'first start: ready',
    'first start: peak',
    'restart: ready',
    'restart + load: peak',
  ];
  const cells = rows.map(({ kind, run, memory }) => [
    kind,
    run,
    formatMib(memory.firstStartReady),
    formatMib(memory.firstStartPeak),
    formatMib(memory.restartReady),
    formatMib(memory.restartPeak()),
  ]);
  console.log(formatTable(headers, cells, ['left', 'left', 'right', 'right', 'right', 'right']));
  console.log(
    '\nfirst start: a new installation (PGlite seeds the demo itself; PostgreSQL was seeded by ' +
      'npm run db:seed). budget: peak <= 300 MiB on PGlite, <= 150 MiB on PostgreSQL',
  );
}

function onSignal(signal: NodeJS.Signals): void {
  // One CTRL-C usually arrives several times (terminal process group, then npm and tsx relaying
  // it), so repeats are ignored rather than treated as "quit now", which would skip the DB drop.
  if (interrupted) return;
  interrupted = true;
  interruption.abort();
  const exitCode = 128 + constants.signals[signal];
  console.error(`\n${signal}: cleaning up (server, bench database, temp dir)`);
  // Every cleanup step is already time-bounded; this is the backstop if one hangs anyway.
  setTimeout(() => process.exit(exitCode), CLEANUP_DEADLINE_MS).unref();
  void (activeResources?.dispose() ?? Promise.resolve()).finally(() => process.exit(exitCode));
}

/**
 * Each mode once; the cached mode once per log level asked for, back to back, since that is where
 * the cost of logging shows (docs/performance/cached-reads.md).
 */
interface BenchRun {
  mode: Mode;
  logLevel: BenchLogLevel;
}

function benchRuns(options: BenchOptions): BenchRun[] {
  return options.modes.flatMap((mode): BenchRun[] =>
    mode === 'cached'
      ? options.logLevels.map((logLevel) => ({ mode, logLevel }))
      : [{ mode, logLevel: 'warn' }],
  );
}

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2), REPO_ROOT);
  if (!options) {
    console.log(USAGE);
    return 0;
  }
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  if (options.serverRoot !== REPO_ROOT) console.error(`measuring the server in ${options.serverRoot}`);
  let failed = false;
  const memoryRows: MemoryRow[] = [];
  for (const kind of options.targets) {
    for (const { mode, logLevel } of benchRuns(options)) {
      // After CTRL-C the signal handler owns shutdown; starting another run would leak it.
      if (interrupted) break;
      const resources = new Resources();
      activeResources = resources;
      try {
        const { memory, correct } = await benchMode(kind, mode, logLevel, options, resources);
        memoryRows.push({ kind, run: mode === 'cached' ? `${mode} (${logLevel})` : mode, memory });
        if (!correct) failed = true;
      } catch (error) {
        failed = true;
        // After CTRL-C, failures are the cleanup pulling things away mid-step: not worth a line.
        if (!interruption.signal.aborted)
          console.error(
            `[${kind} ${mode}] bench failed: ${error instanceof Error ? error.message : String(error)}`,
          );
      } finally {
        await resources.dispose();
        activeResources = undefined;
      }
    }
  }
  printMemorySummary(memoryRows);
  if (options.cluster && !interrupted && (await benchCluster(options.durationSeconds)) !== 0) failed = true;
  return failed ? 1 : 0;
}

/** The several-instances figures come from their own script, which owns nginx and the instances. */
function benchCluster(seconds: number): Promise<number | null> {
  console.log('\nOne instance vs two behind nginx (PostgreSQL):');
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(REPO_ROOT, 'scripts/bench-cluster.ts'), '--seconds', String(seconds)],
    { stdio: 'inherit' },
  );
  return new Promise((resolve) => child.on('exit', (code) => resolve(code)));
}

try {
  process.exitCode = await main();
} catch (error) {
  // Bad flags land here; print the message and usage rather than a stack trace.
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
  process.exitCode = 1;
}
