import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RECEIVED_FILE_PREFIX, withReceivedFile, withScratchFile } from './received-file.ts';

let dir: string;
let previousTmpdir: string | undefined;

// os.tmpdir() reads TMPDIR on each call; each test file runs in a process of its own.
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'received-file-test-'));
  previousTmpdir = process.env.TMPDIR;
  process.env.TMPDIR = dir;
});
afterEach(async () => {
  if (previousTmpdir === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = previousTmpdir;
  await rm(dir, { recursive: true, force: true });
});

/** A source that sends `chunks` and then, if given, fails with `error`. */
function source(chunks: string[], error?: Error): Readable {
  const queue = [...chunks];
  return new Readable({
    read() {
      const next = queue.shift();
      if (next !== undefined) this.push(Buffer.from(next));
      else if (error) this.destroy(error);
      else this.push(null);
    },
  });
}

const asIs = (error: unknown) => error;

describe('received file', () => {
  it('when the upload arrives, then the work gets a private file with its bytes, removed afterwards', async () => {
    const seen = await withReceivedFile(source(['first part, ', 'second part']), asIs, async (file) => ({
      name: path.basename(file.path),
      directory: path.dirname(file.path),
      bytes: file.bytes,
      content: await readFile(file.path, 'utf8'),
      mode: (await stat(file.path)).mode & 0o777,
    }));
    expect(seen).toMatchObject({
      directory: dir,
      bytes: 23,
      content: 'first part, second part',
      mode: 0o600,
    });
    expect(seen.name.startsWith(RECEIVED_FILE_PREFIX)).toBe(true);
    expect(await readdir(dir)).toEqual([]);
  });

  it('when the work fails, then the file is removed and the failure reaches the caller', async () => {
    await expect(
      withReceivedFile(source(['not an image']), asIs, () => Promise.reject(new Error('unreadable'))),
    ).rejects.toThrow('unreadable');
    expect(await readdir(dir)).toEqual([]);
  });

  it('when the upload breaks off part of the way, then the work never runs and the file is removed', async () => {
    let ran = false;
    await expect(
      withReceivedFile(
        source(['the first half'], new Error('sender went away')),
        (error) => new Error(`refused: ${String(error)}`),
        () => {
          ran = true;
          return Promise.resolve();
        },
      ),
    ).rejects.toThrow('refused: Error: sender went away');
    expect(ran).toBe(false);
    expect(await readdir(dir)).toEqual([]);
  });
});

describe('scratch file', () => {
  const upload = () => path.join(dir, `${RECEIVED_FILE_PREFIX}upload`);

  it('when the work succeeds, then it had a private file of its own next to the upload, removed afterwards', async () => {
    const seen = await withScratchFile(upload(), '.v', async (scratch) => {
      const mode = (await stat(scratch)).mode & 0o777;
      return { scratch, mode, present: await readdir(dir) };
    });
    expect(path.dirname(seen.scratch)).toBe(dir);
    expect(path.basename(seen.scratch)).toMatch(
      new RegExp(`^${RECEIVED_FILE_PREFIX}upload-[0-9a-f-]{36}\\.v$`),
    );
    expect(seen.mode).toBe(0o600);
    expect(seen.present).toEqual([path.basename(seen.scratch)]);
    expect(await readdir(dir)).toEqual([]);
  });

  it('when the work fails, then the scratch file is removed and the failure reaches the caller', async () => {
    let scratch = '';
    await expect(
      withScratchFile(upload(), '.v', (file) => {
        scratch = file;
        return Promise.reject(new Error('decode failed'));
      }),
    ).rejects.toThrow('decode failed');
    expect(scratch).not.toBe('');
    expect(await readdir(dir)).toEqual([]);
  });
});
