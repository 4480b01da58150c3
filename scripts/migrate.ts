/** `npm run db:migrate`: applies pending migrations to the configured database and exits. */
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/open.ts';

const config = loadConfig();
const database = await openDatabase(config);
try {
  await database.migrate();
  process.stdout.write(`Migrations applied (${database.kind}).\n`);
} finally {
  await database.close();
}
