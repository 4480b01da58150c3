import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Browser, type Locator, type Page } from '@playwright/test';

export { expect };

/**
 * The demo accounts' password. playwright.config.ts hands it to the server it starts, so the
 * journeys and the seeded accounts always agree.
 */
export const DEMO_PASSWORD = 'easybuy-demo-2026';

export interface Account {
  email: string;
  name: string;
}

/** The seeded demo accounts (src/server/demo). */
export const ADMIN: Account = { email: 'admin@example.com', name: 'Admin User' };
export const JOHN: Account = { email: 'john@example.com', name: 'John Doe' };
export const JANE: Account = { email: 'jane@example.com', name: 'Jane Doe' };

/** What the browser keeps, and Logout must clear. */
export const SESSION_KEYS = ['userInfo', 'cartItems', 'shippingAddress', 'paymentMethod'];

/**
 * An address no other journey uses, for accounts a journey registers: unique per worker and run,
 * so journeys can run side by side on one database.
 */
export function uniqueEmail(label: string): string {
  return `e2e-${label}-${test.info().workerIndex}-${Date.now()}@example.com`;
}

/**
 * Waits until the app has taken over the first screen the server drew (docs/performance.md): before that
 * the page shows the same markup, but buttons do nothing and links load whole pages.
 */
export async function untilAppRuns(page: Page): Promise<void> {
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
}

/** The prices on the product cards shown, in the order shown. */
export async function shownPrices(page: Page): Promise<number[]> {
  const texts = await page.getByRole('main').getByRole('article').locator('p').allTextContents();
  return texts.filter((text) => text.startsWith('$')).map((text) => Number(text.replace(/[$,]/g, '')));
}

/**
 * The prices shown once they are cheapest first. A new sort's products replace the old ones when
 * they arrive, which may be after the address has changed, so the old order can still be on screen.
 */
export async function pricesCheapestFirst(page: Page): Promise<number[]> {
  let prices: number[] = [];
  await expect
    .poll(async () => {
      prices = await shownPrices(page);
      return (
        prices.length > 0 && prices.every((price, index) => index === 0 || (prices[index - 1] ?? 0) <= price)
      );
    })
    .toBe(true);
  return prices;
}

export function header(page: Page): Locator {
  return page.getByRole('banner');
}

/**
 * The header's search field: a plain search box at first, a combobox once the suggestions have
 * loaded (when the page is idle). Found by its label, it is the same field either way.
 */
export function storeSearch(page: Page): Locator {
  return header(page).getByLabel('Search Products', { exact: true });
}

/** Searches from the header as a shopper does, and waits for the results' address. */
export async function searchFor(page: Page, keyword: string): Promise<void> {
  // The server's drawn screen is inert until the app takes it over, which draws a fresh box.
  await untilAppRuns(page);
  await storeSearch(page).fill(keyword);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(`/search/${encodeURIComponent(keyword)}`);
}

export function cartLink(page: Page): Locator {
  return header(page).getByRole('link', { name: /^Cart\b/ });
}

/** The signed-in user's menu button, labelled with their name (or the Admin menu's). */
export function accountMenu(page: Page, name: string): Locator {
  return header(page).getByRole('button', { name, exact: true });
}

export async function openMenuItem(page: Page, menuButton: Locator, item: string): Promise<void> {
  await menuButton.click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

export function storedValue(page: Page, key: string): Promise<string | null> {
  return page.evaluate((storageKey) => localStorage.getItem(storageKey), key);
}

/** Fills in and sends the Sign In form on the current page; what follows is the caller's to check. */
export async function submitSignIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  // The server draws the form; what is typed before the app takes it over would be lost.
  await untilAppRuns(page);
  await page.getByRole('textbox', { name: 'Email Address' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** A new customer account made through the API, with the demo password and a unique address. */
export async function registerByApi(page: Page, name: string, label: string): Promise<Account> {
  const account = { name, email: uniqueEmail(label) };
  const registered = await page.request.post('/api/users', { data: { ...account, password: DEMO_PASSWORD } });
  expect(registered.status(), `registering ${account.email} through the API`).toBe(201);
  return account;
}

/**
 * Signs in on a browser context of its own (nothing of the first browser's storage comes along),
 * checks the cart count the server brought back, then hands the page to `check`.
 */
export async function onFreshBrowser(
  browser: Browser,
  baseURL: string | undefined,
  account: Account,
  cartItems: RegExp,
  check: (page: Page) => Promise<void>,
): Promise<void> {
  const context = await browser.newContext({ baseURL });
  try {
    const fresh = await context.newPage();
    await fresh.goto('/login');
    await submitSignIn(fresh, account.email);
    await expect(accountMenu(fresh, account.name)).toBeVisible();
    await expect(cartLink(fresh)).toHaveText(cartItems);
    await check(fresh);
  } finally {
    await context.close();
  }
}

/**
 * Signs `account` in through the API, for journeys that test what comes after signing in rather
 * than the form: the login response is stored as `userInfo` when the page next opens, exactly as
 * Sign In stores it. Once only: a later Logout in the same tab is not undone by the next navigation.
 */
export async function signInByApi(page: Page, account: Account): Promise<void> {
  const response = await page.request.post('/api/users/login', {
    data: { email: account.email, password: DEMO_PASSWORD },
  });
  expect(response.status(), `signing ${account.email} in through the API`).toBe(200);
  const userInfo: unknown = await response.json();
  await page.addInitScript((info) => {
    // about:blank has no storage of its own; the shop's first page is where this applies.
    if (window.location.protocol !== 'http:' && window.location.protocol !== 'https:') return;
    if (sessionStorage.getItem('e2e-signed-in')) return;
    sessionStorage.setItem('e2e-signed-in', 'yes');
    localStorage.setItem('userInfo', JSON.stringify(info));
  }, userInfo);
}

/** Logout from the account menu; from a guarded screen the sign-in page may carry a redirect. */
export async function logout(page: Page, name: string): Promise<void> {
  await openMenuItem(page, accountMenu(page, name), 'Logout');
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect.poll(() => storedValue(page, 'userInfo')).toBeNull();
}

/** The rule sets every screen must pass: WCAG 2.0/2.1 A and AA plus axe's best practices. */
export const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

export interface A11yOptions {
  /** CSS selectors left out of the scan; use sparingly and say why at the call site. */
  exclude?: string[];
}

export interface Axe {
  /**
   * Runs axe on the page as it is now and fails the test with one readable line per violation.
   * The failure is soft: the test goes on, so one a11y finding does not hide later failures.
   */
  expectNoA11yViolations: (page: Page, options?: A11yOptions) => Promise<void>;
}

/**
 * Runs axe on the current page and fails the test (softly: the test carries on to its end) with a
 * readable list of violations: rule id, impact, help text and link, and the offending elements.
 */
export async function expectNoA11yViolations(page: Page, options: A11yOptions = {}): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(A11Y_TAGS);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const report = violations.map((violation) => {
    const targets = violation.nodes.map((node) => node.target.join(' ')).join(' | ');
    return `${violation.id} [${violation.impact ?? 'unknown'}]: ${violation.help} (${violation.helpUrl}) on ${targets}`;
  });
  expect
    .soft(report, `axe found ${violations.length} accessibility violation(s) on ${page.url()}`)
    .toEqual([]);
}

export interface ConsoleGuard {
  /**
   * Tolerates, for the rest of the test, console errors whose report line (message and source URL)
   * matches `pattern`: e.g. the browser's "Failed to load resource" line for a request the test
   * makes fail on purpose. Keep the pattern narrow (status and endpoint); every other error still fails.
   */
  allow: (pattern: RegExp) => void;
  /** Whether a report line was allowed; the page fixture asks this before failing the test. */
  isAllowed: (problem: string) => boolean;
}

export const test = base.extend<{ axe: Axe; consoleGuard: ConsoleGuard }>({
  // eslint-disable-next-line no-empty-pattern
  consoleGuard: async ({}, use) => {
    const allowed: RegExp[] = [];
    await use({
      allow: (pattern) => void allowed.push(pattern),
      isAllowed: (problem) => allowed.some((pattern) => pattern.test(problem)),
    });
  },
  /**
   * Every test that uses a page also fails on a console error or an uncaught exception in it:
   * React warnings, failed requests and Content-Security-Policy violations all land there.
   */
  page: async ({ page, consoleGuard }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const { url, lineNumber } = message.location();
      problems.push(`console.error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`);
    });
    page.on('pageerror', (error) => {
      problems.push(`uncaught ${error.name}: ${error.message}`);
    });
    await use(page);
    const unexpected = problems.filter((problem) => !consoleGuard.isAllowed(problem));
    expect(unexpected, 'the page logged errors').toEqual([]);
  },
  // Playwright reads the fixtures a fixture needs from its first parameter, so it must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  axe: async ({}, use) => {
    await use({ expectNoA11yViolations });
  },
});

/**
 * The page's layout shifts so far (not caused by input), as the browser scores them. They are read
 * through a buffered observer: the browser keeps no `layout-shift` entries for
 * `performance.getEntriesByType`, which always answers none.
 */
export async function layoutShifts(page: Page): Promise<number[]> {
  return page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        // Two frames on: a shift from the last commit has been painted and reported by then.
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const observer = new PerformanceObserver(() => undefined);
            observer.observe({ type: 'layout-shift', buffered: true });
            const entries = observer.takeRecords() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
            })[];
            observer.disconnect();
            resolve(entries.filter((entry) => !entry.hadRecentInput).map((entry) => entry.value));
          }),
        );
      }),
  );
}
