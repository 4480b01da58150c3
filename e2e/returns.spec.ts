import { ADMIN, expect, JANE, signInByApi, test } from './fixtures.ts';
import { adminShips, demoProductId, janePaysAnOrder, unitsInStock } from './paid-order-steps.ts';

/** Demo products no other journey orders, so their stock moves only here. */
const CAMERA = 'GoPro HERO12 Black Action Camera';
const WATCH = 'Garmin Forerunner 265 GPS Running Watch';
const TRACKING = '9400100000000000000000';

test('a shipped order comes back in part: the shopper returns one line, staff approve, receive and refund it, and its unit is on sale again', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const order = await janePaysAnOrder(request, CAMERA, WATCH);
  const cameraId = await demoProductId(request, CAMERA);
  const camerasBeforeReturn = await unitsInStock(request, cameraId);

  await test.step('the admin ships the order with USPS tracking and marks it delivered', async () => {
    await signInByApi(page, ADMIN);
    await adminShips(page, order._id, 'USPS', TRACKING);
    await page.getByRole('button', { name: 'Mark As Delivered' }).click();
    await expect(page.getByRole('button', { name: 'Mark As Delivered' })).toHaveCount(0);
  });

  const context = await browser.newContext({ baseURL: baseURL ?? '' });
  const shopper = await context.newPage();
  await test.step('Jane sees the tracking link and asks to return the camera', async () => {
    await signInByApi(shopper, JANE);
    await shopper.goto(`/order/${order._id}`);
    await expect(shopper.getByRole('link', { name: 'Track your parcel with USPS' })).toBeVisible();
    const form = shopper.getByRole('form', { name: 'Return items' });
    await form.getByRole('checkbox', { name: CAMERA }).check();
    await form.getByRole('textbox', { name: 'Reason' }).fill('The battery does not hold a charge');
    await form.getByRole('button', { name: 'Request return' }).click();
    const returns = shopper.getByRole('region', { name: 'Returns' });
    await expect(returns.getByText('Requested', { exact: true })).toBeVisible();
    await expect(returns.getByText(`1 × ${CAMERA}`)).toBeVisible();
  });

  await test.step('the admin approves the return, marks it received and refunds it', async () => {
    await page.goto('/admin/returns');
    const row = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: `Order #${order.number}` }) });
    await row.getByRole('textbox', { name: /Note to the shopper/ }).fill('Send it back in its box');
    await row.getByRole('button', { name: 'Approve' }).click();
    await expect(row.getByText('Note: Send it back in its box')).toBeVisible();
    await row.getByRole('button', { name: 'Mark received' }).click();
    await row.getByRole('button', { name: 'Refund and restock' }).click();
    await expect(row.getByText(/^Refunded \$\d/)).toBeVisible();
    await expect(row.getByRole('button')).toHaveCount(0);
  });

  await test.step('Jane sees the partial refund of the camera alone, and the camera is on sale again', async () => {
    await shopper.reload();
    await expect(shopper.getByText('Part of the payment was refunded')).toBeVisible();
    const refunds = shopper.getByRole('region', { name: 'Refunds' });
    await expect(refunds.getByText(`1 × ${CAMERA}`)).toBeVisible();
    await expect(refunds.getByRole('listitem')).toHaveCount(1);
    await expect(
      shopper.getByRole('region', { name: 'Returns' }).getByText('Refunded', { exact: true }),
    ).toBeVisible();
    expect(await unitsInStock(request, cameraId)).toBe(camerasBeforeReturn + 1);
    await context.close();
  });
});
