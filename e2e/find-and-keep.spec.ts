import type { Page } from '@playwright/test';
import {
  accountMenu,
  cartLink,
  expect,
  logout,
  onFreshBrowser,
  registerByApi,
  openMenuItem,
  pricesCheapestFirst,
  shownPrices,
  storeSearch,
  submitSignIn,
  test,
  untilAppRuns,
} from './fixtures.ts';

/**
 * Issue #11's journey in one go: search, narrow by brand and price, sort, page with the filters
 * kept, open a product, save it and put it in the cart (a visitor is sent to Sign In and back),
 * sign out, then sign in on a fresh browser: the cart and the wishlist are there.
 *
 * In the demo catalogue "with" is in 24 products; 9 of them are Apple, Samsung or Sony, so those
 * three brands make two pages of 8 and, cheapest first, page 2 holds the dearest of them.
 */
const KEYWORD = 'with';
const BRANDS = ['Apple', 'Samsung', 'Sony'];

async function expectFiltersKept(page: Page): Promise<void> {
  for (const brand of BRANDS) {
    await expect(page.getByRole('button', { name: new RegExp(`Brand: ${brand}`) })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: /Price: \$1\.00 – \$5,000\.00/ })).toBeVisible();
}

test('search, filter, sort, page, save a product and find cart and wishlist on a fresh browser', async ({
  page,
  browser,
  baseURL,
  axe,
}) => {
  const { name, email } = await registerByApi(page, 'Fiona Finder', 'findkeep');

  await test.step('search from the header', async () => {
    await page.goto('/');
    // The server's drawn screen is inert until the app takes it over, which draws a fresh box.
    await untilAppRuns(page);
    const search = storeSearch(page);
    await search.fill(KEYWORD);
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/search/${KEYWORD}$`));
    await expect(page.getByText(`Results for “${KEYWORD}”`, { exact: true })).toBeVisible();
  });

  await test.step('filter by brand and price', async () => {
    const filters = page.getByRole('complementary', { name: 'Filters' });
    const brands = filters.getByRole('group', { name: 'Brand' });
    for (const brand of BRANDS) {
      // The box reflects the address, which changes a moment after the click: click, then wait.
      const box = brands.getByRole('checkbox', { name: new RegExp(`^${brand}\\b`) });
      await box.click();
      await expect(box).toBeChecked();
    }
    const price = filters.getByRole('group', { name: 'Price' });
    await price.getByLabel('Min $').fill('1');
    await price.getByLabel('Max $').fill('5000');
    await price.getByRole('button', { name: 'Apply' }).click();
    await expectFiltersKept(page);
    await expect(page).toHaveURL(new RegExp(`/search/${KEYWORD}\\?`));
    await expect(page.getByText(/^9 products$/).first()).toBeVisible();
    await axe.expectNoA11yViolations(page);
  });

  let dearest = 0;
  await test.step('sort by price and page on with the filters kept', async () => {
    await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
    await expect(page).toHaveURL(/sort=price-asc/);
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(8);
    const first = await pricesCheapestFirst(page);

    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(new RegExp(`/search/${KEYWORD}/page/2\\?.*sort=price-asc`));
    await expectFiltersKept(page);
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
    const second = await shownPrices(page);
    dearest = Math.min(...second);
    expect(dearest).toBeGreaterThanOrEqual(Math.max(...first));
  });

  let product = '';
  await test.step('open the product; a visitor who taps the heart signs in and comes back', async () => {
    const card = page.getByRole('main').getByRole('article').first();
    product = (await card.getByRole('heading').textContent()) ?? '';
    await card.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: product })).toBeVisible();
    const heart = page.getByRole('main').getByRole('button', { name: `Save ${product} to wishlist` });
    await heart.click();
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await submitSignIn(page, email);
    await expect(accountMenu(page, name)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: product })).toBeVisible();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
  });

  await test.step('put it in the cart, then sign out', async () => {
    await page.getByLabel('Qty').selectOption('2');
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await expect(page).toHaveURL('/cart');
    await expect(cartLink(page)).toHaveText(/2 items/);
    await logout(page, name);
    await expect(cartLink(page)).not.toHaveText(/2 items/);
  });

  await test.step('a fresh browser signs in and finds the cart and the wishlist', async () => {
    await onFreshBrowser(browser, baseURL, { name, email }, /2 items/, async (fresh) => {
      await cartLink(fresh).click();
      await expect(fresh).toHaveURL('/cart');
      await expect(fresh.getByRole('link', { name: product })).toBeVisible();
      await expect(fresh.getByRole('combobox', { name: `Quantity of ${product}` })).toHaveValue('2');

      await openMenuItem(fresh, accountMenu(fresh, name), 'Wishlist');
      const saved = fresh.getByRole('main').getByRole('listitem');
      await expect(saved).toHaveCount(1);
      await expect(saved.getByRole('link', { name: product })).toBeVisible();
      await expect(
        saved.getByText(`$${dearest.toLocaleString('en-US', { minimumFractionDigits: 2 })}`),
      ).toBeVisible();
    });
  });
});
