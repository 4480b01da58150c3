import type { FastifyBaseLogger } from 'fastify';
import { loadConfig } from '../../config.ts';
import { runEntryAsChild } from '../../entry-child.ts';
import type { PeriodicJob } from '../../jobs/index.ts';
import type { Database, Db, ServingDatabase } from '../client.ts';
import { embeddedDataDir, openPglite } from './pglite.ts';
import {
  ANALYZE_IN_SERVER_PAGES,
  noteEarlierAnalyses,
  readTableActivity,
  runUpkeep,
  UPKEEP_DATABASE_FLAG,
  UPKEEP_INTERVAL_MS,
  upkeepNeeded,
  type UpkeepDone,
} from './upkeep.ts';

/**
 * At start: the upkeep that is due, in this process as far as `ANALYZE_IN_SERVER_PAGES` allows;
 * if a larger table is due for an `ANALYZE`, `database` is closed, a child does the upkeep, and
 * the database is opened again (PGlite allows one process at a time). Resolves with the database
 * to use, what was done and where. A failed upkeep does not keep the shop from serving, as a
 * failed autovacuum does not stop PostgreSQL: it is reported, and tried again a minute later.
 */
export async function upkeepBeforeServing(
  database: Database,
  entry: string,
  reopen: () => Promise<Database>,
): Promise<{ database: Database; done: UpkeepDone[]; inChild: boolean; failure?: unknown }> {
  try {
    await noteEarlierAnalyses(database.db);
    const tooLarge = (await readTableActivity(database.db)).some(
      (table) => upkeepNeeded(table).analyze && table.pagesNow > ANALYZE_IN_SERVER_PAGES,
    );
    if (!tooLarge) {
      return { database, done: (await runUpkeep(database.db, ANALYZE_IN_SERVER_PAGES)).done, inChild: false };
    }
  } catch (failure) {
    return { database, done: [], inChild: false, failure };
  }
  await database.close();
  try {
    const printed = await runEntryAsChild(entry, UPKEEP_DATABASE_FLAG, 'the embedded database upkeep');
    return { database: await reopen(), done: JSON.parse(printed) as UpkeepDone[], inChild: true };
  } catch (failure) {
    return { database: await reopen(), done: [], inChild: true, failure };
  }
}

/** What the child does: the whole upkeep, printed as JSON for the server to log. */
export async function upkeepDatabase(): Promise<void> {
  const database = await openPglite({ dataDir: embeddedDataDir(loadConfig().dataDir) });
  try {
    process.stdout.write(JSON.stringify((await runUpkeep(database.db)).done));
  } finally {
    await database.close();
  }
}

/**
 * The upkeep a running server does, at autovacuum's interval. A table waiting for the next start
 * is named with the vacuum that deferred it, not every minute.
 */
export function upkeepJob(
  db: Db,
  log: Pick<FastifyBaseLogger, 'info'>,
  everyMs = UPKEEP_INTERVAL_MS,
): PeriodicJob {
  return {
    name: 'embedded database upkeep',
    everyMs,
    async run() {
      const { done, analyzeLater } = await runUpkeep(db, ANALYZE_IN_SERVER_PAGES);
      if (done.length > 0)
        log.info({ tables: done, analyzeAtNextStart: analyzeLater }, 'embedded database upkeep');
    },
  };
}

/**
 * The embedded database made ready to serve: the upkeep due is done first (in a child when a large
 * table needs an `ANALYZE`), and the server then runs it every minute, as autovacuum would.
 */
export async function prepareEmbeddedToServe(
  opened: Database,
  entry: string,
  reopen: () => Promise<Database>,
): Promise<ServingDatabase> {
  const { database, done, inChild, failure } = await upkeepBeforeServing(opened, entry, reopen);
  return {
    database,
    jobs: (log) => [upkeepJob(database.db, log)],
    report(log) {
      if (failure !== undefined) log.error({ err: failure }, 'embedded database upkeep failed');
      if (done.length > 0) log.info({ tables: done, inChild }, 'embedded database upkeep');
    },
  };
}
