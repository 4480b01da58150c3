import {
  accountMenu,
  ADMIN,
  cartLink,
  expect,
  JANE,
  JOHN,
  DEMO_PASSWORD,
  logout,
  openMenuItem,
  registerByApi,
  signInByApi,
  test,
  uniqueEmail,
} from './fixtures.ts';
import {
  CABLE,
  CHARGER,
  MOUSE,
  DECLINED_CARD,
  GOOD_CARD,
  DECLINED_PAYMENT,
  SHIPPING,
  formatCents,
  findProduct,
  stockOf,
  signIn,
  addToCart,
  fillShipping,
  chooseTestCard,
  summaryCents,
  placeOrder,
  payByCard,
} from './checkout-steps.ts';

test('a visitor fills a cart, checks out as John, pays by test card and the admin delivers', async ({
  page,
  request,
  axe,
  consoleGuard,
}) => {
  // The whole purchase, from the cart to delivery and back to John's profile, with an axe scan at
  // each screen: about 30 s alone, and it passed 60 s once beside another worker on two cores.
  test.slow();
  consoleGuard.allow(DECLINED_PAYMENT);
  const cable = await findProduct(request, CABLE);
  const charger = await findProduct(request, CHARGER);
  const cableStock = await stockOf(request, cable._id);
  const chargerStock = await stockOf(request, charger._id);
  expect(cableStock, `${CABLE} is in stock with room for 2`).toBeGreaterThanOrEqual(2);
  expect(chargerStock, `${CHARGER} is in stock`).toBeGreaterThanOrEqual(1);

  await test.step('a visitor adds 2 cables and a charger to the cart', async () => {
    await page.goto('/');
    await expect(cartLink(page)).toHaveAccessibleName('Cart');
    await addToCart(page, cable, 2);
    await expect(cartLink(page)).toHaveAccessibleName('Cart 2 items');
    await addToCart(page, charger, 1);
    await expect(cartLink(page)).toHaveAccessibleName('Cart 3 items');

    const subtotal = page.getByRole('region', { name: /^Subtotal/ });
    await expect(subtotal.getByRole('heading')).toHaveText('Subtotal (3) items');
    const expected = Math.round(cable.price * 100) * 2 + Math.round(charger.price * 100);
    await expect(subtotal).toContainText(formatCents(expected));
    await expect(page.getByRole('button', { name: `Remove ${CABLE}` })).toBeVisible();
    await expect(page.getByRole('button', { name: `Remove ${CHARGER}` })).toBeVisible();
    await axe.expectNoA11yViolations(page);
  });

  await test.step('Proceed To Checkout asks to sign in, then lands on shipping', async () => {
    await page.getByRole('button', { name: 'Proceed To Checkout' }).click();
    await expect(page).toHaveURL('/login?navigate=checkout');
    await signIn(page, JOHN);
    await expect(page).toHaveURL('/shipping');
    await expect(page.getByRole('heading', { level: 1, name: 'Shipping' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Checkout steps' })).toBeVisible();
    // Signing in keeps the visitor's cart.
    await expect(cartLink(page)).toHaveAccessibleName('Cart 3 items');
    await axe.expectNoA11yViolations(page);
  });

  await test.step('shipping and payment method', async () => {
    await fillShipping(page);
    await expect(page).toHaveURL('/payment');
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Method' })).toBeVisible();
    await axe.expectNoA11yViolations(page);
    await chooseTestCard(page);
  });

  const totals = await test.step('the order summary adds up', async () => {
    const steps = page.getByRole('navigation', { name: 'Checkout steps' });
    await expect(steps.getByText('Place Order')).toHaveAttribute('aria-current', 'step');
    await expect(page.getByRole('main')).toContainText(
      `${SHIPPING.address}, ${SHIPPING.city} ${SHIPPING.postalCode}, ${SHIPPING.country}`,
    );
    await expect(page.getByRole('main')).toContainText('Test card (Test mode — no real money)');

    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(summary).toBeVisible();
    const items = await summaryCents(summary, 'Items');
    const shipping = await summaryCents(summary, 'Shipping');
    const tax = await summaryCents(summary, 'Tax');
    const total = await summaryCents(summary, 'Total');

    expect(items, 'Items is the cart subtotal').toBe(
      Math.round(cable.price * 100) * 2 + Math.round(charger.price * 100),
    );
    expect(tax, 'tax is 15% of the items, rounded half-up').toBe(Math.floor((items * 15 + 50) / 100));
    expect(shipping, 'shipping is $10 up to $100 of items, free above').toBe(items > 100_00 ? 0 : 10_00);
    expect(total, 'Total = Items + Shipping + Tax').toBe(items + shipping + tax);
    await axe.expectNoA11yViolations(page);
    return { items, shipping, tax, total };
  });

  const orderId = await test.step('Place Order opens the unpaid order and empties the cart', async () => {
    const id = await placeOrder(page);
    await expect(cartLink(page)).toHaveAccessibleName('Cart');
    // A fresh order is normal, not a failure: a calm badge and the next step, no red alarm.
    await expect(page.getByText('Awaiting payment', { exact: true })).toBeVisible();
    await expect(page.getByText(/^Next: pay by .* to confirm the order\.$/)).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    const summary = page.getByRole('region', { name: 'Order Summary' });
    expect(await summaryCents(summary, 'Total')).toBe(totals.total);
    await expect(page.getByRole('button', { name: 'Cancel Order' })).toBeVisible();
    await expect(
      page
        .getByRole('form', { name: 'Pay by card' })
        .getByRole('button', { name: `Pay ${formatCents(totals.total)}` }),
    ).toBeVisible();
    await axe.expectNoA11yViolations(page);
    return id;
  });

  await test.step('the stock of both products went down by what was ordered', async () => {
    await expect.poll(() => stockOf(request, cable._id)).toBe(cableStock - 2);
    await expect.poll(() => stockOf(request, charger._id)).toBe(chargerStock - 1);
  });

  await test.step('a declined card is refused, the good test card pays', async () => {
    const form = page.getByRole('form', { name: 'Pay by card' });
    await payByCard(page, DECLINED_CARD);
    await expect(form.getByRole('alert')).toHaveText('Card declined');
    await expect(page.getByText('Awaiting payment', { exact: true })).toBeVisible();
    await axe.expectNoA11yViolations(page);

    await payByCard(page, GOOD_CARD);
    await expect(page.getByRole('status').filter({ hasText: /^Paid on / })).toContainText(
      '(Visa ending 4242)',
    );
    await expect(form).toHaveCount(0);
    await expect(
      page.getByRole('status').filter({ hasText: /^Payment received for order #\d+\. Thank you!$/ }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
    await expect(page.getByText('Next: we ship it and the delivery date shows here.')).toBeVisible();
    // John is no admin: nothing to deliver for him.
    await expect(page.getByRole('button', { name: 'Mark As Delivered' })).toHaveCount(0);
    await axe.expectNoA11yViolations(page);
    // Paying does not take the stock a second time.
    expect(await stockOf(request, cable._id)).toBe(cableStock - 2);
  });

  await test.step('the admin finds the order and marks it delivered', async () => {
    await logout(page, JOHN.name);
    await signIn(page, ADMIN);
    await openMenuItem(page, accountMenu(page, 'Admin'), 'Orders');
    await expect(page).toHaveURL('/admin/orderlist');
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();

    const row = page.getByRole('row').filter({ hasText: orderId });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell', { name: JOHN.name, exact: true })).toBeVisible();
    await expect(row.getByRole('cell', { name: formatCents(totals.total), exact: true })).toBeVisible();
    await expect(row.getByText('Paid', { exact: true })).toBeVisible();
    await axe.expectNoA11yViolations(page);

    await row.getByRole('link', { name: `Details of order ${orderId}` }).click();
    await expect(page).toHaveURL(`/order/${orderId}`);
    await expect(page.getByRole('status').filter({ hasText: /^Paid on / })).toBeVisible();
    await page.getByRole('button', { name: 'Mark As Delivered' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Delivered on / })).toBeVisible();
    // The status badge, and the step in the timeline only admins see.
    await expect(page.getByText('Delivered', { exact: true })).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Mark As Delivered' })).toHaveCount(0);
  });

  await test.step('John sees the order delivered in his profile', async () => {
    await logout(page, ADMIN.name);
    await signIn(page, JOHN);
    await openMenuItem(page, accountMenu(page, JOHN.name), 'Profile');
    await expect(page).toHaveURL('/profile');

    const myOrders = page.getByRole('region', { name: 'My Orders' });
    const row = myOrders.getByRole('row').filter({ hasText: orderId });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell', { name: formatCents(totals.total), exact: true })).toBeVisible();
    await expect(row.getByRole('cell', { name: /^Not (paid|delivered)$/ })).toHaveCount(0);
    await expect(row.getByText('Delivered', { exact: true })).toBeVisible();

    await row.getByRole('link', { name: `Details of order ${orderId}` }).click();
    await expect(page).toHaveURL(`/order/${orderId}`);
    await expect(page.getByRole('status').filter({ hasText: /^Delivered on / })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Paid on / })).toContainText(
      '(Visa ending 4242)',
    );
  });
});

test('a customer cancels an unpaid order and its stock goes back on the shelf', async ({ page, request }) => {
  const mouse = await findProduct(request, MOUSE);
  const stockBefore = await stockOf(request, mouse._id);
  expect(stockBefore).toBeGreaterThanOrEqual(1);

  await signInByApi(page, JANE);
  await addToCart(page, mouse, 1);
  await page.getByRole('button', { name: 'Proceed To Checkout' }).click();
  await expect(page).toHaveURL('/shipping');
  await fillShipping(page);
  await chooseTestCard(page);
  const orderId = await placeOrder(page);
  await expect.poll(() => stockOf(request, mouse._id)).toBe(stockBefore - 1);

  await page.getByRole('button', { name: 'Cancel Order' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Cancelled on / })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Pay by card' })).toHaveCount(0);
  await expect.poll(() => stockOf(request, mouse._id)).toBe(stockBefore);

  await openMenuItem(page, accountMenu(page, JANE.name), 'Profile');
  const row = page.getByRole('region', { name: 'My Orders' }).getByRole('row').filter({ hasText: orderId });
  // One Status column with the badge: cancelled, never "Not paid" or "Not delivered".
  await expect(row.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(row.getByText(/^Not (paid|delivered)$/)).toHaveCount(0);
});

test('a visitor who registers on the way to checkout goes on to shipping with the cart kept', async ({
  page,
  request,
}) => {
  const charger = await findProduct(request, CHARGER);
  await addToCart(page, charger, 1);
  await page.getByRole('button', { name: 'Proceed To Checkout' }).click();
  await expect(page).toHaveURL('/login?navigate=checkout');

  await page.getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL('/register?navigate=checkout');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Nina Newcomer');
  await page.getByRole('textbox', { name: 'Email Address' }).fill(uniqueEmail('checkout'));
  const password = `Quiet-Lantern-${Date.now()}`;
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Register' }).click();

  await expect(page).toHaveURL('/shipping');
  await expect(page.getByRole('heading', { level: 1, name: 'Shipping' })).toBeVisible();
  await expect(accountMenu(page, 'Nina Newcomer')).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart 1 item');
});

test('a customer with a saved address checks out without typing it, and finds it in Profile', async ({
  page,
  axe,
}) => {
  const account = await registerByApi(page, 'Sam Saved', 'saved-address');
  const login = await page.request.post('/api/users/login', {
    data: { email: account.email, password: DEMO_PASSWORD },
  });
  const { token } = (await login.json()) as { token: string };
  const saved = await page.request.post('/api/users/addresses', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name: 'Sam at home',
      address: '7 Saved Lane',
      city: 'Leeds',
      postalCode: 'LS1 4AP',
      country: 'GB',
    },
  });
  expect(saved.status()).toBe(201);
  await signInByApi(page, account);
  await addToCart(page, await findProduct(page.request, CABLE), 1);

  await page.getByRole('button', { name: 'Proceed To Checkout' }).click();
  await expect(page).toHaveURL('/shipping');
  const shipTo = page.getByRole('group', { name: 'Ship to' });
  await expect(shipTo.getByRole('radio', { name: /Sam at home \(default\)/ })).toBeChecked();
  await axe.expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await chooseTestCard(page);
  await placeOrder(page);
  await expect(page.getByText('7 Saved Lane, Leeds LS1 4AP, United Kingdom')).toBeVisible();

  await page.goto('/profile');
  const book = page.getByRole('region', { name: 'Addresses' });
  await expect(book.getByText('7 Saved Lane, Leeds, LS1 4AP, United Kingdom')).toBeVisible();
  await axe.expectNoA11yViolations(page);
});
