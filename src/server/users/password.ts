import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { createConcurrencyLimit } from '../concurrency-limit.ts';

/**
 * scrypt at one of OWASP's equivalent minimums (N=2^13, r=8, p=10): memory-hard, and built into
 * Node, so there is no native add-on to install. Of OWASP's list this one needs the least memory,
 * 8 MiB per hash instead of N=2^17's 128 MiB, for the same work, so a burst of sign-ins stays
 * inside the server's memory budget (docs/performance/memory.md). The parameters are
 * stored with each hash: older hashes (N=2^14 or N=2^17) still verify, and a sign-in that proves
 * the password rewrites them with today's parameters (`needsRehash`).
 */
const COST_LOG2 = 13;
const BLOCK_SIZE = 8;
const PARALLELISM = 10;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

/**
 * How many hashes run at once: one per core. A hash is pure computation on one of libuv's four
 * threads, so more at once only share the same cores while each holds its memory, and each thread
 * that has run one keeps that memory for the next (docs/performance/memory.md).
 */
const HASHES_AT_ONCE = Math.min(4, availableParallelism());
const hashTurns = createConcurrencyLimit({ atOnce: HASHES_AT_ONCE });

function derive(password: string, salt: Buffer, costLog2: number, blockSize: number, parallelism: number) {
  const N = 2 ** costLog2;
  const options: ScryptOptions = {
    N,
    r: blockSize,
    p: parallelism,
    // scrypt needs 128·N·r bytes; a hash made with N=2^17 needs 128 MiB, above Node's default ceiling.
    maxmem: 256 * N * blockSize,
  };
  return hashTurns.run(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, COST_LOG2, BLOCK_SIZE, PARALLELISM);
  return ['scrypt', COST_LOG2, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join(
    '$',
  );
}

/** Whether a stored hash was made with other parameters than today's (or another algorithm). */
export function needsRehash(stored: string): boolean {
  const [algorithm, costLog2, blockSize, parallelism] = stored.split('$');
  return (
    algorithm !== 'scrypt' ||
    Number(costLog2) !== COST_LOG2 ||
    Number(blockSize) !== BLOCK_SIZE ||
    Number(parallelism) !== PARALLELISM
  );
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algorithm, costLog2, blockSize, parallelism, salt, key] = stored.split('$');
  if (algorithm !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(
    password,
    Buffer.from(salt, 'base64'),
    Number(costLog2),
    Number(blockSize),
    Number(parallelism),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
