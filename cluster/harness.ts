/**
 * The pieces of a small production cluster on this machine, for `npm run test:cluster` and
 * `npm run bench:cluster`: a fresh database on the machine's PostgreSQL, shop instances started
 * as `npm start` starts them, and Debian's nginx in front with a configuration of our own.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { setTimeout as delay } from 'node:timers/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startScriptNodeFlags } from '../src/server/node-flags.ts';
import { childrenOf } from '../scripts/lib/child-processes.ts';
import { startEnvironment } from '../scripts/lib/start-environment.ts';

const root = path.resolve(import.meta.dirname, '..');
export const ADMIN_DATABASE_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
export const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';
export const DEMO_PASSWORD = 'cluster-demo-password';
const JWT_SECRET = randomBytes(32).toString('hex');
/** The heap options `npm start` gives the server (docs/performance/memory.md). */
const startFlags = startScriptNodeFlags(readFileSync(path.join(root, 'package.json'), 'utf8'));

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export async function scratchDir(prefix: string): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), `easybuy-${prefix}-`));
}

function urlFor(name: string): string {
  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** An empty database of its own; the first instance migrates and seeds it. */
export async function createDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `easybuy_cluster_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return {
    url: urlFor(name),
    async drop() {
      const cleanup = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

async function until(what: string, ready: () => Promise<boolean>, limitMs: number): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error(`${what} not ready after ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url);
    return response.ok;
  } catch {
    return false;
  }
}

export interface Instance {
  port: number;
  /** Everything it wrote to stdout and stderr, for a failure's message. */
  output(): string;
  /** SIGTERM, and the exit code once it has stopped. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  /** Starts it again on the same port and data directory. */
  restart(): Promise<void>;
  /** Stops it for good (SIGKILL) and deletes its data directory. */
  dispose(): Promise<void>;
}

export interface InstanceOptions {
  databaseUrl: string;
  seed?: boolean;
  env?: Record<string, string>;
}

/** One shop server, `npm start` without the storefront build, listening on a port of its own. */
export async function startInstance(options: InstanceOptions): Promise<Instance> {
  const port = await freePort();
  const dataDir = await scratchDir('instance');
  const env: NodeJS.ProcessEnv = {
    // Given up front, the C library's settings keep the server in `npm start`'s own process rather
    // than a child of it (docs/performance/memory.md): SIGKILL then ends the
    // server at once, before its data directory is deleted, as `dispose` promises.
    ...startEnvironment(root),
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    CLIENT_DIR: path.join(dataDir, 'no-client'),
    DATABASE_URL: options.databaseUrl,
    JWT_SECRET,
    SEED_DEMO: options.seed ? 'true' : 'false',
    DEMO_PASSWORD,
    PAYMENTS_TEST_MODE: 'true',
    TRUST_PROXY: 'loopback',
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  delete env.TEST_DATABASE_URL;
  let child: ChildProcess;
  let log = '';
  let exited: Promise<number | null>;

  async function launch(): Promise<void> {
    child = spawn(process.execPath, [...startFlags, 'scripts/start.js'], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (log += chunk));
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (log += chunk));
    exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    let gone = false;
    void exited.then(() => (gone = true));
    try {
      // Generous: the first start migrates and renders the demo artwork on shared cores.
      await until(
        `instance on port ${port}`,
        async () => {
          if (gone) throw new Error(`instance on port ${port} exited:\n${log}`);
          return answers(`http://127.0.0.1:${port}/api/health`);
        },
        180_000,
      );
    } catch (error) {
      child.kill('SIGKILL');
      throw error;
    }
  }

  async function stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  }

  await launch();
  return {
    port,
    output: () => log,
    stop,
    async restart() {
      await launch();
    },
    async dispose() {
      await stop('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Ends a test's instances: each stopped for good, its data directory deleted. */
export async function stopAll(instances: Instance[]): Promise<void> {
  await Promise.all(instances.map((instance) => instance.dispose()));
}

export interface Nginx {
  url: string;
  stop(): Promise<void>;
}

/** How long nginx's master gets to end its workers on SIGTERM before they are all killed. */
const NGINX_END_MS = 5_000;

/**
 * nginx ended at once, workers included. SIGTERM asks the master to end its workers and then
 * itself; a master killed outright would leave its workers running, still listening on the port.
 * One that has not ended in time is killed with its workers.
 */
async function endNow(master: ChildProcess, exited: Promise<void>): Promise<void> {
  master.kill('SIGTERM');
  const ended = await Promise.race([
    exited.then(() => true),
    delay(NGINX_END_MS, undefined, { ref: false }).then(() => false),
  ]);
  if (ended || master.pid === undefined) return;
  for (const worker of childrenOf(master.pid)) {
    try {
      process.kill(worker, 'SIGKILL');
    } catch {
      // Ended on its own since the list was read.
    }
  }
  master.kill('SIGKILL');
  await exited;
}

/**
 * nginx round-robin over the instances, on a free port, everything under a temporary prefix:
 * never the system's service or configuration. A refused or reset connection is tried on the
 * next instance; so are order placements already sent, which an Idempotency-Key makes safe
 * (docs/scaling.md).
 */
export async function startNginx(
  ports: number[],
  { readyWithinMs = 15_000 }: { readyWithinMs?: number } = {},
): Promise<Nginx> {
  const port = await freePort();
  const prefix = await scratchDir('nginx');
  await mkdir(path.join(prefix, 'logs'));
  const upstream = ports.map((p) => `    server 127.0.0.1:${p} max_fails=0;`).join('\n');
  const proxy = `
      proxy_pass http://shop;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_connect_timeout 2s;
      proxy_next_upstream_tries 4;`;
  // A flash sale's crowd (docs/performance/flash.md) holds two connections a shopper: theirs and
  // nginx's to an instance. Once fewer than a sixteenth of worker_connections are free, nginx
  // closes connections waiting for a request, and those shoppers get ECONNRESET: at 2048, 41 of
  // 1 000 did. Each connection is a file descriptor, so the limit on them is raised to match.
  const config = `
worker_processes 1;
worker_rlimit_nofile 16384;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 8192; }
http {
  access_log off;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  client_max_body_size 6m;
  upstream shop {
${upstream}
  }
  server {
    listen 127.0.0.1:${port};
    location / {${proxy}
      proxy_next_upstream error timeout http_502 http_503;
    }
    location = /api/orders {${proxy}
      proxy_next_upstream error timeout http_502 http_503 non_idempotent;
    }
  }
}
`;
  const configFile = path.join(prefix, 'nginx.conf');
  await writeFile(configFile, config);
  const child = spawn(NGINX, ['-p', prefix, '-c', configFile, '-e', path.join(prefix, 'logs', 'error.log')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (log += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  try {
    await until(`nginx at ${url}`, () => answers(`${url}/api/health`), readyWithinMs);
  } catch (error) {
    await endNow(child, exited);
    await rm(prefix, { recursive: true, force: true });
    throw new Error(`${String(error)}\n${log}`);
  }
  return {
    url,
    async stop() {
      child.kill('SIGQUIT');
      await exited;
      await rm(prefix, { recursive: true, force: true });
    },
  };
}
