import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../db/client.ts';
import { createAccount, signIn } from '../test/accounts.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { startJobs } from '../jobs/periodic-jobs.ts';
import { rateLimitPruningJob } from './rate-limit-pruning.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const silentLog = { debug: () => undefined, error: vi.fn() } as unknown as FastifyBaseLogger;

/** Revocations of tokens that expired `secondsAgo` ago, or will in `-secondsAgo` seconds. */
async function insertRevocations(count: number, secondsAgo: number): Promise<string[]> {
  const ids = Array.from({ length: count }, () => randomUUID());
  for (const id of ids) {
    await t.db.execute(
      sql`INSERT INTO revoked_tokens (token_id, expires_at) VALUES (${id}, now() - make_interval(secs => ${secondsAgo}))`,
    );
  }
  return ids;
}

async function revokedIds(): Promise<string[]> {
  const rows = await queryRows<{ token_id: string }>(t.db, sql`SELECT token_id FROM revoked_tokens`);
  return rows.map((row) => row.token_id).sort();
}

describe('revoked tokens', () => {
  it('when the pruning job runs, then revocations of tokens that have expired go and the others stay, still refused', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const account = await createAccount(t.db);
      const { token } = await signIn(t.app, account.email);
      const headers = { authorization: `Bearer ${token}` };
      expect((await t.app.inject({ method: 'POST', url: '/api/users/logout', headers })).statusCode).toBe(
        200,
      );
      const [loggedOut] = await revokedIds();
      await insertRevocations(3, 60);
      const live = await insertRevocations(2, -600);

      const stop = startJobs([rateLimitPruningJob(t.db, silentLog, 60_000)], silentLog);
      vi.advanceTimersByTime(60_000);
      await stop();

      expect(await revokedIds()).toEqual([loggedOut, ...live].sort());
      const again = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers });
      expect(again.statusCode).toBe(401);
      expect(silentLog.error).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
