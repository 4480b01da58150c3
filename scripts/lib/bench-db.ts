import { randomBytes } from 'node:crypto';
import pg from 'pg';

const CONNECT_TIMEOUT_MS = 10_000;
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

export interface BenchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** The bench must never send traffic off the machine, whatever URL the environment provides. */
export function assertLoopback(databaseUrl: string): void {
  const url = new URL(databaseUrl);
  const hostParam = url.searchParams.get('host');
  if (!LOOPBACK_HOSTS.has(url.hostname) || (hostParam !== null && !LOOPBACK_HOSTS.has(hostParam))) {
    throw new Error(`Refusing to benchmark against non-loopback database host in ${redact(url)}`);
  }
}

export function redact(url: URL): string {
  const copy = new URL(url);
  if (copy.password) copy.password = '***';
  return copy.toString();
}

async function withClient<T>(connectionString: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Creates a throwaway database next to the one in `adminUrl`. The admin database itself is only
 * used to issue CREATE/DROP, so a developer's test database is never touched.
 */
export async function createBenchDatabase(adminUrl: string): Promise<BenchDatabase> {
  assertLoopback(adminUrl);
  // Random hex only, so the name is safe to interpolate as an identifier.
  const name = `easybuy_bench_${randomBytes(6).toString('hex')}`;
  await withClient(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    // FORCE (PostgreSQL 13+) ends sessions a killed server may have left behind.
    drop: async () => {
      await withClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}
