import path from 'node:path';
import { buildApp } from './app.ts';
import { startRateLimitPruning } from './auth/rate-limit-pruning.ts';
import { resolveJwtSecret } from './auth/secret.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';

const ORDER_EXPIRY_INTERVAL_MS = 60_000;

/** Reads the configuration, prepares the database, serves, and shuts down cleanly on a signal. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  await database.migrate();
  const jwtSecret = await resolveJwtSecret(config.jwtSecret, config.dataDir);
  const app = await buildApp({ ...config, jwtSecret }, database.db);

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
  app.addHook('onClose', startRateLimitPruning(database.db, app.log));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    clearInterval(expiry);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  // Before the logger exists there is nowhere else to say why the server cannot start.
  const message = error instanceof ConfigError ? error.message : error;
  process.stderr.write(
    `Easy-Buy could not start: ${message instanceof Error ? message.stack : String(message)}\n`,
  );
  process.exit(1);
});
