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

const TRACKING = 'JD014600006281234567';

test('the owner makes a support account; support ships an order and cannot open the product editor; the owner reads both in the audit log', async ({
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

    await test.step('support sees only its admin links and marks the paid order shipped', async () => {
      await accountMenu(support, 'Admin').click();
      await expect(support.getByRole('menuitem')).toHaveText(['Products', 'Orders', 'Returns']);
      await support.keyboard.press('Escape');
      await support.goto(`/order/${orderId}`);
      const form = support.getByRole('form', { name: 'Ship order' });
      await form.getByRole('combobox', { name: 'Carrier' }).selectOption('DHL');
      await form.getByLabel('Tracking number').fill(TRACKING);
      await form.getByRole('button', { name: 'Mark As Shipped' }).click();
      await expect(support.getByRole('link', { name: 'Track your parcel with DHL' })).toBeVisible();
      await expect(form).toHaveCount(0);
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

  await test.step('the owner reads the role given and the shipment in the audit log', async () => {
    await page.goto('/admin/audit');
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    const entry = (kind: string, target: string) =>
      page.getByRole('row').filter({ hasText: kind }).filter({ hasText: target });
    const roleGiven = entry('user.role', agentId);
    await expect(roleGiven).toContainText(ADMIN.email);
    await expect(roleGiven).toContainText('role: null → support');
    const shipped = entry('order.ship', orderId);
    await expect(shipped).toContainText(agent.email);
    await expect(shipped).toContainText(TRACKING);
  });
});
