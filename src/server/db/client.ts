import { mkdir } from 'node:fs/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { setFlagsFromString } from 'node:v8';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { makeDataDirPrivate } from '../data-dir.ts';
import { createPglitePlanKeeper, type PlanKeeper } from './pglite-kept-plans.ts';
import * as schema from './schema.ts';

// Each driver is loaded only when used: a PostgreSQL deployment never pays for PGlite's
// WebAssembly build in memory, and the embedded demo never loads `pg`.

/** Both drivers share this type, so repositories are written once for PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** How busy the database is, for `/metrics`: PostgreSQL's pool, or PGlite's one-at-a-time queue. */
export type DatabaseStats =
  { kind: 'postgres'; total: number; idle: number; waiting: number } | { kind: 'pglite'; inFlight: number };

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  stats(): DatabaseStats;
  /** PGlite only: a gzipped tar of the data directory, taken between two statements (ADR 0054). */
  dump?: () => Promise<Blob>;
}

/**
 * Counts PGlite's queries and transactions from call to settlement. PGlite runs one at a time, so
 * this is the queue in front of it: what a pool's "waiting" is on PostgreSQL. `track` counts any
 * other work sent to it (a kept statement, ADR 0081) the same way.
 *
 * Each one also waits for a turn of the event loop before it joins PGlite's queue (ADR 0083).
 * PGlite works on this thread and its replies come back as resolved promises, so requests keeping
 * it busy would hand it statements from one microtask to the next, and the event loop would not
 * read a socket until every one of them had finished: requests ran in batches, and one arriving
 * meanwhile waited for the whole batch before its first statement. With the turn, every request
 * in flight runs a statement in each turn and new ones join at once.
 */
function countInFlight(client: {
  query: (...args: never[]) => Promise<unknown>;
  exec: (...args: never[]) => Promise<unknown>;
  transaction: (...args: never[]) => Promise<unknown>;
}): { inFlight: () => number; track: <T>(work: () => Promise<T>) => Promise<T> } {
  let inFlight = 0;
  async function track<T>(work: () => Promise<T>): Promise<T> {
    inFlight += 1;
    try {
      await nextTurn();
      return await work();
    } finally {
      inFlight -= 1;
    }
  }
  for (const name of ['query', 'exec', 'transaction'] as const) {
    const original = client[name].bind(client);
    client[name] = (...args: never[]) => track(() => original(...args));
  }
  return { inFlight: () => inFlight, track };
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any constant works; it only has to be the same for every instance of this app. */
const MIGRATION_LOCK_KEY = 4_711_2026;

/**
 * PostgreSQL's buffer pool inside PGlite's WebAssembly heap. PGlite starts with PostgreSQL's
 * default of 128 MB, and zeroes all of it at start, so it is resident from the first second;
 * 32 MB holds the catalogue's hot pages and indexes, and the rest comes from the operating
 * system's file cache (docs/decisions/0030-memory-budget.md).
 */
export const PGLITE_SHARED_BUFFERS = '32MB';

/**
 * V8 compiles PGlite's 9 MB WebAssembly module at once with its baseline compiler (Liftoff), then
 * optimises the functions that run hot with TurboFan, by default on as many background threads as
 * there are cores, where they compete with requests. One background thread: the optimised code is
 * 20–30 % faster per statement, at about 40 MiB more at the peak, which the budget has had room for
 * since the server runs without a TypeScript loader (docs/decisions/0070-pglite-optimised-again.md,
 * amending 0030). Read when the module is compiled, so it is set before PGlite is loaded; it
 * affects only WebAssembly, which no other part of the server uses.
 */
function optimiseWebAssemblyOnOneThread(): void {
  try {
    setFlagsFromString('--wasm-num-compilation-tasks=1');
  } catch {
    // A runtime that refuses late flags simply keeps its default: the same code, compiled sooner.
  }
}

/** `dataDir` undefined keeps the database in memory (tests); `loadDataDir` starts from a snapshot. */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<Database> {
  optimiseWebAssemblyOnOneThread();
  const [{ PGlite, parse, protocol }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] =
    await Promise.all([
      import('@electric-sql/pglite'),
      import('@electric-sql/pglite/contrib/pg_trgm'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]);
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm },
    // PGlite's own start parameters must stay: startParams replaces them rather than adding.
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  const { inFlight, track } = countInFlight(client);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  const wire = { serialize: protocol.serialize, parseResults: parse.parseResults };
  planKeepers.set(db, createPglitePlanKeeper(client, wire, track));
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder }),
    close: () => client.close(),
    stats: () => ({ kind: 'pglite', inFlight: inFlight() }),
    async dump() {
      // A checkpoint first, so a restored copy has little WAL to replay when it starts.
      await client.exec('CHECKPOINT');
      const dumped = await client.dumpDataDir('gzip');
      return dumped instanceof Blob ? dumped : new Blob([dumped]);
    },
  };
}

export async function openPostgres(connectionString: string, maxConnections = 10): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString, max: maxConnections });
  // When PostgreSQL ends an idle connection (restart, failover, an administrator), pg drops it
  // from the pool and the next query opens a new one. Without a listener, Node would instead
  // treat the event as an uncaught error and stop the whole server.
  pool.on('error', () => undefined);
  const drizzleDb = drizzlePg({ client: pool, schema });
  return {
    db: drizzleDb as unknown as Db,
    kind: 'postgres',
    async migrate() {
      // Several instances may start together: the advisory lock lets exactly one migrate at a time.
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
    stats: () => ({
      kind: 'postgres',
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
  };
}

/**
 * The configured database, as the server and every script open it. `dataDir` is made private
 * first: on PostgreSQL it still holds the generated secret and the uploaded images.
 */
export async function openDatabase(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<Database> {
  await makeDataDirPrivate(config.dataDir);
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  const database = await openPglite({ dataDir: path.join(config.dataDir, 'pglite') });
  // A new PGlite cluster is unpacked with world-writable files; they are tightened at once.
  await makeDataDirPrivate(config.dataDir);
  return database;
}

export async function isDatabaseUp(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`SELECT 1`);
    return true;
  } catch {
    return false;
  }
}

/**
 * A `json` column's value: node-postgres parses it, PGlite may hand it over as text. A statement
 * that returns many small rows costs less returned as one `json` value: each field of each row
 * is decoded on its own, where one JSON text is parsed at once.
 */
export function jsonColumn(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}

/** The databases whose statements can be kept prepared (PGlite's, ADR 0081), by their `Db`. */
const planKeepers = new WeakMap<Db, PlanKeeper>();
const dialect = new PgDialect();

/**
 * `queryRows` for a statement run again and again whose best plan is the same for every value
 * given to it: on PGlite it is kept prepared, parsed and planned once rather than at every run
 * (ADR 0081). Anywhere else (PostgreSQL, a transaction's `Db`) it is `queryRows`. The rows are the
 * same either way; only a statement whose plan cannot depend on its values may be given.
 */
export async function keptPlanRows<T>(db: Db, statement: SQL): Promise<T[]> {
  const keeper = planKeepers.get(db);
  if (!keeper) return queryRows<T>(db, statement);
  const { sql: text, params } = dialect.sqlToQuery(statement);
  return (await keeper.rows(text, params)) as T[];
}

/** Raw SQL for the few statements the query builder cannot express; both drivers return `rows`. */
export async function queryRows<T>(db: Db, statement: SQL): Promise<T[]> {
  const result: unknown = await db.execute(statement);
  const rows = typeof result === 'object' && result !== null && 'rows' in result ? result.rows : undefined;
  if (!Array.isArray(rows)) throw new Error('the database driver returned no rows array');
  return rows as T[];
}
