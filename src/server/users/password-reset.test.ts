import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_RESET_DONE, PASSWORD_RESET_REQUESTED } from '../../contract/users.ts';
import { mailQueue, passwordResets } from '../db/schema.ts';
import { createAccount, PASSWORD, signIn, signedIn } from '../test/accounts.ts';
import { createTestApp, type TestApp } from '../test/app.ts';

const NEW_PASSWORD = 'a brand new passphrase';

describe('password reset', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const requestReset = (email: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/users/password-reset', payload: { email }, remoteAddress });
  const confirm = (token: string, password = NEW_PASSWORD) =>
    t.app.inject({ method: 'POST', url: '/api/users/password-reset/confirm', payload: { token, password } });

  /** The token in the newest reset mail to this address, as the customer would click it. */
  async function mailedToken(email: string): Promise<string> {
    const rows = await t.db.select().from(mailQueue).where(eq(mailQueue.recipient, email));
    const mail = rows.filter((row) => row.kind === 'password-reset').at(-1);
    const match = /^http:\/\/shop\.test\/reset-password\?token=([\w-]+)$/m.exec(mail?.textBody ?? '');
    if (!match?.[1]) throw new Error('no reset link was mailed');
    return match[1];
  }

  it('when an account asks, then 202 and a mail with a single-use link; the token is stored only hashed', async () => {
    const account = await createAccount(t.db, { name: 'Robin <Reset>' });
    const response = await requestReset(`  ${account.email.toUpperCase()} `);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: PASSWORD_RESET_REQUESTED });

    const token = await mailedToken(account.email);
    const [mail] = await t.db.select().from(mailQueue).where(eq(mailQueue.recipient, account.email));
    expect(mail?.subject).toBe('Reset your Easy-Buy password');
    expect(mail?.htmlBody).toContain('Robin &lt;Reset&gt;');
    expect(mail?.htmlBody).toContain(`href="http://shop.test/reset-password?token=${token}"`);
    const stored = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, account.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).not.toContain(token);
    const minutes = ((stored[0]?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
  });

  it('when an unknown address asks, then the same answer and no mail', async () => {
    const before = await t.db.select().from(mailQueue);
    const response = await requestReset('nobody-here@example.com');
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: PASSWORD_RESET_REQUESTED });
    expect(await t.db.select().from(mailQueue)).toHaveLength(before.length);
  });

  it('when the address is malformed, then 400 and nothing is sent', async () => {
    const response = await requestReset('not an address');
    expect(response.statusCode).toBe(400);
  });

  it('when the link is used, then the new password signs in, the old one does not, and every session ends', async () => {
    const { account, headers } = await signedIn(t.app, t.db);
    await requestReset(account.email);
    const response = await confirm(await mailedToken(account.email));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: PASSWORD_RESET_DONE });

    const oldSession = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers });
    expect(oldSession.statusCode).toBe(401);
    expect(oldSession.json()).toMatchObject({ message: 'Not authorized, token failed' });
    await expect(signIn(t.app, account.email, PASSWORD)).rejects.toThrow(/401/);
    expect((await signIn(t.app, account.email, NEW_PASSWORD)).email).toBe(account.email);
  });

  it('when a link is used twice, then the second use is refused with 400', async () => {
    const account = await createAccount(t.db);
    await requestReset(account.email);
    const token = await mailedToken(account.email);
    expect((await confirm(token)).statusCode).toBe(200);
    const again = await confirm(token, 'yet another passphrase');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      message: 'This password reset link has already been used. Please ask for a new one.',
    });
    expect((await signIn(t.app, account.email, NEW_PASSWORD)).email).toBe(account.email);
  });

  it('when two uses of one link race, then exactly one sets the password', async () => {
    const account = await createAccount(t.db);
    await requestReset(account.email);
    const token = await mailedToken(account.email);
    const answers = await Promise.all([
      confirm(token, 'first racing passphrase'),
      confirm(token, 'second racing passphrase'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
  });

  it('when a newer link is used, then older links of the account stop working', async () => {
    const account = await createAccount(t.db);
    await requestReset(account.email);
    const older = await mailedToken(account.email);
    await requestReset(account.email);
    const newer = await mailedToken(account.email);
    expect(newer).not.toBe(older);
    expect((await confirm(newer)).statusCode).toBe(200);
    expect((await confirm(older, 'another fine passphrase')).statusCode).toBe(400);
  });

  it('when the link has expired, or was never made, then 400 with a clear message', async () => {
    const account = await createAccount(t.db);
    await requestReset(account.email);
    const token = await mailedToken(account.email);
    await t.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, account.id));
    const expired = await confirm(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({
      message: 'This password reset link has expired. Please ask for a new one.',
    });

    const unknown = await confirm('made-up-token');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      message: 'This password reset link is not valid. Please ask for a new one.',
    });
    await expect(signIn(t.app, account.email, NEW_PASSWORD)).rejects.toThrow(/401/);
  });

  it('when the new password breaks the registration rules, then 400 and the link still works', async () => {
    const account = await createAccount(t.db);
    await requestReset(account.email);
    const token = await mailedToken(account.email);
    const short = await confirm(token, 'short');
    expect(short.statusCode).toBe(400);
    const common = await confirm(token, 'password123');
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({
      message: 'This password is too common; please choose one that is harder to guess',
    });
    expect((await confirm(token)).statusCode).toBe(200);
  });

  it('when the link is used, then every session of the account ends, not only one', async () => {
    const account = await createAccount(t.db);
    const sessions = [await signIn(t.app, account.email), await signIn(t.app, account.email)];
    await requestReset(account.email);
    expect((await confirm(await mailedToken(account.email))).statusCode).toBe(200);
    for (const session of sessions) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/users/profile',
        headers: { authorization: `Bearer ${session.token}` },
      });
      expect(response.statusCode).toBe(401);
    }
  });

  it('when the account’s e-mail changes, then a link sent to the old address dies and one sent to the new works', async () => {
    const { account, headers } = await signedIn(t.app, t.db);
    await requestReset(account.email);
    const sentToOld = await mailedToken(account.email);
    const moved = `moved-${account.id}@example.com`;
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers,
      payload: { email: moved, currentPassword: PASSWORD },
    });
    expect(change.statusCode).toBe(200);

    const refused = await confirm(sentToOld);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: 'This password reset link is not valid. Please ask for a new one.',
    });
    expect((await signIn(t.app, moved, PASSWORD)).email).toBe(moved);

    await requestReset(moved);
    expect((await confirm(await mailedToken(moved))).statusCode).toBe(200);
    expect((await signIn(t.app, moved, NEW_PASSWORD)).email).toBe(moved);
  });

  it('when an admin changes the account’s e-mail, then a link sent to the old address dies too', async () => {
    const account = await createAccount(t.db);
    const admin = await signedIn(t.app, t.db, { isAdmin: true });
    await requestReset(account.email);
    const sentToOld = await mailedToken(account.email);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${account.id}`,
      headers: admin.headers,
      payload: {
        _id: account.id,
        name: account.name,
        email: `edited-${account.id}@example.com`,
        isAdmin: false,
        role: null,
      },
    });
    expect(edit.statusCode).toBe(200);
    expect((await confirm(sentToOld)).statusCode).toBe(400);
  });
});
