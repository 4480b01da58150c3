import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, JANE } from './fixtures.ts';

/** In-stock demo products (src/server/demo/catalogue.ts) the staff journeys order. */
export const CHARGER = 'Anker Nano 65W USB-C Charger';
export const MOUSE = 'Logitech MX Master 3S Wireless Mouse';

/** The test card's details as the API takes them (docs/orders-and-payments.md). */
const GOOD_CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123', name: JANE.name };

export interface PaidOrder {
  _id: string;
  number: number;
  totalPrice: number;
  invoiceNumber: string | null;
}

/** A demo product's id, found by its exact name. */
export async function demoProductId(request: APIRequestContext, name: string): Promise<string> {
  const found = await request.get('/api/products', { params: { keyword: name } });
  const { products } = (await found.json()) as { products: { _id: string; name: string }[] };
  const product = products.find((candidate) => candidate.name === name);
  if (!product) throw new Error(`the demo catalogue has no "${name}"`);
  return product._id;
}

/**
 * Jane orders one of each named demo product and pays by test card, through the API: for the
 * journeys that start at the staff's side of a paid order. Answers the order as paid.
 */
export async function janePaysAnOrder(
  request: APIRequestContext,
  ...productNames: [string, ...string[]]
): Promise<PaidOrder> {
  const login = await request.post('/api/users/login', {
    data: { email: JANE.email, password: DEMO_PASSWORD },
  });
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const placed = await request.post('/api/orders', {
    headers,
    data: {
      orderItems: await Promise.all(
        productNames.map(async (name) => ({ product: await demoProductId(request, name), qty: 1 })),
      ),
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
  const { _id } = (await placed.json()) as { _id: string };
  const paid = await request.put(`/api/orders/${_id}/pay`, { headers, data: { card: GOOD_CARD } });
  expect(paid.status()).toBe(200);
  return (await paid.json()) as PaidOrder;
}

/** A demo product's units in stock now, as the catalogue's API tells it. */
export async function unitsInStock(request: APIRequestContext, productId: string): Promise<number> {
  const found = await request.get(`/api/products/${productId}`);
  expect(found.status()).toBe(200);
  return ((await found.json()) as { countInStock: number }).countInStock;
}

/** An admin, on the order's page, marks the paid order shipped with a carrier and a tracking number. */
export async function adminShips(page: Page, orderId: string, carrier: string, trackingNumber: string) {
  await page.goto(`/order/${orderId}`);
  const form = page.getByRole('form', { name: 'Ship order' });
  await form.getByRole('combobox', { name: 'Carrier' }).selectOption(carrier);
  await form.getByLabel('Tracking number').fill(trackingNumber);
  await form.getByRole('button', { name: 'Mark As Shipped' }).click();
  await expect(page.getByRole('link', { name: `Track your parcel with ${carrier}` })).toBeVisible();
  await expect(form).toHaveCount(0);
}
