/**
 * `npm run screenshots`: the home page as a phone and a desktop show it, for README. Runs the
 * production build (`npm run build` first) as `npm start` does, on a free loopback port with a
 * fresh embedded database in a temporary DATA_DIR, so the demo catalogue is freshly seeded, and
 * writes docs/screenshots/home-phone.png (390×844) and docs/screenshots/home-desktop.png
 * (1280×800) with Debian's Chromium (CHROMIUM_PATH overrides /usr/bin/chromium; Playwright never
 * downloads a browser here). Reduced motion holds the carousel on its first slide, so the same
 * build gives the same pictures.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from '@playwright/test';
import { freePort } from './lib/free-port.ts';
import { startServer, waitUntilHealthy, type ServerProcess } from './lib/server-process.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = path.join(ROOT, 'docs', 'screenshots');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
];
const STARTUP_TIMEOUT_MS = 120_000;
const PAGE_TIMEOUT_MS = 60_000;

interface Shot {
  file: string;
  viewport: { width: number; height: number };
  phone: boolean;
}

const SHOTS: readonly Shot[] = [
  { file: 'home-phone.png', viewport: { width: 390, height: 844 }, phone: true },
  { file: 'home-desktop.png', viewport: { width: 1280, height: 800 }, phone: false },
];

/**
 * Ready to be pictured: the app has taken over the screen the server drew (the root loses
 * `data-prerendered`), the search field has become the suggestions' combobox, the filter panel
 * beside the grid has loaded where it is shown, and every image in view, the carousel's slide
 * among them, has loaded.
 */
async function untilSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const root = document.getElementById('root');
      if (!root || root.hasAttribute('data-prerendered')) return false;
      if (!document.querySelector('main img')) return false;
      // The search field becomes the suggestions' combobox once the page has loaded and is idle.
      if (!document.querySelector('form[role="search"] [role="combobox"]')) return false;
      // The desktop's filter panel is a chunk of its own that arrives after the first paint.
      const panel = document.querySelector('aside[aria-label="Filters"]');
      if (panel && panel.getClientRects().length > 0 && !panel.querySelector('fieldset')) return false;
      const inView = [...document.images].filter((image) => {
        const box = image.getBoundingClientRect();
        const across = box.right > 0 && box.left < window.innerWidth;
        return box.width > 0 && across && box.bottom > 0 && box.top < window.innerHeight;
      });
      return inView.every((image) => image.complete && image.naturalWidth > 0);
    },
    undefined,
    { timeout: PAGE_TIMEOUT_MS, polling: 100 },
  );
  await page.evaluate(() => document.fonts.ready);
}

async function shoot(browser: Browser, baseUrl: string, shot: Shot): Promise<string> {
  const context = await browser.newContext({
    viewport: shot.viewport,
    deviceScaleFactor: 1,
    isMobile: shot.phone,
    hasTouch: shot.phone,
    reducedMotion: 'reduce',
    colorScheme: 'light',
  });
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`, { waitUntil: 'load', timeout: PAGE_TIMEOUT_MS });
    await untilSettled(page);
    const file = path.join(OUT_DIR, shot.file);
    await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' });
    return file;
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  if (!existsSync(path.join(ROOT, 'dist', 'client', 'index.html'))) {
    throw new Error('dist/client is missing: run npm run build first, then npm run screenshots');
  }
  if (!existsSync(CHROMIUM)) {
    throw new Error(`${CHROMIUM} is missing: install Debian's chromium package, or set CHROMIUM_PATH`);
  }
  const workDir = await mkdtemp(path.join(tmpdir(), 'easy-buy-screenshots-'));
  let server: ServerProcess | undefined;
  let browser: Browser | undefined;
  try {
    server = await startServer({ cwd: ROOT, port: await freePort(), dataDir: path.join(workDir, 'data') });
    await waitUntilHealthy(server, STARTUP_TIMEOUT_MS);
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    await mkdir(OUT_DIR, { recursive: true });
    for (const shot of SHOTS) {
      const file = await shoot(browser, server.baseUrl, shot);
      process.stdout.write(`${path.relative(ROOT, file)}\n`);
    }
  } finally {
    await browser?.close();
    await server?.stop();
    await rm(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`screenshots: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
