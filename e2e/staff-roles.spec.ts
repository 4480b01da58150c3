import {
  accountMenu,
  ADMIN,
  DEMO_PASSWORD,
  expect,
  registerByApi,
  signInByApi,
  submitSignIn,
  test,
} from './fixtures.ts';
import { CHARGER, demoProductId, janePaysAnOrder } from './paid-order-steps.ts';

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
  const product = await demoProductId(request, CHARGER);
  const { _id: orderId } = await janePaysAnOrder(request, CHARGER);

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
