import { ADMIN, expect, signInByApi, test, uniqueEmail } from './fixtures.ts';
import { demoProductId } from './paid-order-steps.ts';

/** A demo product sold out when seeded, which no other journey touches. */
const CAMERA = 'Fujifilm Instax Mini 12 Instant Camera';

test('a visitor asks to be told when a sold-out camera is back, confirms by the mailed link, and is mailed once the admin restocks it', async ({
  page,
  browser,
  request,
}) => {
  const email = uniqueEmail('instax');
  const productId = await demoProductId(request, CAMERA);
  const admin = await (await browser.newContext()).newPage();
  await signInByApi(admin, ADMIN);

  /** The admin's outbox entry to the visitor whose subject is `subject`, read again until it is there. */
  async function outboxEntry(subject: string) {
    await admin.goto('/admin/outbox');
    const entry = admin
      .getByRole('listitem')
      .filter({ hasText: `To ${email}` })
      .filter({ has: admin.locator('summary').filter({ hasText: subject }) });
    // The alert job and the mail worker run on timers (STOCK_ALERT_SECONDS in the journeys' server).
    await expect(async () => {
      await admin.reload();
      await expect(entry).toHaveCount(1, { timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    return entry;
  }

  await test.step('the visitor leaves an address on the sold-out product page', async () => {
    await page.goto(`/product/${productId}`);
    const section = page.getByRole('region', { name: 'Notify me when it is back' });
    await section.getByLabel('E-mail address').fill(email);
    await section.getByRole('button', { name: 'Notify me' }).click();
    await expect(section.getByRole('status')).toContainText('Check your inbox.');
  });

  await test.step('the confirmation mail links to a page whose button confirms the alert', async () => {
    const entry = await outboxEntry(`Confirm your alert for ${CAMERA}`);
    await entry.locator('summary').click();
    const text = (await entry.locator('pre').textContent()) ?? '';
    const link = /\/api\/stock-alerts\/confirm\?token=[\w-]+/.exec(text)?.[0] ?? '';
    expect(link, 'the confirmation link in the mail').not.toBe('');
    await page.goto(link);
    await page.getByRole('button', { name: 'Confirm the alert' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Alert confirmed' })).toBeVisible();
  });

  await test.step('the admin puts five cameras in stock', async () => {
    await admin.goto(`/admin/product/${productId}/edit`);
    await admin.getByRole('spinbutton', { name: 'Count In Stock' }).fill('5');
    await admin.getByRole('button', { name: 'Update' }).click();
    await expect(admin.getByRole('status').filter({ hasText: 'Product saved.' })).toBeVisible();
  });

  await test.step('the back-in-stock mail to the visitor is in the outbox, with the product link', async () => {
    const entry = await outboxEntry(`${CAMERA} is back in stock`);
    await entry.locator('summary').click();
    await expect(entry.locator('pre')).toContainText(`/product/${productId}`);
  });
  await admin.context().close();
});
