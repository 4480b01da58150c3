import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createAccount, PASSWORD } from '../test/accounts.ts';
import type { AuthLimits } from '../config.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const OWNER_ADDRESS = '192.0.2.10';
const ATTACKER_ADDRESS = '198.51.100.66';

async function appWith(limits: Partial<AuthLimits>, trustProxy: false | string[] = false) {
  t = await createTestApp({
    trustProxy,
    limits: {
      failedLoginsPerAccount: 10,
      failedLoginsPerAddress: 100,
      failedLoginsPerAccountFromNewAddresses: 50,
      knownAddressDays: 30,
      loginWindowSeconds: 900,
      registrationsPerAddress: 1000,
      registrationWindowSeconds: 3600,
      emailChangesPerAccount: 10,
      emailChangesPerAddress: 30,
      emailChangeWindowSeconds: 3600,
      ...limits,
    },
  });
  return t;
}

function login(
  app: TestApp['app'],
  email: string,
  password: string,
  from: { address?: string; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email, password },
    headers: from.headers ?? {},
    ...(from.address ? { remoteAddress: from.address } : {}),
  });
}

async function statusesOf(responses: Promise<{ statusCode: number }>[]) {
  return (await Promise.all(responses)).map((response) => response.statusCode);
}

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

/** How much the throttling table holds: refused attempts must change neither figure. */
async function throttlingRows(db: TestApp['db']) {
  const [row] = await queryRows<{ rows: number; hits: number }>(
    db,
    sql`SELECT count(*)::int AS rows, COALESCE(sum(hits), 0)::int AS hits FROM rate_limits`,
  );
  return row;
}

const TOO_MANY = /^Too many failed sign-in attempts\. Please try again in \d+ minutes?\.$/;

describe('sign-in throttling', () => {
  it('when one address fails 10 times against an account, then that address gets 429 even with the right password, in any e-mail case or spacing', async () => {
    const { app, db } = await appWith({ failedLoginsPerAccount: 10 });
    const account = await createAccount(db);
    const variants = [account.email, account.email.toUpperCase(), `  ${account.email}  `];
    for (let attempt = 0; attempt < 10; attempt++) {
      const email = variants[attempt % variants.length] ?? account.email;
      expect((await login(app, email, 'wrong guess!', { address: ATTACKER_ADDRESS })).statusCode).toBe(401);
    }
    for (const email of variants) {
      const blocked = await login(app, email, PASSWORD, { address: ATTACKER_ADDRESS });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ message: expect.stringMatching(TOO_MANY) });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('when an attacker floods an account from one address, then the owner still signs in from another address', async () => {
    const { app, db } = await appWith({ failedLoginsPerAccount: 5 });
    const account = await createAccount(db);
    const flood = await statusesOf(
      Array.from({ length: 60 }, (_, index) =>
        login(app, index % 2 ? account.email.toUpperCase() : ` ${account.email} `, `guess ${index}`, {
          address: ATTACKER_ADDRESS,
        }),
      ),
    );
    expect(count(flood, 401)).toBe(5);
    expect(count(flood, 429)).toBe(55);

    const owner = await login(app, account.email, PASSWORD, { address: OWNER_ADDRESS });
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toMatchObject({ _id: account.id, email: account.email });
    expect((await login(app, account.email, PASSWORD, { address: ATTACKER_ADDRESS })).statusCode).toBe(429);
  });

  it('when the owner signs in during a flood, then the attacker stays throttled and the owner keeps signing in', async () => {
    const { app, db } = await appWith({ failedLoginsPerAccount: 3 });
    const account = await createAccount(db);
    const mixed = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        index % 10 === 0
          ? login(app, account.email, PASSWORD, { address: OWNER_ADDRESS }).then((r) => ['owner', r] as const)
          : login(app, account.email, `guess ${index}`, { address: ATTACKER_ADDRESS }).then(
              (r) => ['attacker', r] as const,
            ),
      ),
    );
    const owner = mixed.filter(([who]) => who === 'owner').map(([, r]) => r.statusCode);
    const attacker = mixed.filter(([who]) => who === 'attacker').map(([, r]) => r.statusCode);
    expect(owner).toEqual([200, 200, 200]);
    expect(count(attacker, 401)).toBe(3);
    expect(count(attacker, 429)).toBe(24);
  });

  it('when a throttled address keeps trying, then its refused attempts add no rows and no hits', async () => {
    const { app, db } = await appWith({ failedLoginsPerAddress: 4 });
    for (let attempt = 0; attempt < 4; attempt++) {
      const response = await login(app, `sprayed${attempt}@example.com`, 'guess guess', {
        address: ATTACKER_ADDRESS,
      });
      expect(response.statusCode).toBe(401);
    }
    const before = await throttlingRows(db);
    const refused = await statusesOf(
      Array.from({ length: 40 }, (_, index) =>
        login(app, `fresh-victim-${index}@example.com`, 'guess guess', { address: ATTACKER_ADDRESS }),
      ),
    );
    expect(refused).toEqual(Array.from({ length: 40 }, () => 429));
    expect(await throttlingRows(db)).toEqual(before);
  });

  it('when one client behind a shared address hammers one account, then everyone else behind it still signs in', async () => {
    const { app, db } = await appWith({ failedLoginsPerAccount: 3, failedLoginsPerAddress: 10 });
    const [noisyTarget, colleague, typist] = await Promise.all([
      createAccount(db),
      createAccount(db),
      createAccount(db),
    ]);
    const office = '203.0.113.200';
    const noisy = await statusesOf(
      Array.from({ length: 40 }, (_, index) =>
        login(app, noisyTarget.email, `stale password ${index}`, { address: office }),
      ),
    );
    expect(count(noisy, 401)).toBe(3);
    expect(count(noisy, 429)).toBe(37);

    expect((await login(app, colleague.email, PASSWORD, { address: office })).statusCode).toBe(200);
    const typo = await login(app, typist.email, 'a typo in it', { address: office });
    expect(typo.statusCode).toBe(401);
    expect(typo.json()).toMatchObject({ message: 'Invalid email or password' });
  });

  it('when many addresses guess one account, then new addresses hit the account ceiling but the owner signs in from an address they used before', async () => {
    const { app, db } = await appWith({
      failedLoginsPerAccount: 3,
      failedLoginsPerAccountFromNewAddresses: 6,
    });
    const account = await createAccount(db);
    expect((await login(app, account.email, PASSWORD, { address: OWNER_ADDRESS })).statusCode).toBe(200);

    const botnet = ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4'];
    const guesses = await statusesOf(
      botnet.flatMap((address) =>
        Array.from({ length: 3 }, (_, index) => login(app, account.email, `guess ${index}`, { address })),
      ),
    );
    expect(count(guesses, 401)).toBe(6);
    expect(count(guesses, 429)).toBe(6);

    const newcomer = await login(app, account.email, 'guess again', { address: '198.51.100.99' });
    expect(newcomer.statusCode).toBe(429);
    expect(newcomer.json()).toMatchObject({ message: expect.stringMatching(TOO_MANY) });
    expect(
      (await login(app, ` ${account.email.toUpperCase()}`, PASSWORD, { address: OWNER_ADDRESS })).statusCode,
    ).toBe(200);
  });

  it('when successful sign-ins repeat, then they never count as failures', async () => {
    const { app, db } = await appWith({
      failedLoginsPerAccount: 3,
      failedLoginsPerAccountFromNewAddresses: 4,
    });
    const account = await createAccount(db);
    for (let attempt = 0; attempt < 6; attempt++) {
      expect((await login(app, account.email, PASSWORD, { address: `192.0.2.${attempt}` })).statusCode).toBe(
        200,
      );
    }
  });

  it('when 20 wrong guesses arrive at once, then no more than the limit are checked', async () => {
    const { app, db } = await appWith({ failedLoginsPerAccount: 5 });
    const account = await createAccount(db);
    const statuses = await statusesOf(
      Array.from({ length: 20 }, (_, index) => login(app, account.email, `parallel guess ${index}`)),
    );
    expect(count(statuses, 401)).toBe(5);
    expect(count(statuses, 429)).toBe(15);
  });

  it('when one address fails against many accounts, then the address is limited', async () => {
    const { app } = await appWith({ failedLoginsPerAddress: 3 });
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await login(app, `victim${attempt}@example.com`, 'guess guess')).statusCode).toBe(401);
    }
    expect((await login(app, 'victim99@example.com', 'guess guess')).statusCode).toBe(429);
  });

  it('when one IPv6 /64 fails against many accounts from many of its addresses, then the /64 is limited', async () => {
    const { app } = await appWith({ failedLoginsPerAddress: 3 });
    for (let attempt = 1; attempt <= 3; attempt++) {
      const from = { address: `2001:db8:7:7::${attempt.toString(16)}` };
      expect((await login(app, `victim${attempt}@example.com`, 'guess guess', from)).statusCode).toBe(401);
    }
    const rotated = { address: '2001:db8:7:7:ffff::1' };
    expect((await login(app, 'victim99@example.com', 'guess guess', rotated)).statusCode).toBe(429);
    const neighbour = { address: '2001:db8:7:8::1' };
    expect((await login(app, 'victim99@example.com', 'guess guess', neighbour)).statusCode).toBe(401);
  });

  it('when no proxy is trusted, then a spoofed X-Forwarded-For does not reset the address limit', async () => {
    const { app } = await appWith({ failedLoginsPerAddress: 2 });
    const spoofed = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
    await login(app, 'a@example.com', 'guess guess', spoofed('203.0.113.1'));
    await login(app, 'b@example.com', 'guess guess', spoofed('203.0.113.2'));
    const third = await login(app, 'c@example.com', 'guess guess', spoofed('203.0.113.3'));
    expect(third.statusCode).toBe(429);
  });

  it('when the proxy is trusted, then each forwarded client has its own limit', async () => {
    const { app } = await appWith({ failedLoginsPerAddress: 2 }, ['127.0.0.1']);
    const forwarded = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
    await login(app, 'a@example.com', 'guess guess', forwarded('203.0.113.1'));
    await login(app, 'b@example.com', 'guess guess', forwarded('203.0.113.1'));
    expect((await login(app, 'c@example.com', 'guess guess', forwarded('203.0.113.1'))).statusCode).toBe(429);
    expect((await login(app, 'd@example.com', 'guess guess', forwarded('203.0.113.2'))).statusCode).toBe(401);
  });
});

describe('registration throttling', () => {
  it('when sign-ups come from many addresses of one IPv6 /64, then they share its limit', async () => {
    const { app } = await appWith({ registrationsPerAddress: 2 });
    const register = (index: number) =>
      app.inject({
        method: 'POST',
        url: '/api/users',
        remoteAddress: `2001:db8:9:9::${index.toString(16)}`,
        payload: { name: 'Bulk', email: `bulk-v6-${index}@example.com`, password: PASSWORD },
      });
    expect((await register(1)).statusCode).toBe(201);
    expect((await register(2)).statusCode).toBe(201);
    expect((await register(3)).statusCode).toBe(429);
  });

  it('when one address registers past its limit, then it gets 429 and adds nothing', async () => {
    const { app, db } = await appWith({ registrationsPerAddress: 2 });
    const register = (index: number) =>
      app.inject({
        method: 'POST',
        url: '/api/users',
        payload: { name: 'Bulk', email: `bulk${index}@example.com`, password: PASSWORD },
      });
    expect((await register(1)).statusCode).toBe(201);
    expect((await register(2)).statusCode).toBe(201);
    const before = await throttlingRows(db);
    const third = await register(3);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({
      message: expect.stringContaining('Too many accounts created from this address'),
    });
    expect(await throttlingRows(db)).toEqual(before);
  });
});
