/**
 * `npm start`. Plain JavaScript, because this process runs the server, and the server runs with no
 * TypeScript loader in it: tsx's loader thread is a second V8 isolate of about 30 MiB
 * (docs/running.md).
 *
 * A short-lived child (with tsx) builds the storefront if it has not been built and the server if
 * its sources changed; then the compiled server runs, with the Node options the `start` script gave
 * this process (docs/performance/memory.md).
 *
 * The server runs in this process, unless it needs settings of the C library that only a new
 * process can be given (scripts/server-environment.json, docs/performance/memory.md):
 * then it runs in a child with them, and this process passes signals on and ends as it ends.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = path.join(root, 'dist', 'server', 'main.js');
/**
 * What a service manager or a terminal sends to stop the shop, passed on: the server drains on
 * each. Any other end of this process (SIGHUP, SIGKILL) closes the server's channel, which it
 * treats as the same request.
 */
const STOP_SIGNALS = ['SIGTERM', 'SIGINT'];

/** Settings the server's process must start with, read by the C library before any code runs. */
function missingEnvironment() {
  const wanted = JSON.parse(readFileSync(path.join(root, 'scripts', 'server-environment.json'), 'utf8'));
  // They are glibc's; every other C library ignores them, so no second process is worth it there.
  const glibc = process.platform === 'linux' && process.report.getReport().header.glibcVersionRuntime;
  if (!glibc) return {};
  return Object.fromEntries(Object.entries(wanted).filter(([name]) => process.env[name] === undefined));
}

/** Runs the server in a child given `environment`, and ends as it ends. */
function runServerAsChild(environment) {
  const server = spawn(process.execPath, [...process.execArgv, serverEntry], {
    cwd: root,
    env: { ...process.env, ...environment },
    // The channel tells the server when this process is gone, even by SIGKILL: it then stops too.
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  });
  for (const signal of STOP_SIGNALS) process.on(signal, () => server.kill(signal));
  server.on('error', (error) => {
    process.stderr.write(`The server could not be started: ${error.message}\n`);
    process.exit(1);
  });
  server.on('exit', (code, signal) => {
    if (signal) {
      for (const stopSignal of STOP_SIGNALS) process.removeAllListeners(stopSignal);
      process.kill(process.pid, signal);
    } else {
      process.exit(code ?? 1);
    }
  });
}

const prepared = spawnSync(
  process.execPath,
  ['--import', 'tsx', path.join(root, 'scripts', 'prepare-start.ts')],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
if (prepared.status !== 0) process.exit(prepared.status ?? 1);

const environment = missingEnvironment();
if (Object.keys(environment).length > 0) runServerAsChild(environment);
else await import('../dist/server/main.js');
