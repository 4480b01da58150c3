/**
 * `npm run lighthouse [-- --no-build] [--only TEXT] [--keep DIR]`: Lighthouse 12 (mobile preset) with Debian's Chromium
 * against the production build, served on a free port from a fresh embedded database in a temporary
 * DATA_DIR. Measures home, a search page, a product page with a gallery, the cart, sign-in and the
 * guest checkout's screens (Shipping, Payment, Place Order, the placed order's page); prints the
 * four scores and LCP, CLS, FCP and TBT per page. Exits non-zero only when accessibility, best
 * practices or SEO is below 100 (docs/architecture.md §9): performance depends on the machine and
 * is reported.
 *
 * `--only TEXT` (repeatable) measures just the pages whose name contains one of them (`--only guest
 * --only order`: the guest checkout's four screens); `--keep DIR` writes each page's whole Lighthouse report there as JSON,
 * for what the table does not show (the largest paint's element, the long tasks, the requests).
 *
 * CHROMIUM_PATH overrides /usr/bin/chromium.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { freePort } from './lib/free-port.ts';
import { checkoutPages, type MeasuredPage, type ShopperStorage } from './lib/lighthouse-checkout.ts';
import {
  landedOn,
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
 * whether it asks to be indexed (search results, the cart, sign-in and the checkout send
 * `noindex`, docs/findability.md).
 */
async function pagesOf(baseUrl: string): Promise<MeasuredPage[]> {
  const response = await fetch(`${baseUrl}/api/products`);
  const list = (await response.json()) as ListPage;
  const first = list.products[0];
  if (!first) throw new Error('the demo catalogue is empty');
  const keyword = first.name.split(' ')[0] ?? 'sony';
  return [
    { page: 'home', url: `${baseUrl}/`, indexing: 'indexed' },
    {
      page: `search "${keyword}"`,
      url: `${baseUrl}/search/${encodeURIComponent(keyword)}`,
      indexing: 'noindex',
    },
    {
      page: 'product with a gallery',
      url: `${baseUrl}/product/${await galleryProduct(baseUrl)}`,
      indexing: 'indexed',
    },
    { page: 'cart', url: `${baseUrl}/cart`, indexing: 'noindex' },
    { page: 'sign in', url: `${baseUrl}/login`, indexing: 'noindex' },
    ...(await checkoutPages(baseUrl)),
  ];
}

/**
 * A tab of its own holding `storage` for the shop's origin, for Lighthouse to navigate: the
 * guest's checkout state lives in sessionStorage, which belongs to one tab, so it cannot be set
 * in the tab Lighthouse would open itself. Lighthouse's storage reset between runs clears caches
 * and service workers but neither storage, so what is set here is there when the screen loads.
 */
async function preparedTab(browser: Browser, url: string, storage: ShopperStorage) {
  const page = await browser.newPage();
  // A plain file of the shop's origin: the storage is the app's, and no app code runs to change it.
  await page.goto(new URL('/robots.txt', url).href);
  await page.evaluate(({ local, session }) => {
    for (const [key, value] of Object.entries(local)) localStorage.setItem(key, value);
    for (const [key, value] of Object.entries(session)) sessionStorage.setItem(key, value);
  }, storage);
  return page;
}

const ATTEMPTS = 3;

/** A page's one Lighthouse run, in a tab it opens itself or, for a checkout screen, one prepared. */
async function run({ url, storage }: MeasuredPage, port: number, browser: Browser) {
  // No config: Lighthouse's default is the mobile preset (emulated phone, simulated slow 4G).
  const flags = { port, output: 'json', logLevel: 'error' } as const;
  if (!storage) return lighthouse(url, flags);
  const tab = await preparedTab(browser, url, storage);
  try {
    return await lighthouse(url, flags, undefined, tab);
  } finally {
    await tab.close();
  }
}

/**
 * One Lighthouse run of the page. A run that fails to record (NO_NAVSTART, NO_FCP: Lighthouse's own
 * hiccups on a busy machine, which it says to re-run) is tried again, up to three times. A screen
 * that sent the browser elsewhere (a checkout step missing its state goes to sign-in or back a
 * step) stops the script: its figures would be another screen's.
 */
async function measure(target: MeasuredPage, port: number, browser: Browser): Promise<LighthouseResult> {
  const { url } = target;
  let failure = '';
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const result = await run(target, port, browser);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const lhr = result.lhr as unknown as LighthouseResult;
    if (!lhr.runtimeError) {
      if (!landedOn(url, lhr.finalDisplayedUrl)) {
        throw new Error(`${url} ended on ${lhr.finalDisplayedUrl ?? 'no address'}, not on its own screen`);
      }
      return lhr;
    }
    failure = `${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
    process.stderr.write(`attempt ${attempt} of ${ATTEMPTS} failed: ${failure}\n`);
  }
  throw new Error(failure);
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      'no-build': { type: 'boolean', default: false },
      only: { type: 'string', multiple: true },
      keep: { type: 'string' },
    },
  });
  const { only = [], keep } = values;
  if (keep) await mkdir(keep, { recursive: true });
  if (!values['no-build']) build();
  const workDir = await mkdtemp(path.join(tmpdir(), 'easy-buy-lighthouse-'));
  let server: ServerProcess | undefined;
  let chromium: { port: number; stop: () => void } | undefined;
  let browser: Browser | undefined;
  try {
    server = await startServer({ cwd: ROOT, port: await freePort(), dataDir: path.join(workDir, 'data') });
    await waitUntilHealthy(server, STARTUP_TIMEOUT_MS);
    chromium = await startChromium(path.join(workDir, 'chromium'));
    browser = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${chromium.port}`,
      // Lighthouse emulates the phone's screen itself.
      defaultViewport: null,
    });
    const reports: PageReport[] = [];
    const pages = (await pagesOf(server.baseUrl)).filter(
      ({ page }) => only.length === 0 || only.some((text) => page.includes(text)),
    );
    if (pages.length === 0) throw new Error(`No page's name contains ${only.join(' or ')}`);
    // Each page is served once before it is measured: a shopper meets a running server, not its
    // first request after a start, whose compilation put the home page's first paint after the
    // entry script and moved its simulated LCP by up to 0.3 s from run to run.
    for (const { url } of pages) await (await fetch(url)).text();
    for (const target of pages) {
      const lhr = await measure(target, chromium.port, browser);
      reports.push(readReport(target.page, lhr));
      if (keep)
        await writeFile(path.join(keep, `${target.page.replace(/\W+/g, '-')}.json`), JSON.stringify(lhr));
    }
    process.stdout.write(
      `${formatTable(REPORT_HEADERS, reports.map(reportRow), ['left', ...REPORT_HEADERS.slice(1).map(() => 'right' as const)])}\n`,
    );
    const noindex = new Set(pages.filter(({ indexing }) => indexing === 'noindex').map(({ page }) => page));
    const failures = shortfalls(reports, noindex);
    for (const failure of failures) process.stderr.write(`${failure}\n`);
    return failures.length === 0 ? 0 : 1;
  } finally {
    await browser?.disconnect();
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
