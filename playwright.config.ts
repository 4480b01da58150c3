import { existsSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { DEMO_PASSWORD } from './e2e/fixtures.ts';
import { stripeEnv } from './e2e/stripe-steps.ts';

/**
 * End-to-end tests against the real server, compiled as `npm start` runs it, serving the built storefront.
 * Every run starts from a fresh embedded PGlite database in a temporary directory, so the demo
 * catalogue is always freshly seeded and no state leaks between runs.
 */

const rootDir = import.meta.dirname;
const clientDir = path.join(rootDir, 'dist', 'client');

if (!existsSync(path.join(clientDir, 'index.html'))) {
  throw new Error(
    `Easy-Buy e2e: ${path.join(clientDir, 'index.html')} is missing; run npm run build first, then npx playwright test.`,
  );
}

const rawPort = process.env.E2E_PORT ?? '5180';
const port = Number(rawPort);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  throw new Error(`Easy-Buy e2e: E2E_PORT must be a whole number from 1 to 65535, got "${rawPort}"`);
}
const baseURL = `http://127.0.0.1:${port}`;

// The config is loaded by the runner and again by each worker: only the runner starts the server,
// so only the runner owns (and removes) the data directory.
const isRunner = process.env.TEST_WORKER_INDEX === undefined;
const dataDir = path.join(os.tmpdir(), `easybuy-e2e-${Date.now()}-${process.pid}`);
if (isRunner && !process.env.E2E_KEEP_DATA) {
  // Runs after the web server has been stopped; set E2E_KEEP_DATA=1 to inspect the database.
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}

const isCI = Boolean(process.env.CI);

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };

export default defineConfig({
  testDir: 'e2e',
  // Each file's journeys run in order in one worker; files run side by side (see projects).
  fullyParallel: false,
  // Two workers suit the two-core machines this runs on; E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS ?? '2'),
  retries: 0,
  forbidOnly: isCI,
  reporter: isCI ? 'list' : [['list'], ['html', { open: 'never' }]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // The shop's service worker (docs/findability.md#installable-and-offline) would answer from
    // what it kept; only the offline journey, which is about that, lets it run.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    },
  },
  // All journeys share one server and database, signing in as the demo accounts or accounts of
  // their own. Only the catalogue browse reads the product pages as seeded, so the admin journeys,
  // which add and delete products, wait for it; everything else runs alongside.
  // Phone-sized checks live in the specs (test.use with a 390px viewport).
  projects: [
    {
      name: 'browse',
      testMatch: ['catalogue.spec.ts', 'discovery.spec.ts', 'find-and-keep.spec.ts'],
      use: desktop,
    },
    {
      name: 'shop',
      testMatch: [
        'accounts.spec.ts',
        'catalogue-depth.spec.ts',
        'checkout.spec.ts',
        'compare.spec.ts',
        'password-reset.spec.ts',
        'phone.spec.ts',
        'phone-trust.spec.ts',
        'gallery.spec.ts',
        'wishlist-cart.spec.ts',
        'stripe.spec.ts',
        'shipment-invoice.spec.ts',
        'staff-roles.spec.ts',
        'guest-checkout.spec.ts',
        'prices.spec.ts',
        'returns.spec.ts',
        'stock-alert.spec.ts',
      ],
      use: desktop,
    },
    { name: 'admin', testMatch: 'admin-catalogue.spec.ts', dependencies: ['browse'], use: desktop },
    { name: 'offline', testMatch: 'offline.spec.ts', use: { ...desktop, serviceWorkers: 'allow' } },
    // The refund journey reads revenue before and after: it waits until no other journey pays.
    { name: 'operations', testMatch: 'refund-dashboard.spec.ts', dependencies: ['shop'], use: desktop },
  ],
  webServer: {
    // The server's build is refreshed first if its sources changed (docs/running.md).
    command: 'node --import tsx scripts/build-server.ts && node dist/server/main.js',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      CLIENT_DIR: clientDir,
      // Blank means "embedded PGlite" to the server, whatever the developer's shell exports.
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      DEMO_PASSWORD,
      PAGE_SIZE: '8',
      // Back-in-stock alerts are looked for every few seconds, not every minute (docs/running.md).
      STOCK_ALERT_SECONDS: '2',
      // Stripe against a local fake Stripe API that the Stripe journey starts (e2e/stripe-steps.ts).
      ...stripeEnv(port),
    },
  },
});
