import type { Page } from '@playwright/test';
import { accountMenu, ADMIN, expect, openMenuItem, signInByApi, test } from './fixtures.ts';
import { CHARGER, janePaysAnOrder } from './paid-order-steps.ts';

/** "$1,299.97" -> 129997 */
function parseCents(text: string): number {
  const amount = text.trim().replace(/[$,]/g, '');
  if (!/^\d+(\.\d{2})?$/.test(amount)) throw new Error(`not a price: "${text}"`);
  return Math.round(Number(amount) * 100);
}

/** The dashboard's Revenue figure, in cents, for the last 7 days. */
async function revenueOnDashboard(page: Page): Promise<number> {
  await openMenuItem(page, accountMenu(page, 'Admin'), 'Dashboard');
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Period' }).getByRole('link', { name: '7 days' }).click();
  await expect(page).toHaveURL('/admin?days=7');
  await expect(
    page.getByRole('heading', { name: 'Revenue and orders per day, last 7 days (UTC)' }),
  ).toBeVisible();
  return parseCents(await revenueFigure(page).innerText());
}

function revenueFigure(page: Page) {
  return page
    .getByRole('term')
    .filter({ hasText: /^Revenue$/ })
    .locator('xpath=following-sibling::dd[1]');
}

test('an admin refunds a paid order and the dashboard revenue drops by its total', async ({
  page,
  request,
  axe,
}) => {
  const order = await janePaysAnOrder(request, CHARGER);
  await signInByApi(page, ADMIN);
  await page.goto('/');

  const before = await test.step('the dashboard counts the paid order', async () => {
    const cents = await revenueOnDashboard(page);
    expect(cents).toBeGreaterThanOrEqual(Math.round(order.totalPrice * 100));
    await expect(page.getByRole('img', { name: 'Revenue and orders per day' })).toBeVisible();
    await axe.expectNoA11yViolations(page);
    return cents;
  });

  await test.step('the order list finds the order by its number', async () => {
    await openMenuItem(page, accountMenu(page, 'Admin'), 'Orders');
    const search = page.getByRole('search', { name: 'Search orders' });
    await search.getByRole('searchbox', { name: 'Search orders' }).fill(`#${order.number}`);
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/orderlist\\?q=%23${order.number}$`));
    await expect(page.getByRole('link', { name: /^Details of order / })).toHaveCount(1);
    await axe.expectNoA11yViolations(page);
    await page.getByRole('link', { name: `Details of order ${order._id}` }).click();
    await expect(page).toHaveURL(`/order/${order._id}`);
  });

  await test.step('Refund asks first, then refunds once and shows on the timeline', async () => {
    await page.getByRole('button', { name: 'Refund', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund order?' });
    // The dialog element itself has no box of its own (its panel is fixed): its heading shows it.
    await expect(dialog.getByRole('heading', { name: 'Refund order?' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Order refunded' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Refund', exact: true })).toHaveCount(0);
    const timeline = page.getByRole('region', { name: 'Timeline' });
    await expect(timeline.getByRole('listitem')).toHaveCount(3);
    await expect(timeline.getByRole('listitem').last()).toContainText('Refunded');
    await expect(timeline.getByRole('listitem').last()).toContainText(`by ${ADMIN.name}`);
  });

  await test.step('the dashboard revenue moved by exactly the order total', async () => {
    // The dashboard shows the figures it already holds while it asks for fresh ones: wait for them.
    await revenueOnDashboard(page);
    await expect
      .poll(async () => parseCents(await revenueFigure(page).innerText()))
      .toBe(before - Math.round(order.totalPrice * 100));
  });
});
