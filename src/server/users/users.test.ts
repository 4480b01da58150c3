import { randomBytes, randomUUID, scryptSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../contract/users.ts';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../test/app.ts';
import { users } from '../db/schema.ts';
import { createAccount, PASSWORD, signedIn } from '../test/accounts.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function register(payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/users', payload, headers });
}

const uniqueEmail = () => `new-${Math.random().toString(36).slice(2)}@example.com`;

function expectNoSecrets(body: string) {
  expect(body).not.toMatch(/password|scrypt|hash|tokenVersion/i);
}

describe('POST /api/users (register)', () => {
  it('when the details are valid, then it creates the account and signs in', async () => {
    const email = uniqueEmail();
    const response = await register({
      name: '  Ada Lovelace ',
      email: `  ${email.toUpperCase()} `,
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(201);
    const info = response.json<UserInfo>();
    expect(info).toEqual({
      _id: expect.any(String),
      name: 'Ada Lovelace',
      email,
      isAdmin: false,
      role: null,
      token: expect.any(String),
    });
    expectNoSecrets(response.body);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: { authorization: `Bearer ${info.token}` },
    });
    expect(profile.json()).toEqual({
      _id: info._id,
      name: 'Ada Lovelace',
      email,
      isAdmin: false,
      role: null,
    });
  });

  it('when the body tries to make itself admin, then isAdmin is ignored', async () => {
    const response = await register({
      name: 'Mallory',
      email: uniqueEmail(),
      password: PASSWORD,
      isAdmin: true,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<UserInfo>().isAdmin).toBe(false);
  });

  it('when the email is taken in any letter case, then it answers 400 User already exists', async () => {
    const email = uniqueEmail();
    expect((await register({ name: 'First', email, password: PASSWORD })).statusCode).toBe(201);
    const again = await register({ name: 'Second', email: email.toUpperCase(), password: PASSWORD });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: 'User already exists' });
  });

  it('when two registrations race for one email, then exactly one wins', async () => {
    const email = uniqueEmail();
    const responses = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        register({ name: `Racer ${index}`, email, password: PASSWORD }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 400, 400, 400, 400]);
  });

  it.each([
    [
      { name: 'A', email: 'a@example.com', password: 'short' },
      'Invalid body: password must be at least 8 characters',
    ],
    [
      { name: 'A', email: 'b@example.com', password: 'x'.repeat(129) },
      'Invalid body: password must be at most 128 characters',
    ],
    [
      { name: 'A', email: 'c@example.com', password: 'Password123' },
      'This password is too common; please choose one that is harder to guess',
    ],
    [
      { name: 'A', email: 'd@example.com', password: 'aaaaaaaaaa' },
      'Password must not be one character repeated',
    ],
    [
      { name: 'A', email: 'dana.smith@example.com', password: 'dana.smith@example.com' },
      'Password must not be your email address',
    ],
    [{ name: '   ', email: 'e@example.com', password: PASSWORD }, 'Name is required'],
    [
      { name: 'N'.repeat(81), email: 'f@example.com', password: PASSWORD },
      'Invalid body: name must be at most 80 characters',
    ],
    [
      { name: 'A', email: 'not-an-email', password: PASSWORD },
      'Invalid body: email must be a valid email address',
    ],
    [{ email: 'g@example.com', password: PASSWORD }, 'Invalid body: name is required'],
  ])('when the details are %j, then it answers 400: %s', async (payload, message) => {
    const response = await register(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
  });
});

describe('POST /api/users/login', () => {
  it('when the credentials are right, then it returns the user info with a token', async () => {
    const account = await createAccount(t.db, { name: 'Logan' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: `  ${account.email.toUpperCase()}  `, password: PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      _id: account.id,
      name: 'Logan',
      email: account.email,
      isAdmin: false,
      role: null,
      token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
    });
    expectNoSecrets(response.body);
  });

  it.each([
    [
      'a wrong password',
      async () => ({ email: (await createAccount(t.db)).email, password: 'wrong password!' }),
    ],
    ['an unknown email', () => Promise.resolve({ email: 'nobody@example.com', password: PASSWORD })],
    ['SQL in the email', () => Promise.resolve({ email: "' OR '1'='1' --", password: "' OR '1'='1" })],
  ])(
    'when signing in with %s, then it answers 401 Invalid email or password',
    async (_label, credentials) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: await credentials(),
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ message: 'Invalid email or password' });
    },
  );

  it('when a hash has older scrypt parameters, then signing in rewrites it and the password still works', async () => {
    const account = await createAccount(t.db, { name: 'Olde' });
    // A hash as an earlier release stored it (N=2^12, r=8, p=1): the parameters travel with it.
    const salt = randomBytes(16);
    const key = scryptSync(PASSWORD.normalize('NFKC'), salt, 32, { N: 2 ** 12, r: 8, p: 1 });
    const legacy = ['scrypt', 12, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
    await t.db.update(users).set({ passwordHash: legacy }).where(eq(users.id, account.id));
    const signIn = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: account.email, password: PASSWORD },
      });

    const first = await signIn();
    expect(first.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, account.id));
    expect(row?.passwordHash).toMatch(/^scrypt\$13\$8\$10\$/);
    expect((await signIn()).statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: { authorization: `Bearer ${first.json<UserInfo>().token}` },
    });
    expect(me.statusCode).toBe(200);
  });

  it('when the email is an operator object, then it is refused as bad input', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: { $gt: '' }, password: { $ne: null } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: expect.stringContaining('Invalid body') });
  });
});

describe('tokens', () => {
  async function profileWith(authorization: string | undefined) {
    return t.app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: authorization ? { authorization } : {},
    });
  }

  const unsigned = (sub: string) =>
    `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(
      JSON.stringify({ sub, ver: 0, exp: Math.floor(Date.now() / 1000) + 3600 }),
    ).toString('base64url')}.`;

  const signedWith = (secret: string, sub: string, expiresIn: string | number = '1h', ver = 0) =>
    new SignJWT({ ver })
      .setProtectedHeader({ alg: 'HS256' })
      .setJti(randomUUID())
      .setSubject(sub)
      .setIssuedAt()
      .setExpirationTime(expiresIn)
      .sign(new TextEncoder().encode(secret));

  it('when no token is sent, then it answers 401 Not authorized, no token', async () => {
    for (const header of [undefined, 'Basic dXNlcjpwYXNz']) {
      const response = await profileWith(header);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ message: 'Not authorized, no token' });
    }
  });

  it('when the token is forged, tampered, foreign, expired or garbage, then it answers 401 token failed', async () => {
    const { account, info } = await signedIn(t.app, t.db);
    const [header, payload, signature] = info.token.split('.');
    const tamperedPayload = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()),
        sub: 'someone-else',
      }),
    ).toString('base64url');
    const bad = [
      unsigned(account.id),
      `${header}.${tamperedPayload}.${signature}`,
      await signedWith('another-secret-that-is-long-enough-for-hs256', account.id),
      await signedWith(TEST_JWT_SECRET, account.id, Math.floor(Date.now() / 1000) - 10),
      await signedWith(TEST_JWT_SECRET, account.id, '1h', 99),
      'not.a.token',
      'garbage',
    ];
    for (const token of bad) {
      const response = await profileWith(`Bearer ${token}`);
      expect(response.statusCode, token).toBe(401);
      expect(response.json()).toMatchObject({ message: 'Not authorized, token failed' });
    }
  });

  it('when the token was signed with the right secret, then a fresh one works', async () => {
    const { account } = await signedIn(t.app, t.db);
    const response = await profileWith(`Bearer ${await signedWith(TEST_JWT_SECRET, account.id)}`);
    expect(response.statusCode).toBe(200);
  });

  it('when a token has no id (made before tokens could be revoked), then it answers 401 token failed', async () => {
    const { account } = await signedIn(t.app, t.db);
    const withoutId = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(account.id)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const response = await profileWith(`Bearer ${withoutId}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: 'Not authorized, token failed' });
  });
});
