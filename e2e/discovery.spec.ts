import { expect, pricesCheapestFirst, shownPrices, storeSearch, test, untilAppRuns } from './fixtures.ts';

/**
 * Finding products (issue #11): search, narrow by brand and price, sort, page through with the
 * filters kept, open a product and walk its breadcrumbs back. Runs against the demo catalogue
 * (8 products per page, 4 Apple, 4 Samsung, 3 Sony), so three brands make two pages.
 */
test('search, filter by brand and price, sort, page with filters kept, open a product, breadcrumbs back', async ({
  page,
}) => {
  await page.goto('/');
  // The server's drawn screen is inert until the app takes it over, which draws a fresh box: what
  // is typed before that is lost (the address then stayed / on a loaded machine).
  await untilAppRuns(page);
  const search = storeSearch(page);
  await search.fill('samsung');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/search\/samsung$/);
  await expect(page.getByText('Results for “samsung”', { exact: true })).toBeVisible();
  // The count under the heading comes first; the filter panel's counts follow it.
  await expect(page.getByText(/^\d+ products?$/).first()).toBeVisible();

  await page.getByRole('link', { name: 'Go Back' }).click();
  const filters = page.getByRole('complementary', { name: 'Filters' });
  const brands = filters.getByRole('group', { name: 'Brand' });
  for (const brand of ['Apple', 'Samsung', 'Sony']) {
    // The box reflects the address, which changes a moment after the click: click, then wait.
    const box = brands.getByRole('checkbox', { name: new RegExp(`^${brand}\\b`) });
    await box.click();
    await expect(box).toBeChecked();
    await expect(page.getByRole('button', { name: new RegExp(`Brand: ${brand}`) })).toBeVisible();
  }
  const price = filters.getByRole('group', { name: 'Price' });
  await price.getByLabel('Min $').fill('1');
  await price.getByLabel('Max $').fill('5000');
  await price.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('button', { name: /Price: \$1\.00 – \$5,000\.00/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Top rated products' })).toHaveCount(0);

  await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
  await expect(page).toHaveURL(/sort=price-asc/);
  const first = await pricesCheapestFirst(page);

  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/page\/2\?.*sort=price-asc/);
  await expect(page.getByRole('button', { name: /Brand: Sony/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Price: \$1\.00 – \$5,000\.00/ })).toBeVisible();
  // Page 2's products replace page 1's when they arrive.
  await expect
    .poll(async () => {
      const second = await shownPrices(page);
      return second.length > 0 ? Math.min(...second) : -1;
    })
    .toBeGreaterThanOrEqual(Math.max(...first));

  const card = page.getByRole('main').getByRole('article').first();
  const name = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByText(name)).toHaveAttribute('aria-current', 'page');
  const category = crumbs.getByRole('link').nth(1);
  const categoryName = (await category.textContent()) ?? '';
  await category.click();
  await expect(page.getByRole('button', { name: `Category: ${categoryName}` })).toBeVisible();

  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/page\/2\?.*sort=price-asc/);
});
