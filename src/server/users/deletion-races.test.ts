import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createTokenService } from '../auth/tokens.ts';
import type { Db } from '../db/client.ts';
import { reviews, users } from '../db/schema.ts';
import { openTestDatabase } from '../test/database.ts';
import { TEST_JWT_SECRET, testAppOptions } from '../test/app.ts';
import { createAccount, PASSWORD, signedIn } from '../test/accounts.ts';
import { createProduct } from '../test/factories.ts';

/**
 * The app, plus a hook that runs between the auth check and the handler: a test can delete the
 * signed-in user there, which is exactly "the user vanishes in the middle of their request".
 */
let app: FastifyInstance;
let db: Db;
let close: () => Promise<void>;
const vanishBeforeHandler = new Set<string>();

beforeAll(async () => {
  const database = await openTestDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'easybuy-test-'));
  db = database.db;
  app = await buildApp(testAppOptions({ dataDir }), db);
  app.addHook('preHandler', async (request) => {
    const id = request.user?.id;
    if (id && vanishBeforeHandler.delete(id)) await db.delete(users).where(eq(users.id, id));
  });
  await app.ready();
  close = async () => {
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  };
});
afterAll(() => close());

const TOKEN_FAILED = { message: 'Not authorized, token failed', code: 'TOKEN_FAILED' };

const tokens = createTokenService(TEST_JWT_SECRET, 3600);

/** A bearer header made directly: many users sign in without paying for many password hashes. */
async function bearer(account: { id: string; tokenVersion: number }) {
  const token = await tokens.sign({ userId: account.id, version: account.tokenVersion });
  return { authorization: `Bearer ${token}` };
}

type Answer = { statusCode: number; json: () => unknown };

function expectOnly(responses: Answer[], allowed: number[]) {
  const unexpected = responses
    .filter((response) => !allowed.includes(response.statusCode))
    .map((response) => [response.statusCode, response.json()]);
  expect(unexpected).toEqual([]);
}

function expectTokenFailed(response: Answer) {
  expect(response.statusCode).toBe(401);
  expect(response.json()).toMatchObject(TOKEN_FAILED);
}

async function productRating(id: string) {
  const response = await app.inject({ method: 'GET', url: `/api/products/${id}` });
  return response.json<{ rating: number; numReviews: number; reviews: unknown[] }>();
}

describe('a user who vanishes in the middle of a request', () => {
  it.each([
    ['reads their profile', 'GET', {}],
    ['renames themself', 'PUT', { name: 'Too Late' }],
    ['changes their password', 'PUT', { password: 'a brand new passphrase', currentPassword: PASSWORD }],
    ['saves the form with a blank password', 'PUT', { name: 'Too Late', password: '' }],
  ] as const)(
    'when the user %s as they are deleted, then it answers 401 token failed',
    async (_label, method, payload) => {
      const { account, headers } = await signedIn(app, db);
      vanishBeforeHandler.add(account.id);
      const response = await app.inject({
        method,
        url: '/api/users/profile',
        headers,
        ...(method === 'PUT' ? { payload } : {}),
      });
      expectTokenFailed(response);
    },
  );

  it.each([
    ['edits a user', 'PUT'],
    ['deletes a user', 'DELETE'],
  ] as const)(
    'when an admin %s as the admin is deleted, then it answers 401 token failed and changes nothing',
    async (_label, method) => {
      const { account: admin, headers } = await signedIn(app, db, { isAdmin: true });
      await createAccount(db, { isAdmin: true });
      const customer = await createAccount(db, { name: 'Untouched' });
      vanishBeforeHandler.add(admin.id);
      const response = await app.inject({
        method,
        url: `/api/users/${customer.id}`,
        headers,
        ...(method === 'PUT' ? { payload: { name: 'Changed', email: customer.email, isAdmin: true } } : {}),
      });
      expectTokenFailed(response);
      const [after] = await db.select().from(users).where(eq(users.id, customer.id));
      expect(after).toMatchObject({ name: 'Untouched', isAdmin: false });
    },
  );
});

describe('deleting users while they and other admins are busy', () => {
  it('when a user is deleted while updating their profile, then each answer is 200 or 401 token failed and none fails', async () => {
    const { headers: adminHeaders } = await signedIn(app, db, { isAdmin: true });
    const { account, headers } = await signedIn(app, db);
    const updates = Array.from({ length: 30 }, (_, index) =>
      app.inject({
        method: index % 3 === 0 ? 'GET' : 'PUT',
        url: '/api/users/profile',
        headers,
        ...(index % 3 === 0 ? {} : { payload: { name: `Busy ${index}`, password: '' } }),
      }),
    );
    const removal = app.inject({ method: 'DELETE', url: `/api/users/${account.id}`, headers: adminHeaders });
    const [removed, ...answers] = await Promise.all([removal, ...updates]);
    expect(removed.statusCode).toBe(200);
    expectOnly(answers, [200, 401]);
    for (const answer of answers.filter((response) => response.statusCode === 401)) expectTokenFailed(answer);
    expectTokenFailed(await app.inject({ method: 'GET', url: '/api/users/profile', headers }));
  });

  it('when admins edit a user while another admin deletes them, then every answer is 200 or 404 and none fails', async () => {
    const editors = await Promise.all([
      signedIn(app, db, { isAdmin: true }),
      signedIn(app, db, { isAdmin: true }),
    ]);
    const { headers: deleterHeaders } = await signedIn(app, db, { isAdmin: true });
    const target = await createAccount(db);
    const edits = Array.from({ length: 24 }, (_, index) =>
      app.inject({
        method: 'PUT',
        url: `/api/users/${target.id}`,
        headers: editors[index % 2]?.headers ?? {},
        payload: { _id: target.id, name: `Edit ${index}`, email: target.email, isAdmin: index % 4 === 0 },
      }),
    );
    const removal = app.inject({ method: 'DELETE', url: `/api/users/${target.id}`, headers: deleterHeaders });
    const [removed, ...answers] = await Promise.all([removal, ...edits]);
    expect(removed.statusCode).toBe(200);
    expectOnly(answers, [200, 404]);
    for (const answer of answers.filter((response) => response.statusCode === 404)) {
      expect(answer.json()).toMatchObject({ message: 'User not found' });
    }
    expect(await db.select().from(users).where(eq(users.id, target.id))).toEqual([]);
  });

  it('when reviewers are deleted in parallel while editing their profiles, then ratings stay exact and nothing fails', async () => {
    // One admin per deletion: an admin's own changes wait for each other on the admin's row.
    const admins = await Promise.all(
      Array.from({ length: 16 }, async () => ({
        headers: await bearer(await createAccount(db, { isAdmin: true })),
      })),
    );
    const products = await Promise.all(Array.from({ length: 4 }, () => createProduct(db)));
    const stayer = await createAccount(db);
    const leavers = await Promise.all(
      Array.from({ length: 16 }, async () => {
        const account = await createAccount(db);
        return { account, headers: await bearer(account) };
      }),
    );
    await db.insert(reviews).values([
      ...products.map((product) => ({
        productId: product.id,
        userId: stayer.id,
        name: 'Stays',
        rating: 4,
        comment: 'Fine',
      })),
      ...leavers.flatMap(({ account }, index) =>
        products.map((product) => ({
          productId: product.id,
          userId: account.id,
          name: 'Leaves',
          rating: (index % 5) + 1,
          comment: 'Gone soon',
        })),
      ),
    ]);

    const work = leavers.flatMap(({ account, headers }, index) => [
      app.inject({
        method: 'DELETE',
        url: `/api/users/${account.id}`,
        headers: admins[index]?.headers ?? {},
      }),
      app.inject({
        method: 'PUT',
        url: '/api/users/profile',
        headers,
        payload: { name: `Leaving ${index}` },
      }),
    ]);
    const answers = await Promise.all(work);
    const deletions = answers.filter((_, index) => index % 2 === 0);
    const profileUpdates = answers.filter((_, index) => index % 2 === 1);
    expect(deletions.map((response) => response.statusCode)).toEqual(leavers.map(() => 200));
    expectOnly(profileUpdates, [200, 401]);

    for (const product of products) {
      expect(await productRating(product.id)).toMatchObject({
        rating: 4,
        numReviews: 1,
        reviews: [expect.anything()],
      });
    }
  });

  it('when two admins delete each other at once, then exactly one succeeds and the other is signed out', async () => {
    await createAccount(db, { isAdmin: true });
    const [first, second] = await Promise.all([
      signedIn(app, db, { isAdmin: true }),
      signedIn(app, db, { isAdmin: true }),
    ]);
    const answers = await Promise.all([
      app.inject({ method: 'DELETE', url: `/api/users/${second.account.id}`, headers: first.headers }),
      app.inject({ method: 'DELETE', url: `/api/users/${first.account.id}`, headers: second.headers }),
    ]);
    expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 401]);
    const survivors = await db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true));
    const ids = survivors.map((row) => row.id);
    expect([first.account.id, second.account.id].filter((id) => ids.includes(id))).toHaveLength(1);
  });
});
