import { expect, registerByApi, signInByApi, test, untilAppRuns } from './fixtures.ts';
import {
  chooseTestCard,
  fillShipping,
  findProduct,
  GOOD_CARD,
  payByCard,
  placeOrder,
} from './checkout-steps.ts';
import { swipeToNextPhoto } from './gallery-steps.ts';

/**
 * Demo phones (src/server/demo/variants.ts, specs.ts, gallery.ts): the iPhone is the only phone sold
 * with 512 GB, in four colours (Blue Titanium sold out in every size), with three photos.
 */
const IPHONE = 'Apple iPhone 15 Pro';
const GALAXY = 'Samsung Galaxy S24';
const CHOICE = '512 GB / White Titanium';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('on a phone, a shopper filters phones by storage (512 GB or more), chooses the iPhone’s size and colour, looks through its photos, compares it, and orders and pays for that variant', async ({
  page,
  request,
  axe,
}) => {
  test.slow();
  // An account of its own: the demo accounts' server carts are shared with journeys running alongside.
  const shopper = await registerByApi(page, 'Phoebe Phone', 'depth');
  await signInByApi(page, shopper);
  const galaxy = await findProduct(request, GALAXY);

  await test.step('the Phones list, filtered by 512 GB of storage, holds the iPhone and not the Galaxy', async () => {
    await page.goto('/?category=Phones');
    await untilAppRuns(page);
    await page.getByRole('button', { name: 'Filters' }).click();
    const filters = page.getByRole('dialog', { name: 'Filters' });
    const storage = filters.getByRole('group', { name: 'Storage' });
    // Storage is a number field: a range, applied when submitted.
    await storage.getByRole('textbox', { name: 'Storage Min (GB)' }).fill('512');
    await storage.getByRole('textbox', { name: 'Storage Min (GB)' }).press('Enter');
    await expect(page).toHaveURL(/specMin=[^&]*Storage%3A512/);
    await filters.getByRole('button', { name: /^Show results/ }).click();
    await expect(page.getByRole('link', { name: IPHONE }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: GALAXY })).toHaveCount(0);
    await page.getByRole('link', { name: IPHONE }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(IPHONE);
  });

  await test.step('the pickers choose size and colour; the address, price and stock follow', async () => {
    const colour = page.getByRole('radiogroup', { name: 'Colour' });
    const storage = page.getByRole('radiogroup', { name: 'Storage' });
    await expect(colour.getByRole('radio', { name: 'Blue Titanium, sold out' })).toBeVisible();
    await storage.getByRole('radio', { name: '512 GB' }).click();
    await expect(page).toHaveURL(/\?variant=[0-9a-f-]{36}$/);
    const firstChoice = page.url();
    await colour.getByRole('radio', { name: 'White Titanium' }).click();
    await expect(page).not.toHaveURL(firstChoice);
    await expect(storage.getByRole('radio', { name: '512 GB' })).toBeChecked();
    await expect(page.getByRole('definition').filter({ hasText: '$1,299.00' })).toBeVisible();
    await expect(page.getByText('In Stock', { exact: true })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Specifications' })).toBeVisible();
    await axe.expectNoA11yViolations(page);
  });
  const chosen = page.url();

  await test.step('a swipe shows the next photo, and Zoom opens it full screen', async () => {
    const gallery = page.getByRole('region', { name: `Photos of ${IPHONE}` });
    await swipeToNextPhoto(page, gallery, 'Photo 2 of 3');
    await gallery.getByRole('button', { name: 'Zoom' }).click();
    const zoomed = page.getByRole('dialog', { name: `${IPHONE}: photo 2 of 3` });
    await zoomed.getByRole('button', { name: 'Zoom in' }).click();
    await expect(zoomed.getByRole('img', { name: `${IPHONE} (2 of 3)` })).toHaveAttribute(
      'style',
      /scale\(1\.5\)/,
    );
    await page.keyboard.press('Escape');
    await expect(zoomed).toHaveCount(0);
  });

  await test.step('compared with the Galaxy, side by side, without the page scrolling sideways', async () => {
    await page.getByRole('button', { name: `Compare ${IPHONE}` }).click();
    await page.goto(`/product/${galaxy._id}`);
    await page.getByRole('button', { name: `Compare ${GALAXY}` }).click();
    await page
      .getByRole('region', { name: 'Compare bar' })
      .getByRole('link', { name: 'Compare (2)' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Compare Phones' })).toBeVisible();
    const table = page.getByRole('table');
    await expect(table.getByRole('link', { name: IPHONE, exact: true })).toBeAttached();
    await expect(table.getByRole('link', { name: GALAXY, exact: true })).toBeAttached();
    await expect(table.getByRole('rowheader', { name: /^Screen size/ })).toBeAttached();
    const { page: pageWidth, screen } = await page.evaluate(() => {
      const root = document.scrollingElement ?? document.documentElement;
      return { page: root.scrollWidth, screen: root.clientWidth };
    });
    expect(pageWidth, 'the compare page is no wider than the phone').toBeLessThanOrEqual(screen);
  });

  await test.step('the chosen variant goes into the cart with its label', async () => {
    await page.goto(chosen);
    await untilAppRuns(page);
    await page.getByRole('button', { name: 'Add To Cart' }).first().click();
    await expect(page).toHaveURL('/cart');
    await expect(page.getByText(CHOICE, { exact: true })).toBeVisible();
    await expect(page.getByLabel(`Quantity of ${IPHONE} (${CHOICE})`)).toHaveValue('1');
  });

  await test.step('the order is placed and paid by test card, and its page names the variant', async () => {
    await page.getByRole('button', { name: 'Proceed To Checkout' }).first().click();
    await expect(page).toHaveURL('/shipping');
    await fillShipping(page);
    await chooseTestCard(page);
    await expect(page.getByText(CHOICE, { exact: true })).toBeVisible();
    await placeOrder(page);
    await payByCard(page, GOOD_CARD);
    await expect(
      page.getByRole('status').filter({ hasText: /^Payment received for order #\d+\. Thank you!$/ }),
    ).toBeVisible();
    await expect(page.getByText(CHOICE, { exact: true })).toBeVisible();
  });
});
