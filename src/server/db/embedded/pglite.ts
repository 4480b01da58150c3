import { mkdir } from 'node:fs/promises';
import type { PGlite as PgliteClient, Transaction } from '@electric-sql/pglite';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { migrationsFolder, registerPlanKeeper, type Database, type Db } from '../client.ts';
import * as schema from '../schema.ts';
import { createPglitePlanKeeper } from './kept-plans.ts';
import { createLanes, type Lane, type Lanes } from './lanes.ts';
import { leaveTimesAsText, withoutTextTimeParsers } from './text-times.ts';

/** Where the embedded database keeps its files inside the data directory. */
export const embeddedDataDir = (dataDir: string): string => path.join(dataDir, 'pglite');

/** PGlite's statement-running methods, on the client and on a transaction. */
type Statements = Pick<Transaction, 'query' | 'exec'>;

/** `target`'s statements sent without Drizzle's time parsers, which the client already applies (text-times.ts). */
function withClientParsers<T extends Statements>(target: T): T {
  const { query, exec } = { query: target.query.bind(target), exec: target.exec.bind(target) };
  return Object.assign(target, {
    query: (text, params, options) => query(text, params, withoutTextTimeParsers(options)),
    exec: (text, options) => exec(text, withoutTextTimeParsers(options)),
  } satisfies Statements);
}

/**
 * Puts every call into PGlite through the lanes (`lanes.ts`): the client's own methods, which the
 * main `Db` and the upkeep use, in the `other` lane; and returns a stand-in for the client whose
 * calls go in the `browsing` lane, for the catalogue's `Db`. A statement, on the client or in a
 * transaction, is sent without Drizzle's parsers (`withClientParsers`).
 */
export function laneCalls(client: PgliteClient, lanes: Lanes): PgliteClient {
  const original = {
    ...withClientParsers({ query: client.query.bind(client), exec: client.exec.bind(client) }),
    transaction: client.transaction.bind(client),
  };
  const inLane = (lane: Lane) =>
    ({
      query: (...args) => lanes.track(lane, () => original.query(...args)),
      exec: (...args) => lanes.track(lane, () => original.exec(...args)),
      transaction: (work) =>
        lanes.track(lane, () => original.transaction((tx) => work(withClientParsers(tx)))),
    }) satisfies Pick<PgliteClient, 'query' | 'exec' | 'transaction'>;
  Object.assign(client, inLane('other'));
  // drizzle's PGlite session calls only `query` and `transaction` on its client.
  return inLane('browsing') as unknown as PgliteClient;
}

/**
 * PostgreSQL's buffer pool inside PGlite's WebAssembly heap. PGlite starts with PostgreSQL's
 * default of 128 MB, and zeroes all of it at start, so it is resident from the first second;
 * 32 MB holds the catalogue's hot pages and indexes, and the rest comes from the operating
 * system's file cache (docs/performance/memory.md).
 */
export const PGLITE_SHARED_BUFFERS = '32MB';

/**
 * V8 compiles PGlite's 9 MB WebAssembly module at once with its baseline compiler (Liftoff), then
 * optimises the functions that run hot with TurboFan, by default on as many background threads as
 * there are cores, where they compete with requests. One background thread: the optimised code is
 * 20–30 % faster per statement, at about 40 MiB more at the peak, which the budget has had room for
 * since the server runs without a TypeScript loader (docs/performance/memory.md,
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
  leaveTimesAsText(client);
  const lanes = createLanes();
  const browsingClient = laneCalls(client, lanes);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  const catalogueDb = drizzlePglite({ client: browsingClient, schema }) as unknown as Db;
  const wire = { serialize: protocol.serialize, parseResults: parse.parseResults };
  const keptIn = createPglitePlanKeeper(client, wire);
  registerPlanKeeper(
    db,
    keptIn((work) => lanes.track('other', work)),
  );
  registerPlanKeeper(
    catalogueDb,
    keptIn((work) => lanes.track('browsing', work)),
  );
  return {
    db,
    catalogueDb,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder }),
    close: () => client.close(),
    stats: () => ({ kind: 'pglite', inFlight: lanes.inFlight() }),
    async dump() {
      // A checkpoint first, so a restored copy has little WAL to replay when it starts.
      await client.exec('CHECKPOINT');
      const dumped = await client.dumpDataDir('gzip');
      return dumped instanceof Blob ? dumped : new Blob([dumped]);
    },
  };
}
