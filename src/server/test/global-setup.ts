import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PostgreSQL database each test file clones, or null to test on PGlite. */
    postgresTemplate: { adminUrl: string; name: string } | null;
  }
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * With TEST_DATABASE_URL, migrate one template database once; every test file then gets its own
 * copy (CREATE DATABASE … TEMPLATE), which is far faster than migrating each time.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    project.provide('postgresTemplate', null);
    return;
  }
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
