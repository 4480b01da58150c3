import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export { expect };

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
