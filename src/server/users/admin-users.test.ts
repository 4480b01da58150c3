import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser } from '../../contract/users.ts';
import { reviews } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createAccount, signedIn } from '../test/accounts.ts';
import { createProduct } from '../test/factories.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const uniqueEmail = () => `new-${Math.random().toString(36).slice(2)}@example.com`;

function expectNoSecrets(body: string) {
  expect(body).not.toMatch(/password|scrypt|hash|tokenVersion/i);
}

describe('user administration', () => {
  it('when a customer calls an admin route, then it answers 403 Not authorized as an admin', async () => {
    const { headers } = await signedIn(t.app, t.db);
    for (const [method, url] of [
      ['GET', '/api/users'],
      ['GET', '/api/users/00000000-0000-4000-8000-000000000000'],
      ['DELETE', '/api/users/00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const response = await t.app.inject({ method, url, headers });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: 'Not authorized as an admin' });
    }
  });

  it('when nobody is signed in, then admin routes answer 401 before reading the body', async () => {
    const response = await t.app.inject({ method: 'PUT', url: '/api/users/x', payload: { nonsense: true } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: 'Not authorized, no token' });
  });

  it('when an admin lists users, then every user is there without secrets', async () => {
    const { headers } = await signedIn(t.app, t.db, { isAdmin: true });
    const customer = await createAccount(t.db, { name: 'Listed Customer' });
    const response = await t.app.inject({ method: 'GET', url: '/api/users', headers });
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminUser[]>()).toContainEqual({
      _id: customer.id,
      name: 'Listed Customer',
      email: customer.email,
      isAdmin: false,
      role: null,
      createdAt: expect.any(String),
    });
    expectNoSecrets(response.body);
  });

  it('when an admin edits a user, then the change is saved and returned', async () => {
    const { headers } = await signedIn(t.app, t.db, { isAdmin: true });
    const customer = await createAccount(t.db);
    const email = uniqueEmail();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${customer.id}`,
      headers,
      payload: { _id: customer.id, name: 'Promoted', email, isAdmin: true },
    });
    expect(response.statusCode).toBe(200);
    // An old client's `isAdmin: true` makes a customer a manager (docs/staff.md).
    const promoted = { _id: customer.id, name: 'Promoted', email, isAdmin: true, role: 'manager' };
    expect(response.json()).toEqual(promoted);
    const reread = await t.app.inject({ method: 'GET', url: `/api/users/${customer.id}`, headers });
    expect(reread.json()).toEqual(promoted);
  });

  it('when admin rights change in the database, then they apply to existing tokens at once', async () => {
    const { headers: adminHeaders } = await signedIn(t.app, t.db, { isAdmin: true });
    const { account, headers } = await signedIn(t.app, t.db);
    expect((await t.app.inject({ method: 'GET', url: '/api/users', headers })).statusCode).toBe(403);
    await t.app.inject({
      method: 'PUT',
      url: `/api/users/${account.id}`,
      headers: adminHeaders,
      payload: { name: account.name, email: account.email, role: 'owner' },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/users', headers })).statusCode).toBe(200);
  });

  it('when an admin tries to demote or delete themself, then it is refused', async () => {
    const { headers, account } = await signedIn(t.app, t.db, { isAdmin: true });
    const demote = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${account.id}`,
      headers,
      payload: { name: account.name, email: account.email, isAdmin: false },
    });
    expect(demote.statusCode).toBe(403);
    expect(demote.json()).toMatchObject({ message: 'You cannot change your own role' });
    const remove = await t.app.inject({ method: 'DELETE', url: `/api/users/${account.id}`, headers });
    expect(remove.statusCode).toBe(403);
    expect(remove.json()).toMatchObject({ message: 'You cannot delete your own account' });
  });

  it('when a user is deleted, then their token fails and the products they reviewed are re-rated', async () => {
    const { headers } = await signedIn(t.app, t.db, { isAdmin: true });
    const { account, headers: customerHeaders } = await signedIn(t.app, t.db);
    const other = await createAccount(t.db);
    const product = await createProduct(t.db, { rating: 3, numReviews: 2 });
    await t.db.insert(reviews).values([
      { productId: product.id, userId: account.id, name: 'Gone', rating: 1, comment: 'Bad' },
      { productId: product.id, userId: other.id, name: 'Stays', rating: 5, comment: 'Good' },
    ]);
    const response = await t.app.inject({ method: 'DELETE', url: `/api/users/${account.id}`, headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'User removed' });
    const after = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: customerHeaders });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ message: 'Not authorized, token failed' });
    const rated = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` });
    expect(rated.json()).toMatchObject({ rating: 5, numReviews: 1 });
    const gone = await t.app.inject({ method: 'GET', url: `/api/users/${account.id}`, headers });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ message: 'User not found' });
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'not-a-uuid'])(
    'when the user %s does not exist, then it answers 404 User not found',
    async (id) => {
      const { headers } = await signedIn(t.app, t.db, { isAdmin: true });
      for (const method of ['GET', 'DELETE'] as const) {
        const response = await t.app.inject({ method, url: `/api/users/${id}`, headers });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ message: 'User not found' });
      }
    },
  );

  it('when an admin gives a user an email that is taken, then it answers 400', async () => {
    const { headers } = await signedIn(t.app, t.db, { isAdmin: true });
    const [first, second] = [await createAccount(t.db), await createAccount(t.db)];
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${second.id}`,
      headers,
      payload: { name: 'x', email: first.email, isAdmin: false },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'That email address is already in use' });
  });
});
