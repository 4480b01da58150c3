/** `npm run db:restore FILE`: brings a backup from `npm run db:backup` back into an empty DATA_DIR. */
import { readFile } from 'node:fs/promises';
import { BackupFormatError } from '../src/server/backup/archive.ts';
import { BackupError, restore } from '../src/server/backup/backup.ts';
import { ConfigError, loadConfig } from '../src/server/config.ts';

try {
  const config = loadConfig();
  const file = process.argv[2];
  if (!file) throw new BackupError('name the backup file: npm run db:restore FILE');
  await restore(await readFile(file), config.dataDir);
  process.stdout.write(`Restored ${file} into ${config.dataDir}. Start the shop with npm start.\n`);
} catch (error) {
  const expected =
    error instanceof BackupError || error instanceof BackupFormatError || error instanceof ConfigError;
  if (!expected) throw error;
  process.stderr.write(`Restore failed: ${error.message}\n`);
  process.exit(1);
}
