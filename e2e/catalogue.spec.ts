import type { Locator, Page } from '@playwright/test';
import { expect, header, layoutShifts, searchFor, storeSearch, test, untilAppRuns } from './fixtures.ts';

/** The carousel's delay between slides (CAROUSEL_INTERVAL_MS in src/features/catalogue/product-carousel.tsx). */
const SLIDE_INTERVAL_MS = 2500;
/** A fixed, arbitrary start for the fake clock so timer-driven checks do not depend on the date. */
const CLOCK_START = new Date('2026-03-02T09:00:00Z');

function productCards(page: Page): Locator {
  return page.getByRole('main').getByRole('article');
}

function productNames(page: Page): Locator {
  return productCards(page).getByRole('heading');
}

function carouselOf(page: Page): Locator {
  return page.getByRole('region', { name: 'Top rated products' });
}

/** The carousel's polite live text, e.g. "Slide 2 of 3". */
function slideStatus(carousel: Locator): Locator {
  return carousel.getByText(/^Slide \d+ of \d+$/);
}

/** "Slide 3 of 3" -> "Slide 1 of 3": the text the next automatic advance should show. */
function nextSlideText(current: string): string {
  const match = /^Slide (\d+) of (\d+)$/.exec(current);
  if (!match) throw new Error(`not a slide status: "${current}"`);
  const total = Number(match[2]);
  return `Slide ${(Number(match[1]) % total) + 1} of ${total}`;
}

async function textOf(locator: Locator): Promise<string> {
  return (await locator.textContent()) ?? '';
}

/**
 * Freezes the fake clock (installed before navigation) just ahead of the page's current time:
 * from here on timers fire only inside clock.runFor.
 */
async function freezeClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 500);
}

/**
 * Lets React commit what the last timers scheduled. React renders from a MessageChannel task (not
 * faked by page.clock), so a message posted now is delivered after the render it queued.
 */
async function flushRenders(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          channel.port1.close();
          resolve();
        };
        channel.port2.postMessage(null);
      }),
  );
}

test('a shopper browses, searches with a typo, pages and opens a product', async ({ page, axe }) => {
  await page.clock.install({ time: CLOCK_START });
  await page.goto('/');

  const carousel = carouselOf(page);
  const status = slideStatus(carousel);

  await test.step('home shows the latest products and the top-rated carousel', async () => {
    await expect(page).toHaveTitle('Welcome To Easy-Buy');
    await expect(page.getByRole('heading', { level: 1, name: 'Latest Products' })).toBeVisible();
    await expect(productCards(page)).toHaveCount(8);
    await expect(carousel).toBeVisible();
    // However many of the top three are in stock: a sold-out one is never a slide.
    await expect(status).toHaveText(/^Slide 1 of [23]$/);
  });

  await test.step('the carousel advances on its own', async () => {
    // The clock still runs in real time here: one interval is 2.5 s.
    await expect(status).toHaveText(/^Slide 2 of [23]$/, { timeout: 6_000 });
  });

  await test.step('hovering the carousel holds the current slide', async () => {
    await carousel.hover();
    await freezeClock(page);
    const held = await textOf(status);
    await page.clock.runFor(SLIDE_INTERVAL_MS * 2 + 500);
    await flushRenders(page);
    await expect(status).toHaveText(held);

    // Leaving restarts a full interval: nothing moves just before it ends, one slide just after.
    await page.mouse.move(0, 0);
    await page.clock.runFor(SLIDE_INTERVAL_MS - 100);
    await flushRenders(page);
    await expect(status).toHaveText(held);
    await page.clock.runFor(200);
    await expect(status).toHaveText(nextSlideText(held));
    await page.clock.resume();
  });

  await test.step('home passes axe', async () => {
    await axe.expectNoA11yViolations(page);
  });

  await test.step('a search with a typo still finds the PlayStation', async () => {
    await searchFor(page, 'playstaton');
    await expect(page).toHaveTitle('Results for “playstaton” | Easy-Buy');
    await expect(page.getByRole('link', { name: 'Go Back' })).toBeVisible();
    await expect(productNames(page).filter({ hasText: 'Sony PlayStation 5 Slim Console' })).toBeVisible();
    await axe.expectNoA11yViolations(page);
  });

  const page1Names = await test.step('back home, page 1 lists 8 products', async () => {
    await page.getByRole('link', { name: 'Go Back' }).click();
    await expect(page).toHaveURL('/');
    await expect(productCards(page)).toHaveCount(8);
    return productNames(page).allTextContents();
  });

  await test.step('the pagination moves to page 2', async () => {
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pagination.getByRole('link')).toHaveCount(5);
    await expect(pagination.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await pagination.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL('/page/2');
    await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(pagination.getByRole('link', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
    // Eight products, none of them from page 1.
    await expect
      .poll(async () =>
        (await productNames(page).allTextContents()).filter((name) => !page1Names.includes(name)),
      )
      .toHaveLength(8);
  });

  await test.step('a product opens on its own page', async () => {
    const name = await textOf(productNames(page).first());
    expect(name).not.toBe('');
    await page.getByRole('main').getByRole('link', { name, exact: true }).click();

    await expect(page).toHaveURL(/\/product\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page).toHaveTitle(`${name} | Easy-Buy`);
    await expect(page.getByText(/^(In Stock|Out Of Stock)$/)).toBeVisible();

    const image = page.getByRole('main').getByRole('img', { name, exact: true });
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.webp$/);

    await axe.expectNoA11yViolations(page);
  });
});

test('the Pause button stops the carousel until Play is pressed', async ({ page }) => {
  await page.clock.install({ time: CLOCK_START });
  await page.goto('/');
  const carousel = carouselOf(page);
  const status = slideStatus(carousel);
  await expect(status).toHaveText(/^Slide 1 of [23]$/);

  await carousel.getByRole('button', { name: 'Pause slide show' }).click();
  const play = carousel.getByRole('button', { name: 'Play slide show' });
  await expect(play).toBeVisible();

  // A reader who paused moves on: pointer and focus leave the carousel, and it must stay put.
  await page.mouse.move(0, 0);
  await play.blur();
  await freezeClock(page);
  const held = await textOf(status);
  await page.clock.runFor(SLIDE_INTERVAL_MS * 2 + 500);
  await flushRenders(page);
  await expect(status, 'a paused carousel must not advance once the pointer leaves it').toHaveText(held);

  // Play resumes the show.
  await play.click();
  await expect(carousel.getByRole('button', { name: 'Pause slide show' })).toBeVisible();
  await page.mouse.move(0, 0);
  await page.getByRole('button', { name: 'Pause slide show' }).blur();
  await page.clock.runFor(SLIDE_INTERVAL_MS + 100);
  await expect(status).toHaveText(nextSlideText(held));
});

test('searches forgive typing slips', async ({ page }) => {
  await page.goto('/');
  await searchFor(page, 'iphnoe');
  // The iPhone is on the home page too: the heading says the results have arrived.
  await expect(page.getByText('Results for “iphnoe”', { exact: true })).toBeVisible();
  await expect(productNames(page).filter({ hasText: 'Apple iPhone 15 Pro' })).toBeVisible();

  await searchFor(page, 'logitec');
  await expect(productNames(page).filter({ hasText: 'Logitech MX Master 3S Wireless Mouse' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the header folds its links into a Menu button and keeps search in sight', async ({ page, axe }) => {
    await page.goto('/');
    await expect(productCards(page)).toHaveCount(8);
    await untilAppRuns(page);
    const menu = page.getByRole('button', { name: 'Menu' });
    const signIn = header(page).getByRole('link', { name: 'Sign In' });
    await expect(menu).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(signIn).toBeHidden();
    // What was searched stays visible on a phone (issue #12, item 5).
    await expect(storeSearch(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
    await axe.expectNoA11yViolations(page);

    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(signIn).toBeVisible();
    await axe.expectNoA11yViolations(page);
  });
});

test('pages are served with a strict CSP and hashed assets are cached for a year', async ({ request }) => {
  const home = await request.get('/', { headers: { accept: 'text/html' } });
  expect(home.status()).toBe(200);

  const csp = home.headers()['content-security-policy'] ?? '';
  const directives = csp.split(';').map((directive) => directive.trim());
  const scriptSrc = directives.find((directive) => directive.startsWith('script-src ')) ?? '';
  expect(scriptSrc, `script-src in "${csp}"`).toMatch(/'self'/);
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");

  const html = await home.text();
  const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
  expect(asset, 'index.html references a hashed script under /assets/').toBeDefined();
  const script = await request.get(asset ?? '');
  expect(script.status()).toBe(200);
  expect(script.headers()['cache-control']).toContain('max-age=31536000');
});

test.describe('the first screen arrives drawn', () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

  test('home, a search and a product come drawn in the HTML, lead image first, and the app takes over without a shift', async ({
    page,
    request,
  }) => {
    const home = await (await request.get('/', { headers: { accept: 'text/html' } })).text();
    const firstSlide = /aria-label="Top rated products"[\s\S]*?(<img [^>]*>)/.exec(home)?.[1] ?? '';
    expect(firstSlide).toContain('fetchPriority="high"');
    expect(firstSlide).not.toContain('loading="lazy"');
    const product = /href="(\/product\/[\w-]+)"/.exec(home)?.[1] ?? '';
    expect(product).not.toBe('');

    for (const url of ['/', '/search/sony', product]) {
      const html = await (await request.get(url, { headers: { accept: 'text/html' } })).text();
      expect(html, url).toContain('<div id="root" data-prerendered="" inert="">');
      expect(html, url).toMatch(/<main[^>]*>[\s\S]*<h1/);
      await page.goto(url);
      await untilAppRuns(page);
      expect(await layoutShifts(page), url).toEqual([]);
    }
    // The app is running: its screens navigate without loading a page.
    await page.goto('/');
    await untilAppRuns(page);
    await productCards(page).first().getByRole('link').click();
    await expect(page.getByRole('button', { name: 'Add To Cart' })).toBeVisible();
  });
});
