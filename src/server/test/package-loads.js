/**
 * Loaded with `--import` into a server src/server/main.test.ts starts: records every package the
 * process imports (each bare specifier its modules resolve), and writes the list as JSON to the file
 * PACKAGE_LOADS_FILE names when the process exits. Plain JavaScript: the compiled server runs
 * without a TypeScript loader.
 */
import { writeFileSync } from 'node:fs';
import { register } from 'node:module';
import { MessageChannel } from 'node:worker_threads';

// Module hooks run on a thread of their own; each package name comes back over a message port.
const hooks = `
import { isBuiltin } from 'node:module';
let port;
export function initialize(data) {
  port = data.port;
}
export async function resolve(specifier, context, next) {
  // A package's name or a path in it, never a relative path, a file URL or a Node built-in.
  const named = /^(@|\\w)/.test(specifier) && !/^\\w+:/.test(specifier);
  if (named && !isBuiltin(specifier)) port.postMessage(specifier);
  return next(specifier, context);
}
`;

const packages = new Set();
const { port1, port2 } = new MessageChannel();
port1.on('message', (specifier) => packages.add(specifier));
port1.unref();
register(`data:text/javascript,${encodeURIComponent(hooks)}`, {
  data: { port: port2 },
  transferList: [port2],
});
// Without a file named, nothing is written: never a stray file in whatever folder the process ran in.
const file = process.env.PACKAGE_LOADS_FILE;
if (file) process.on('exit', () => writeFileSync(file, JSON.stringify([...packages])));
