import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailQueue } from '../db/schema.ts';
import type { User, UserInfo } from '../../contract/users.ts';
import { createTestApp, testAppOptions, type TestApp } from '../test/app.ts';
import { createAccount, PASSWORD, signedIn, signIn } from '../test/accounts.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const uniqueEmail = () => `new-${Math.random().toString(36).slice(2)}@example.com`;

function updateProfile(headers: Record<string, string>, payload: Record<string, unknown>, address?: string) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/users/profile',
    headers,
    payload,
    ...(address ? { remoteAddress: address } : {}),
  });
}

describe('profile', () => {
  it('when the profile is updated, then the response has the new details and a fresh token', async () => {
    const { headers, account } = await signedIn(t.app, t.db);
    const email = uniqueEmail();
    const response = await updateProfile(headers, {
      name: 'Renamed',
      email: email.toUpperCase(),
      isAdmin: true,
      currentPassword: PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      _id: account.id,
      name: 'Renamed',
      email,
      isAdmin: false,
      role: null,
      token: expect.any(String),
    });
    const reread = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers });
    expect(reread.json()).toMatchObject({ name: 'Renamed', email, isAdmin: false });
  });

  it('when the new email is taken, then it answers 400 with a clear message and changes nothing', async () => {
    const other = await createAccount(t.db);
    const { headers, account } = await signedIn(t.app, t.db);
    const response = await updateProfile(headers, { email: other.email, currentPassword: PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'That email address is already in use' });
    const reread = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers });
    expect(reread.json<User>().email).toBe(account.email);
  });

  it('when the password changes, then old tokens stop working and the new password signs in', async () => {
    const { headers, account } = await signedIn(t.app, t.db);
    const newPassword = 'a much better passphrase';
    const response = await updateProfile(headers, { password: newPassword, currentPassword: PASSWORD });
    expect(response.statusCode).toBe(200);
    const fresh = response.json<UserInfo>().token;
    const withOld = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers });
    expect(withOld.statusCode).toBe(401);
    expect(withOld.json()).toMatchObject({ message: 'Not authorized, token failed' });
    const withNew = await t.app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: { authorization: `Bearer ${fresh}` },
    });
    expect(withNew.statusCode).toBe(200);
    await expect(signIn(t.app, account.email)).rejects.toThrow('401');
    expect((await signIn(t.app, account.email, newPassword)).email).toBe(account.email);
  });

  it('when the new password is common, then it is refused', async () => {
    const { headers } = await signedIn(t.app, t.db);
    const response = await updateProfile(headers, { password: 'iloveyou', currentPassword: PASSWORD });
    expect(response.statusCode).toBe(400);
  });
});
describe('profile saved from a form that leaves the password blank', () => {
  it('when the form sends { _id, name, email, password: "" }, then the name and email change and the password stays', async () => {
    const { headers, account } = await signedIn(t.app, t.db);
    const email = uniqueEmail();
    const response = await updateProfile(headers, {
      _id: account.id,
      name: 'Blank Password Kept',
      email,
      password: '',
      currentPassword: PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      _id: account.id,
      name: 'Blank Password Kept',
      email,
      isAdmin: false,
      role: null,
      token: expect.any(String),
    });
    // The password did not change, so tokens issued before still work and it still signs in.
    expect((await t.app.inject({ method: 'GET', url: '/api/users/profile', headers })).statusCode).toBe(200);
    expect((await signIn(t.app, email, PASSWORD)).email).toBe(email);
  });

  it('when the password is short but not blank, then it is still refused', async () => {
    const { headers } = await signedIn(t.app, t.db);
    const response = await updateProfile(headers, { password: 'short' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: expect.stringContaining('password') });
  });
});

describe('e-mail changes are throttled', () => {
  it('when an account probes 100 addresses at once, then only the limit is checked and the rest get 429', async () => {
    const { headers, account } = await signedIn(t.app, t.db);
    const taken = await createAccount(t.db);
    const probes = Array.from({ length: 100 }, (_, index) =>
      index === 50 ? taken.email : `probe-${index}-${account.id}@example.com`,
    );
    const responses = await Promise.all(
      probes.map((email) => updateProfile(headers, { email, currentPassword: PASSWORD }, '198.51.100.20')),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 429)).toHaveLength(90);
    expect(
      statuses.filter((status) => status !== 429).every((status) => status === 200 || status === 400),
    ).toBe(true);
    const refused = responses.find((response) => response.statusCode === 429);
    expect(refused?.json()).toMatchObject({
      message: expect.stringMatching(/^Too many email address changes\. Please try again in \d+ minutes?\.$/),
    });
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('when the name changes and the email stays, then it is not counted as an email change', async () => {
    const { headers, account } = await signedIn(t.app, t.db);
    for (let attempt = 0; attempt < 15; attempt++) {
      const response = await updateProfile(
        headers,
        { name: `Name ${attempt}`, email: account.email.toUpperCase() },
        '198.51.100.21',
      );
      expect(response.statusCode).toBe(200);
    }
  });

  it('when several accounts probe from one address, then the address limit stops them', async () => {
    // Small limits: every change that passes them proves the current password, one hash each.
    const limited = await createTestApp({
      limits: {
        ...testAppOptions({ dataDir: '' }).limits,
        emailChangesPerAccount: 3,
        emailChangesPerAddress: 7,
      },
    });
    try {
      const address = '198.51.100.22';
      const statuses: number[] = [];
      for (let accountIndex = 0; accountIndex < 3; accountIndex++) {
        const { headers } = await signedIn(limited.app, limited.db);
        for (let probe = 0; probe < 3; probe++) {
          const response = await limited.app.inject({
            method: 'PUT',
            url: '/api/users/profile',
            headers,
            payload: { email: uniqueEmail(), currentPassword: PASSWORD },
            remoteAddress: address,
          });
          statuses.push(response.statusCode);
        }
      }
      expect(statuses.filter((status) => status === 200)).toHaveLength(7);
      expect(statuses.slice(7)).toEqual([429, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('security notices', () => {
  async function mailTo(recipient: string) {
    return t.db.select().from(mailQueue).where(eq(mailQueue.recipient, recipient));
  }

  it('when the e-mail changes, then the old address is told, with the new one and what to do if it was not them', async () => {
    const { headers, account } = await signedIn(t.app, t.db);
    const email = uniqueEmail();
    expect((await updateProfile(headers, { email, currentPassword: PASSWORD })).statusCode).toBe(200);

    const [notice, ...more] = await mailTo(account.email);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      kind: 'email-changed',
      subject: 'Your Easy-Buy e-mail address was changed',
    });
    expect(notice?.textBody).toContain(email);
    expect(notice?.textBody).toContain('http://shop.test/forgot-password');
    expect(await mailTo(email)).toEqual([]);
  });

  it('when the password changes, then the account’s address is told', async () => {
    const { headers, account } = await signedIn(t.app, t.db);
    const password = 'a brand new passphrase';
    expect((await updateProfile(headers, { password, currentPassword: PASSWORD })).statusCode).toBe(200);

    const notices = await mailTo(account.email);
    expect(notices.map((notice) => notice.kind)).toEqual(['password-changed']);
    expect(notices[0]?.textBody).not.toContain(password);
  });

  it('when only the name changes, or a change is refused, then nothing is mailed', async () => {
    const { headers, account } = await signedIn(t.app, t.db);
    expect((await updateProfile(headers, { name: 'Just A Name' })).statusCode).toBe(200);
    const refused = await updateProfile(headers, {
      email: uniqueEmail(),
      currentPassword: 'not the password',
    });
    expect(refused.statusCode).toBe(400);
    expect(await mailTo(account.email)).toEqual([]);
  });
});
