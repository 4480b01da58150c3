import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { ADMIN, DEMO_PASSWORD, expect, JANE, signInByApi, test } from './fixtures.ts';

/** An in-stock demo product (src/server/demo/catalogue.ts). */
const MOUSE = 'Logitech MX Master 3S Wireless Mouse';
const GOOD_CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123', name: JANE.name };
const TRACKING = '1Z999AA10123456784';

interface PaidOrder {
  _id: string;
  number: number;
  invoiceNumber: string | null;
}

/** Jane orders a mouse and pays by test card through the API: the journey starts at the admin. */
async function janePaysAnOrder(request: APIRequestContext): Promise<PaidOrder> {
  const login = await request.post('/api/users/login', {
    data: { email: JANE.email, password: DEMO_PASSWORD },
  });
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const found = await request.get('/api/products', { params: { keyword: MOUSE } });
  const { products } = (await found.json()) as { products: { _id: string; name: string }[] };
  const mouse = products.find((product) => product.name === MOUSE);
  if (!mouse) throw new Error(`the demo catalogue has no "${MOUSE}"`);
  const placed = await request.post('/api/orders', {
    headers,
    data: {
      orderItems: [{ product: mouse._id, qty: 1 }],
      shippingAddress: {
        address: '7 Parcel Lane',
        city: 'Springfield',
        postalCode: '4021',
        country: 'Testland',
      },
      paymentMethod: 'TestCard',
    },
  });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()) as PaidOrder;
  const paid = await request.put(`/api/orders/${order._id}/pay`, { headers, data: { card: GOOD_CARD } });
  expect(paid.status()).toBe(200);
  return (await paid.json()) as PaidOrder;
}

test('the admin ships an order with UPS tracking; the shopper sees the carrier and the link, and downloads the invoice', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const order = await janePaysAnOrder(request);
  expect(order.invoiceNumber).toMatch(/^\d{4}-\d{6}$/);

  await test.step('the admin marks the paid order shipped with UPS and a tracking number', async () => {
    await signInByApi(page, ADMIN);
    await page.goto(`/order/${order._id}`);
    const form = page.getByRole('form', { name: 'Ship order' });
    await form.getByRole('combobox', { name: 'Carrier' }).selectOption('UPS');
    await form.getByLabel('Tracking number').fill(TRACKING);
    await form.getByRole('button', { name: 'Mark As Shipped' }).click();
    await expect(page.getByRole('link', { name: 'Track your parcel with UPS' })).toBeVisible();
    await expect(form).toHaveCount(0);
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
