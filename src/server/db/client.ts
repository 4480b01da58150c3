import { fileURLToPath } from 'node:url';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { PeriodicJob } from '../jobs/index.ts';
import * as schema from './schema.ts';

// Each driver is loaded only when used: a PostgreSQL deployment never pays for PGlite's
// WebAssembly build in memory, and the embedded demo never loads `pg`.

/** Both drivers share this type, so repositories are written once for PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** How busy the database is, for `/metrics`: PostgreSQL's pool, or PGlite's one-at-a-time queue. */
export type DatabaseStats =
  | { kind: 'postgres'; total: number; idle: number; waiting: number; browsing: PoolStats }
  | { kind: 'pglite'; inFlight: number };

/** A PostgreSQL pool's connections open (total) and idle, and the queries waiting for one. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface Database {
  db: Db;
  /**
   * The same database, for what shoppers read of the catalogue: a lane of its own, so browsing
   * never queues behind a rush of orders (docs/performance/flash.md). On PostgreSQL its own small
   * pool of connections; on PGlite the front of the queue (`embedded/lanes.ts`). Only reads.
   */
  catalogueDb: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  stats(): DatabaseStats;
  /** PGlite only: a gzipped tar of the data directory, taken between two statements (docs/running.md). */
  dump?: () => Promise<Blob>;
}

/** A database opened, migrated and made ready to serve (`open.ts`), with what it needs of the server. */
export interface ServingDatabase {
  database: Database;
  /** Periodic work the database needs done by the server: the embedded one's upkeep; none for a PostgreSQL server. */
  jobs(log: FastifyBaseLogger): PeriodicJob[];
  /** Logs what was done to it before serving, once the server has a logger. */
  report(log: FastifyBaseLogger): void;
}

/**
 * The migrations, beside this file in the sources and in the build alike (the build copies them
 * next to its one flat directory of code).
 */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any constant works; it only has to be the same for every instance of this app. */
const MIGRATION_LOCK_KEY = 4_711_2026;

/**
 * The connections the catalogue's reads have to themselves, beside the pool's: enough for a core's
 * worth of reads each on a small server, few enough that two instances stay far below
 * PostgreSQL's default of 100 connections (docs/scaling.md).
 */
export const BROWSING_CONNECTIONS = 4;

export async function openPostgres(connectionString: string, maxConnections = 10): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString, max: maxConnections });
  // Opened only when a catalogue read first needs a connection, like the pool's own.
  const browsingPool = new pg.Pool({ connectionString, max: BROWSING_CONNECTIONS });
  // When PostgreSQL ends an idle connection (restart, failover, an administrator), pg drops it
  // from the pool and the next query opens a new one. Without a listener, Node would instead
  // treat the event as an uncaught error and stop the whole server.
  for (const each of [pool, browsingPool]) each.on('error', () => undefined);
  const drizzleDb = drizzlePg({ client: pool, schema });
  const statsOf = (of: InstanceType<typeof pg.Pool>): PoolStats => ({
    total: of.totalCount,
    idle: of.idleCount,
    waiting: of.waitingCount,
  });
  return {
    db: drizzleDb as unknown as Db,
    catalogueDb: drizzlePg({ client: browsingPool, schema }) as unknown as Db,
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
    async close() {
      await Promise.all([pool.end(), browsingPool.end()]);
    },
    stats: () => ({ kind: 'postgres', ...statsOf(pool), browsing: statsOf(browsingPool) }),
  };
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

/** Runs a statement kept prepared: the embedded database's (`embedded/kept-plans.ts`) can. */
export interface PlanKeeper {
  rows(text: string, params: readonly unknown[]): Promise<Record<string, unknown>[]>;
}

/** The databases whose statements can be kept prepared, by their `Db`. */
const planKeepers = new WeakMap<Db, PlanKeeper>();

/** Called by a database that can keep statements prepared, when it opens. */
export function registerPlanKeeper(db: Db, keeper: PlanKeeper): void {
  planKeepers.set(db, keeper);
}
const dialect = new PgDialect();

/**
 * `queryRows` for a statement run again and again whose best plan is the same for every value
 * given to it: on PGlite it is kept prepared, parsed and planned once rather than at every run
 * (docs/performance/catalogue-queries.md). Anywhere else (PostgreSQL, a transaction's `Db`) it is `queryRows`. The rows are the
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
