import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailQueue } from '../db/schema.ts';
import { createAccount, PASSWORD } from '../test/accounts.ts';
import { createTestApp, type TestApp } from '../test/app.ts';

/**
 * Reset requests for an address cannot lock its owner out (docs/accounts.md):
 * with the test limits, 5 requests per address and requesting network, 20 per network, and 10 per
 * address from networks its account has not signed in from.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ passwordResetLimits: { perAccount: 5, perAddress: 20, windowSeconds: 3600 } });
});
afterAll(() => t.close());

const requestReset = (email: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/users/password-reset', payload: { email }, remoteAddress });

async function statuses(email: string, addresses: string[]): Promise<number[]> {
  const answers: number[] = [];
  for (const address of addresses) answers.push((await requestReset(email, address)).statusCode);
  return answers;
}

const times = (count: number, value: string) => Array.from({ length: count }, () => value);
const count = (list: number[], status: number) => list.filter((item) => item === status).length;

function signInFrom(email: string, remoteAddress: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email, password: PASSWORD },
    remoteAddress,
  });
}

async function resetMails(email: string): Promise<number> {
  const rows = await t.db
    .select({ id: mailQueue.id })
    .from(mailQueue)
    .where(and(eq(mailQueue.recipient, email), eq(mailQueue.kind, 'password-reset')));
  return rows.length;
}

describe('password reset throttling', () => {
  it('when one network asks for one address too often, then it gets 429 and another network is still served, account or not', async () => {
    const account = await createAccount(t.db);
    const unknown = `nobody-${account.id}@example.com`;
    for (const email of [account.email, unknown]) {
      expect(await statuses(email, times(6, '10.1.0.1'))).toEqual([202, 202, 202, 202, 202, 429]);
      expect((await requestReset(email, '10.1.0.2')).statusCode).toBe(202);
    }
    const refused = await requestReset(account.email, '10.1.0.1');
    expect(refused.json()).toMatchObject({
      message: expect.stringMatching(
        /^Too many password reset requests\. Please try again in \d+ minutes?\.$/,
      ),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('when a flood for an address comes from many networks, then the ceiling stops it, and the owner asking from a network it signed in from still gets a link', async () => {
    const owner = await createAccount(t.db);
    expect((await signInFrom(owner.email, '203.0.113.5')).statusCode).toBe(200);
    const unknown = `nobody-flooded-${owner.id}@example.com`;
    const botnet = ['10.2.0.1', '10.2.0.2', '10.2.0.3', '10.2.0.4', '10.2.0.5', '10.2.0.6'];
    for (const email of [owner.email, unknown]) {
      const flood = await statuses(
        email,
        botnet.flatMap((address) => times(5, address)),
      );
      expect(count(flood, 202)).toBe(10);
      expect(count(flood, 429)).toBe(20);
      expect((await requestReset(email, '10.2.0.99')).statusCode).toBe(429);
    }

    const mailed = await resetMails(owner.email);
    expect((await requestReset(owner.email, '203.0.113.5')).statusCode).toBe(202);
    expect(await resetMails(owner.email)).toBe(mailed + 1);
  });

  it('when one client network sprays many addresses, then the network is limited', async () => {
    const answers: number[] = [];
    for (let index = 0; index < 21; index++) {
      answers.push((await requestReset(`spray-${index}@example.com`, '10.3.0.9')).statusCode);
    }
    expect(answers.slice(0, 20)).toEqual(Array.from({ length: 20 }, () => 202));
    expect(answers[20]).toBe(429);
  });

  it('when requests come from addresses of one IPv6 /64, then they count as one network', async () => {
    const account = await createAccount(t.db);
    const sameNetwork = [
      '2001:db8:a:b::1',
      '2001:db8:a:b::2',
      '2001:DB8:A:B:0:0:0:3',
      '2001:db8:a:b:ffff::4',
    ];
    expect(await statuses(account.email, [...sameNetwork, '2001:db8:a:b::5', '2001:db8:a:b::6'])).toEqual([
      202, 202, 202, 202, 202, 429,
    ]);
    expect((await requestReset(account.email, '2001:db8:a:c::1')).statusCode).toBe(202);
  });

  it('when the owner signed in from an IPv6 address, then another address of that /64 is the owner’s network', async () => {
    const owner = await createAccount(t.db);
    expect((await signInFrom(owner.email, '2001:db8:5:6::10')).statusCode).toBe(200);
    const botnet = ['2001:db8:7:1::1', '2001:db8:7:2::1', '2001:db8:7:3::1'];
    const flood = await statuses(
      owner.email,
      botnet.flatMap((address) => times(5, address)),
    );
    expect(count(flood, 429)).toBe(5);
    expect((await requestReset(owner.email, '2001:db8:5:6:aaaa::99')).statusCode).toBe(202);
  });
});
