/**
 * The server as `npm start` runs it: bundled to plain JavaScript, so the process needs no
 * TypeScript loader. tsx transforms on a loader thread of its own, a second V8 isolate the server
 * would carry for its whole life: about 30 MiB of a 150 MiB budget
 * (docs/running.md).
 *
 * Each build lives in a directory named after the sources it was built from, written elsewhere
 * and renamed into place, so it is never half-written and never changes under a running server
 * (which may still load a lazy chunk from it). Several `npm start`s at once build it once, or
 * twice to the same result; a stale build is never run, because changed sources are a new name.
 */
import { createHash, randomUUID } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** Where builds are kept, under the checkout. */
export const SERVER_BUILD_DIR = path.join('dist', 'server');
/** The stable entry `npm start` runs: a one-line module importing the newest build. */
export const SERVER_ENTRY = path.join(SERVER_BUILD_DIR, 'main.js');

/**
 * Older builds kept beside the newest: a server still running one (until a rolling restart reaches
 * it) may yet load a lazy chunk of it, and older ones than this are no longer run.
 */
const BUILDS_KEPT = 5;
/** A build takes seconds: a scratch folder this old was left by a start stopped while building. */
const ABANDONED_SCRATCH_MS = 10 * 60_000;
const SCRATCH_PREFIX = '.building-';
const SOURCE_DIR = 'src';
const MIGRATIONS_DIR = path.join('src', 'server', 'db', 'migrations');

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/**
 * A name for this exact set of sources, builder and installed packages (the lock file names the
 * bundler's version). It reads no package, so a checkout whose development packages were pruned
 * after `npm run build` still finds its build.
 */
export async function sourceFingerprint(root: string): Promise<string> {
  const hash = createHash('sha256');
  hash.update(await readFile(new URL(import.meta.url)));
  const lockFile = path.join(root, 'package-lock.json');
  if (existsSync(lockFile)) hash.update(await readFile(lockFile));
  for (const file of await filesUnder(path.join(root, SOURCE_DIR))) {
    hash.update(`${path.relative(root, file)}\0`);
    hash.update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Packages come from node_modules at run time, as they do for the TypeScript sources. */
function isPackage(id: string): boolean {
  return !id.startsWith('.') && !path.isAbsolute(id) && !id.startsWith('\0');
}

async function bundle(root: string, outDir: string): Promise<void> {
  // Loaded here only: the bundler is a native module no server process should carry.
  const { build } = await import('rolldown');
  await build({
    cwd: root,
    input: { main: path.join(root, 'src', 'server', 'main.ts') },
    platform: 'node',
    external: isPackage,
    logLevel: 'warn',
    output: {
      dir: outDir,
      format: 'esm',
      // One flat directory: a module that finds a file beside itself through `import.meta.url`
      // (the migrations) finds it wherever the bundler put that module's code.
      chunkFileNames: '[name]-[hash].js',
    },
  });
  await cp(path.join(root, MIGRATIONS_DIR), path.join(outDir, 'migrations'), { recursive: true });
}

/**
 * Deletes all but the most recently used builds (a build's time is its last build or start), and
 * the scratch folders of builds abandoned long ago; another start's build in progress is younger.
 */
async function pruneOldBuilds(buildsDir: string): Promise<void> {
  const entries = await readdir(buildsDir, { withFileTypes: true });
  const folders = await Promise.all(
    entries
      .filter((entry) => entry.isDirectory())
      .map(async ({ name }) => {
        const dir = path.join(buildsDir, name);
        return { name, dir, madeAt: (await stat(dir)).mtimeMs };
      }),
  );
  const builds = folders.filter(({ name }) => !name.startsWith('.'));
  builds.sort((a, b) => b.madeAt - a.madeAt);
  const abandonedBefore = Date.now() - ABANDONED_SCRATCH_MS;
  const abandoned = folders.filter(
    ({ name, madeAt }) => name.startsWith(SCRATCH_PREFIX) && madeAt < abandonedBefore,
  );
  const unwanted = [...builds.slice(BUILDS_KEPT), ...abandoned];
  await Promise.all(unwanted.map(({ dir }) => rm(dir, { recursive: true, force: true })));
}

/**
 * Builds the server unless this exact build exists, points `dist/server/main.js` at it, and
 * returns the path of the build's own entry.
 */
export async function buildServer(root: string): Promise<string> {
  const buildsDir = path.join(root, SERVER_BUILD_DIR);
  const buildDir = path.join(buildsDir, await sourceFingerprint(root));
  const entry = path.join(buildDir, 'main.js');
  await mkdir(buildsDir, { recursive: true });
  if (existsSync(entry)) {
    const now = new Date();
    await utimes(buildDir, now, now);
  } else {
    const scratch = path.join(buildsDir, `${SCRATCH_PREFIX}${randomUUID()}`);
    try {
      await bundle(root, scratch);
      await rename(scratch, buildDir);
      await pruneOldBuilds(buildsDir);
    } catch (error) {
      // Another process renamed the same build into place first: theirs is this one.
      if (!existsSync(entry)) throw error;
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  }
  const pointer = path.join(root, SERVER_ENTRY);
  const pointerScratch = `${pointer}.${randomUUID()}`;
  await writeFile(pointerScratch, `import './${path.basename(buildDir)}/main.js';\n`);
  // A rename replaces the file whole: a server starting at this moment reads the old line or the new.
  await rename(pointerScratch, pointer);
  return entry;
}
