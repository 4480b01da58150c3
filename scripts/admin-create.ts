/**
 * `npm run admin:create [-- --name "Ada" --email ada@example.com]`: makes an admin account, the
 * first one on a new PostgreSQL deployment. The password is asked for on the terminal, or read
 * from ADMIN_PASSWORD for unattended set-ups (never from a flag, which would land in shell history).
 */
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/open.ts';
import { isUniqueViolation } from '../src/server/db/errors.ts';
import { AppError } from '../src/server/errors.ts';
import { hashPassword } from '../src/server/users/password.ts';
import { assertAcceptablePassword } from '../src/server/users/password-policy.ts';
import * as usersRepo from '../src/server/users/repo.ts';
import { normalizeEmail } from '../src/server/users/service.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../src/contract/limits.ts';

const { values } = parseArgs({ options: { name: { type: 'string' }, email: { type: 'string' } } });

async function ask(question: string): Promise<string> {
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return (await prompt.question(question)).trim();
  } finally {
    prompt.close();
  }
}

const name = values.name ?? (await ask('Name: '));
const email = normalizeEmail(values.email ?? (await ask('Email: ')));
const password = process.env.ADMIN_PASSWORD ?? (await ask('Password (8-128 characters): '));

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

if (!name || name.length > 80) fail('Name must have 1 to 80 characters.');
if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail('Please enter a valid email address.');
if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
  fail(`Password must have ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`);
}
try {
  assertAcceptablePassword(password, { email, name });
} catch (error) {
  fail(error instanceof AppError ? error.message : String(error));
}

const database = await openDatabase(loadConfig());
try {
  await database.migrate();
  const user = await usersRepo.insert(database.db, {
    name,
    email,
    passwordHash: await hashPassword(password),
    isAdmin: true,
  });
  process.stdout.write(`Admin ${user.email} created.\n`);
} catch (error) {
  if (isUniqueViolation(error)) fail(`An account with ${email} already exists.`);
  throw error;
} finally {
  await database.close();
}
