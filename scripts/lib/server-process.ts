import { execFile, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import { startScriptNodeFlags } from '../../src/server/node-flags.ts';
import { startEnvironment } from './start-environment.ts';

const execFileAsync = promisify(execFile);
const OUTPUT_TAIL_CHARS = 8000;
const POLL_MS = 250;
const HEALTH_REQUEST_TIMEOUT_MS = 2000;
const TERM_GRACE_MS = 5000;
const KILL_WAIT_MS = 2000;

export interface ServerOptions {
  cwd: string;
  port: number;
  dataDir: string;
  /** PostgreSQL URL; when absent the server falls back to its embedded PGlite database. */
  databaseUrl?: string;
  /** Settings for this run (cache off, payment test mode, limits); they win over the shell's. */
  env?: Readonly<Record<string, string>>;
}

export interface ServerProcess {
  pid: number;
  baseUrl: string;
  /** Why the process ended, or undefined while it is running. */
  exitReason(): string | undefined;
  /** Last few KB of stdout/stderr, to explain a failed start. */
  outputTail(): string;
  stop(): Promise<void>;
}

function serverEnv(options: ServerOptions): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    // As `npm start` does, a value already in the environment wins.
    ...startEnvironment(options.cwd),
    ...process.env,
    PORT: String(options.port),
    // Keep the benchmarked server off the network; the bench only talks to loopback.
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    LOG_LEVEL: 'warn',
    // Benchmark what ships, unless the caller deliberately overrides it.
    NODE_ENV: process.env.NODE_ENV ?? 'production',
  };
  // An inherited DATABASE_URL would silently point the "PGlite" run at some real database.
  delete env.DATABASE_URL;
  delete env.SEED_DEMO;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  return { ...env, ...options.env };
}

/**
 * PostgreSQL is seeded the way an operator does it, by `npm run db:seed -- --demo` in its own
 * process, so the server's memory figures show serving alone (as in production), not seeding.
 * The embedded database seeds itself on first start, which is part of what it ships.
 */
export async function seedPostgres(options: ServerOptions, signal?: AbortSignal): Promise<void> {
  try {
    await execFileAsync(process.execPath, ['--import', 'tsx', 'scripts/seed.ts', '--demo'], {
      cwd: options.cwd,
      env: serverEnv(options),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    const output = error instanceof Error && 'stderr' in error ? String(error.stderr) : '';
    throw new Error(
      `seeding the bench database failed: ${error instanceof Error ? error.message : ''}\n${output}`,
    );
  }
}

/**
 * What runs the checkout's server as its `npm start` does: its compiled build (built now if its
 * sources changed since), or, for a checkout from before the server was compiled, its TypeScript
 * entry under tsx (docs/running.md).
 */
async function serverEntry(cwd: string): Promise<string[]> {
  if (!existsSync(path.join(cwd, 'scripts', 'build-server.ts'))) {
    return ['--import', 'tsx', 'src/server/main.ts'];
  }
  // The checkout's own builder, so an older checkout is built as it built itself.
  const { stdout } = await execFileAsync(process.execPath, ['--import', 'tsx', 'scripts/build-server.ts'], {
    cwd,
  });
  return [stdout.trim()];
}

/**
 * Starts the checkout's server as production does, with the Node options and the environment of
 * its `npm start` (none for one that has none).
 */
export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  const flags = startScriptNodeFlags(readFileSync(path.join(options.cwd, 'package.json'), 'utf8'));
  const child = spawn(process.execPath, [...flags, ...(await serverEntry(options.cwd))], {
    cwd: options.cwd,
    env: serverEnv(options),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (child.pid === undefined) throw new Error('Could not spawn the server process');

  let tail = '';
  const keep = (chunk: Buffer): void => {
    tail = (tail + chunk.toString('utf8')).slice(-OUTPUT_TAIL_CHARS);
  };
  // Always drain the pipes: a full pipe buffer would block the server and skew the numbers.
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);

  let exitReason: string | undefined;
  const exited = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      exitReason = signal ? `killed by ${signal}` : `exit code ${code}`;
      resolve();
    });
    child.once('error', (error) => {
      exitReason = `spawn error: ${error.message}`;
      resolve();
    });
  });

  const stop = async (): Promise<void> => {
    if (exitReason !== undefined) return;
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(TERM_GRACE_MS)]);
    // exitReason is set by the 'exit' listener while we waited; TypeScript cannot see that.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
    if (exitReason !== undefined) return;
    child.kill('SIGKILL');
    await Promise.race([exited, sleep(KILL_WAIT_MS)]);
  };

  return {
    pid: child.pid,
    baseUrl: `http://127.0.0.1:${options.port}`,
    exitReason: () => exitReason,
    outputTail: () => tail,
    stop,
  };
}

/** Stops a run whose server has died, instead of measuring connection errors. */
export function assertAlive(server: ServerProcess): void {
  const exitReason = server.exitReason();
  if (exitReason !== undefined) {
    throw new Error(`server died during the benchmark (${exitReason}). Output:\n${server.outputTail()}`);
  }
}

async function isHealthy(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(HEALTH_REQUEST_TIMEOUT_MS) });
    await response.body?.cancel();
    return response.status === 200;
  } catch {
    // Connection refused while the server boots is the normal case here.
    return false;
  }
}

/** Polls `/api/health` until it answers 200; fails fast if the process dies first. */
export async function waitUntilHealthy(server: ServerProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const exitReason = server.exitReason();
    if (exitReason !== undefined) {
      throw new Error(`server exited during startup (${exitReason}). Output:\n${server.outputTail()}`);
    }
    if (await isHealthy(`${server.baseUrl}/api/health`)) return;
    await sleep(POLL_MS);
  }
  throw new Error(`server not healthy after ${timeoutMs / 1000} s. Output:\n${server.outputTail()}`);
}
