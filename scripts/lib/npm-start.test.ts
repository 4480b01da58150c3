import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startScriptNodeFlags } from '../../src/server/node-flags.ts';
import { childrenOf } from './child-processes.ts';
import { freePort } from './free-port.ts';
import { startEnvironment } from './start-environment.ts';

/**
 * `npm start` (scripts/start.js) and the C library's settings it gives the server's process
 * (scripts/server-environment.json, docs/performance/memory.md). Linux only, as
 * the processes are read from /proc.
 */
const root = path.resolve(import.meta.dirname, '..', '..');
const wanted = startEnvironment(root);
const startFlags = startScriptNodeFlags(readFileSync(path.join(root, 'package.json'), 'utf8'));
const glibc = Boolean(
  (process.report.getReport() as { header?: { glibcVersionRuntime?: string } }).header?.glibcVersionRuntime,
);
/** The first start creates the embedded database in a child process: slow on shared machines. */
const START_TIMEOUT_MS = 180_000;

let dataDir: string;
const started: ChildProcess[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'easybuy-start-'));
});

afterAll(async () => {
  for (const launcher of started) if (launcher.exitCode === null) launcher.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

function environmentOf(pid: number): Record<string, string> {
  const entries = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').filter(Boolean);
  return Object.fromEntries(
    entries.map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)]),
  );
}

/** Gone, or ended and waiting for whoever adopted it to collect it. */
function hasEnded(pid: number): boolean {
  const stat = `/proc/${pid}/stat`;
  if (!existsSync(stat)) return true;
  const state = readFileSync(stat, 'utf8').split(') ')[1]?.[0];
  return state === 'Z' || state === 'X';
}

async function until(done: () => boolean | Promise<boolean>): Promise<void> {
  // Polling processes and a port that change on their own: each check follows the last.
  while (!(await done())) await new Promise((resolve) => setImmediate(resolve));
}

async function answers(port: number): Promise<boolean> {
  const response = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
  return response?.status === 200;
}

/** `npm start` as the package's `start` script runs it, on a port of its own, until it answers. */
async function npmStart(extraEnv: Record<string, string>): Promise<{ launcher: ChildProcess; port: number }> {
  const port = await freePort();
  // The shell's own value of a setting would decide the test; each test says what it has.
  const inherited = Object.entries(process.env).filter(([name]) => !(name in wanted));
  const env: NodeJS.ProcessEnv = {
    ...Object.fromEntries(inherited),
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    CLIENT_DIR: path.join(dataDir, 'no-client'),
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  const launcher = spawn(process.execPath, [...startFlags, 'scripts/start.js'], {
    cwd: root,
    env,
    stdio: 'ignore',
  });
  started.push(launcher);
  await until(async () => launcher.exitCode !== null || (await answers(port)));
  expect(launcher.exitCode).toBeNull();
  return { launcher, port };
}

function exited(launcher: ChildProcess): Promise<number | null> {
  if (launcher.exitCode !== null) return Promise.resolve(launcher.exitCode);
  return new Promise((resolve) => launcher.once('exit', (code) => resolve(code)));
}

describe('npm start', () => {
  it(
    "when the C library is glibc's and the settings are not set, then the server runs in a child given them and the Node options, and SIGTERM stops both cleanly",
    async () => {
      const { launcher } = await npmStart({});
      const pid = launcher.pid ?? 0;
      const children = childrenOf(pid);
      if (glibc) {
        expect(children).toHaveLength(1);
        const environment = environmentOf(children[0] ?? 0);
        for (const [name, value] of Object.entries(wanted)) expect(environment[name]).toBe(value);
        const commandLine = readFileSync(`/proc/${children[0] ?? 0}/cmdline`, 'utf8').split('\0');
        expect(commandLine).toEqual(expect.arrayContaining(startFlags));
      } else {
        expect(children).toEqual([]);
      }
      launcher.kill('SIGTERM');
      expect(await exited(launcher)).toBe(0);
      for (const child of children) expect(hasEnded(child)).toBe(true);
    },
    START_TIMEOUT_MS,
  );

  it.each(['SIGKILL', 'SIGHUP'] as const)(
    'when the launcher ends by %s, which it does not pass on, then the server stops too and frees its port',
    async (signal) => {
      const { launcher, port } = await npmStart({});
      const children = childrenOf(launcher.pid ?? 0);
      launcher.kill(signal);
      await exited(launcher);
      await until(() => children.every(hasEnded));
      expect(await answers(port)).toBe(false);
    },
    START_TIMEOUT_MS,
  );

  it(
    'when the settings are already in the environment, then the server runs in the launcher itself',
    async () => {
      const { launcher, port } = await npmStart(wanted);
      expect(childrenOf(launcher.pid ?? 0)).toEqual([]);
      expect(await answers(port)).toBe(true);
      launcher.kill('SIGTERM');
      expect(await exited(launcher)).toBe(0);
    },
    START_TIMEOUT_MS,
  );
});
