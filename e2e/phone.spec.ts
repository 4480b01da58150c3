import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { ADMIN, DEMO_PASSWORD, expect, JANE, signInByApi, test, untilAppRuns } from './fixtures.ts';
import { findProduct } from './checkout-steps.ts';
import { janePaysAnOrder, type PaidOrder } from './paid-order-steps.ts';

/** A demo product in stock (src/server/demo/catalogue.ts). */
const CABLE = 'UGREEN USB-C to USB-C Braided Cable 1m';
/**
 * A demo product in stock that no other journey orders or counts: the checkout journey, running
 * beside this file, checks the cable's stock to the unit.
 */
const SSD = 'Samsung T7 Portable SSD 1TB';
const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

/** No screen may scroll sideways on a phone (issue: tables and dialogs made pages 564–658 px wide). */
async function expectNoSidewaysScroll(page: Page, screen: string): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
  });
  expect(scrollWidth, `${screen} is no wider than the phone`).toBeLessThanOrEqual(clientWidth);
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** A demo product's id, found through the catalogue as a shopper's search would. */
async function productId(page: Page, name: string): Promise<string> {
  return (await findProduct(page.request, name))._id;
}

/**
 * A long USPS number (the API takes up to 40 characters): it, and the last 48 characters of its
 * tracking page's address, have nowhere to wrap and are wider than a phone, so only a break
 * anywhere keeps them on the screen (the order page's tracking number, the outbox's link).
 */
const TRACKING_NUMBER = '9400111899223197428490940011189922319742';

let refunded: Promise<PaidOrder> | undefined;

/**
 * One order of Jane's that was paid, shipped (its mail carries the carrier's long tracking link)
 * and then refunded by an admin, through the API; made once per worker, for the customer's and the
 * admin's lists alike.
 */
function refundedOrder(request: APIRequestContext): Promise<PaidOrder> {
  refunded ??= (async () => {
    const order = await janePaysAnOrder(request, SSD);
    const login = await request.post('/api/users/login', {
      data: { email: ADMIN.email, password: DEMO_PASSWORD },
    });
    const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
    const shipped = await request.put(`/api/orders/${order._id}/ship`, {
      headers,
      data: { carrier: 'USPS', trackingNumber: TRACKING_NUMBER },
    });
    expect(shipped.status(), 'the admin ships the paid order').toBe(200);
    const refund = await request.put(`/api/orders/${order._id}/refund`, { headers });
    expect(refund.status(), 'the admin refunds the whole order').toBe(200);
    expect(((await refund.json()) as { status: string }).status).toBe('refunded');
    return order;
  })();
  return refunded;
}

/** What a refunded order must never read as: paid, awaiting payment, or on its way. */
const NOT_REFUNDED = /Paid|Awaiting payment|Payment in progress|Shipped|Delivered|Not delivered/;

/** A compact row of an order list on a phone, by its number (`#10234 · $12.00`). */
function orderRow(page: Page, order: { number: number }): Locator {
  return page
    .getByRole('list', { name: 'Orders' })
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`#${order.number} ·`) });
}

/** The order's status as its row reads it: the badge under the number (on a phone, the Status column). */
async function expectRowStatus(row: Locator, words: string): Promise<void> {
  const summary = row.locator('summary');
  await expect(summary.getByText(words, { exact: true })).toBeVisible();
  if (words === 'Refunded') await expect(summary).not.toContainText(NOT_REFUNDED);
}

test('a shopper on a phone never scrolls sideways, sees Add To Cart at once and a clear carousel', async ({
  page,
  axe,
}) => {
  await page.goto('/');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectNoSidewaysScroll(page, 'home');
  // Measured on the app's own elements: when it takes over the drawn screen it replaces them.
  await untilAppRuns(page);

  const carousel = page.getByRole('region', { name: 'Top rated products' });
  // Named "Pause slide show", then "Play slide show" once pressed.
  const pause = carousel.getByRole('button', { name: /slide show$/ });
  await pause.click();
  const caption = carousel.getByRole('group').first().getByRole('link');
  expect(overlaps(await box(pause), await box(caption)), 'Pause covers no caption').toBe(false);

  await page.goto('/search/usb');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectNoSidewaysScroll(page, 'search');

  await page.goto(`/product/${await productId(page, CABLE)}`);
  const addToCart = page.getByRole('button', { name: 'Add To Cart' });
  await expect(addToCart).toBeVisible();
  await untilAppRuns(page);
  const button = await box(addToCart);
  expect(button.y + button.height, 'Add To Cart is within the first screen').toBeLessThanOrEqual(
    PHONE.height,
  );
  await expectNoSidewaysScroll(page, 'product');

  await addToCart.click();
  await expect(page).toHaveURL('/cart');
  await expectNoSidewaysScroll(page, 'cart');

  for (const screen of ['/login?navigate=checkout', '/register?navigate=checkout']) {
    await page.goto(screen);
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    await expectNoSidewaysScroll(page, screen);
    // Sign In on a phone passes axe (Register shares its form's parts).
    if (screen.startsWith('/login')) await axe.expectNoA11yViolations(page);
  }
});

test('a customer on a phone pays where the eye is and reads each order’s status without scrolling sideways', async ({
  page,
  axe,
}) => {
  const refundedOne = await refundedOrder(page.request);
  const login = await page.request.post('/api/users/login', {
    data: { email: JANE.email, password: DEMO_PASSWORD },
  });
  const { token } = (await login.json()) as { token: string };
  const placed = await page.request.post('/api/orders', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      orderItems: [{ product: await productId(page, SSD), qty: 1 }],
      shippingAddress: {
        address: '12 Test Street',
        city: 'Springfield',
        postalCode: '4021',
        country: 'Testland',
      },
      paymentMethod: 'TestCard',
    },
  });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()) as { _id: string; number: number };
  await signInByApi(page, JANE);

  await page.goto(`/order/${order._id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order #${order.number}`);
  const payHeading = page.getByRole('heading', { name: 'Pay by card' });
  await expect(payHeading).toBeVisible();
  expect((await box(payHeading)).y, 'the payment form starts on the first screen').toBeLessThan(PHONE.height);
  // axe reads an order waiting for payment on a phone in phone-trust.spec.ts; the refunded one below.
  await expectNoSidewaysScroll(page, 'order');

  await page.goto('/profile');
  await expect(page.getByText(`#${order.number}`)).toBeVisible();
  const details = page.getByRole('link', { name: `Details of order ${order._id}` });
  await details.scrollIntoViewIfNeeded();
  const link = await box(details);
  expect(link.x + link.width, 'Details is within the phone width').toBeLessThanOrEqual(PHONE.width);
  await expectNoSidewaysScroll(page, 'profile');
  // My Orders: each row leads with its status badge, and a refunded order reads only as refunded.
  await expectRowStatus(orderRow(page, order), 'Awaiting payment');
  await expectRowStatus(orderRow(page, refundedOne), 'Refunded');
  await axe.expectNoA11yViolations(page);

  await page.goto(`/order/${refundedOne._id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order #${refundedOne.number}`);
  await expect(page.getByText('Refunded', { exact: true })).toBeVisible();
  await expect(page.getByText(/^The payment was refunded in full/)).toBeVisible();
  // Its history may say when it was paid and shipped; its state never reads as paid or on its way.
  await expect(page.getByText(new RegExp(`^(${NOT_REFUNDED.source})$`))).toHaveCount(0);
  await expect(page.getByText('Not delivered')).toHaveCount(0);
  await expectNoSidewaysScroll(page, 'refunded order');
  await axe.expectNoA11yViolations(page);
});

test('an admin on a phone reads every list and confirms inside the screen', async ({ page, axe }) => {
  const refundedOne = await refundedOrder(page.request);
  await signInByApi(page, ADMIN);
  for (const [path, heading] of [
    ['/admin/userlist', 'Users'],
    ['/admin/productlist', 'Products'],
    ['/admin/orderlist', 'Orders'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Compact rows on a phone (thumbnail, name or number, status, one action), not table cards.
    const list = page.getByRole('list', { name: heading });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    const rowHeight = (await box(list.getByRole('listitem').first())).height;
    expect(rowHeight, `a ${heading} row is compact`).toBeLessThanOrEqual(100);
    await expectNoSidewaysScroll(page, path);
    await axe.expectNoA11yViolations(page);
  }

  // The order list's row carries the status badge; a refunded order reads only as refunded.
  await page.goto(`/admin/orderlist?q=${refundedOne.number}`);
  await expectRowStatus(orderRow(page, refundedOne), 'Refunded');

  await page.goto('/admin/userlist');
  // Delete is with the details, a tap on the row away.
  const jane = page
    .getByRole('list', { name: 'Users' })
    .getByRole('listitem')
    .filter({ hasText: JANE.email });
  await jane.getByText(JANE.name, { exact: true }).click();
  await jane.getByRole('button', { name: `Delete ${JANE.name}` }).click();
  const dialog = page.getByRole('dialog');
  const deleteButton = dialog.getByRole('button', { name: 'Delete', exact: true });
  await expect(deleteButton).toBeInViewport({ ratio: 1 });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeInViewport({ ratio: 1 });
  await expectNoSidewaysScroll(page, 'delete dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
});

test('an admin on a phone opens an empty Create Product form that makes nothing, and taps the outbox’s links', async ({
  page,
  axe,
}) => {
  const refundedOne = await refundedOrder(page.request);
  await signInByApi(page, ADMIN);
  const creations: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/products') {
      creations.push(request.url());
    }
  });
  await page.goto('/admin/productlist');
  await untilAppRuns(page);
  await page.getByRole('link', { name: 'Create Product' }).click();
  await expect(page).toHaveURL('/admin/product/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Product' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('');
  await expectNoSidewaysScroll(page, 'Create Product');
  await axe.expectNoA11yViolations(page);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  expect(creations, 'opening and leaving the form creates no product').toEqual([]);

  // The refunded order's shipping notice holds the carrier's tracking address, longer than a phone is wide.
  const entry = page
    .getByRole('listitem')
    .filter({ hasText: `Your order #${refundedOne.number} is on its way` });
  await page.goto('/admin/outbox');
  // The worker sends the queue every few seconds; the screen is read again until it shows.
  await expect(async () => {
    await page.reload();
    await expect(entry).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await entry.locator('summary').click();
  const tracking = entry.getByRole('link', { name: new RegExp(`tLabels=${TRACKING_NUMBER}$`) });
  await expect(tracking).toBeVisible();
  const link = await box(tracking);
  expect(link.x + link.width, 'the tracking link wraps within the phone width').toBeLessThanOrEqual(
    PHONE.width,
  );
  await expectNoSidewaysScroll(page, 'outbox');
});

test('a missing product is asked for once: one 404, one console line', async ({ page, consoleGuard }) => {
  const missing = '00000000-0000-4000-8000-0000000000ff';
  consoleGuard.allow(
    new RegExp(`^console\\.error: Failed to load resource: .* 404 .*/api/products/${missing}\\b`),
  );
  const asked: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith(`/api/products/${missing}`)) asked.push(response.url());
  });
  await page.goto(`/product/${missing}`);
  await expect(page.getByRole('alert')).toHaveText('Product not found');
  await expect(page.getByRole('link', { name: 'Go Back' })).toBeVisible();
  expect(asked).toHaveLength(1);
});
