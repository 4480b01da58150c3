/**
 * An upload's file, kept on disk while it is checked and re-encoded rather than in memory: the
 * bytes pass through as they arrive, and the image library reads the file a part at a time. Held
 * in memory, each of a burst of uploads kept its whole file, plus the network chunks it was
 * gathered from until V8 collected them (docs/performance/memory.md, "Uploads").
 */
import { randomUUID } from 'node:crypto';
import { open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Every received file's name starts with this, so an operator can tell whose files they are. */
export const RECEIVED_FILE_PREFIX = 'easy-buy-upload-';

export interface ReceivedFile {
  path: string;
  bytes: number;
}

/**
 * Writes `source` to a new file in the system's temporary directory, hands it to `use`, and
 * removes it afterwards, whether `use` succeeded or failed, and also when `source` failed part of
 * the way (the sender went away, or the size limit cut it off). A failure while receiving is
 * thrown as `receiveFailure` makes it: the caller knows which failures are the sender's.
 */
export async function withReceivedFile<T>(
  source: Readable,
  receiveFailure: (error: unknown) => unknown,
  use: (file: ReceivedFile) => Promise<T>,
): Promise<T> {
  const file = path.join(tmpdir(), `${RECEIVED_FILE_PREFIX}${randomUUID()}`);
  // 'wx' creates the file or fails: it never writes through a file or a link that someone else
  // put under this name. 0600: the uploads of an admin are no business of other local users.
  const handle = await open(file, 'wx', 0o600);
  try {
    const sink = handle.createWriteStream();
    try {
      await pipeline(source, sink);
    } catch (error) {
      throw receiveFailure(error);
    }
    return await use({ path: file, bytes: sink.bytesWritten });
  } finally {
    // The stream closes the handle when it ends or fails; closing again is a no-op.
    await handle.close();
    await rm(file, { force: true });
  }
}

/**
 * Hands `use` the path of a new, empty file next to `nextTo` (an upload's file), ending in
 * `extension` so that the image library knows which format to write, and removes it afterwards,
 * whether `use` succeeded or failed. For work too large to hold in memory between two steps.
 */
export async function withScratchFile<T>(
  nextTo: string,
  extension: string,
  use: (file: string) => Promise<T>,
): Promise<T> {
  const file = `${nextTo}-${randomUUID()}${extension}`;
  // Created here, exclusively and private, as the upload's own file is: the image library then
  // writes into a file of ours, never through a name that someone else put there first.
  await (await open(file, 'wx', 0o600)).close();
  try {
    return await use(file);
  } finally {
    await rm(file, { force: true });
  }
}
