import path from 'node:path';
import { parseArgs } from 'node:util';
import type { DbKind } from './bench-environment.ts';

export const MODES = ['cached', 'uncached', 'writes', 'uploads', 'sitemap', 'flash', 'quote'] as const;
export type Mode = (typeof MODES)[number];

/** The server's `LOG_LEVEL` in a run: the shop's default, or only warnings and errors. */
export type BenchLogLevel = 'info' | 'warn';

export interface BenchOptions {
  targets: DbKind[];
  modes: Mode[];
  durationSeconds: number;
  warmupSeconds: number;
  /** Cached mode: autocannon connections per endpoint. */
  connections: number;
  /** Uncached mode: concurrent clients. */
  clients: number;
  /** Write path and flash: concurrent shoppers, each with an account (undefined: the mode's default). */
  shoppers: number | undefined;
  /** Flash: units of the product (and of the variant) on sale. */
  units: number;
  /** Generated products; undefined means each mode's default (see generatedProductsFor). */
  products: number | undefined;
  /** The checkout whose server is measured. */
  serverRoot: string;
  /** After the other modes: one instance vs two behind nginx (scripts/bench-cluster.ts). */
  cluster: boolean;
  /** Cached mode: the server's log levels, each measured in turn (the other modes run at `warn`). */
  logLevels: BenchLogLevel[];
}

const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** The catalogue sizes the budgets are stated for (docs/performance.md). */
const UNCACHED_PRODUCTS: Record<DbKind, number> = { postgres: 100_000, pglite: 20_000 };
/** Enough products for the quote's 50-line cart of products without variants, in stock. */
const QUOTE_PRODUCTS = 1000;

export const USAGE = `usage: npm run bench -- [options]

  --db pglite|postgres|both     databases to measure (default both)
  --mode all|cached|uncached|writes|uploads|sitemap|flash|quote
                                what to measure, comma-separated (default all); uploads: an
                                admin uploads four 24-megapixel pictures at once, 3 rounds of
                                JPEGs then 3 of PNGs, and the server's peak RSS is reported;
                                sitemap: one crawler reads /sitemap.xml and the first two
                                products files, cache off; flash: --shoppers signed-in shoppers,
                                each from an address of their own, order one unit of a product
                                with --units units at one moment, then of one variant;
                                quote: --clients clients ask for the quote of a 50-line cart
                                with a coupon and a promotion
  --duration 10                 seconds measured per endpoint, kind of read or write run
  --warmup 2                    uncached mode: seconds of unmeasured warm-up per kind of read
  --connections 20              cached mode: concurrent connections
  --clients 4                   uncached, sitemap and quote modes: concurrent clients
  --shoppers N                  write path: concurrent shoppers (default 50); flash: shoppers
                                in the rush (default 1000)
  --units 100                   flash: units on sale
  --products N                  generated products added to the demo catalogue (default: none
                                in the cached mode, the write path and uploads; uncached and
                                sitemap: 100000 on PostgreSQL, 20000 on PGlite; quote: 1000)
  --server-root DIR             measure the server of another checkout (its own node_modules
                                installed) with this bench (default: this checkout)
  --log-level both|info|warn    cached mode: the server's LOG_LEVEL, or both in turn (default
                                both: info is what a shop runs with); the other modes run at warn
  --cluster                     then measure throughput through nginx with one instance and with
                                two on PostgreSQL (npm run bench:cluster; --duration seconds each)

PostgreSQL admin URL: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else ${DEFAULT_ADMIN_URL}.
Every database is a fresh easybuy_bench_<random> created there and dropped afterwards.`;

function intOption(name: string, raw: string, min: number, max: number): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`--${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function parseModes(raw: string): Mode[] {
  if (raw === 'all') return [...MODES];
  const modes = raw.split(',').map((mode) => mode.trim());
  const unknown = modes.filter((mode) => !MODES.some((known) => known === mode));
  if (unknown.length > 0 || modes.length === 0) {
    throw new Error(`--mode takes all or ${MODES.join(', ')} (comma-separated), got "${raw}"`);
  }
  return MODES.filter((mode) => modes.includes(mode));
}

/** Undefined when `--help` was asked for. */
export function parseOptions(args: string[], repoRoot: string): BenchOptions | undefined {
  const { values } = parseArgs({
    args,
    options: {
      db: { type: 'string', default: 'both' },
      mode: { type: 'string', default: 'all' },
      duration: { type: 'string', default: '10' },
      warmup: { type: 'string', default: '2' },
      connections: { type: 'string', default: '20' },
      clients: { type: 'string', default: '4' },
      shoppers: { type: 'string' },
      units: { type: 'string', default: '100' },
      products: { type: 'string' },
      'server-root': { type: 'string' },
      cluster: { type: 'boolean', default: false },
      'log-level': { type: 'string', default: 'both' },
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
  const levelsByName: Record<string, BenchLogLevel[]> = {
    both: ['info', 'warn'],
    info: ['info'],
    warn: ['warn'],
  };
  const logLevels = levelsByName[values['log-level']];
  if (!logLevels) throw new Error(`--log-level must be both, info or warn, got "${values['log-level']}"`);
  // Upper bounds keep a typo from turning into an hour-long run or a multi-GB insert.
  return {
    targets,
    modes: parseModes(values.mode),
    durationSeconds: intOption('duration', values.duration, 1, 600),
    warmupSeconds: intOption('warmup', values.warmup, 0, 60),
    connections: intOption('connections', values.connections, 1, 1000),
    clients: intOption('clients', values.clients, 1, 1000),
    shoppers: values.shoppers === undefined ? undefined : intOption('shoppers', values.shoppers, 1, 5000),
    units: intOption('units', values.units, 1, 100_000),
    products:
      values.products === undefined ? undefined : intOption('products', values.products, 0, 5_000_000),
    serverRoot: path.resolve(values['server-root'] ?? repoRoot),
    cluster: values.cluster,
    logLevels,
  };
}

/** Shoppers for a mode: as asked, else 50 for the write path and 1000 for the rush. */
export function shoppersFor(options: BenchOptions, mode: Mode): number {
  return options.shoppers ?? (mode === 'flash' ? 1000 : 50);
}

export function generatedProductsFor(options: BenchOptions, mode: Mode, kind: DbKind): number {
  if (options.products !== undefined && mode !== 'writes' && mode !== 'flash') return options.products;
  if (mode === 'quote') return QUOTE_PRODUCTS;
  return mode === 'uncached' || mode === 'sitemap' ? UNCACHED_PRODUCTS[kind] : 0;
}

export function adminDatabaseUrl(): string {
  return process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || DEFAULT_ADMIN_URL;
}
