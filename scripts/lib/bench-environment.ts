/**
 * One throwaway shop for one bench mode: a fresh database, the server started once the way a new
 * installation starts (PGlite seeds its demo itself; PostgreSQL is seeded by `npm run db:seed`),
 * stopped, filled with the bench's data by this process, and started again. The server's memory
 * is sampled over both lives, so seeding by the bench never counts against the server.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createBenchDatabase, redact } from './bench-db.ts';
import { insertProducts, refreshSearchTerms, sampleProductIds, vacuumAnalyze } from './bench-seed.ts';
import { addSpecsAndVariants } from './bench-specs.ts';
import { generateCatalogue } from './catalogue-generator.ts';
import { freePort } from './free-port.ts';
import type { Resources } from './resources.ts';
import { readRss, sampleRss, type RssSampler } from './rss-sampler.ts';
import {
  seedPostgres,
  startServer,
  waitUntilHealthy,
  type ServerOptions,
  type ServerProcess,
} from './server-process.ts';
import { openPgliteSession, openPostgresSession, type SqlSession } from './sql-session.ts';

export type DbKind = 'pglite' | 'postgres';

/** A ceiling, not an expectation: a first start on a busy shared machine can take minutes. */
const HEALTH_TIMEOUT_MS = 600_000;
const PROGRESS_EVERY = 20_000;

export interface EnvironmentOptions {
  kind: DbKind;
  serverRoot: string;
  adminDatabaseUrl: string;
  /** How many generated products to add to the demo catalogue. */
  generatedProducts: number;
  serverEnv: Readonly<Record<string, string>>;
  /** Extra data for the mode (shoppers, stock), written while the server is stopped. */
  prepare?: (session: SqlSession) => Promise<void>;
  log: (message: string) => void;
  /** Aborted on CTRL-C: stops seeding between batches. */
  signal: AbortSignal;
}

/** Resident set sizes of the server process, in bytes (undefined without /proc). */
export interface MemoryFigures {
  firstStartReady: number | undefined;
  firstStartPeak: number | undefined;
  restartReady: number | undefined;
  /** Highest so far over the restarted server's life: start-up plus every load run on it. */
  restartPeak(): number | undefined;
}

export interface BenchEnvironment {
  server: ServerProcess;
  /** Up to 500 published products, in random order. */
  productIds: readonly string[];
  memory: MemoryFigures;
  /** Stops the server (PGlite allows one process) and opens its database for checks. */
  stopServerAndOpenDatabase(): Promise<SqlSession>;
}

async function createDatabase(options: EnvironmentOptions, resources: Resources): Promise<string> {
  const database = await createBenchDatabase(options.adminDatabaseUrl).catch((error: unknown) => {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `cannot create a bench database via ${redact(new URL(options.adminDatabaseUrl))}: ${reason} ` +
        '(set BENCH_DATABASE_URL to a local PostgreSQL admin URL, or use --db pglite)',
    );
  });
  resources.add(`drop database ${database.name}`, () => database.drop());
  options.log(`created database ${database.name}`);
  return database.url;
}

async function startMeasured(
  serverOptions: ServerOptions,
  resources: Resources,
  log: (message: string) => void,
): Promise<{ server: ServerProcess; sampler: RssSampler; readyRss: number | undefined }> {
  const server = await startServer(serverOptions);
  resources.add('stop server', () => server.stop());
  const sampler = sampleRss(server.pid);
  resources.add('stop RSS sampler', async () => sampler.stop());
  log(`waiting for ${server.baseUrl}/api/health (pid ${server.pid})`);
  await waitUntilHealthy(server, HEALTH_TIMEOUT_MS);
  const readyRss = readRss(server.pid);
  sampler.include(readyRss);
  return { server, sampler, readyRss };
}

async function fillDatabase(options: EnvironmentOptions, session: SqlSession): Promise<string[]> {
  if (options.generatedProducts > 0) {
    options.log(`inserting ${options.generatedProducts} generated products`);
    const started = performance.now();
    const catalogue = generateCatalogue({ count: options.generatedProducts, now: new Date() });
    await insertProducts(session, catalogue, {
      onProgress: (inserted) => {
        if (inserted % PROGRESS_EVERY === 0) options.log(`  ${inserted} inserted`);
      },
      signal: options.signal,
    });
    await refreshSearchTerms(session);
    options.log(`  done in ${((performance.now() - started) / 1000).toFixed(1)} s (search words refreshed)`);
    await addSpecsAndVariants(session, options.log);
  }
  await options.prepare?.(session);
  if (options.kind === 'postgres') {
    options.log('VACUUM ANALYZE (the steady state autovacuum keeps a running shop in)');
    await vacuumAnalyze(session);
  } else {
    // The embedded server vacuums and analyzes what changed before it serves (docs/running.md): measured
    // as it does it, so a server without that upkeep is measured as its shop would be.
    options.log('no VACUUM ANALYZE here: the embedded server does its own upkeep when it starts');
  }
  return sampleProductIds(session);
}

export async function prepareEnvironment(
  options: EnvironmentOptions,
  resources: Resources,
): Promise<BenchEnvironment> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'easybuy-bench-'));
  resources.add('remove temp dir', () => rm(dataDir, { recursive: true, force: true }));
  const databaseUrl = options.kind === 'postgres' ? await createDatabase(options, resources) : undefined;
  const serverOptions: ServerOptions = {
    cwd: options.serverRoot,
    port: await freePort(),
    dataDir,
    env: options.serverEnv,
    ...(databaseUrl ? { databaseUrl } : {}),
  };
  const openDatabase = (): Promise<SqlSession> =>
    databaseUrl ? openPostgresSession(databaseUrl) : openPgliteSession(options.serverRoot, dataDir);

  if (databaseUrl) {
    options.log('seeding the demo catalogue (npm run db:seed -- --demo)');
    await seedPostgres(serverOptions, options.signal);
  }
  options.log('first start');
  const first = await startMeasured(serverOptions, resources, options.log);
  await first.server.stop();
  first.sampler.stop();

  const session = await openDatabase();
  // Closed by CTRL-C's cleanup too, before the data directory is removed.
  resources.add('close database', () => session.close());
  const productIds = await fillDatabase(options, session);
  await session.close();

  options.log('restart');
  const second = await startMeasured(serverOptions, resources, options.log);
  return {
    server: second.server,
    productIds,
    memory: {
      firstStartReady: first.readyRss,
      firstStartPeak: first.sampler.peak(),
      restartReady: second.readyRss,
      restartPeak: () => second.sampler.peak(),
    },
    async stopServerAndOpenDatabase() {
      await second.server.stop();
      second.sampler.stop();
      const checks = await openDatabase();
      resources.add('close database', () => checks.close());
      return checks;
    },
  };
}
