import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test, untilAppRuns } from './fixtures.ts';
import { findProduct } from './checkout-steps.ts';

/** Demo phones (src/server/demo/catalogue.ts); only read here, never bought. */
const PHONES = ['Apple iPhone 15 Pro', 'Samsung Galaxy S24', 'Google Pixel 8', 'OnePlus 12 256GB'];

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/** A demo product's id, found through the catalogue as a shopper's search would. */
async function productId(page: Page, name: string): Promise<string> {
  return (await findProduct(page.request, name))._id;
}

test('on a 360 px phone, four phones compared scroll inside the table and the page never scrolls sideways', async ({
  page,
}) => {
  const ids = await Promise.all(PHONES.map((name) => productId(page, name)));
  await page.goto(`/compare?ids=${ids.join(',')}`);
  await untilAppRuns(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Compare Phones' })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('link', { name: PHONES[3] })).toBeAttached();

  const widths = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const scroller = document.querySelector('table')?.parentElement;
    return {
      page: root.scrollWidth,
      screen: root.clientWidth,
      table: scroller?.scrollWidth ?? 0,
      box: scroller?.clientWidth ?? 0,
    };
  });
  expect(widths.page, 'the page is no wider than the phone').toBeLessThanOrEqual(widths.screen);
  expect(widths.table, 'the columns scroll inside the table').toBeGreaterThan(widths.box);

  // The row names stay in place while the columns scroll under them.
  const price = table.getByRole('rowheader', { name: /^Price/ });
  const before = await price.boundingBox();
  await page.evaluate(() => document.querySelector('table')?.parentElement?.scrollBy({ left: 300 }));
  await expect.poll(async () => (await price.boundingBox())?.x).toBe(before?.x);
  await expectNoA11yViolations(page);
});

test('on a 360 px phone, the compare bar sits above the sticky Add To Cart bar and covers no page end', async ({
  page,
}) => {
  await page.goto(`/product/${await productId(page, PHONES[1] ?? '')}`);
  await untilAppRuns(page);
  await page.getByRole('button', { name: `Compare ${PHONES[1]}` }).click();
  const bar = page.getByRole('region', { name: 'Compare bar' });
  await expect(bar.getByRole('button', { name: 'Compare (1)' })).toBeDisabled();
  // The page's end: the footer clears the bar once scrolled to the bottom.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const sticky = page.getByRole('region', { name: 'Add to cart bar' });
  await expect(sticky).toBeVisible();
  // The room the two bars take grows once the sticky bar shows: the page's end moves down.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const [barBox, stickyBox, footerBox] = await Promise.all([
    bar.boundingBox(),
    sticky.boundingBox(),
    page.locator('footer').boundingBox(),
  ]);
  if (!barBox || !stickyBox || !footerBox) throw new Error('not laid out');
  expect(barBox.y + barBox.height, 'the compare bar ends above the sticky bar').toBeLessThanOrEqual(
    stickyBox.y + 1,
  );
  expect(barBox.height, 'the bar is small on a phone').toBeLessThanOrEqual(72);
  expect(footerBox.y + footerBox.height, 'the footer is above both bars').toBeLessThanOrEqual(barBox.y + 1);
  await expectNoA11yViolations(page);
});
