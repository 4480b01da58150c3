import type { Page } from '@playwright/test';
import { findProduct } from './checkout-steps.ts';
import { expect, test, untilAppRuns } from './fixtures.ts';

/**
 * The installable shop offline (docs/findability.md#installable-and-offline). The only journey
 * with service workers allowed (playwright.config.ts, project "offline"): everywhere else a kept
 * answer could hide what the server says.
 */

const FIRST = 'Apple iPhone 15 Pro';
const SECOND = 'Samsung Galaxy S24';
const NEVER_VIEWED = 'Google Pixel 8';

/** Whether the worker kept the answer to `path` (read from the page: the caches are the origin's). */
function isKept(page: Page, path: string): Promise<boolean> {
  return page.evaluate(async (url) => (await caches.match(url)) !== undefined, path);
}

async function openProduct(page: Page, id: string, name: string): Promise<void> {
  await page.goto(`/product/${id}`);
  await untilAppRuns(page);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // The search suggestions' code arrives once the page is idle (ADR 0036). Cut the network before
  // it has, and the browser logs the failed fetch: a race of the test, not what a shopper meets.
  await expect(page.getByRole('combobox', { name: 'Search Products' })).toBeAttached();
}

/** The product's main photo, drawn (a photo the page could not load has no width). */
async function expectPhotoShown(page: Page, name: string): Promise<void> {
  const photo = page.getByRole('main').getByRole('img', { name }).first();
  await expect(photo).toBeVisible();
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
}

test('when a shopper viewed two products and the network goes, then both open again, a banner says so, and an unseen product says it is not saved', async ({
  page,
  context,
  axe,
  consoleGuard,
}) => {
  const first = await findProduct(page.request, FIRST);
  const second = await findProduct(page.request, SECOND);
  const neverViewed = await findProduct(page.request, NEVER_VIEWED);

  await openProduct(page, first._id, FIRST);
  // The worker installs after the page's load and takes control of it at once.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // The product came written into the page: the page hands it to the worker, which keeps it.
  await expect.poll(() => isKept(page, `/api/products/${first._id}`)).toBe(true);

  await openProduct(page, second._id, SECOND);
  await expect.poll(() => isKept(page, `/api/products/${second._id}`)).toBe(true);
  const connection = page.getByRole('status', { name: 'Connection' });
  await expect(connection).toBeEmpty();

  await context.setOffline(true);
  await page.goto(`/product/${first._id}`);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: FIRST })).toBeVisible();
  await expectPhotoShown(page, FIRST);
  await expect(connection).toContainText('You are offline.');
  await expect(connection).toContainText('Pages and products you already viewed are available.');
  await axe.expectNoA11yViolations(page);

  // Within the app, to the other product viewed: its answer comes from the worker's cache.
  await page.getByRole('link', { name: SECOND }).first().click();
  await expect(page).toHaveURL(new RegExp(`/product/${second._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: SECOND })).toBeVisible();
  await expectPhotoShown(page, SECOND);

  // The worker answers the unseen product's read with 503 and why: the browser logs that line.
  consoleGuard.allow(
    new RegExp(`^console\\.error: Failed to load resource: .* 503 .*/api/products/${neverViewed._id}\\b`),
  );
  await page.goto(`/product/${neverViewed._id}`);
  await expect(page.getByRole('main')).toContainText(
    'You are offline, and this page is not saved on this device. Pages and products you already viewed are available.',
  );
  await expect(connection).toContainText('You are offline.');

  await context.setOffline(false);
  await expect(connection).toBeEmpty();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: NEVER_VIEWED })).toBeVisible();
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('when the network goes, then the banner fits the screen above the page, and Share is within reach', async ({
    page,
    context,
  }) => {
    const product = await findProduct(page.request, FIRST);
    await openProduct(page, product._id, FIRST);
    const connection = page.getByRole('status', { name: 'Connection' });
    // The banner's code loads after the page's load event, from the network on a first visit.
    await expect(connection).toBeAttached();
    await context.setOffline(true);
    await expect(connection).toContainText('You are offline.');
    const banner = await connection.boundingBox();
    expect(banner?.y).toBe(0);
    expect(banner?.width).toBeLessThanOrEqual(360);
    const { scrollWidth, clientWidth } = await page.evaluate(() => {
      const root = document.scrollingElement ?? document.documentElement;
      return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
    });
    expect(scrollWidth, 'the page is no wider than the phone').toBeLessThanOrEqual(clientWidth);
    await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('offline-phone.png') });
    await context.setOffline(false);
    await expect(connection).toBeEmpty();
  });
});
