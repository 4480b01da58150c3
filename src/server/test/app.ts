import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../app.ts';
import type { Db } from '../db/client.ts';
import { openTestDatabase } from './database.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  dataDir: string;
  close(): Promise<void>;
}

/** The real application on its own database, for `app.inject()`; never listens on a port. */
export async function createTestApp(overrides: Partial<AppOptions> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'easybuy-test-'));
  const app = await buildApp(
    {
      pageSize: 8,
      logLevel: 'silent',
      dataDir,
      clientDir: path.join(dataDir, 'no-client'),
      ...overrides,
    },
    database.db,
  );
  await app.ready();
  return {
    app,
    db: database.db,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
