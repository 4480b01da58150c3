/**
 * `npm run db:seed -- --demo`: fills an empty database with the demo catalogue and demo accounts.
 * The embedded database does this by itself on first start; PostgreSQL only when asked.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/open.ts';
import { isEmpty, seedDemo } from '../src/server/demo/seed.ts';

const { values } = parseArgs({ options: { demo: { type: 'boolean', default: false } } });
if (!values.demo) {
  process.stderr.write('Nothing to do: pass --demo to seed the demo catalogue and accounts.\n');
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase(config);
try {
  await database.migrate();
  if (!(await isEmpty(database.db))) {
    process.stderr.write(
      'The database already has products or users; the demo is only seeded into an empty one.\n',
    );
    process.exitCode = 1;
  } else {
    await seedDemo(database.db, {
      uploadsDir: path.join(config.dataDir, 'uploads'),
      password: config.demoPassword,
    });
    process.stdout.write('Demo catalogue and accounts seeded. See README for the demo accounts.\n');
  }
} finally {
  await database.close();
}
