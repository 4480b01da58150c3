/**
 * `npm run db:backup [FILE]`: a consistent copy of the embedded database and the uploaded images,
 * taken from the running server when there is one (docs/running.md). PostgreSQL: use pg_dump (docs/running.md, Backups).
 */
import { BackupError, backUp } from '../src/server/backup/backup.ts';
import { ConfigError, loadConfig } from '../src/server/config.ts';

try {
  const config = loadConfig();
  if (config.databaseUrl) {
    throw new BackupError('DATABASE_URL is set: back up PostgreSQL with pg_dump (see README, Backups)');
  }
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '');
  const file = process.argv[2] ?? `easy-buy-backup-${stamp}.json.gz`;
  const { from } = await backUp(config.dataDir, file);
  process.stdout.write(`Backup written to ${file} (from the ${from}).\n`);
} catch (error) {
  if (!(error instanceof BackupError || error instanceof ConfigError)) throw error;
  process.stderr.write(`Backup failed: ${error.message}\n`);
  process.exit(1);
}
