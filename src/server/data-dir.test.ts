import { chmod, mkdir, mkdtemp, rm, stat, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeDataDirPrivate } from './data-dir.ts';

const scratch: string[] = [];
afterEach(() => Promise.all(scratch.splice(0).map((dir) => rm(dir, { recursive: true, force: true }))));

async function modeOf(target: string): Promise<string> {
  return ((await stat(target)).mode & 0o777).toString(8);
}

describe('a data folder left readable by an older version', () => {
  it('when the shop starts on it, then every folder becomes 700 and every file 600, and links are not followed', async () => {
    const base = await mkdtemp(path.join(os.tmpdir(), 'easybuy-data-'));
    scratch.push(base);
    const dataDir = path.join(base, 'data');
    const outside = path.join(base, 'outside.txt');
    await mkdir(path.join(dataDir, 'pglite', 'pg_wal'), { recursive: true });
    await writeFile(path.join(dataDir, 'pglite', 'pg_wal', '000000010000000000000001'), 'hashes');
    await writeFile(path.join(dataDir, 'uploads.webp'), 'image');
    await writeFile(outside, 'not ours');
    await symlink(outside, path.join(dataDir, 'link-to-outside'));
    for (const dir of [dataDir, path.join(dataDir, 'pglite'), path.join(dataDir, 'pglite', 'pg_wal')]) {
      await chmod(dir, 0o755);
    }
    await chmod(path.join(dataDir, 'pglite', 'pg_wal', '000000010000000000000001'), 0o666);
    await chmod(path.join(dataDir, 'uploads.webp'), 0o644);
    await chmod(outside, 0o644);

    await makeDataDirPrivate(dataDir);

    expect(await modeOf(dataDir)).toBe('700');
    expect(await modeOf(path.join(dataDir, 'pglite'))).toBe('700');
    expect(await modeOf(path.join(dataDir, 'pglite', 'pg_wal'))).toBe('700');
    expect(await modeOf(path.join(dataDir, 'pglite', 'pg_wal', '000000010000000000000001'))).toBe('600');
    expect(await modeOf(path.join(dataDir, 'uploads.webp'))).toBe('600');
    expect(await modeOf(outside)).toBe('644');
  });

  it('when the folder does not exist yet, then it is made private and what is written later is too', async () => {
    const base = await mkdtemp(path.join(os.tmpdir(), 'easybuy-data-'));
    scratch.push(base);
    const dataDir = path.join(base, 'new', 'data');
    await makeDataDirPrivate(dataDir);
    await writeFile(path.join(dataDir, 'written-later'), 'x');
    expect(await modeOf(dataDir)).toBe('700');
    expect(await modeOf(path.join(dataDir, 'written-later'))).toBe('600');
  });
});
