import { randomBytes } from 'node:crypto';
import pg from 'pg';

const CONNECT_TIMEOUT_MS = 10_000;
const INSERT_BATCH = 50_000;
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

/** Grows the catalogue with synthetic rows so query cost can be seen at scale. */
export async function insertBenchProducts(databaseUrl: string, count: number): Promise<void> {
  await withClient(databaseUrl, async (client) => {
    for (let from = 1; from <= count; from += INSERT_BATCH) {
      const to = Math.min(count, from + INSERT_BATCH - 1);
      await client.query(
        `INSERT INTO products (name, brand, category, description, price_cents, count_in_stock, image, is_draft)
         SELECT 'Bench Gadget ' || g, 'BenchBrand' || (g % 50), 'Category' || (g % 12),
                'A benchmark product number ' || g || ' with a longer description about electronics.',
                1000 + g % 100000, g % 20, '/uploads/demo/x.webp', false
         FROM generate_series($1::int, $2::int) g`,
        [from, to],
      );
    }
    // Fresh statistics so the planner picks the plans it would pick on a real catalogue this size.
    await client.query('ANALYZE products');
  });
}
