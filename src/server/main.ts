import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { serveBackups } from './backup/index.ts';
import { resolveJwtSecret } from './auth/index.ts';
import { shopJobs } from './background-jobs.ts';
import { ConfigError, loadConfig } from './config.ts';
import { startCatalogueListener } from './cluster/index.ts';
import { UPKEEP_DATABASE_FLAG, upkeepDatabase, openForServing } from './db/index.ts';
import {
  loadDemoSeed,
  PREPARE_DATABASE_FLAG,
  prepareDatabase,
  prepareNewEmbeddedDatabase,
} from './demo/index.ts';
import { openLogOutput } from './http/index.ts';
import { assertPortFree, listenProblem, StartupError } from './port-check.ts';
import { startJobs } from './jobs/index.ts';
import { createDatabaseImageStore } from './uploads/index.ts';

/** A request still running after this long does not keep a stopping instance alive any longer. */
const SHUTDOWN_LIMIT_MS = 30_000;
/** This file as the process runs it: the TypeScript source under tsx, or its compiled build. */
const ENTRY = fileURLToPath(import.meta.url);

/** Reads the configuration, prepares the database, serves, and shuts down cleanly on a signal. */
async function main(): Promise<void> {
  const config = loadConfig();
  await assertPortFree(config.host, config.port);
  // A new embedded database is created and seeded by a child process, whose memory leaves with it.
  await prepareNewEmbeddedDatabase(config, ENTRY);
  // Makes DATA_DIR private (700/600) before anything is written to it; migrates; for the embedded
  // database, does the upkeep its missing autovacuum would have done.
  const serving = await openForServing(config, ENTRY);
  const { database } = serving;
  const jwtSecret = await resolveJwtSecret(config.jwtSecret, config.dataDir);
  // A person at a terminal reads lines; anything else (a service manager, a pipe) gets JSON.
  const logOutput = await openLogOutput(process.stdout);
  const app = await buildApp(
    {
      ...config,
      jwtSecret,
      logStream: logOutput.stream,
      catalogueDb: database.catalogueDb,
      databaseStats: () => database.stats(),
    },
    database.db,
  );

  // Seeding (and the image library it needs) is loaded only for a database that needs it.
  const uploadsDir = path.join(config.dataDir, 'uploads');
  const { isEmpty, seedDemo } = config.seedDemo ? await loadDemoSeed() : {};
  if (isEmpty && seedDemo && (await isEmpty(database.db))) {
    app.log.info('new database: seeding the demo catalogue and accounts');
    await seedDemo(database.db, { uploadsDir, password: config.demoPassword });
  }
  if (config.imageStorage === 'database') {
    // Seeded artwork, and uploads kept on this disk before images moved to the database, are
    // copied in once, so every instance serves them (docs/running.md).
    const imported = await createDatabaseImageStore(database.db).importFiles(uploadsDir);
    if (imported > 0) app.log.info({ imported }, 'images copied from the data directory to the database');
  }

  // Other instances' catalogue changes evict this one's cache at once (docs/scaling.md).
  const listener = config.databaseUrl
    ? startCatalogueListener({
        connectionString: config.databaseUrl,
        evict: () => app.catalogueCache.clear(),
        log: app.log,
      })
    : undefined;

  serving.report(app.log);
  const stopJobs = startJobs([...shopJobs(app, database.db, config), ...serving.jobs(app.log)], app.log);
  // PGlite allows one process: `npm run db:backup` asks this one for the copy (docs/running.md).
  if (database.dump) app.addHook('onClose', await serveBackups(config.dataDir, database.dump));

  /** Written once: after a signal, and when the port turns out to be taken. */
  const closeEverything = async () => {
    await stopJobs();
    await app.close();
    await listener?.close();
    await database.close();
  };

  let closing = false;
  /**
   * Rolling restarts (docs/scaling.md): the port is closed at once, so
   * a load balancer's next connection goes to another instance; requests already received run to
   * the end; then the notification connection and the pool are closed, and the process exits.
   */
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    setTimeout(() => {
      app.log.error({ limitMs: SHUTDOWN_LIMIT_MS }, 'requests still running at the shutdown limit');
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS).unref();
    await closeEverything();
    app.log.info('stopped');
    await logOutput.flush();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  // `npm start` may run the server in a child of its own (scripts/start.js, docs/performance/memory.md), which passes
  // signals on. If that process is killed outright, nothing would: its closed channel stops this one.
  if (process.channel) {
    process.channel.unref();
    process.once('disconnect', () => void shutdown('disconnect'));
  }

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    // Another process took the port since it was checked: close the database cleanly first.
    const problem = listenProblem(error, config.host, config.port);
    if (!problem) throw error;
    await closeEverything();
    throw new StartupError(problem);
  }
}

// With PREPARE_DATABASE_FLAG or UPKEEP_DATABASE_FLAG, this entry is a short-lived child that
// prepares a new database or does the embedded database's upkeep, then exits.
const run = process.argv.includes(PREPARE_DATABASE_FLAG)
  ? prepareDatabase
  : process.argv.includes(UPKEEP_DATABASE_FLAG)
    ? upkeepDatabase
    : main;
run().catch((error: unknown) => {
  // Before the logger exists there is nowhere else to say why the server cannot start. Problems
  // the operator can fix get one line; anything else its stack, for a bug report.
  const expected = error instanceof ConfigError || error instanceof StartupError;
  const detail = expected ? error.message : error instanceof Error ? error.stack : String(error);
  process.stderr.write(`Easy-Buy could not start: ${detail}\n`);
  process.exit(1);
});
