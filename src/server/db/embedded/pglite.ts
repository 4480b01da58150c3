import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { setFlagsFromString } from 'node:v8';
import { migrationsFolder, registerPlanKeeper, type Database, type Db } from '../client.ts';
import * as schema from '../schema.ts';
import { createPglitePlanKeeper } from './kept-plans.ts';

/** Where the embedded database keeps its files inside the data directory. */
export const embeddedDataDir = (dataDir: string): string => path.join(dataDir, 'pglite');

/**
 * Counts PGlite's queries and transactions from call to settlement. PGlite runs one at a time, so
 * this is the queue in front of it: what a pool's "waiting" is on PostgreSQL. `track` counts any
 * other work sent to it (a kept statement, docs/performance/catalogue-queries.md) the same way.
 *
 * Each one also waits for a turn of the event loop before it joins PGlite's queue (docs/performance/catalogue-queries.md).
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
  const { inFlight, track } = countInFlight(client);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  const wire = { serialize: protocol.serialize, parseResults: parse.parseResults };
  registerPlanKeeper(db, createPglitePlanKeeper(client, wire, track));
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
