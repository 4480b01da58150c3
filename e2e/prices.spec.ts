import type { Page } from '@playwright/test';
import {
  addToCart,
  chooseTestCard,
  findProduct,
  GOOD_CARD,
  payByCard,
  summaryCents,
} from './checkout-steps.ts';
import { ADMIN, DEMO_PASSWORD, expect, registerByApi, signInByApi, test } from './fixtures.ts';

/**
 * The owner's prices reach the shopper (docs/prices.md): a code and an Express method set on the
 * admin screens, then a shopper on a phone who applies the code, picks Express, and pays the total
 * the screens quoted. The zone is New Zealand's alone, so journeys running beside this one, which
 * ship to the rest of the world, keep the default prices.
 */

const SPEAKER = 'Bose SoundLink Flex Bluetooth Speaker';
const ZONE = 'New Zealand';
const ADDRESS = { address: '1 Queen Street', city: 'Auckland', postalCode: '1010', country: ZONE };

async function addExpressZone(page: Page): Promise<void> {
  await page.goto('/admin/settings');
  await page.getByRole('button', { name: 'Add zone' }).click();
  const zone = page.getByRole('group', { name: /^Zone 2/ });
  await zone.getByLabel('Zone name').fill(ZONE);
  await zone.getByLabel('Add a country').selectOption('NZ');
  const standard = zone.getByRole('group', { name: /^Method 1/ });
  await standard.getByLabel('Method name').fill('Standard');
  await standard.getByLabel('Price ($)').fill('10');
  await standard.getByLabel('Free over ($)').fill('100');
  await standard.getByLabel('Estimate').fill('5–8 business days');
  await zone.getByRole('button', { name: 'Add method' }).click();
  const express = zone.getByRole('group', { name: /^Method 2/ });
  await express.getByLabel('Method name').fill('Express');
  await express.getByLabel('Price ($)').fill('25');
  await express.getByLabel('Estimate').fill('1–2 business days');
  await page.getByRole('button', { name: 'Save shipping zones' }).click();
  await expect(page.getByText('Shipping zones saved')).toBeVisible();
}

test('the admin creates a code and an Express method; a shopper on a phone applies the code, picks Express and pays the quoted total', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const code = `JOURNEY${Date.now() % 1_000_000}`;
  const speaker = await findProduct(request, SPEAKER);

  await test.step('the owner creates a 10 % code and a New Zealand zone with Express', async () => {
    await signInByApi(page, ADMIN);
    await page.goto('/admin/coupons');
    await page.getByRole('button', { name: 'New coupon' }).click();
    await page.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
    await page.getByLabel('Value (% off)').fill('10');
    await page.getByRole('button', { name: 'Create coupon' }).click();
    await expect(page.getByRole('main').getByText(code, { exact: true })).toBeVisible();
    await addExpressZone(page);
  });

  const phone = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const shopper = await phone.newPage();
    const account = await registerByApi(shopper, 'Pat Prices', 'prices');
    await signInByApi(shopper, account);

    await test.step('the shopper applies the code on the cart and sees the discount as its own line', async () => {
      await addToCart(shopper, speaker, 1);
      await shopper.getByRole('textbox', { name: 'Coupon code' }).fill(code.toLowerCase());
      await shopper.getByRole('button', { name: 'Apply' }).click();
      await expect(shopper.getByRole('main')).toContainText('−$14.90');
      await shopper.getByRole('button', { name: 'Proceed To Checkout' }).click();
    });

    await test.step('Shipping offers the zone’s methods and the shopper picks Express', async () => {
      await expect(shopper).toHaveURL('/shipping');
      for (const [field, value] of Object.entries({
        Address: ADDRESS.address,
        City: ADDRESS.city,
        'Postal Code': ADDRESS.postalCode,
        Country: ADDRESS.country,
      })) {
        await shopper.getByRole('textbox', { name: field, exact: true }).fill(value);
      }
      await shopper.getByRole('textbox', { name: 'Country', exact: true }).blur();
      const methods = shopper.getByRole('group', { name: 'Shipping method' });
      await methods.getByRole('radio', { name: /^Express \$25\.00/ }).check();
      await shopper.getByRole('button', { name: 'Continue' }).click();
      await chooseTestCard(shopper);
    });

    await test.step('Place Order shows the quote, and the order placed has the same figures', async () => {
      const summary = shopper.getByRole('region', { name: 'Order Summary' });
      // $149.00 − 10 % = $134.10; Express $25.00; tax 15 % of $134.10 = $20.115 → $20.12.
      await expect.poll(() => summaryCents(summary, 'Total')).toBe(179_22);
      await expect(summary).toContainText('−$14.90');
      await expect(summary).toContainText('$25.00');
      await shopper.getByRole('button', { name: 'Place Order' }).click();
      await expect(shopper).toHaveURL(/\/order\/[0-9a-f-]+(\?placed=true)?$/);
      await expect(shopper.getByRole('main')).toContainText('$179.22');
      await payByCard(shopper, GOOD_CARD);
      await expect(shopper.getByRole('status').filter({ hasText: /^Paid on / })).toBeVisible();
    });

    const orderId = /\/order\/([0-9a-f-]+)/.exec(shopper.url())?.[1] ?? '';
    const login = await shopper.request.post('/api/users/login', {
      data: { email: account.email, password: DEMO_PASSWORD },
    });
    const { token } = (await login.json()) as { token: string };
    const stored = await shopper.request.get(`/api/orders/${orderId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(stored.status()).toBe(200);
    const order: unknown = await stored.json();
    expect(order).toMatchObject({
      totalPrice: 179.22,
      discountPrice: 14.9,
      shippingPrice: 25,
      taxPrice: 20.12,
      couponCode: code,
      shippingMethod: 'express',
    });
  } finally {
    await phone.close();
  }
});
