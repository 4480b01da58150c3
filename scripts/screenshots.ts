/**
 * `npm run screenshots`: README's home page as a phone and a desktop show it, and issue 41's
 * screens on a phone (docs/screenshots/phone.md). Runs a checkout's production build (`npm run
 * build` first) as `npm start` does, on a free loopback port with a fresh embedded database in a
 * temporary DATA_DIR, so the demo catalogue is freshly seeded, and pictures it with Debian's
 * Chromium (CHROMIUM_PATH overrides /usr/bin/chromium; Playwright never downloads a browser here).
 *
 *   --root DIR  the checkout whose build is served (default: this repository), so an older build
 *               can be pictured by the same steps; README's two pictures are made only from this one
 *   --out DIR   where the phone screens go (default docs/screenshots/phone/after)
 *
 * Relative paths are read from this repository. Writes docs/screenshots/home-phone.png (390×844),
 * docs/screenshots/home-desktop.png (1280×800) and `<out>/<screen>.png` for each of PHONE_SCREENS
 * (scripts/lib/phone-screens.ts), the first screen of each at 390×844.
 */
import { existsSync, realpathSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import { freePort } from './lib/free-port.ts';
import { DEMO_PASSWORD, shootPhoneScreens } from './lib/phone-screens.ts';
import { DESKTOP, openPage, picture, PHONE, untilSettled, type Device } from './lib/screenshot-page.ts';
import { startServer, waitUntilHealthy, type ServerProcess } from './lib/server-process.ts';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const README_DIR = path.join(REPO, 'docs', 'screenshots');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
];
const STARTUP_TIMEOUT_MS = 120_000;

const README_SHOTS: readonly { file: string; device: Device }[] = [
  { file: 'home-phone.png', device: PHONE },
  { file: 'home-desktop.png', device: DESKTOP },
];

function options(): { root: string; out: string } {
  const { values } = parseArgs({
    options: {
      root: { type: 'string', default: '.' },
      out: { type: 'string', default: path.join('docs', 'screenshots', 'phone', 'after') },
    },
  });
  return { root: path.resolve(REPO, values.root), out: path.resolve(REPO, values.out) };
}

async function shootHome(browser: Browser, baseUrl: string, device: Device, file: string): Promise<void> {
  const shot = await openPage(browser, baseUrl, device);
  try {
    await shot.page.goto('/', { waitUntil: 'load' });
    await untilSettled(shot, true);
    await picture(shot.page, file);
  } finally {
    await shot.context.close();
  }
}

async function main(): Promise<void> {
  const { root, out } = options();
  if (!existsSync(path.join(root, 'dist', 'client', 'index.html'))) {
    throw new Error(`${path.join(root, 'dist', 'client')} is missing: run npm run build there first`);
  }
  if (!existsSync(CHROMIUM)) {
    throw new Error(`${CHROMIUM} is missing: install Debian's chromium package, or set CHROMIUM_PATH`);
  }
  const workDir = await mkdtemp(path.join(tmpdir(), 'easy-buy-screenshots-'));
  let server: ServerProcess | undefined;
  let browser: Browser | undefined;
  try {
    server = await startServer({
      cwd: root,
      port: await freePort(),
      dataDir: path.join(workDir, 'data'),
      // The journey signs in as the demo accounts, whatever the shell's DEMO_PASSWORD says.
      env: { DEMO_PASSWORD },
    });
    await waitUntilHealthy(server, STARTUP_TIMEOUT_MS);
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    const written: string[] = [];
    // README shows this repository's shop; an older build's home is among its phone screens.
    if (realpathSync(root) === realpathSync(REPO)) {
      for (const { file, device } of README_SHOTS) {
        await shootHome(browser, server.baseUrl, device, path.join(README_DIR, file));
        written.push(path.join(README_DIR, file));
      }
    }
    written.push(...(await shootPhoneScreens(browser, server.baseUrl, out)));
    for (const file of written) process.stdout.write(`${path.relative(process.cwd(), file)}\n`);
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
