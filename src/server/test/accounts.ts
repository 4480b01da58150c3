import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Role } from '../../contract/roles.ts';
import type { UserInfo } from '../../contract/users.ts';
import type { Db } from '../db/client.ts';
import { hashPassword } from '../users/password.ts';
import { createUserRecord } from './factories.ts';

export const PASSWORD = 'correct horse battery';

let hashed: Promise<string> | undefined;

/** A user who can sign in with PASSWORD; hashing once keeps suites fast without weakening the hash. */
export async function createAccount(
  db: Db,
  overrides: { name?: string; email?: string; isAdmin?: boolean; role?: Role | null } = {},
) {
  hashed ??= hashPassword(PASSWORD);
  return createUserRecord(db, {
    name: overrides.name ?? 'Casey Customer',
    email: overrides.email ?? `user-${randomUUID()}@example.com`,
    // An admin made the old way is an owner (migration 0025); `role` picks another.
    isAdmin: overrides.isAdmin ?? false,
    ...(overrides.role === undefined ? {} : { role: overrides.role }),
    passwordHash: await hashed,
  });
}

export async function signIn(app: FastifyInstance, email: string, password = PASSWORD): Promise<UserInfo> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return response.json<UserInfo>();
}

/** A fresh account and its bearer header. */
export async function signedIn(
  app: FastifyInstance,
  db: Db,
  options: { isAdmin?: boolean; role?: Role | null; name?: string } = {},
) {
  const account = await createAccount(db, options);
  const info = await signIn(app, account.email);
  return { account, info, headers: { authorization: `Bearer ${info.token}` } };
}
