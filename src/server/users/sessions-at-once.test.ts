import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/index.ts';
import { createAccount, signedIn, signIn } from '../test/accounts.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { tokenUserReader } from './repo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const profile = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/users/profile', headers: { authorization: `Bearer ${token}` } });

/** `db`, counting the statements its callers start (each `select` is one). */
function countingSelects(db: Db) {
  const counted = { selects: 0 };
  const proxy = new Proxy(db, {
    get(target, property, receiver) {
      if (property === 'select') counted.selects += 1;
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
  return { db: proxy, counted };
}

describe('sessions read together (reads-together.ts, docs/accounts.md)', () => {
  it('when signed-in requests arrive at once, then each is answered as its own user, and a logged-out token among them is refused', async () => {
    const shoppers = await Promise.all(Array.from({ length: 5 }, () => signedIn(t.app, t.db)));
    const [first] = shoppers;
    if (!first) throw new Error('no shopper');
    const second = await signIn(t.app, first.account.email);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: { authorization: `Bearer ${second.token}` },
    });
    expect(logout.statusCode).toBe(200);

    const answers = await Promise.all([
      ...shoppers.map((shopper) => profile(shopper.info.token)),
      profile(second.token),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 401]);
    expect(answers.slice(0, 5).map((answer) => answer.json<{ email: string }>().email)).toEqual(
      shoppers.map((shopper) => shopper.account.email),
    );
  });

  it('when the guard asks for several tokens in one turn, then one statement reads their users and revocations, and each gets its own', async () => {
    const accounts = await Promise.all(Array.from({ length: 4 }, () => createAccount(t.db)));
    const tokenIds = accounts.map(() => crypto.randomUUID());
    await t.db.execute(
      sql`INSERT INTO revoked_tokens (token_id, expires_at) VALUES (${tokenIds[1]}, now() + interval '1 hour')`,
    );
    const { db, counted } = countingSelects(t.db);
    const find = tokenUserReader(db);
    const found = await Promise.all(
      accounts.map((account, index) => find(account.id, tokenIds[index] ?? '')),
    );
    expect(found.map((user) => user?.email)).toEqual(accounts.map((account) => account.email));
    expect(found.map((user) => user?.revoked)).toEqual([false, true, false, false]);
    expect(counted.selects).toBe(1);
    expect(await find(crypto.randomUUID(), crypto.randomUUID())).toBeUndefined();
  });
});
