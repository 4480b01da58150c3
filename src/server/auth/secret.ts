import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MIN_JWT_SECRET_BYTES } from '../config.ts';

/**
 * The configured secret, or one generated on first start and kept in `dataDir`, so the
 * embedded demo needs no set-up and its tokens survive restarts. Several instances must share
 * one secret: set JWT_SECRET for them.
 */
export async function resolveJwtSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, 'secrets', 'jwt-secret');
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (Buffer.byteLength(stored) >= MIN_JWT_SECRET_BYTES) return stored;
  } catch {
    // Not there yet: make one below.
  }
  const secret = randomBytes(48).toString('base64url');
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
