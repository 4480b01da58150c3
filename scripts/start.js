/**
 * `npm start`. Plain JavaScript, because this process becomes the server, and the server runs
 * with no TypeScript loader in it: tsx's loader thread is a second V8 isolate of about 30 MiB
 * (docs/decisions/0069-server-runs-compiled.md).
 *
 * A short-lived child (with tsx) builds the storefront if it has not been built and the server if
 * its sources changed; this process then runs the compiled server, with the Node options the
 * `start` script gave it (docs/decisions/0032-server-heap-settings.md). One command from a fresh
 * clone, and one process for a service manager to signal.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const prepared = spawnSync(
  process.execPath,
  ['--import', 'tsx', path.join(root, 'scripts', 'prepare-start.ts')],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
if (prepared.status !== 0) process.exit(prepared.status ?? 1);

await import('../dist/server/main.js');
