import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { accountMenu, expect, JOHN, submitSignIn, type Account } from './fixtures.ts';

/** In-stock demo products (src/server/demo/catalogue.ts); together they stay under free shipping. */
export const CABLE = 'UGREEN USB-C to USB-C Braided Cable 1m';
export const CHARGER = 'Anker Nano 65W USB-C Charger';
export const MOUSE = 'Logitech MX Master 3S Wireless Mouse';

/** The TestCard provider's cards (src/server/payments/test-card.ts). */
export const DECLINED_CARD = '4000 0000 0000 0002';
export const GOOD_CARD = '4242 4242 4242 4242';

/** The browser's own console line for the 402 the declined test card gets, provoked on purpose. */
export const DECLINED_PAYMENT =
  /^console\.error: Failed to load resource: .* 402 .*\/api\/orders\/[^/]+\/pay\b/;

export const SHIPPING = {
  address: '12 Test Street',
  city: 'Springfield',
  postalCode: '4021',
  country: 'Testland',
};

interface CatalogueProduct {
  _id: string;
  name: string;
  price: number;
  countInStock: number;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}

/** "$1,299.97" -> 129997 */
function parseCents(text: string): number {
  const amount = text.trim().replace(/[$,]/g, '');
  if (!/^\d+(\.\d{2})?$/.test(amount)) throw new Error(`not a price: "${text}"`);
  return Math.round(Number(amount) * 100);
}

export async function findProduct(request: APIRequestContext, name: string): Promise<CatalogueProduct> {
  const response = await request.get('/api/products', { params: { keyword: name } });
  expect(response.status()).toBe(200);
  const { products } = (await response.json()) as { products: CatalogueProduct[] };
  const product = products.find((candidate) => candidate.name === name);
  if (!product) throw new Error(`the demo catalogue has no product named "${name}"`);
  return product;
}

export async function stockOf(request: APIRequestContext, id: string): Promise<number> {
  const response = await request.get(`/api/products/${id}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as CatalogueProduct).countInStock;
}

/** Signs in with the form on the Sign In screen the journey has reached. */
export async function signIn(page: Page, account: Account): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await submitSignIn(page, account.email);
  await expect(accountMenu(page, account.name)).toBeVisible();
}

export async function addToCart(page: Page, product: CatalogueProduct, qty: number): Promise<void> {
  await page.goto(`/product/${product._id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  await expect(page.getByText('In Stock', { exact: true })).toBeVisible();
  await page.getByLabel('Qty').selectOption(String(qty));
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page).toHaveURL('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
  await expect(page.getByLabel(`Quantity of ${product.name}`)).toHaveValue(String(qty));
}

export async function fillShipping(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill(SHIPPING.address);
  await page.getByRole('textbox', { name: 'City', exact: true }).fill(SHIPPING.city);
  await page.getByRole('textbox', { name: 'Postal Code', exact: true }).fill(SHIPPING.postalCode);
  await page.getByRole('textbox', { name: 'Country', exact: true }).fill(SHIPPING.country);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** The Payment screen's choice of the TestCard provider. */
export const TEST_CARD = 'Test card (Test mode — no real money)';

export async function chooseTestCard(page: Page): Promise<void> {
  await expect(page).toHaveURL('/payment');
  const testCard = page.getByRole('radio', { name: TEST_CARD });
  await testCard.check();
  await expect(testCard).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/placeorder');
}

/** One figure of an Order Summary (Items, Shipping, Tax or Total), in cents. */
export async function summaryCents(summary: Locator, label: string): Promise<number> {
  const row = summary
    .locator('div')
    .filter({ has: summary.page().getByRole('term').getByText(label, { exact: true }) });
  return parseCents(await row.getByRole('definition').innerText());
}

/** Places the order on /placeorder, sees it confirmed by number, and returns its id from the address. */
export async function placeOrder(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}\?placed=true$/);
  const id = /\/order\/([0-9a-f-]{36})/.exec(page.url())?.[1] ?? '';
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Order #\d+$/);
  const number = (await page.getByRole('heading', { level: 1 }).textContent())?.replace('Order ', '') ?? '';
  await expect(page.getByText(id, { exact: true })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: `Order ${number} is placed and waiting for payment.` }),
  ).toBeVisible();
  return id;
}

export async function payByCard(page: Page, number: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Pay by card' });
  await form.getByRole('textbox', { name: 'Name on card' }).fill(JOHN.name);
  await form.getByRole('textbox', { name: 'Card number' }).fill(number);
  await form.getByLabel('Month', { exact: true }).selectOption('12');
  await form.getByLabel('Year', { exact: true }).selectOption(String(new Date().getFullYear() + 2));
  await form.getByRole('textbox', { name: 'CVC' }).fill('123');
  await form.getByRole('button', { name: /^Pay \$/ }).click();
}
