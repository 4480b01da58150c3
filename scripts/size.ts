/**
 * `npm run size [-- --dist <dir>]`: gzipped size of the JavaScript the home page needs at startup.
 *
 * Reads Vite's build manifest instead of globbing assets, because only the manifest knows which
 * chunks the entry pulls in statically and which lazy chunks belong to the home route.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { formatTable } from './lib/table.ts';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

interface Measured {
  file: string;
  raw: number;
  gzip: number;
}

const KIB = 1024;
const BUDGET_BYTES = 130 * KIB;
const ENTRY_KEY = 'index.html';
// TanStack Router's autoCodeSplitting turns each route file into virtual modules keyed
// `src/routes/<file>.tsx?tsr-split=<parts>`; the root and index routes are what `/` loads at startup.
const HOME_ROUTE_KEY = /^src\/routes\/(__root|index)\.tsx(\?tsr-split=.*)?$/;
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

class SizeError extends Error {}

function distDirFromArgs(): string {
  const { values } = parseArgs({ options: { dist: { type: 'string' } } });
  // A relative --dist is taken from where the user ran the command; the default is tied to the
  // repository so the script works from any working directory.
  return values.dist ? path.resolve(values.dist) : path.join(REPO_ROOT, 'dist', 'client');
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function isManifestChunk(value: unknown): value is ManifestChunk {
  if (typeof value !== 'object' || value === null) return false;
  const chunk = value as Record<string, unknown>;
  return (
    typeof chunk.file === 'string' &&
    (chunk.imports === undefined || isStringArray(chunk.imports)) &&
    (chunk.dynamicImports === undefined || isStringArray(chunk.dynamicImports))
  );
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // A truncated manifest (interrupted build) is reported like a malformed one below.
    return undefined;
  }
}

function readManifest(distDir: string): Manifest {
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    throw new SizeError(`No build manifest at ${manifestPath}. Run \`npm run build\` first.`);
  }
  const parsed = parseJson(readFileSync(manifestPath, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null || !Object.values(parsed).every(isManifestChunk)) {
    throw new SizeError(`${manifestPath} is not a Vite manifest. Run \`npm run build\` again.`);
  }
  return parsed as Manifest;
}

function chunkAt(manifest: Manifest, key: string): ManifestChunk {
  const chunk = manifest[key];
  if (!chunk) throw new SizeError(`Manifest references "${key}" but has no entry for it. Rebuild.`);
  return chunk;
}

function entryKey(manifest: Manifest): string {
  if (manifest[ENTRY_KEY]?.isEntry) return ENTRY_KEY;
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  throw new SizeError(`No "${ENTRY_KEY}" entry in the manifest (entries: ${entries.join(', ') || 'none'}).`);
}

/** Keys of `roots` plus everything they import statically, in first-seen order. */
function staticClosure(manifest: Manifest, roots: readonly string[]): string[] {
  const seen = new Set<string>();
  const pending = [...roots];
  // `seen` makes this terminate on import cycles; each key is expanded at most once.
  for (let key = pending.shift(); key !== undefined; key = pending.shift()) {
    if (seen.has(key)) continue;
    seen.add(key);
    pending.push(...(chunkAt(manifest, key).imports ?? []));
  }
  return [...seen];
}

/**
 * Lazy route chunks for `/`. Looked up among the dynamic imports of the whole startup closure,
 * not only the entry, because the bundler may hoist the route tree into a shared chunk.
 */
function homeRouteKeys(manifest: Manifest, startupKeys: readonly string[]): string[] {
  const dynamic = startupKeys.flatMap((key) => chunkAt(manifest, key).dynamicImports ?? []);
  return [...new Set(dynamic.filter((key) => HOME_ROUTE_KEY.test(key)))];
}

function jsFiles(manifest: Manifest, keys: readonly string[]): string[] {
  const files = keys.map((key) => chunkAt(manifest, key).file).filter(isJs);
  return [...new Set(files)];
}

function isJs(file: string): boolean {
  return /\.m?js$/.test(file);
}

function measure(distDir: string, file: string): Measured {
  const fullPath = path.join(distDir, file);
  if (!existsSync(fullPath)) throw new SizeError(`${fullPath} is in the manifest but missing. Rebuild.`);
  const content = readFileSync(fullPath);
  return { file, raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
}

function kib(bytes: number): string {
  return (bytes / KIB).toFixed(2);
}

function sum(items: readonly Measured[], field: 'raw' | 'gzip'): number {
  return items.reduce((total, item) => total + item[field], 0);
}

function printInitial(measured: readonly Measured[]): void {
  const rows = measured.map((m) => [m.file, kib(m.raw), kib(m.gzip)]);
  rows.push(['total', kib(sum(measured, 'raw')), kib(sum(measured, 'gzip'))]);
  console.log(formatTable(['file', 'raw KiB', 'gzip KiB'], rows, ['left', 'right', 'right']));
}

function displayPath(fullPath: string): string {
  const relative = path.relative(process.cwd(), fullPath);
  return relative.startsWith('..') || path.isAbsolute(relative) ? fullPath : relative;
}

function printAllAssets(distDir: string): void {
  const assetsDir = path.join(distDir, 'assets');
  if (!existsSync(assetsDir)) return;
  const files = readdirSync(assetsDir, { recursive: true, encoding: 'utf8' }).filter(isJs);
  const measured = files.map((file) => measure(assetsDir, file));
  console.log(
    `\nAll JS in ${displayPath(assetsDir)} (information only): ` +
      `${files.length} files, ${kib(sum(measured, 'raw'))} KiB raw, ${kib(sum(measured, 'gzip'))} KiB gzip`,
  );
}

function main(): number {
  const distDir = distDirFromArgs();
  const manifest = readManifest(distDir);
  const entry = entryKey(manifest);
  const routeKeys = homeRouteKeys(manifest, staticClosure(manifest, [entry]));
  const measured = jsFiles(manifest, staticClosure(manifest, [entry, ...routeKeys])).map((file) =>
    measure(distDir, file),
  );

  console.log(
    `Initial JS for "/" (entry + static imports + home route chunks), gzip level 9, 1 KiB = 1024 bytes\n`,
  );
  if (routeKeys.length === 0)
    console.log('(no code-split chunks for the root/index routes; nothing extra to add)\n');
  printInitial(measured);

  const total = sum(measured, 'gzip');
  const over = total > BUDGET_BYTES;
  console.log(`\nBudget: ${kib(total)} / ${kib(BUDGET_BYTES)} KiB gzip: ${over ? 'OVER BUDGET' : 'ok'}`);
  printAllAssets(distDir);
  return over ? 1 : 0;
}

try {
  process.exitCode = main();
} catch (error) {
  // Expected problems (no build, stale build, bad flag) get a one-line message, not a stack trace.
  const expected = error instanceof SizeError || (error instanceof TypeError && 'code' in error);
  console.error(`size: ${expected ? error.message : String(error instanceof Error ? error.stack : error)}`);
  process.exitCode = 1;
}
