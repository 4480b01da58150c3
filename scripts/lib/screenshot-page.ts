import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';

/** How long one screen may take to settle, and a click to lead somewhere. */
export const SCREEN_TIMEOUT_MS = 60_000;
/** Consecutive frame pairs with nothing in flight before a screen counts as settled. */
const QUIET_CHECKS = 3;

export interface Device {
  viewport: { width: number; height: number };
  phone: boolean;
}

export const PHONE: Device = { viewport: { width: 390, height: 844 }, phone: true };
export const DESKTOP: Device = { viewport: { width: 1280, height: 800 }, phone: false };

/** A page and the requests it has in flight, which a screen must finish before it is pictured. */
export interface ShotPage {
  page: Page;
  context: BrowserContext;
  /** Resolves once no request is in flight; fails after `timeoutMs`. */
  idle(timeoutMs: number): Promise<void>;
  pending(): number;
}

/**
 * A fresh browser profile on the shop: reduced motion holds the carousel on its first slide, so the
 * same build gives the same pictures, and the service worker is blocked so that nothing is answered
 * from what it kept. Requests off the loopback are refused: the shop must be pictured as it serves.
 */
export async function openPage(browser: Browser, baseUrl: string, device: Device): Promise<ShotPage> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: device.viewport,
    deviceScaleFactor: 1,
    isMobile: device.phone,
    hasTouch: device.phone,
    reducedMotion: 'reduce',
    colorScheme: 'light',
    serviceWorkers: 'block',
  });
  context.setDefaultTimeout(SCREEN_TIMEOUT_MS);
  const origin = new URL(baseUrl).origin;
  await context.route(
    (url) => url.origin !== origin && (url.protocol === 'http:' || url.protocol === 'https:'),
    (route) => route.abort('blockedbyclient'),
  );
  const page = await context.newPage();
  let inFlight = 0;
  let waiters: (() => void)[] = [];
  const done = (): void => {
    inFlight = Math.max(0, inFlight - 1);
    if (inFlight > 0) return;
    for (const wake of waiters) wake();
    waiters = [];
  };
  page.on('request', () => void (inFlight += 1));
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  const idle = (timeoutMs: number): Promise<void> =>
    inFlight === 0
      ? Promise.resolve()
      : new Promise((resolve, reject) => {
          const timer = setTimeout(
            () => reject(new Error(`${inFlight} request(s) still in flight on ${page.url()}`)),
            timeoutMs,
          );
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
  return { page, context, idle, pending: () => inFlight };
}

/**
 * Why the screen is not ready to be pictured, or '' when it is: the app has taken over the screen
 * the server drew (the root loses `data-prerendered`), the header's search field has become the
 * suggestions' combobox, the desktop filter panel has its fields, no spinner turns and nothing is
 * marked busy or says it is still working ("Loading...", "Working out your total…"), and every
 * image in view has loaded. Runs in the page, so it uses no helper of its own.
 */
function unsettledReason(needsImage: boolean): string {
  const root = document.getElementById('root');
  if (!root || root.hasAttribute('data-prerendered')) return 'the app has not taken over the screen';
  if (needsImage && !document.querySelector('main img')) return 'no image in main yet';
  // The search field becomes the suggestions' combobox once the page has loaded and is idle.
  const search = document.querySelector('header form[role="search"]');
  if (search && !search.querySelector('[role="combobox"]')) return 'the search suggestions have not loaded';
  // The desktop's filter panel is a chunk of its own that arrives after the first paint.
  const panel = document.querySelector('aside[aria-label="Filters"]');
  if (panel && panel.getClientRects().length > 0 && !panel.querySelector('fieldset')) {
    return 'the filter panel is empty';
  }
  if (
    [...document.querySelectorAll('.animate-spin')].some((spinner) => spinner.getClientRects().length > 0)
  ) {
    return 'a spinner turns';
  }
  if (document.querySelector('[aria-busy="true"]')) return 'something is marked busy';
  const working = [...document.querySelectorAll('[role="status"]')]
    .map((status) => status.textContent.trim())
    .find((text) => text.endsWith('…') || text.endsWith('...'));
  if (working) return `a status says "${working}"`;
  const waiting = [...document.images].find((image) => {
    const box = image.getBoundingClientRect();
    const inView =
      box.width > 0 &&
      box.right > 0 &&
      box.left < window.innerWidth &&
      box.bottom > 0 &&
      box.top < window.innerHeight;
    return inView && !(image.complete && image.naturalWidth > 0);
  });
  return waiting ? `image ${waiting.currentSrc || waiting.src} has not loaded` : '';
}

/** Two animation frames: what the app starts in reaction to a change has begun by then. */
function nextFrames(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
  );
}

/**
 * Waits until the screen is ready to be pictured (unsettledReason) with no request in flight, on a
 * few frame pairs in a row: a lazy chunk that has arrived may still ask for its data, and that
 * data may bring images.
 */
export async function untilSettled(shot: ShotPage, needsImage = false): Promise<void> {
  const deadline = Date.now() + SCREEN_TIMEOUT_MS;
  let quiet = 0;
  let why = '';
  while (Date.now() < deadline) {
    await shot.idle(Math.max(1, deadline - Date.now()));
    why = await shot.page.evaluate(unsettledReason, needsImage);
    quiet = why === '' && shot.pending() === 0 ? quiet + 1 : 0;
    if (quiet >= QUIET_CHECKS) {
      await shot.page.evaluate(() => document.fonts.ready);
      return;
    }
    await nextFrames(shot.page);
  }
  throw new Error(`${shot.page.url()} did not settle in time: ${why || 'requests kept starting'}`);
}

/** How many pixels the page is wider than the screen: a phone must never scroll sideways. */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return Math.max(0, root.scrollWidth - root.clientWidth);
  });
}

/** The first screen as it is now, without a blinking caret or a running transition. */
export async function picture(page: Page, file: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' });
}
