/**
 * The embedded database (PGlite): how it is opened and tuned, the statements it keeps prepared,
 * and the upkeep PostgreSQL's background processes would do (docs/running.md, "The embedded
 * database"). The rest of the server sees only `Database` (`../client.ts`) and `open.ts`.
 */
export { embeddedDataDir, openPglite, PGLITE_SHARED_BUFFERS } from './pglite.ts';
export { prepareEmbeddedToServe, upkeepDatabase } from './serving.ts';
export { UPKEEP_DATABASE_FLAG } from './upkeep.ts';
