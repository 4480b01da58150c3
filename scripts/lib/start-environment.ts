import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The C library's settings `npm start` gives the server's process (scripts/server-environment.json,
 * docs/performance/memory.md); none for a checkout from before them.
 */
export function startEnvironment(cwd: string): Record<string, string> {
  const file = path.join(cwd, 'scripts', 'server-environment.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
}
