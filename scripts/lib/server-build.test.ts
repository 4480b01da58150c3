import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildServer, SERVER_ENTRY, sourceFingerprint } from './server-build.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
const scratch: string[] = [];

afterEach(async () => {
  await Promise.all(scratch.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A checkout of one source file and no installed packages (as after pruning development ones). */
async function tinyCheckout(source: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'easybuy-build-'));
  scratch.push(dir);
  await mkdir(path.join(dir, 'src', 'server'), { recursive: true });
  await writeFile(path.join(dir, 'src', 'server', 'main.ts'), source);
  return dir;
}

describe('the compiled server', () => {
  it('when the same sources are built by several starts at once, then they share one complete build and the entry names it', async () => {
    const entries = await Promise.all([buildServer(root), buildServer(root), buildServer(root)]);

    expect(new Set(entries).size).toBe(1);
    const [entry] = entries;
    expect(existsSync(entry)).toBe(true);
    // The migrations travel with the build, where the compiled database client looks for them.
    expect(existsSync(path.join(path.dirname(entry), 'migrations', 'meta', '_journal.json'))).toBe(true);
    expect(await readFile(path.join(root, SERVER_ENTRY), 'utf8')).toBe(
      `import './${path.basename(path.dirname(entry))}/main.js';\n`,
    );
  });

  it('when a source file changes, then the next start builds anew instead of running the old build', async () => {
    const checkout = await tinyCheckout('export const greeting = "hello";\n');
    const before = await sourceFingerprint(checkout);
    expect(await sourceFingerprint(checkout)).toBe(before);

    await writeFile(path.join(checkout, 'src', 'server', 'main.ts'), 'export const greeting = "hi";\n');

    expect(await sourceFingerprint(checkout)).not.toBe(before);
  });

  it('when a start was stopped while building long ago, then the next build deletes what it left', async () => {
    const checkout = await tinyCheckout('export const greeting = "hello";\n');
    await mkdir(path.join(checkout, 'src', 'server', 'db', 'migrations'), { recursive: true });
    const builds = path.join(checkout, 'dist', 'server');
    const abandoned = path.join(builds, '.building-abandoned');
    const inProgress = path.join(builds, '.building-in-progress');
    await mkdir(abandoned, { recursive: true });
    await mkdir(inProgress, { recursive: true });
    const anHourAgo = new Date(Date.now() - 60 * 60_000);
    await utimes(abandoned, anHourAgo, anHourAgo);

    expect(existsSync(await buildServer(checkout))).toBe(true);

    expect(existsSync(abandoned)).toBe(false);
    expect(existsSync(inProgress)).toBe(true);
  });
});
