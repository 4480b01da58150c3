import path from 'node:path';
import { buildApp } from './app.ts';
import { serveBackups } from './backup/backup-socket.ts';
import { startRateLimitPruning } from './auth/rate-limit-pruning.ts';
import { resolveJwtSecret } from './auth/secret.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { prettyLogStream } from './http/pretty-logs.ts';
import { assertPortFree, listenProblem, StartupError } from './port-check.ts';

const ORDER_EXPIRY_INTERVAL_MS = 60_000;
/** How often the queue is looked at: a message leaves within seconds, and an idle poll is one indexed read. */
const MAIL_INTERVAL_MS = 3_000;
const LOW_STOCK_INTERVAL_MS = 60_000;

/** Reads the configuration, prepares the database, serves, and shuts down cleanly on a signal. */
async function main(): Promise<void> {
  const config = loadConfig();
  await assertPortFree(config.host, config.port);
  // Makes DATA_DIR private (700/600) before anything is written to it.
  const database = await openDatabase(config);
  await database.migrate();
  const jwtSecret = await resolveJwtSecret(config.jwtSecret, config.dataDir);
  // A person at a terminal reads lines; anything else (a service manager, a pipe) gets JSON.
  const logStream = process.stdout.isTTY ? await prettyLogStream(process.stdout) : undefined;
  const app = await buildApp({ ...config, jwtSecret, logStream }, database.db);

  // Seeding (and the image library it needs) is loaded only for a database that needs it.
  const { isEmpty, seedDemo } = config.seedDemo ? await import('./demo/seed.ts') : {};
  if (isEmpty && seedDemo && (await isEmpty(database.db))) {
    app.log.info('new database: seeding the demo catalogue and accounts');
    await seedDemo(database.db, {
      uploadsDir: path.join(config.dataDir, 'uploads'),
      password: config.demoPassword,
    });
  }

  // Payments stuck in flight are settled, then unpaid orders past their hold are cancelled and
  // their stock returned. Every instance may run this: each change is one conditional update.
  const expiry = setInterval(() => {
    app.orders.expireDue().catch((error: unknown) => app.log.error({ err: error }, 'order expiry failed'));
  }, ORDER_EXPIRY_INTERVAL_MS);
  expiry.unref();
  // Mail is sent here, never in a request. Several instances may run this: rows are claimed with
  // SKIP LOCKED, and one run at a time per instance keeps a slow server from piling runs up.
  const mailTick = serially(
    () => app.mail.deliverDue(),
    (error) => app.log.error({ err: error }, 'mail run failed'),
  );
  const lowStockTick = serially(
    () => app.mail.checkLowStock(),
    (error) => app.log.error({ err: error }, 'low-stock check failed'),
  );
  const mailTimers = [
    setInterval(mailTick, MAIL_INTERVAL_MS),
    setInterval(lowStockTick, LOW_STOCK_INTERVAL_MS),
  ];
  for (const timer of mailTimers) timer.unref();
  app.addHook('onClose', startRateLimitPruning(database.db, app.log));
  // PGlite allows one process: `npm run db:backup` asks this one for the copy (ADR 0054).
  if (database.dump) app.addHook('onClose', await serveBackups(config.dataDir, database.dump));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    clearInterval(expiry);
    mailTimers.forEach(clearInterval);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    // Another process took the port since it was checked: close the database cleanly first.
    const problem = listenProblem(error, config.host, config.port);
    if (!problem) throw error;
    clearInterval(expiry);
    mailTimers.forEach(clearInterval);
    await app.close();
    await database.close();
    throw new StartupError(problem);
  }
}

/** A timer callback that skips its turn while the previous run is still going. */
function serially(run: () => Promise<unknown>, onError: (error: unknown) => void): () => void {
  let running = false;
  return () => {
    if (running) return;
    running = true;
    run()
      .catch(onError)
      .finally(() => {
        running = false;
      });
  };
}

main().catch((error: unknown) => {
  // Before the logger exists there is nowhere else to say why the server cannot start. Problems
  // the operator can fix get one line; anything else its stack, for a bug report.
  const expected = error instanceof ConfigError || error instanceof StartupError;
  const detail = expected ? error.message : error instanceof Error ? error.stack : String(error);
  process.stderr.write(`Easy-Buy could not start: ${detail}\n`);
  process.exit(1);
});
