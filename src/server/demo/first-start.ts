/**
 * A new embedded database is created, migrated and seeded with the demo in a short-lived child
 * process, before the server opens it. Creating a PGlite cluster runs a second PGlite instance
 * and initdb, and seeding renders the demo's images with sharp and hashes a password: a few
 * hundred MiB the server would otherwise carry for its whole life, because V8 and the C heap give
 * little of it back (docs/decisions/0030-memory-budget.md). The server then starts as it does
 * every later time: on an existing, seeded database.
 *
 * Run as a script, this file is that child.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig, type AppConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';

const SELF = fileURLToPath(import.meta.url);

/** PostgreSQL writes PG_VERSION into every cluster it creates; PGlite keeps that layout. */
export function isNewEmbeddedDatabase(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>): boolean {
  return config.databaseUrl === undefined && !existsSync(path.join(config.dataDir, 'pglite', 'PG_VERSION'));
}

/** Prepares a new embedded database in a child process; does nothing for any other database. */
export async function prepareNewEmbeddedDatabase(config: AppConfig): Promise<void> {
  if (!isNewEmbeddedDatabase(config)) return;
  // The same runtime and loader flags (tsx) as this process, and the same environment.
  const child = spawn(process.execPath, [...process.execArgv, SELF], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`preparing the new embedded database failed (exit code ${String(code)})`);
}

async function prepareInThisProcess(): Promise<void> {
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

if (process.argv[1] === SELF) await prepareInThisProcess();
