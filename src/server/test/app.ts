import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../app.ts';
import type { Database, Db } from '../db/client.ts';
import { openTestDatabase } from './database.ts';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256!';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** The catalogue's lane to the same database (`Database.catalogueDb`), which the app reads through. */
  catalogueDb: Db;
  /** Which database the suite runs on (`TEST_DATABASE_URL` makes it PostgreSQL). */
  kind: Database['kind'];
  dataDir: string;
  close(): Promise<void>;
}

export function testAppOptions(overrides: Partial<AppOptions> & { dataDir: string }): AppOptions {
  return {
    pageSize: 8,
    catalogueExactCountLimit: 5000,
    logLevel: 'silent',
    clientDir: path.join(overrides.dataDir, 'no-client'),
    jwtSecret: TEST_JWT_SECRET,
    tokenTtlSeconds: 3600,
    trustProxy: false,
    // Tests write straight to the database, so they read it straight back too.
    catalogueCacheMs: 0,
    orderHoldMinutes: 60,
    // Suites place many unpaid orders for one customer; the limits have suites of their own.
    orderLimits: {
      maxUnpaidOrders: 1000,
      maxUnpaidItems: 100_000,
      maxUnpaidOrdersPerAddress: 100_000,
      maxUnpaidItemsPerAddress: 1_000_000,
      ordersPerCustomer: 100_000,
      guestOrdersPerNetwork: 100_000,
      windowSeconds: 3600,
    },
    payments: { testMode: true, paypal: undefined },
    timeouts: { idleMs: 30_000, requestMs: 300_000 },
    hsts: 'auto',
    metricsToken: undefined,
    publicUrl: 'http://shop.test',
    mail: {
      smtp: undefined,
      from: 'Easy-Buy <shop@example.com>',
      retry: { baseDelayMs: 60_000, maxDelayMs: 6 * 60 * 60_000, maxAttempts: 5 },
      lowStockThreshold: 5,
      retentionDays: 30,
    },
    passwordResetLimits: { perAccount: 5, perAddress: 20, windowSeconds: 3600 },
    shop: {
      name: 'Easy-Buy',
      addressLines: ['Easy-Buy Ltd.', '1 Market Street', 'Springfield, 12345'],
      taxId: '',
      withdrawalDays: 14,
    },
    limits: {
      failedLoginsPerAccount: 10,
      failedLoginsPerAddress: 100,
      loginWindowSeconds: 900,
      registrationsPerAddress: 1000,
      registrationWindowSeconds: 3600,
      failedLoginsPerAccountFromNewAddresses: 50,
      knownAddressDays: 30,
      emailChangesPerAccount: 10,
      emailChangesPerAddress: 30,
      emailChangeWindowSeconds: 3600,
    },
    ...overrides,
  };
}

/**
 * The real application on its own database, for `app.inject()`; never listens on a port.
 * `addHooks` may add hooks of the test's own before the app is ready.
 */
export async function createTestApp(
  overrides: Partial<AppOptions> = {},
  addHooks?: (app: FastifyInstance) => void,
): Promise<TestApp> {
  const database = await openTestDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'easybuy-test-'));
  const app = await buildApp(
    testAppOptions({
      dataDir,
      catalogueDb: database.catalogueDb,
      databaseStats: () => database.stats(),
      ...overrides,
    }),
    database.db,
  );
  addHooks?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    catalogueDb: database.catalogueDb,
    kind: database.kind,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
