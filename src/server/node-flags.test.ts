import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildServer } from '../../scripts/lib/server-build.ts';
import { startScriptNodeFlags } from './node-flags.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
const METRICS_TOKEN = 'node-flags-test-token';
/** Two semi-spaces of `--max-semi-space-size=2`; V8's default lets them grow to 32 MiB. */
const YOUNG_GENERATION_LIMIT = 4 * 1024 * 1024;
/** A first start creates the embedded database in a child process: slow on shared machines. */
const START_TIMEOUT_MS = 180_000;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** One figure of Prometheus' text format, e.g. `easybuy_nodejs_heap_space_size_total_bytes{space="new"}`. */
function metric(text: string, name: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.slice(name.length + 1));
}

describe("npm start's Node options", () => {
  it('when the start script is read, then the options between node and the entry are what the server gets', () => {
    const packageJson = (start: string) => JSON.stringify({ scripts: { start } });
    expect(
      startScriptNodeFlags(
        packageJson('node --max-semi-space-size=2 --heap-growing-percent=20 scripts/start.js'),
      ),
    ).toEqual(['--max-semi-space-size=2', '--heap-growing-percent=20']);
    // An older checkout's start script, which `npm run bench -- --server-root` may measure.
    expect(
      startScriptNodeFlags(
        packageJson('node --max-semi-space-size=2 --heap-growing-percent=20 --import tsx s.ts'),
      ),
    ).toEqual(['--max-semi-space-size=2', '--heap-growing-percent=20']);
    expect(startScriptNodeFlags(packageJson('tsx scripts/start.ts'))).toEqual([]);
    expect(startScriptNodeFlags(JSON.stringify({ scripts: {} }))).toEqual([]);
  });

  it(
    'when the compiled server runs with them, then its young generation stays within two 2 MiB semi-spaces',
    async () => {
      const flags = startScriptNodeFlags(readFileSync(path.join(root, 'package.json'), 'utf8'));
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'easybuy-flags-'));
      const port = await freePort();
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        METRICS_TOKEN,
        CLIENT_DIR: path.join(dataDir, 'no-client'),
      };
      delete env.DATABASE_URL;
      const child = spawn(process.execPath, [...flags, await buildServer(root)], {
        cwd: root,
        env,
        stdio: 'ignore',
      });
      try {
        let metrics: string | undefined;
        while (metrics === undefined && child.exitCode === null) {
          const response = await fetch(`http://127.0.0.1:${port}/metrics`, {
            headers: { authorization: `Bearer ${METRICS_TOKEN}` },
          }).catch(() => undefined);
          if (response?.status === 200) metrics = await response.text();
          // Polling a server that is still starting: the next attempt follows the answer.
          else await new Promise((resolve) => setImmediate(resolve));
        }
        expect(metrics).toBeDefined();
        const young = metric(metrics ?? '', 'easybuy_nodejs_heap_space_size_total_bytes{space="new"}');
        expect(young).toBeGreaterThan(0);
        expect(young).toBeLessThanOrEqual(YOUNG_GENERATION_LIMIT);
      } finally {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    START_TIMEOUT_MS,
  );
});
