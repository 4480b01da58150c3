import type { Page } from '@playwright/test';
import {
  accountMenu,
  cartLink,
  expect,
  logout,
  onFreshBrowser,
  registerByApi,
  openMenuItem,
  SESSION_KEYS,
  storedValue,
  submitSignIn,
  test,
} from './fixtures.ts';

/** In-stock demo products (src/server/demo/catalogue.ts) no other journey buys. */
const KEYBOARD = 'Keychron K2 Wireless Mechanical Keyboard';
const TRACKER = 'Fitbit Charge 6 Fitness Tracker';

async function openProduct(page: Page, name: string): Promise<void> {
  await page.goto(`/search/${encodeURIComponent(name)}`);
  await page.getByRole('link', { name, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
}

async function addToCart(page: Page, name: string, qty: number): Promise<void> {
  await openProduct(page, name);
  await page.getByLabel('Qty').selectOption(String(qty));
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page).toHaveURL('/cart');
}

const heart = (page: Page, name: string) =>
  page.getByRole('main').getByRole('button', { name: `Save ${name} to wishlist` });

test('the wishlist and the cart follow the shopper to a fresh browser', async ({
  page,
  browser,
  baseURL,
  axe,
}) => {
  // Two browsers and the sign-in between them, with an axe scan at each screen: 20 s alone, 49 s
  // once in CI beside the other suites on two cores.
  test.slow();
  const { name, email } = await registerByApi(page, 'Wanda Wishlist', 'wishcart');

  await test.step('a visitor fills the cart, taps a heart and is sent to Sign In and back', async () => {
    await addToCart(page, TRACKER, 1);
    await openProduct(page, KEYBOARD);
    await heart(page, KEYBOARD).click();
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await submitSignIn(page, email);
    await expect(accountMenu(page, name)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(KEYBOARD);
  });

  await test.step('signed in, the heart saves the product and the cart gains a line', async () => {
    const button = heart(page, KEYBOARD);
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await axe.expectNoA11yViolations(page);
    await page.getByLabel('Qty').selectOption('2');
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await expect(page).toHaveURL('/cart');
    await expect(cartLink(page)).toHaveText(/3 items/);
  });

  await test.step('the wishlist screen lists the product with its price and stock', async () => {
    await openMenuItem(page, accountMenu(page, name), 'Wishlist');
    await expect(page).toHaveURL('/wishlist');
    await expect(page.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeVisible();
    const line = page.getByRole('main').getByRole('listitem');
    await expect(line).toHaveCount(1);
    await expect(line.getByRole('link', { name: KEYBOARD })).toBeVisible();
    await expect(line.getByText('In Stock')).toBeVisible();
    await expect(line.getByRole('button', { name: `Add To Cart ${KEYBOARD}` })).toBeEnabled();
    await axe.expectNoA11yViolations(page);
  });

  await test.step('Logout removes the four keys', async () => {
    await logout(page, name);
    for (const key of SESSION_KEYS) expect(await storedValue(page, key), `localStorage ${key}`).toBeNull();
  });

  await test.step('signing in on a fresh browser brings back the cart and the wishlist', async () => {
    await onFreshBrowser(browser, baseURL, { name, email }, /3 items/, async (fresh) => {
      await cartLink(fresh).click();
      await expect(fresh).toHaveURL('/cart');
      await expect(fresh.getByRole('link', { name: TRACKER })).toBeVisible();
      await expect(fresh.getByRole('combobox', { name: `Quantity of ${TRACKER}` })).toHaveValue('1');
      await expect(fresh.getByRole('combobox', { name: `Quantity of ${KEYBOARD}` })).toHaveValue('2');

      await openMenuItem(fresh, accountMenu(fresh, name), 'Wishlist');
      await expect(fresh.getByRole('main').getByRole('link', { name: KEYBOARD })).toBeVisible();
    });
  });
});
