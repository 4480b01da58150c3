/**
 * `npm run lighthouse [-- --no-build]`: Lighthouse 12 (mobile preset) with Debian's Chromium
 * against the production build, served on a free port from a fresh embedded database in a temporary
 * DATA_DIR. Measures home, a search page, a product page with a gallery, the cart and sign-in; prints the four scores and
 * LCP, CLS, FCP and TBT per page. Exits non-zero only when accessibility, best practices or SEO is
 * below 100 (docs/architecture.md §9): performance depends on the machine and is reported.
 *
 * CHROMIUM_PATH overrides /usr/bin/chromium.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import lighthouse from 'lighthouse';
import { freePort } from './lib/free-port.ts';
import {
  readReport,
  REPORT_HEADERS,
  reportRow,
  shortfalls,
  type LighthouseResult,
  type PageReport,
} from './lib/lighthouse-results.ts';
import { startServer, waitUntilHealthy, type ServerProcess } from './lib/server-process.ts';
import { formatTable } from './lib/table.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
];
const STARTUP_TIMEOUT_MS = 120_000;
const DEVTOOLS_TIMEOUT_MS = 30_000;

/** What `npm run build` does: the storefront, then the server's render of its first screen. */
const BUILDS = [['build'], ['build', '--ssr', 'src/render-first-screen.tsx']];

function build(): void {
  for (const args of BUILDS) {
    const result = spawnSync(
      process.execPath,
      [path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), ...args],
      {
        cwd: ROOT,
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    if (result.status !== 0) throw new Error(`the production build failed (vite ${args.join(' ')})`);
  }
}

/** Chromium with a DevTools port for Lighthouse to drive; its profile lives in `profileDir`. */
async function startChromium(profileDir: string) {
  const port = await freePort();
  const child = spawn(
    CHROMIUM,
    [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profileDir}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + DEVTOOLS_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${CHROMIUM} exited with code ${child.exitCode}`);
    const ready = await fetch(`http://127.0.0.1:${port}/json/version`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { port, stop: () => void child.kill('SIGTERM') };
    await sleep(200);
  }
  child.kill('SIGKILL');
  throw new Error(`${CHROMIUM} did not open its DevTools port`);
}

interface ListPage {
  products: { _id: string; name: string }[];
  pages: number;
}

/**
 * The newest demo product whose page shows a gallery (several photos, docs/catalogue.md#gallery):
 * the heaviest product page the demo has, so the product figure covers the gallery.
 */
async function galleryProduct(baseUrl: string): Promise<string> {
  for (let page = 1, pages = 1; page <= pages; page += 1) {
    const list = (await (await fetch(`${baseUrl}/api/products?pageNumber=${page}`)).json()) as ListPage;
    pages = list.pages;
    for (const { _id } of list.products) {
      const details = (await (await fetch(`${baseUrl}/api/products/${_id}`)).json()) as { images?: string[] };
      if ((details.images?.length ?? 0) > 1) return _id;
    }
  }
  throw new Error('no demo product has a gallery');
}

/**
 * The pages to measure, addressed through the demo catalogue the fresh database holds, each with
 * whether it asks to be indexed (search results, the cart and sign-in send `noindex`,
 * docs/findability.md).
 */
async function pagesOf(baseUrl: string): Promise<[string, string, 'indexed' | 'noindex'][]> {
  const response = await fetch(`${baseUrl}/api/products`);
  const list = (await response.json()) as ListPage;
  const first = list.products[0];
  if (!first) throw new Error('the demo catalogue is empty');
  const keyword = first.name.split(' ')[0] ?? 'sony';
  return [
    ['home', `${baseUrl}/`, 'indexed'],
    [`search "${keyword}"`, `${baseUrl}/search/${encodeURIComponent(keyword)}`, 'noindex'],
    ['product with a gallery', `${baseUrl}/product/${await galleryProduct(baseUrl)}`, 'indexed'],
    ['cart', `${baseUrl}/cart`, 'noindex'],
    ['sign in', `${baseUrl}/login`, 'noindex'],
  ];
}

const ATTEMPTS = 3;

/**
 * One Lighthouse run of `url`. A run that fails to record (NO_NAVSTART, NO_FCP: Lighthouse's own
 * hiccups on a busy machine, which it says to re-run) is tried again, up to three times.
 */
async function measure(url: string, port: number): Promise<LighthouseResult> {
  let failure = '';
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    // No config: Lighthouse's default is the mobile preset (emulated phone, simulated slow 4G).
    const run = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
    if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
    const lhr = run.lhr as unknown as LighthouseResult;
    if (!lhr.runtimeError) return lhr;
    failure = `${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
    process.stderr.write(`attempt ${attempt} of ${ATTEMPTS} failed: ${failure}\n`);
  }
  throw new Error(failure);
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { 'no-build': { type: 'boolean', default: false } } });
  if (!values['no-build']) build();
  const workDir = await mkdtemp(path.join(tmpdir(), 'easy-buy-lighthouse-'));
  let server: ServerProcess | undefined;
  let chromium: { port: number; stop: () => void } | undefined;
  try {
    server = await startServer({ cwd: ROOT, port: await freePort(), dataDir: path.join(workDir, 'data') });
    await waitUntilHealthy(server, STARTUP_TIMEOUT_MS);
    chromium = await startChromium(path.join(workDir, 'chromium'));
    const reports: PageReport[] = [];
    const pages = await pagesOf(server.baseUrl);
    // Each page is served once before it is measured: a shopper meets a running server, not its
    // first request after a start, whose compilation put the home page's first paint after the
    // entry script and moved its simulated LCP by up to 0.3 s from run to run.
    for (const [, url] of pages) await (await fetch(url)).text();
    for (const [page, url] of pages) {
      reports.push(readReport(page, await measure(url, chromium.port)));
    }
    process.stdout.write(
      `${formatTable(REPORT_HEADERS, reports.map(reportRow), ['left', ...REPORT_HEADERS.slice(1).map(() => 'right' as const)])}\n`,
    );
    const noindex = new Set(pages.filter(([, , indexing]) => indexing === 'noindex').map(([page]) => page));
    const failures = shortfalls(reports, noindex);
    for (const failure of failures) process.stderr.write(`${failure}\n`);
    return failures.length === 0 ? 0 : 1;
  } finally {
    chromium?.stop();
    await server?.stop();
    await rm(workDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`lighthouse: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(2);
  },
);
