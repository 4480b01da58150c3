import { expect, registerByApi, signInByApi, test } from './fixtures.ts';
import {
  chooseTestCard,
  fillShipping,
  findProduct,
  GOOD_CARD,
  payByCard,
  placeOrder,
} from './checkout-steps.ts';

/** A demo product sold in variants (src/server/demo/variants.ts); Blue Titanium is sold out in every size. */
const IPHONE = 'Apple iPhone 15 Pro';

test('a shopper chooses the iPhone in a colour and size, orders and pays, and the order names the variant', async ({
  page,
  request,
  axe,
}) => {
  test.slow();
  // An account of its own: the demo accounts' server carts are shared with journeys running alongside.
  const shopper = await registerByApi(page, 'Vera Variant', 'variants');
  await signInByApi(page, shopper);
  const iphone = await findProduct(request, IPHONE);

  await test.step('the pickers choose colour and storage; the address, price and stock follow', async () => {
    await page.goto(`/product/${iphone._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(IPHONE);
    const colour = page.getByRole('radiogroup', { name: 'Colour' });
    const storage = page.getByRole('radiogroup', { name: 'Storage' });
    await expect(colour.getByRole('radio', { name: 'Blue Titanium, sold out' })).toBeVisible();
    await colour.getByRole('radio', { name: 'White Titanium' }).click();
    await expect(page).toHaveURL(/\?variant=[0-9a-f-]{36}$/);
    const firstChoice = page.url();
    await storage.getByRole('radio', { name: '256 GB' }).click();
    await expect(page).not.toHaveURL(firstChoice);
    await expect(storage.getByRole('radio', { name: '256 GB' })).toBeChecked();
    await expect(colour.getByRole('radio', { name: 'White Titanium' })).toBeChecked();
    await expect(page.getByRole('definition').filter({ hasText: '$1,099.00' })).toBeVisible();
    await expect(page.getByText('In Stock', { exact: true })).toBeVisible();
    await axe.expectNoA11yViolations(page);

    // The address is shareable: a reload opens the same choice.
    await page.reload();
    await expect(
      page.getByRole('radiogroup', { name: 'Storage' }).getByRole('radio', { name: '256 GB' }),
    ).toBeChecked();
  });

  await test.step('the variant goes into the cart with its label', async () => {
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await expect(page).toHaveURL('/cart');
    await expect(page.getByText('256 GB / White Titanium', { exact: true })).toBeVisible();
    await expect(page.getByLabel(`Quantity of ${IPHONE} (256 GB / White Titanium)`)).toHaveValue('1');
  });

  await test.step('the order is placed and paid by test card, and its page names the variant', async () => {
    await page.getByRole('button', { name: 'Proceed To Checkout' }).click();
    await expect(page).toHaveURL('/shipping');
    await fillShipping(page);
    await chooseTestCard(page);
    await expect(page.getByText('256 GB / White Titanium', { exact: true })).toBeVisible();
    await placeOrder(page);
    await payByCard(page, GOOD_CARD);
    await expect(
      page.getByRole('status').filter({ hasText: /^Payment received for order #\d+\. Thank you!$/ }),
    ).toBeVisible();
    await expect(page.getByText('256 GB / White Titanium', { exact: true })).toBeVisible();
  });
});
