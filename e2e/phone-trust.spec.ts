import {
  cartLink,
  expect,
  header,
  registerByApi,
  signInByApi,
  storeSearch,
  test,
  untilAppRuns,
} from './fixtures.ts';
import {
  CHARGER,
  chooseTestCard,
  fillShipping,
  findProduct,
  GOOD_CARD,
  payByCard,
  placeOrder,
  summaryCents,
} from './checkout-steps.ts';

/** A demo product in stock that no other journey orders or counts. */
const SPEAKER = 'JBL Charge 5 Portable Speaker';
const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

test('on a phone, the home carousel takes at most half the screen and a screen shows three products', async ({
  page,
  axe,
}) => {
  await page.goto('/');
  await untilAppRuns(page);
  const carousel = page.getByRole('region', { name: 'Top rated products' });
  await expect(carousel).toBeVisible();
  const slideShow = await carousel.boundingBox();
  expect(
    slideShow?.height ?? PHONE.height,
    'the carousel is at most half the first screen',
  ).toBeLessThanOrEqual(PHONE.height / 2);

  const cards = page.getByRole('article');
  await expect(cards.nth(2)).toBeVisible();
  await cards.first().evaluate((card) => card.scrollIntoView({ block: 'start' }));
  const headerBox = await header(page).boundingBox();
  const first = await cards.first().boundingBox();
  const third = await cards.nth(2).boundingBox();
  if (!first || !third || !headerBox) throw new Error('not laid out');
  // Three compact cards, one under another, fit in one phone screen below the header.
  expect(first.x + first.width).toBeLessThanOrEqual(PHONE.width);
  expect(third.x).toBe(first.x);
  expect(third.y + third.height - first.y).toBeLessThanOrEqual(PHONE.height - headerBox.height);
  await page.screenshot({ path: 'test-results/phone-home-cards.png' });
  await axe.expectNoA11yViolations(page);

  // The slides move on their own (embla-carousel-react with its autoplay plugin, loaded late).
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(carousel.getByText(/^Slide 2 of \d+$/)).toBeAttached({ timeout: 8000 });

  // The spec's grid: 1 column on a phone, then 2, 3 and 4 at md, lg and xl.
  for (const [width, columns] of [
    [768, 2],
    [1024, 3],
    [1280, 4],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    const tops = await cards.evaluateAll((all) =>
      all.slice(0, 5).map((card) => Math.round(card.getBoundingClientRect().top)),
    );
    expect(
      tops.filter((top) => top === tops[0]),
      `${columns} cards in the first row at ${width} px`,
    ).toHaveLength(columns);
  }
});

test('on a phone, a search never ends in a dead end and the cart is always in the bar', async ({
  page,
  axe,
}) => {
  await page.goto('/');
  await untilAppRuns(page);
  // The Menu stays folded: the Cart is in the bar itself.
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  await expect(cartLink(page)).toBeVisible();

  // The suggestions take the plain field's place once the page is idle; they must be open before
  // Enter, or their closing proves nothing.
  await expect(header(page).getByRole('combobox', { name: 'Search Products' })).toBeVisible();
  await storeSearch(page).fill('"sony"');
  const suggestions = page.getByRole('listbox');
  await expect(suggestions.getByRole('option').first()).toBeVisible();
  await storeSearch(page).press('Enter');
  await expect(page).toHaveURL('/search/%22sony%22');
  await expect(page.getByRole('heading', { level: 1, name: 'Latest Products' })).toBeVisible();
  await expect(page.getByText('Results for “sony”', { exact: true })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(suggestions).toHaveCount(0);

  // A typo is searched as its closest spelling, and the list says so.
  await page.goto('/search/iphnoe');
  await expect(page.getByText('Showing results for “iphone” instead.', { exact: true })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: 'iPhone' }).first()).toBeVisible();
  await axe.expectNoA11yViolations(page);

  await page.goto('/search/qqxxzzyy');
  await expect(page.getByText('No products found for "qqxxzzyy".')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Shop by category' }).getByRole('link').first(),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Top products' }).getByRole('link').first()).toBeVisible();
  await axe.expectNoA11yViolations(page);
});

test('on a phone, the sticky bar adds to the cart and a placed order waits for payment before any thanks', async ({
  page,
  axe,
}) => {
  const account = await registerByApi(page, 'Pat Phone', 'phone-trust');
  await signInByApi(page, account);
  const speaker = await findProduct(page.request, SPEAKER);
  await page.goto(`/product/${speaker._id}`);
  await untilAppRuns(page);
  const bar = page.getByRole('region', { name: 'Add to cart bar' });
  await expect(bar).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(bar).toBeVisible();
  await axe.expectNoA11yViolations(page);
  await bar.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page).toHaveURL('/cart');
  await expect(cartLink(page)).toHaveAccessibleName('Cart 1 item');
  await expect(header(page).getByRole('status')).toHaveText('Cart updated: 1 item');

  await page.getByRole('button', { name: 'Proceed To Checkout' }).click();
  await expect(page).toHaveURL('/shipping');
  await fillShipping(page);
  await chooseTestCard(page);
  await placeOrder(page);
  await expect(page.getByText(/Thank you/)).toHaveCount(0);
  await expect(page.getByText('Awaiting payment', { exact: true })).toBeVisible();
  // The pay form starts within the first screen of the phone.
  const payHeading = await page.getByRole('heading', { name: 'Pay by card' }).boundingBox();
  expect(payHeading, 'the Pay by card heading is laid out').not.toBeNull();
  expect((payHeading?.y ?? PHONE.height) + (payHeading?.height ?? 0)).toBeLessThanOrEqual(PHONE.height);
  await page.screenshot({ path: 'test-results/phone-order-placed.png' });
  await axe.expectNoA11yViolations(page);

  await payByCard(page, GOOD_CARD);
  await expect(
    page.getByRole('status').filter({ hasText: /^Payment received for order #\d+\. Thank you!$/ }),
  ).toBeVisible();
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
});

test('on a phone, the cart shows the estimated tax and shipping, and Place Order shows the same total within reach', async ({
  page,
  axe,
}) => {
  const account = await registerByApi(page, 'Cora Cart', 'phone-cart-total');
  await signInByApi(page, account);
  const charger = await findProduct(page.request, CHARGER);
  await page.goto(`/cart/${charger._id}?qty=1`);
  await expect(page).toHaveURL('/cart');
  await untilAppRuns(page);
  const estimate = page.getByRole('group', { name: 'Estimated order total' });
  await expect(estimate).toBeVisible();
  await expect(page.getByText(/Shipping and tax are estimated until you enter your address/)).toBeVisible();
  const estimatedTotal = await summaryCents(estimate, 'Estimated total');
  await axe.expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Proceed To Checkout' }).click();
  await expect(page).toHaveURL('/shipping');
  await fillShipping(page);
  await chooseTestCard(page);
  const summary = page.getByRole('region', { name: 'Order Summary' });
  expect(await summaryCents(summary, 'Total'), 'Place Order shows the total the cart estimated').toBe(
    estimatedTotal,
  );
  const placeOrderButton = page.getByRole('button', { name: 'Place Order' });
  await expect(placeOrderButton).toBeInViewport();
  const button = await placeOrderButton.boundingBox();
  expect((button?.y ?? PHONE.height) + (button?.height ?? 0)).toBeLessThanOrEqual(PHONE.height);
  await page.screenshot({ path: 'test-results/phone-place-order.png' });
  await axe.expectNoA11yViolations(page);
});
