import { readFile } from 'node:fs/promises';
import { ADMIN, expect, JANE, signInByApi, test } from './fixtures.ts';
import { adminShips, janePaysAnOrder, MOUSE } from './paid-order-steps.ts';

const TRACKING = '1Z999AA10123456784';

test('the admin ships an order with UPS tracking; the shopper sees the carrier and the link, and downloads the invoice', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const order = await janePaysAnOrder(request, MOUSE);
  expect(order.invoiceNumber).toMatch(/^\d{4}-\d{6}$/);

  await test.step('the admin marks the paid order shipped with UPS and a tracking number', async () => {
    await signInByApi(page, ADMIN);
    await adminShips(page, order._id, 'UPS', TRACKING);
    await expect(page.getByRole('button', { name: 'Mark As Delivered' })).toBeVisible();
  });

  await test.step('Jane sees the carrier, the number and the tracking link on her order', async () => {
    const context = await browser.newContext({ baseURL: baseURL ?? '' });
    const shopper = await context.newPage();
    await signInByApi(shopper, JANE);
    await shopper.goto(`/order/${order._id}`);
    await expect(shopper.getByText('Shipped with UPS')).toBeVisible();
    await expect(shopper.getByText(TRACKING)).toBeVisible();
    await expect(shopper.getByRole('link', { name: 'Track your parcel with UPS' })).toHaveAttribute(
      'href',
      `https://www.ups.com/track?tracknum=${TRACKING}`,
    );
    await expect(shopper.getByRole('form', { name: 'Ship order' })).toHaveCount(0);

    const downloading = shopper.waitForEvent('download');
    await shopper.getByRole('button', { name: 'Download invoice' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`invoice-${order.invoiceNumber ?? ''}.pdf`);
    const file = await download.path();
    expect((await readFile(file)).subarray(0, 5).toString()).toBe('%PDF-');
    await context.close();
  });
});
