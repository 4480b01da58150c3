/**
 * The Node options the server runs with are written once, in package.json's `start` script
 * (`node <options> scripts/start.js`, which runs the compiled server; older checkouts ran
 * `node <options> --import tsx scripts/start.ts`): they size V8's heaps when each isolate is
 * created, so they must be on the command line (docs/performance/memory.md).
 * `npm run bench` reads them from there too, so it measures the server as `npm start` runs it, and
 * an older checkout's server as that one ran.
 */
export function startScriptNodeFlags(packageJson: string): string[] {
  const parsed: unknown = JSON.parse(packageJson);
  const start =
    typeof parsed === 'object' && parsed !== null && 'scripts' in parsed
      ? (parsed.scripts as Record<string, unknown> | undefined)?.start
      : undefined;
  if (typeof start !== 'string') return [];
  const [command, ...rest] = start.trim().split(/\s+/);
  if (command !== 'node') return [];
  const flags: string[] = [];
  for (const word of rest) {
    if (!word.startsWith('--') || word === '--import') break;
    flags.push(word);
  }
  return flags;
}
