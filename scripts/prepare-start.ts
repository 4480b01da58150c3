/**
 * What `npm start` (scripts/start.js) runs in a short-lived child before it becomes the server:
 * builds the storefront if it has not been built, and the server if its sources changed since the
 * last build (docs/running.md).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './lib/server-build.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const clientIndex = path.join(root, 'dist', 'client', 'index.html');

if (!process.env.CLIENT_DIR && !existsSync(clientIndex)) {
  process.stdout.write('Building the storefront (first start only)...\n');
  // As `npm run build`: the storefront, then the server's render of its first screen (docs/performance.md).
  for (const args of [['build'], ['build', '--ssr', 'src/render-first-screen.tsx']]) {
    const build = spawnSync(
      process.execPath,
      [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), ...args],
      {
        cwd: root,
        stdio: 'inherit',
      },
    );
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}

await buildServer(root);
