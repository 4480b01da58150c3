import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { IMPORT_TOO_LARGE, MAX_IMPORT_BYTES } from '../../contract/catalogue-io.ts';
import { AppError, PayloadTooLargeError, ValidationError } from '../errors.ts';

/** Every import's folder starts with this, so an operator can tell whose files they are. */
const FOLDER_PREFIX = 'easy-buy-import-';

/** Where an import keeps its file while it reads it twice (check, then apply), and its undo log. */
export interface ImportFolder {
  file: string;
  undoFile: string;
}

/** Passes bytes through until there are more than MAX_IMPORT_BYTES, then fails with 413. */
function byteLimit(): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > MAX_IMPORT_BYTES ? new PayloadTooLargeError(IMPORT_TOO_LARGE) : null, chunk);
    },
  });
}

/**
 * Writes the uploaded CSV to a new private folder on disk (never into memory), hands it to `use`,
 * and removes the folder afterwards, whatever happened. The file is read twice, checked and then
 * applied, which a request's stream could not be. A sender that stops short is the client's
 * failure (400); the disk failing stays the server's.
 */
export async function withImportFolder<T>(
  source: Readable,
  use: (folder: ImportFolder) => Promise<T>,
): Promise<T> {
  const folder = await mkdtemp(path.join(tmpdir(), FOLDER_PREFIX));
  try {
    const file = path.join(folder, 'import.csv');
    const undoFile = path.join(folder, 'undo.jsonl');
    const handle = await open(file, 'wx', 0o600);
    try {
      await pipeline(source, byteLimit(), handle.createWriteStream());
    } catch (error) {
      if (error instanceof AppError || (error instanceof Error && 'syscall' in error)) throw error;
      throw new ValidationError('The upload stopped before the whole file arrived: send it again');
    } finally {
      await handle.close();
    }
    await (await open(undoFile, 'wx', 0o600)).close();
    return await use({ file, undoFile });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
