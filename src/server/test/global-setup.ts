import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../db/client.ts';
import { openPglite } from '../db/embedded/index.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PostgreSQL database each test file clones, or null to test on PGlite. */
    postgresTemplate: { adminUrl: string; name: string } | null;
    /** On PGlite: a migrated data directory (PGlite's dump) each test file loads, or null. */
    pgliteTemplate: string | null;
  }
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Migrates one PGlite database and keeps its dump: loading it takes about half the time of
 * creating a database and running every migration, which each test file did.
 */
async function pgliteTemplate(): Promise<{ file: string; remove: () => Promise<void> }> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'easybuy-template-'));
  const file = path.join(folder, 'migrated.tar.gz');
  const database = await openPglite();
  try {
    await database.migrate();
    const dump = await database.dump?.();
    if (!dump) throw new Error('PGlite could not dump the migrated database');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  return { file, remove: () => rm(folder, { recursive: true, force: true }) };
}

/**
 * Migrate one template database once; every test file then gets its own copy (with
 * TEST_DATABASE_URL, CREATE DATABASE … TEMPLATE; on PGlite, a load of the template's dump), which
 * is far faster than migrating each time.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const template = await pgliteTemplate();
    project.provide('postgresTemplate', null);
    project.provide('pgliteTemplate', template.file);
    return template.remove;
  }
  project.provide('pgliteTemplate', null);
  const name = `easybuy_template_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const template = await openPostgres(databaseUrl(adminUrl, name), 1);
  await template.migrate();
  await template.close();
  project.provide('postgresTemplate', { adminUrl, name });

  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  };
}

export { databaseUrl };
