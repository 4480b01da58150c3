import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, signedIn, signIn } from '../test/accounts.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { findTokenUsers, tokenUserReader } from './repo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const profile = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/users/profile', headers: { authorization: `Bearer ${token}` } });

describe('sessions of several customers at once (docs/accounts.md)', () => {
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

  it('when several tokens are read in one statement, then each gets its own user and its own revocation', async () => {
    const accounts = await Promise.all(Array.from({ length: 4 }, () => createAccount(t.db)));
    const tokenIds = accounts.map(() => crypto.randomUUID());
    await t.db.execute(
      sql`INSERT INTO revoked_tokens (token_id, expires_at) VALUES (${tokenIds[1]}, now() + interval '1 hour')`,
    );
    const found = await findTokenUsers(
      t.db,
      accounts.map((account, index) => ({ userId: account.id, tokenId: tokenIds[index] ?? '' })),
    );
    expect(accounts.map((account) => found.users.get(account.id)?.email)).toEqual(
      accounts.map((account) => account.email),
    );
    expect(tokenIds.map((id) => found.revoked.has(id))).toEqual([false, true, false, false]);
    expect(await tokenUserReader(t.db)(crypto.randomUUID(), crypto.randomUUID())).toBeUndefined();
  });
});
