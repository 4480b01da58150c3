import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../contract/users.ts';
import { createTestApp, testAppOptions, type TestApp } from '../test/app.ts';
import { createAccount, PASSWORD, signIn } from '../test/accounts.ts';

/** Sessions end when they should (docs/accounts.md). */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function profile(token: string) {
  return t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(token) });
}

function logout(token: string, payload?: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/users/logout',
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
}

/** An account signed in twice, as from a laptop and a phone. */
async function twoSessions() {
  const account = await createAccount(t.db);
  const laptop = await signIn(t.app, account.email);
  const phone = await signIn(t.app, account.email);
  return { account, laptop: laptop.token, phone: phone.token };
}

async function expectRefused(token: string) {
  const response = await profile(token);
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({ message: 'Not authorized, token failed', code: 'TOKEN_FAILED' });
}

describe('logout', () => {
  it('when a session logs out, then that token is refused and the account’s other session still works', async () => {
    const { laptop, phone } = await twoSessions();
    expect(laptop).not.toBe(phone);
    const response = await logout(laptop);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: expect.any(String) });
    await expectRefused(laptop);
    expect((await profile(phone)).statusCode).toBe(200);
  });

  it('when the revoked token logs out again, then it answers 401 Not authorized, token failed', async () => {
    const { laptop } = await twoSessions();
    expect((await logout(laptop, {})).statusCode).toBe(200);
    const again = await logout(laptop, {});
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ message: 'Not authorized, token failed', code: 'TOKEN_FAILED' });
  });

  it('when logout is called without a token, then it answers 401 Not authorized, no token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/users/logout' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: 'Not authorized, no token' });
  });

  it('when a session signs out everywhere, then every token of the account is refused and signing in again works', async () => {
    const { account, laptop, phone } = await twoSessions();
    const response = await logout(phone, { everywhere: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: expect.any(String) });
    await expectRefused(laptop);
    await expectRefused(phone);
    const fresh = await signIn(t.app, account.email);
    expect((await profile(fresh.token)).statusCode).toBe(200);
  });

  it('when one account signs out everywhere, then another account’s sessions are untouched', async () => {
    const first = await twoSessions();
    const second = await twoSessions();
    expect((await logout(first.laptop, { everywhere: true })).statusCode).toBe(200);
    expect((await profile(second.laptop)).statusCode).toBe(200);
    expect((await profile(second.phone)).statusCode).toBe(200);
  });
});

function updateProfile(token: string, payload: Record<string, unknown>, remoteAddress = '127.0.0.1') {
  return t.app.inject({
    method: 'PUT',
    url: '/api/users/profile',
    headers: bearer(token),
    payload,
    remoteAddress,
  });
}

const NEW_PASSWORD = 'a brand new passphrase';
const uniqueEmail = () => `moved-${Math.random().toString(36).slice(2)}@example.com`;

describe('a password change through the profile', () => {
  it('when the password changes, then every other session ends and the returned token works', async () => {
    const { account, laptop, phone } = await twoSessions();
    const response = await updateProfile(laptop, { password: NEW_PASSWORD, currentPassword: PASSWORD });
    expect(response.statusCode).toBe(200);
    const fresh = response.json<UserInfo>();
    expect(fresh).toEqual({
      _id: account.id,
      name: account.name,
      email: account.email,
      isAdmin: false,
      role: null,
      token: expect.any(String),
    });
    await expectRefused(phone);
    await expectRefused(laptop);
    expect((await profile(fresh.token)).statusCode).toBe(200);
    expect((await signIn(t.app, account.email, NEW_PASSWORD)).email).toBe(account.email);
  });

  it.each([
    ['missing', {}, 'currentPassword is required to change the password or e-mail'],
    ['wrong', { currentPassword: 'not my password' }, 'Current password is incorrect'],
  ])(
    'when the current password is %s, then 400 names it and neither the password nor any session changes',
    async (_what, extra, message) => {
      const { account, laptop, phone } = await twoSessions();
      const response = await updateProfile(laptop, { password: NEW_PASSWORD, ...extra });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, code: 'CURRENT_PASSWORD' });
      expect((await profile(laptop)).statusCode).toBe(200);
      expect((await profile(phone)).statusCode).toBe(200);
      expect((await signIn(t.app, account.email, PASSWORD)).email).toBe(account.email);
    },
  );
});

describe('an e-mail change through the profile', () => {
  it.each([
    ['missing', {}, 'currentPassword is required to change the password or e-mail'],
    ['empty', { currentPassword: '' }, 'currentPassword is required to change the password or e-mail'],
    ['wrong', { currentPassword: 'not my password' }, 'Current password is incorrect'],
  ])(
    'when the current password is %s, then 400 names it and the e-mail stays',
    async (_what, extra, message) => {
      const { account, laptop } = await twoSessions();
      const response = await updateProfile(laptop, { name: 'Changed Too', email: uniqueEmail(), ...extra });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, code: 'CURRENT_PASSWORD' });
      expect((await profile(laptop)).json()).toEqual({
        _id: account.id,
        name: account.name,
        email: account.email,
        isAdmin: false,
        role: null,
      });
    },
  );

  it('when the current password is right, then the e-mail changes and the account’s sessions keep working', async () => {
    const { account, laptop, phone } = await twoSessions();
    const email = uniqueEmail();
    const response = await updateProfile(laptop, { email, currentPassword: PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ _id: account.id, email });
    expect((await profile(phone)).json()).toMatchObject({ email });
    expect((await signIn(t.app, email)).email).toBe(email);
  });

  it('when only the name changes, or the e-mail is sent as it is stored, then no current password is needed', async () => {
    const { account, laptop } = await twoSessions();
    const response = await updateProfile(laptop, {
      name: 'Only The Name',
      email: ` ${account.email.toUpperCase()} `,
      password: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Only The Name', email: account.email });
    expect((await profile(laptop)).statusCode).toBe(200);
  });

  it('when wrong current passwords are sent, then they count as failed sign-ins from that address', async () => {
    const limited = await createTestApp({
      limits: { ...testAppOptions({ dataDir: '' }).limits, failedLoginsPerAccount: 3 },
    });
    try {
      const account = await createAccount(limited.db);
      const { token } = await signIn(limited.app, account.email);
      const guess = (currentPassword: string) =>
        limited.app.inject({
          method: 'PUT',
          url: '/api/users/profile',
          headers: bearer(token),
          payload: { password: NEW_PASSWORD, currentPassword },
          remoteAddress: '198.51.100.70',
        });
      for (let attempt = 0; attempt < 3; attempt++) {
        expect((await guess(`guess number ${attempt}`)).statusCode).toBe(400);
      }
      const throttled = await guess(PASSWORD);
      expect(throttled.statusCode).toBe(429);
      expect(throttled.json()).toMatchObject({ message: expect.stringMatching(/^Too many failed sign-in/) });
      const signInThere = await limited.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: account.email, password: PASSWORD },
        remoteAddress: '198.51.100.70',
      });
      expect(signInThere.statusCode).toBe(429);
      // The owner elsewhere is untouched, as with sign-in (docs/accounts.md).
      expect((await signIn(limited.app, account.email)).email).toBe(account.email);
    } finally {
      await limited.close();
    }
  });
});
