import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildServer } from '../../scripts/lib/server-build.ts';
import { queryRows } from './db/client.ts';
import { openPglite } from './db/embedded/index.ts';
import { products } from './db/schema.ts';
import { pageFillingProducts } from './test/factories.ts';
import { FAKE_STRIPE_KEYS } from './test/fake-stripe.ts';
import { startScriptNodeFlags } from './node-flags.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
const startFlags = startScriptNodeFlags(readFileSync(path.join(root, 'package.json'), 'utf8'));
/** The compiled server `npm start` runs (docs/running.md). */
let entry = '';

beforeAll(async () => {
  entry = await buildServer(root);
});
const scratch: string[] = [];
const running: ChildProcessWithoutNullStreams[] = [];

afterEach(async () => {
  for (const child of running.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  await Promise.all(scratch.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function scratchDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'easybuy-main-'));
  scratch.push(dir);
  return dir;
}

/** The server as `npm start` runs it (compiled, with its Node options), on the embedded database in `dataDir`. */
function startServer(
  env: { PORT: string; DATA_DIR: string } & Record<string, string>,
  nodeFlags: readonly string[] = [],
) {
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    ...env,
    HOST: '127.0.0.1',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'info',
    CLIENT_DIR: path.join(env.DATA_DIR, 'no-client'),
  };
  delete childEnv.DATABASE_URL;
  delete childEnv.JWT_SECRET;
  const child = spawn(process.execPath, [...startFlags, ...nodeFlags, entry], {
    cwd: root,
    env: childEnv,
  });
  running.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const listening = () =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (stdout.includes('Server listening at')) resolve();
      };
      child.stdout.on('data', check);
      check();
      void exited.then((code) =>
        reject(new Error(`server exited (${code}) before listening:\n${stdout}${stderr}`)),
      );
    });
  return { child, exited, listening, output: () => ({ stdout, stderr }) };
}

/** Every directory and file under `dir` with its permission bits. */
async function modes(dir: string): Promise<{ entry: string; mode: string }[]> {
  const found = [{ entry: dir, mode: ((await stat(dir)).mode & 0o777).toString(8) }];
  for (const entry of await readdir(dir, { recursive: true, encoding: 'utf8' })) {
    const info = await stat(path.join(dir, entry));
    found.push({ entry, mode: (info.mode & 0o777).toString(8) });
  }
  return found;
}

describe('starting the server', () => {
  it('when the port is taken, then it says so in one line and exits without touching the database', async () => {
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    try {
      const address = holder.address();
      if (address === null || typeof address === 'string') throw new Error('no port');
      const dataDir = path.join(await scratchDir(), 'data');
      const server = startServer({ PORT: String(address.port), DATA_DIR: dataDir });
      expect(await server.exited).toBe(1);
      const { stdout, stderr } = server.output();
      expect(stdout).toBe('');
      expect(stderr.trimEnd().split('\n')).toEqual([
        `Easy-Buy could not start: port ${address.port} on 127.0.0.1 is already in use (is Easy-Buy already running?); set PORT to use another one`,
      ]);
      expect(existsSync(dataDir)).toBe(false);
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
  });

  it('when it starts on a new data folder, then everything in it is private to its user and nothing is missing', async () => {
    const dataDir = path.join(await scratchDir(), 'data');
    const server = startServer({ PORT: '0', DATA_DIR: dataDir });
    await server.listening();

    const found = await modes(dataDir);
    expect(found.map((item) => item.entry)).toEqual(
      expect.arrayContaining([dataDir, 'pglite', 'secrets/jwt-secret', 'uploads']),
    );
    const directories = new Set([dataDir, ...(await directoriesUnder(dataDir))]);
    for (const { entry, mode } of found) {
      expect({ entry, mode }).toEqual({ entry, mode: directories.has(entry) ? '700' : '600' });
    }
    // The uploads folder exists before it is served, so the first start has nothing to warn about.
    expect(server.output().stdout).not.toContain('must exist');

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    // A first start creates and migrates the database: 19 s alone on a loaded two-core machine,
    // past the default 30 s when the rest of the suite shares the cores.
  }, 90_000);

  it('when it stops on SIGTERM right after a burst of requests, then the log has one line for each of them', async () => {
    const dataDir = path.join(await scratchDir(), 'data');
    const server = startServer({ PORT: '0', DATA_DIR: dataDir });
    await server.listening();
    const address = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(server.output().stdout)?.[1];
    if (!address) throw new Error(`no address in ${server.output().stdout}`);

    const burst = 300;
    const answers = await Promise.all(
      Array.from({ length: burst }, () => fetch(`${address}/api/health`).then((response) => response.status)),
    );
    expect(answers.every((status) => status === 200)).toBe(true);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    const lines = server
      .output()
      .stdout.trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as { msg: string; route?: string; statusCode?: number });
    const completed = lines.filter((line) => line.msg === 'request completed');
    expect(completed).toHaveLength(burst);
    expect(completed.every((line) => line.route === '/api/health' && line.statusCode === 200)).toBe(true);
    expect(lines.map((line) => line.msg)).not.toContain('incoming request');
    expect(lines.at(-1)?.msg).toBe('stopped');
    // A first start creates the embedded database, which takes a while on a loaded machine.
  }, 90_000);

  it('when it starts, then it loads no package only some shops or some requests need: Stripe’s only with its keys, pdfkit never', async () => {
    const dir = await scratchDir();
    const dataDir = path.join(dir, 'data');
    /** The packages a start of the server imported by the time it listened, then stopped. */
    const packagesLoaded = async (settings: Record<string, string>, name: string) => {
      const file = path.join(dir, `${name}.json`);
      const server = startServer({ PORT: '0', DATA_DIR: dataDir, PACKAGE_LOADS_FILE: file, ...settings }, [
        '--import',
        path.join(import.meta.dirname, 'test', 'package-loads.js'),
      ]);
      await server.listening();
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      return JSON.parse(readFileSync(file, 'utf8')) as string[];
    };

    const plain = await packagesLoaded({}, 'plain');
    // The recorder sees the packages every start needs, so an empty list proves nothing.
    expect(plain).toContain('fastify');
    expect(plain).not.toContain('stripe');
    expect(plain).not.toContain('pdfkit');

    const withStripe = await packagesLoaded(
      {
        STRIPE_SECRET_KEY: FAKE_STRIPE_KEYS.secretKey,
        STRIPE_PUBLISHABLE_KEY: FAKE_STRIPE_KEYS.publishableKey,
        STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_KEYS.webhookSecret,
        // Nothing listens there: the server asks Stripe nothing as it starts, and nothing leaves the machine.
        STRIPE_API_BASE: 'http://127.0.0.1:9',
      },
      'stripe',
    );
    expect(withStripe).toContain('stripe');
    expect(withStripe).not.toContain('pdfkit');
    // A first start creates the embedded database, which takes a while on a loaded machine.
  }, 120_000);
});

describe('the embedded database when the server starts', () => {
  const countedProducts = async (database: Awaited<ReturnType<typeof openPglite>>) =>
    (
      await queryRows<{ rows: number }>(
        database.db,
        sql`SELECT reltuples::float8 AS rows FROM pg_class WHERE relname = 'products'`,
      )
    )[0]?.rows;

  it('when its catalogue grew past what the server analyzes itself since it was last counted, then a child vacuums and analyzes it before the server serves', async () => {
    const dataDir = path.join(await scratchDir(), 'data');
    const before = await openPglite({ dataDir: path.join(dataDir, 'pglite') });
    await before.migrate();
    await before.db.insert(products).values(pageFillingProducts(20));
    await before.db.execute(sql`ANALYZE products`);
    for (let batch = 0; batch < 5; batch += 1) {
      await before.db.insert(products).values(pageFillingProducts(900, 20 + batch * 900));
    }
    expect(await countedProducts(before)).toBe(20);
    await before.close();

    const server = startServer({ PORT: '0', DATA_DIR: dataDir });
    await server.listening();
    const upkeep = server
      .output()
      .stdout.split('\n')
      .find((line) => line.includes('embedded database upkeep'));
    expect(JSON.parse(upkeep ?? '{}')).toMatchObject({
      inChild: true,
      tables: expect.arrayContaining([
        expect.objectContaining({ table: 'products', vacuum: true, analyze: true }),
      ]),
    });
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    const after = await openPglite({ dataDir: path.join(dataDir, 'pglite') });
    try {
      expect(await countedProducts(after)).toBe(4_520);
    } finally {
      await after.close();
    }
    // Two databases on disk, 4 520 rows and a server with its upkeep child: about 25 s on two busy
    // cores, so the default 30 s was a coin toss beside other suites. A limit, not a budget.
  }, 90_000);
});

async function directoriesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}
