import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { assertLoopback } from './bench-db.ts';

const CONNECT_TIMEOUT_MS = 10_000;

/** Plain SQL against either database, for seeding the bench's data and checking it afterwards. */
export interface SqlSession {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Safe to call more than once. */
  close(): Promise<void>;
}

/** A close that only the first call performs; later calls wait for it. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

export async function openPostgresSession(databaseUrl: string): Promise<SqlSession> {
  assertLoopback(databaseUrl);
  const client = new pg.Client({
    connectionString: databaseUrl,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  await client.connect();
  return {
    async query<T>(text: string, params: unknown[] = []) {
      const result = await client.query(text, params);
      return result.rows as T[];
    },
    close: once(() => client.end()),
  };
}

interface PgliteClient {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
}

interface PgliteModule {
  PGlite: {
    create(options: { dataDir: string; extensions: Record<string, unknown> }): Promise<PgliteClient>;
  };
}

/**
 * Opens the embedded database the server keeps in `dataDir` (see openDatabase in
 * src/server/db/client.ts), while the server is stopped: PGlite allows one process at a time.
 * PGlite is loaded from the server's own checkout, so its data directory format always matches
 * the server that will open it next; pg_trgm must be loaded to maintain the trigram indexes.
 */
export async function openPgliteSession(serverRoot: string, dataDir: string): Promise<SqlSession> {
  const require = createRequire(path.join(serverRoot, 'package.json'));
  const load = (specifier: string): Promise<unknown> =>
    import(pathToFileURL(require.resolve(specifier)).href);
  const { PGlite } = (await load('@electric-sql/pglite')) as PgliteModule;
  const { pg_trgm } = (await load('@electric-sql/pglite/contrib/pg_trgm')) as { pg_trgm: unknown };
  const client = await PGlite.create({ dataDir: path.join(dataDir, 'pglite'), extensions: { pg_trgm } });
  return {
    async query<T>(text: string, params: unknown[] = []) {
      const result = await client.query(text, params);
      return result.rows as T[];
    },
    close: once(() => client.close()),
  };
}
