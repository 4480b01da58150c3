import type { APIRequestContext } from '@playwright/test';
import {
  accountMenu,
  ADMIN,
  DEMO_PASSWORD,
  expect,
  JANE,
  registerByApi,
  signInByApi,
  submitSignIn,
  test,
} from './fixtures.ts';

/** An in-stock demo product (src/server/demo/catalogue.ts). */
const CHARGER = 'Anker Nano 65W USB-C Charger';
const GOOD_CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123', name: JANE.name };

async function chargerId(request: APIRequestContext): Promise<string> {
  const found = await request.get('/api/products', { params: { keyword: CHARGER } });
  const { products } = (await found.json()) as { products: { _id: string; name: string }[] };
  const charger = products.find((product) => product.name === CHARGER);
  if (!charger) throw new Error(`the demo catalogue has no "${CHARGER}"`);
  return charger._id;
}

/** Jane orders one charger and pays by test card, through the API: the journey is the staff's. */
async function janePaysAnOrder(request: APIRequestContext, product: string): Promise<string> {
  const login = await request.post('/api/users/login', {
    data: { email: JANE.email, password: DEMO_PASSWORD },
  });
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const placed = await request.post('/api/orders', {
    headers,
    data: {
      orderItems: [{ product, qty: 1 }],
      shippingAddress: {
        address: '5 Staff Street',
        city: 'Springfield',
        postalCode: '4021',
        country: 'Testland',
      },
      paymentMethod: 'TestCard',
    },
  });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()) as { _id: string };
  const paid = await request.put(`/api/orders/${order._id}/pay`, { headers, data: { card: GOOD_CARD } });
  expect(paid.status()).toBe(200);
  return order._id;
}

test('the owner makes a support account; support delivers an order and cannot open the product editor', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const agent = await registerByApi(page, 'Sam Support', 'support');
  const login = await request.post('/api/users/login', {
    data: { email: agent.email, password: DEMO_PASSWORD },
  });
  const agentId = ((await login.json()) as { _id: string })._id;
  const product = await chargerId(request);
  const orderId = await janePaysAnOrder(request, product);

  await test.step('the owner gives the account the Support role on Edit User', async () => {
    await signInByApi(page, ADMIN);
    await page.goto(`/admin/user/${agentId}/edit`);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit User' })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Is Admin' }).check();
    await page.getByRole('combobox', { name: 'Role' }).selectOption('support');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'User updated' })).toBeVisible();
  });

  const context = await browser.newContext({ baseURL });
  try {
    const support = await context.newPage();
    await support.goto('/login');
    await submitSignIn(support, agent.email);
    await expect(accountMenu(support, agent.name)).toBeVisible();

    await test.step('support sees only its admin links and marks the paid order delivered', async () => {
      await accountMenu(support, 'Admin').click();
      await expect(support.getByRole('menuitem')).toHaveText(['Products', 'Orders']);
      await support.keyboard.press('Escape');
      await support.goto(`/order/${orderId}`);
      await support.getByRole('button', { name: 'Mark As Delivered' }).click();
      await expect(support.getByRole('button', { name: 'Mark As Delivered' })).toHaveCount(0);
      await expect(support.getByText('Complete: the order has been delivered.')).toBeVisible();
    });

    await test.step('support cannot open the product editor', async () => {
      await support.goto(`/admin/product/${product}/edit`);
      await expect(support.getByRole('alert')).toHaveText('Not allowed for your role (Support)');
      await expect(support.getByRole('button', { name: 'Update' })).toHaveCount(0);
      const direct = await support.request.put(`/api/products/${product}`, { data: {} });
      expect(direct.status()).toBe(401);
    });
  } finally {
    await context.close();
  }
});
