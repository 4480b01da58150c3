import { availableParallelism } from 'node:os';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Counts the hashes libuv is computing at any moment, around the real scrypt.
const inFlight = vi.hoisted(() => ({ now: 0, most: 0 }));

vi.mock('node:crypto', async (importOriginal) => {
  const crypto = await importOriginal<typeof import('node:crypto')>();
  const scrypt = (...args: Parameters<typeof crypto.scrypt>) => {
    const done = args.at(-1) as (error: Error | null, key: Buffer) => void;
    inFlight.now += 1;
    inFlight.most = Math.max(inFlight.most, inFlight.now);
    const counted = (error: Error | null, key: Buffer) => {
      inFlight.now -= 1;
      done(error, key);
    };
    try {
      (crypto.scrypt as (...all: unknown[]) => void)(...args.slice(0, -1), counted);
    } catch (error) {
      inFlight.now -= 1;
      throw error;
    }
  };
  return { ...crypto, scrypt };
});

const { hashPassword, needsRehash, verifyPassword } = await import('./password.ts');

afterEach(() => {
  inFlight.most = 0;
});

describe('password hashing', () => {
  it('when many sign-ins hash at once, then at most one hash a core runs at a time and every one is right', async () => {
    const passwords = Array.from({ length: 12 }, (_, index) => `correct horse ${index}`);
    const hashes = await Promise.all(passwords.map((password) => hashPassword(password)));
    const checks = await Promise.all(
      passwords.map((password, index) => verifyPassword(password, hashes[index] ?? '')),
    );
    expect(checks).toEqual(passwords.map(() => true));
    expect(inFlight.most).toBeGreaterThan(0);
    expect(inFlight.most).toBeLessThanOrEqual(Math.min(4, availableParallelism()));
  });

  it('when a hash fails, then the next waiting hash still runs', async () => {
    // A stored hash whose parameters scrypt refuses (N not a number) fails; the queue must not
    // stall on it.
    const broken = ['scrypt', 'x', 8, 10, 'c2FsdA==', 'a2V5'].join('$');
    const failing = Array.from({ length: 6 }, () => verifyPassword('anything at all', broken));
    const hashed = hashPassword('still hashed after the failures');
    const failed = await Promise.allSettled(failing);
    expect(failed.every((result) => result.status === 'rejected')).toBe(true);
    expect(needsRehash(await hashed)).toBe(false);
  });
});
