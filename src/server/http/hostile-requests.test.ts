import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { startFakePaypal, type FakePaypal } from '../test/fake-paypal.ts';
import { FAKE_STRIPE_KEYS, startFakeStripe, type FakeStripe } from '../test/fake-stripe.ts';
import {
  createWorld,
  oneThingWrong,
  randomRequests,
  send,
  type WalkRequest,
  type World,
} from '../test/route-walk.ts';
import type { CataloguedRoute } from './route-catalogue.ts';

/**
 * No request reaches a 5xx. Every route the app has (read from Fastify as the routes are added,
 * never listed here by hand) gets requests built from its own schemas, from an anonymous visitor,
 * a customer, an admin and a forger, and none may be answered with a server error.
 */

/** Random requests per route; a HEAD route shares its GET route's handler and validation. */
const RANDOM_RUNS = 25;
const HEAD_RANDOM_RUNS = 5;
/** A few thousand requests: seconds on an idle machine, but the CI machines are shared. */
const WALK_TIMEOUT_MS = 180_000;

let t: TestApp;
let clientDir: string;
let paypal: FakePaypal;
let stripe: FakeStripe;

beforeAll(async () => {
  // A built storefront, so the routes that serve it are walked too.
  clientDir = await mkdtemp(path.join(os.tmpdir(), 'easybuy-client-'));
  await mkdir(path.join(clientDir, 'assets'), { recursive: true });
  await mkdir(path.join(clientDir, '.vite'), { recursive: true });
  await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><title>Easy-Buy</title>');
  await writeFile(path.join(clientDir, 'assets', 'index-abc123.js'), 'console.log(1);');
  await writeFile(path.join(clientDir, '.vite', 'manifest.json'), '{}');
  // PayPal and Stripe on, so their routes (their webhooks among them) are walked too.
  paypal = await startFakePaypal();
  stripe = await startFakeStripe();
  t = await createTestApp({
    clientDir,
    payments: {
      testMode: true,
      paypal: { clientId: 'client-id', clientSecret: 'client-secret', apiUrl: paypal.url },
      stripe: { ...FAKE_STRIPE_KEYS, apiBase: stripe.url },
    },
    // Few sign-in and sign-up attempts per address, so most attempts stop before hashing a password.
    limits: {
      failedLoginsPerAccount: 3,
      failedLoginsPerAddress: 5,
      loginWindowSeconds: 900,
      registrationsPerAddress: 5,
      registrationWindowSeconds: 3600,
      failedLoginsPerAccountFromNewAddresses: 10,
      knownAddressDays: 30,
      emailChangesPerAccount: 3,
      emailChangesPerAddress: 5,
      emailChangeWindowSeconds: 3600,
    },
  });
});
afterAll(async () => {
  await t.close();
  await paypal.close();
  await stripe.close();
  await rm(clientDir, { recursive: true, force: true });
});

/** What is wrong with the answer to `request`, or undefined when it is a proper one. */
async function problemWith(
  route: CataloguedRoute,
  world: World,
  request: WalkRequest,
  target: TestApp = t,
): Promise<string | undefined> {
  const response = await send(target, route, world, request);
  if (response.statusCode >= 500) return `${response.statusCode} ${response.body}`;
  if (response.statusCode >= 400 && route.method !== 'HEAD') {
    const body: unknown = response.json();
    if (
      typeof body !== 'object' ||
      body === null ||
      typeof (body as { message?: unknown }).message !== 'string'
    ) {
      return `${response.statusCode} without a message: ${response.body.slice(0, 200)}`;
    }
  }
  return undefined;
}

function describeRequest(request: WalkRequest): string {
  return JSON.stringify(request, (_key, value: unknown) =>
    typeof value === 'string' && value.length > 120
      ? `${value.slice(0, 40)}… (${value.length} characters)`
      : value,
  );
}

describe('hostile requests to every route', () => {
  it('when the app is built, then the walk sees every route it serves', () => {
    const walked = t.app.routeCatalogue.map((route) => `${route.method} ${route.url}`);
    for (const expected of [
      'GET /api/products',
      'POST /api/orders',
      'PUT /api/users/:id',
      'POST /api/upload',
      'POST /api/paypal/webhook',
      'POST /api/stripe/webhook',
      'POST /api/orders/:id/stripe',
      'GET /*',
    ]) {
      expect(walked).toContain(expected);
    }
  });

  it(
    'when any one field, the caller or the body’s form is wrong, then no answer is a 5xx',
    async () => {
      const problems: string[] = [];
      for (const route of t.app.routeCatalogue.filter((candidate) => candidate.method !== 'HEAD')) {
        const world = await createWorld(t);
        for (const request of oneThingWrong(route, world)) {
          const problem = await problemWith(route, world, request);
          if (problem)
            problems.push(`${route.method} ${route.url} ${describeRequest(request)}\n  → ${problem}`);
        }
      }
      expect(problems).toEqual([]);
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'when random schema-derived requests come from anyone, then no answer is a 5xx',
    async () => {
      const failures: string[] = [];
      for (const route of t.app.routeCatalogue) {
        const world = await createWorld(t);
        const property = fc.asyncProperty(randomRequests(route, world), async (request) => {
          const problem = await problemWith(route, world, request);
          if (problem) throw new Error(problem);
        });
        const result = await fc.check(property, {
          numRuns: route.method === 'HEAD' ? HEAD_RANDOM_RUNS : RANDOM_RUNS,
        });
        if (result.failed)
          failures.push(`${route.method} ${route.url}\n${fc.defaultReportMessage(result) ?? ''}`);
      }
      expect(failures).toEqual([]);
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'when images are kept in the database, then the routes that serve them get the same walk',
    async () => {
      const stored = await createTestApp({ imageStorage: 'database' });
      try {
        const imageRoutes = stored.app.routeCatalogue.filter((route) => route.url.startsWith('/uploads'));
        expect(imageRoutes.map((route) => `${route.method} ${route.url}`)).toContain('GET /uploads/*');
        const problems: string[] = [];
        for (const route of imageRoutes) {
          const world = await createWorld(stored);
          const requests = [
            ...oneThingWrong(route, world),
            ...fc.sample(randomRequests(route, world), RANDOM_RUNS),
          ];
          for (const request of requests) {
            const problem = await problemWith(route, world, request, stored);
            if (problem)
              problems.push(`${route.method} ${route.url} ${describeRequest(request)}\n  → ${problem}`);
          }
        }
        expect(problems).toEqual([]);
      } finally {
        await stored.close();
      }
    },
    WALK_TIMEOUT_MS,
  );
});
