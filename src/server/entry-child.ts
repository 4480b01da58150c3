import { spawn } from 'node:child_process';

/**
 * Runs the server's own entry again as a short-lived child with `flag`, and resolves with what it
 * printed. Work that grows memory the process never gives back (creating or seeding a database,
 * analyzing a large table of the embedded one) is done there, and leaves with the child
 * (docs/performance/memory.md, docs/running.md). The child has the same runtime
 * and flags as this process (tsx's loader when the sources run, the compiled build's Node options
 * when it runs) and the same environment; its errors reach this process's standard error.
 */
export async function runEntryAsChild(entry: string, flag: string, what: string): Promise<string> {
  const child = spawn(process.execPath, [...process.execArgv, entry, flag], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  if (code !== 0) throw new Error(`${what} failed (exit code ${String(code)})`);
  return output;
}
