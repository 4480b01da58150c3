import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createAccount, PASSWORD } from '../test/accounts.ts';
import type { AuthLimits } from '../config.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function appWith(limits: Partial<AuthLimits>, trustProxy: false | string[] = false) {
  t = await createTestApp({
    trustProxy,
    limits: {
      failedLoginsPerAccount: 10,
      failedLoginsPerAddress: 100,
      loginWindowSeconds: 900,
      registrationsPerAddress: 1000,
      registrationWindowSeconds: 3600,
      ...limits,
    },
  });
  return t;
}

function login(app: TestApp['app'], email: string, password: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password }, headers });
}

describe('sign-in throttling', () => {
  it('when an account has 10 failed sign-ins, then even the right password gets 429 with a clear message', async () => {
    const { app, db } = await appWith({ failedLoginsPerAccount: 10 });
    const account = await createAccount(db);
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await login(app, account.email, 'wrong guess!')).statusCode).toBe(401);
    }
    const blocked = await login(app, account.email, PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      message: expect.stringMatching(
        /^Too many failed sign-in attempts\. Please try again in \d+ minutes?\.$/,
      ),
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('when successful sign-ins repeat, then they never count as failures', async () => {
    const { app, db } = await appWith({ failedLoginsPerAccount: 3 });
    const account = await createAccount(db);
    for (let attempt = 0; attempt < 6; attempt++) {
      expect((await login(app, account.email, PASSWORD)).statusCode).toBe(200);
    }
  });

  it('when 20 wrong guesses arrive at once, then no more than the limit are checked', async () => {
    const { app, db } = await appWith({ failedLoginsPerAccount: 5 });
    const account = await createAccount(db);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) => login(app, account.email, `parallel guess ${index}`)),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });

  it('when one address fails against many accounts, then the address is limited', async () => {
    const { app } = await appWith({ failedLoginsPerAddress: 3 });
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await login(app, `victim${attempt}@example.com`, 'guess guess')).statusCode).toBe(401);
    }
    expect((await login(app, 'victim99@example.com', 'guess guess')).statusCode).toBe(429);
  });

  it('when no proxy is trusted, then a spoofed X-Forwarded-For does not reset the address limit', async () => {
    const { app } = await appWith({ failedLoginsPerAddress: 2 });
    await login(app, 'a@example.com', 'guess guess', { 'x-forwarded-for': '203.0.113.1' });
    await login(app, 'b@example.com', 'guess guess', { 'x-forwarded-for': '203.0.113.2' });
    const third = await login(app, 'c@example.com', 'guess guess', { 'x-forwarded-for': '203.0.113.3' });
    expect(third.statusCode).toBe(429);
  });

  it('when the proxy is trusted, then each forwarded client has its own limit', async () => {
    const { app } = await appWith({ failedLoginsPerAddress: 2 }, ['127.0.0.1']);
    await login(app, 'a@example.com', 'guess guess', { 'x-forwarded-for': '203.0.113.1' });
    await login(app, 'b@example.com', 'guess guess', { 'x-forwarded-for': '203.0.113.1' });
    expect(
      (await login(app, 'c@example.com', 'guess guess', { 'x-forwarded-for': '203.0.113.1' })).statusCode,
    ).toBe(429);
    expect(
      (await login(app, 'd@example.com', 'guess guess', { 'x-forwarded-for': '203.0.113.2' })).statusCode,
    ).toBe(401);
  });
});

describe('registration throttling', () => {
  it('when one address registers past its limit, then it gets 429', async () => {
    const { app } = await appWith({ registrationsPerAddress: 2 });
    const register = (index: number) =>
      app.inject({
        method: 'POST',
        url: '/api/users',
        payload: { name: 'Bulk', email: `bulk${index}@example.com`, password: PASSWORD },
      });
    expect((await register(1)).statusCode).toBe(201);
    expect((await register(2)).statusCode).toBe(201);
    const third = await register(3);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({
      message: expect.stringContaining('Too many accounts created from this address'),
    });
  });
});
