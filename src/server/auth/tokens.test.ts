import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../test/app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A token the server itself could have made: the real secret, HS256, any subject. */
function signedWithTheRealSecret(sub: string): Promise<string> {
  return new SignJWT({ ver: 0 })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(sub)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(TEST_JWT_SECRET));
}

describe('tokens whose subject is not a user id', () => {
  it.each([
    ['a word', 'admin'],
    ['a number', '1'],
    ['SQL', "' OR 1=1 --"],
    ['an almost-UUID', '00000000-0000-0000-0000-00000000000g'],
    ['300 characters', 'a'.repeat(300)],
  ])('when the subject is %s, then it answers 401 Not authorized, token failed', async (_label, sub) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: { authorization: `Bearer ${await signedWithTheRealSecret(sub)}` },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Not authorized, token failed', code: 'TOKEN_FAILED' });
  });
});
