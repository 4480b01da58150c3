/**
 * A new embedded database is created, migrated and seeded with the demo in a short-lived child
 * process, before the server opens it. Creating a PGlite cluster runs a second PGlite instance
 * and initdb, and seeding renders the demo's images with sharp and hashes a password: a few
 * hundred MiB the server would otherwise carry for its whole life, because V8 and the C heap give
 * little of it back (docs/performance/memory.md). The server then starts as it does
 * every later time: on an existing, seeded database.
 *
 * The child is the server's own entry run again with `--prepare-database`, so it runs as the
 * server does: from TypeScript under tsx, or from the compiled build `npm start` runs
 * (docs/running.md).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig, type AppConfig } from '../config.ts';
import { openDatabase } from '../db/index.ts';
import { runEntryAsChild } from '../entry-child.ts';

/** The argument that makes the server's entry prepare the database and exit instead of serving. */
export const PREPARE_DATABASE_FLAG = '--prepare-database';

/** PostgreSQL writes PG_VERSION into every cluster it creates; PGlite keeps that layout. */
export function isNewEmbeddedDatabase(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>): boolean {
  return config.databaseUrl === undefined && !existsSync(path.join(config.dataDir, 'pglite', 'PG_VERSION'));
}

/**
 * Prepares a new embedded database in a child process running `entry` (the server's entry file);
 * does nothing for any other database.
 */
export async function prepareNewEmbeddedDatabase(config: AppConfig, entry: string): Promise<void> {
  if (!isNewEmbeddedDatabase(config)) return;
  process.stdout.write(
    await runEntryAsChild(entry, PREPARE_DATABASE_FLAG, 'preparing the new embedded database'),
  );
}

/** What the child does: migrates, and seeds the demo if the configuration asks for it. */
export async function prepareDatabase(): Promise<void> {
  // Loaded here only: the server process itself never needs the demo catalogue or the image library.
  const { isEmpty, seedDemo } = await import('./seed.ts');
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await database.migrate();
    if (config.seedDemo && (await isEmpty(database.db))) {
      await seedDemo(database.db, {
        uploadsDir: path.join(config.dataDir, 'uploads'),
        password: config.demoPassword,
      });
    }
  } finally {
    await database.close();
  }
}
