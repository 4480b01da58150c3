import { makeDataDirPrivate } from '../data-dir.ts';
import { openPostgres, type Database, type ServingDatabase } from './client.ts';
import { embeddedDataDir, openPglite, prepareEmbeddedToServe } from './embedded/index.ts';

/**
 * The configured database, as the server and every script open it: a PostgreSQL server when
 * `DATABASE_URL` is set, the embedded one in `DATA_DIR` otherwise. `dataDir` is made private
 * first: on PostgreSQL it still holds the generated secret and the uploaded images.
 */
export async function openDatabase(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<Database> {
  await makeDataDirPrivate(config.dataDir);
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  const database = await openPglite({ dataDir: embeddedDataDir(config.dataDir) });
  // A new PGlite cluster is unpacked with world-writable files; they are tightened at once.
  await makeDataDirPrivate(config.dataDir);
  return database;
}

/**
 * The configured database, migrated and ready to serve, with the periodic work it needs of the
 * server. `entry` is the server's own entry, which the embedded database may run as a child for
 * upkeep that would leave memory behind in the server.
 */
export async function openForServing(
  config: { databaseUrl: string | undefined; dataDir: string },
  entry: string,
): Promise<ServingDatabase> {
  const opened = await openDatabase(config);
  await opened.migrate();
  if (opened.kind !== 'pglite') return { database: opened, jobs: () => [], report: () => undefined };
  return prepareEmbeddedToServe(opened, entry, () => openDatabase(config));
}
