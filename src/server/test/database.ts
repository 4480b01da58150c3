import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openPostgres, type Database } from '../db/client.ts';
import { openPglite } from '../db/embedded/index.ts';
import { databaseUrl } from './global-setup.ts';

let pgliteDump: Promise<Blob> | undefined;

/**
 * A fresh, migrated PGlite database in memory: the template's dump, or migrated here without one.
 * For what only the embedded database does; `openTestDatabase` for everything else.
 */
export async function freshPglite(): Promise<Database> {
  const template = inject('pgliteTemplate');
  if (template) {
    pgliteDump ??= readFile(template).then((bytes) => new Blob([bytes]));
    return openPglite({ loadDataDir: await pgliteDump });
  }
  const database = await openPglite();
  await database.migrate();
  return database;
}

/** A fresh, migrated database for one test file: PGlite in memory, or a PostgreSQL copy. */
export async function openTestDatabase(): Promise<Database> {
  const template = inject('postgresTemplate');
  if (!template) return freshPglite();
  const name = `easybuy_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template.adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template.name}`);
  } finally {
    await admin.end();
  }
  const database = await openPostgres(databaseUrl(template.adminUrl, name), 20);
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: template.adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
