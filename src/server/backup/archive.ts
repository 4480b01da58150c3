import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';

/**
 * One backup file: gzipped JSON holding the PGlite data directory (a gzipped tar, as PGlite dumps
 * it) and every uploaded image. One self-describing file, written and read with Node alone.
 */
interface Archive {
  format: 'easy-buy-backup';
  version: 1;
  createdAt: string;
  database: string;
  uploads: { path: string; data: string }[];
}

export interface BackupContents {
  database: Buffer;
  uploads: { path: string; data: Buffer }[];
}

export function encodeBackup(contents: BackupContents, now = new Date()): Buffer {
  const archive: Archive = {
    format: 'easy-buy-backup',
    version: 1,
    createdAt: now.toISOString(),
    database: contents.database.toString('base64'),
    uploads: contents.uploads.map((file) => ({ path: file.path, data: file.data.toString('base64') })),
  };
  return gzipSync(JSON.stringify(archive));
}

export class BackupFormatError extends Error {}

export function decodeBackup(file: Buffer): BackupContents {
  let archive: Partial<Archive>;
  try {
    archive = JSON.parse(gunzipSync(file).toString('utf8')) as Partial<Archive>;
  } catch {
    throw new BackupFormatError('this is not an Easy-Buy backup file');
  }
  if (archive.format !== 'easy-buy-backup' || archive.version !== 1 || typeof archive.database !== 'string') {
    throw new BackupFormatError('this is not an Easy-Buy backup file (version 1)');
  }
  const uploads = (archive.uploads ?? []).map((file) => {
    // Names come from the file: only plain relative paths inside the uploads folder are accepted.
    const normal = path.posix.normalize(file.path);
    if (normal.startsWith('..') || path.posix.isAbsolute(normal) || normal.includes('\0')) {
      throw new BackupFormatError(`the backup names a file outside the uploads folder: ${file.path}`);
    }
    return { path: normal, data: Buffer.from(file.data, 'base64') };
  });
  return { database: Buffer.from(archive.database, 'base64'), uploads };
}

/** Every file under `dir`, with paths relative to it; none when it does not exist. */
export async function readUploads(dir: string): Promise<BackupContents['uploads']> {
  let entries;
  try {
    entries = await readdir(dir, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files = entries.filter((entry) => entry.isFile());
  return Promise.all(
    files.map(async (entry) => {
      const full = path.join(entry.parentPath, entry.name);
      return { path: path.relative(dir, full).split(path.sep).join('/'), data: await readFile(full) };
    }),
  );
}

export async function writeUploads(dir: string, files: BackupContents['uploads']): Promise<void> {
  for (const file of files) {
    const target = path.join(dir, ...file.path.split('/'));
    await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    await writeFile(target, file.data, { mode: 0o600 });
  }
}
