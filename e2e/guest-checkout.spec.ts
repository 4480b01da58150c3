import { ADMIN, cartLink, expect, layoutShifts, signInByApi, test, uniqueEmail } from './fixtures.ts';
import {
  addToCart,
  chooseTestCard,
  fillShipping,
  findProduct,
  GOOD_CARD,
  payByCard,
  TEST_CARD,
} from './checkout-steps.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const ORDER_LINK = /\/order\/([0-9a-f-]{36})\?placed=true#key=([\w-]+)$/;
const MAILED_LINK = /\/order\/[0-9a-f-]{36}#key=[\w-]+/;

const CONTROLLER = 'Xbox Wireless Controller';

test('a guest buys on a phone without an account and reopens the order from the mail’s link', async ({
  page,
  browser,
  request,
  axe,
  consoleGuard,
}) => {
  test.slow();
  // The guessed key is refused on purpose, as an unknown order is.
  consoleGuard.allow(/^console\.error: Failed to load resource: .* 404 .*\/api\/orders\//);
  const email = uniqueEmail('guest');
  // A product no other journey counts the stock of: journeys run side by side.
  const controller = await findProduct(request, CONTROLLER);

  await test.step('the cart offers Continue as guest beside Proceed To Checkout, straight to Shipping', async () => {
    await addToCart(page, controller, 1);
    await expect(page.getByRole('button', { name: 'Proceed To Checkout' })).toBeVisible();
    // From the cart to paid in four screens: Shipping, Payment, Place Order and the order.
    await page.getByRole('button', { name: 'Continue as guest' }).click();
    await expect(page).toHaveURL('/shipping');
  });

  await test.step('screen 1, Shipping: the guest gives an e-mail address, a name and the address', async () => {
    const address = page.getByRole('textbox', { name: 'Email Address' });
    await expect(address).toHaveAttribute('autocomplete', 'email');
    await expect(address).toHaveAttribute('inputmode', 'email');
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveAttribute(
      'autocomplete',
      'name',
    );
    await axe.expectNoA11yViolations(page);
    await address.fill(email);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Gail Guest');
    await fillShipping(page);
  });

  await test.step('screen 2, Payment: the guest chooses the test card', async () => {
    await expect(page).toHaveURL('/payment');
    await expect(page.getByRole('radio', { name: TEST_CARD })).toBeVisible();
    await axe.expectNoA11yViolations(page);
    await chooseTestCard(page);
  });

  await test.step('screen 3, Place Order: the contact and the address are shown before placing', async () => {
    await expect(page.getByRole('main')).toContainText(`Gail Guest, ${email}`);
    await axe.expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Place Order' }).click();
  });

  const orderId =
    await test.step('screen 4, the order: its link holds the key, and the card pays it', async () => {
      await expect(page).toHaveURL(ORDER_LINK);
      const id = ORDER_LINK.exec(page.url())?.[1] ?? '';
      await expect(cartLink(page)).toHaveAccessibleName('Cart');
      await payByCard(page, GOOD_CARD);
      await expect(page.getByRole('status').filter({ hasText: /^Paid on / })).toBeVisible();
      await axe.expectNoA11yViolations(page);
      return id;
    });

  const link = await test.step('the confirmation mail carries the order’s link', async () => {
    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await signInByApi(adminPage, ADMIN);
    await adminPage.goto('/admin/outbox');
    const entry = adminPage
      .getByRole('listitem')
      .filter({ hasText: `To ${email}` })
      .filter({ hasText: 'Your Easy-Buy order' });
    // The worker sends the queue every few seconds; the screen is read again until it shows.
    await expect(async () => {
      await adminPage.reload();
      await expect(entry).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    // The mail's text is in the page, folded under its subject.
    const text = (await entry.locator('pre').textContent()) ?? '';
    await adminContext.close();
    return MAILED_LINK.exec(text)?.[0] ?? '';
  });
  expect(link, 'the order link in the mail').toContain(orderId);

  await test.step('the link opens the paid order in a browser that has never seen it', async () => {
    const fresh = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const other = await fresh.newPage();
    // The order's answer is held until the loading screen shows, as on a slow network: its
    // arrival must move nothing in view (it pushed the footer down: CLS 0.084).
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    await other.route(/\/api\/orders\/[0-9a-f-]{36}$/, async (route) => {
      await held;
      await route.continue();
    });
    await other.goto(link);
    await expect(other.getByRole('status').filter({ hasText: 'Loading...' })).toBeAttached();
    answer();
    await expect(other.getByRole('heading', { level: 1 })).toHaveText(/^Order #\d+$/);
    expect(await layoutShifts(other)).toEqual([]);
    await expect(other.getByRole('status').filter({ hasText: /^Paid on / })).toBeVisible();
    const keep = other.getByRole('region', { name: 'Keep this order with your account' });
    await expect(keep.getByRole('link', { name: 'Register' })).toBeVisible();
    await axe.expectNoA11yViolations(other);
    await fresh.close();

    const stranger = await browser.newContext();
    const guessing = await stranger.newPage();
    await guessing.goto(link.replace(/#key=.*/, '#key=wrongkey0000000000000000000000000000000000'));
    await expect(guessing.getByText('Order not found')).toBeVisible();
    await stranger.close();
  });
});
