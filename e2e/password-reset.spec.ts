import {
  accountMenu,
  ADMIN,
  expect,
  signInByApi,
  submitSignIn,
  test,
  uniqueEmail,
  untilAppRuns,
} from './fixtures.ts';

/** The browser's console line for the refused sign-in with the old password, provoked on purpose. */
const REFUSED_SIGN_IN = /^console\.error: Failed to load resource: .* 401 .*\/api\/users\/login\b/;

/** The refused second use of the link, provoked on purpose. */
const USED_LINK =
  /^console\.error: Failed to load resource: .* 400 .*\/api\/users\/password-reset\/confirm\b/;

test('a customer who forgot the password gets a link by mail, sets a new one and signs in with it', async ({
  page,
  browser,
  axe,
  consoleGuard,
}) => {
  // Two browsers, the mailbox and four screens with an axe scan at each: 20 s alone, 46 s once in
  // CI beside the other suites on two cores.
  test.slow();
  consoleGuard.allow(REFUSED_SIGN_IN);
  consoleGuard.allow(USED_LINK);
  const name = 'Riley Forgetful';
  const email = uniqueEmail('reset');
  const oldPassword = `Forgotten-Lantern-${Date.now()}`;
  const newPassword = `Recovered-Compass-${Date.now()}`;
  const registered = await page.request.post('/api/users', { data: { name, email, password: oldPassword } });
  expect(registered.status()).toBe(201);

  await test.step('Forgot password? on Sign In leads to the request screen, which answers the same for anyone', async () => {
    await page.goto('/login');
    await untilAppRuns(page);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL('/forgot-password');
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
    await axe.expectNoA11yViolations(page);
    await page.getByRole('textbox', { name: 'Email Address' }).fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    // The header's cart announcer is a status region too: find the answer by its words.
    await expect(
      page.getByRole('status').filter({ hasText: 'If an account uses that address' }),
    ).toBeVisible();
  });

  let link = '';
  await test.step('the mail is in the outbox, which an admin reads', async () => {
    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await signInByApi(adminPage, ADMIN);
    await adminPage.goto('/admin/outbox');
    await expect(adminPage.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
    const entry = adminPage.getByRole('listitem').filter({ hasText: `To ${email}` });
    // The worker sends the queue every few seconds; the screen is read again until it shows.
    await expect(async () => {
      await adminPage.reload();
      await expect(entry).toHaveCount(1, { timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await expect(entry).toContainText('Reset your Easy-Buy password');
    await axe.expectNoA11yViolations(adminPage);
    await entry.getByText('Reset your Easy-Buy password').click();
    const text = (await entry.locator('pre').textContent()) ?? '';
    link = /\/reset-password\?token=[\w-]+/.exec(text)?.[0] ?? '';
    expect(link, 'the reset link in the mail').not.toBe('');
    await adminContext.close();
  });

  await test.step('the link opens the set-new-password screen, which sets the new password', async () => {
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Set New Password' })).toBeVisible();
    await axe.expectNoA11yViolations(page);
    await page.getByLabel('New Password').fill(newPassword);
    await page.getByLabel('Confirm Password').fill(newPassword);
    await page.getByRole('button', { name: 'Set Password' }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'Your password has been changed. Please sign in with the new one.' }),
    ).toHaveText('Your password has been changed. Please sign in with the new one.');
  });

  await test.step('the link works once', async () => {
    await page.reload();
    await page.getByLabel('New Password').fill(`${newPassword}-again`);
    await page.getByLabel('Confirm Password').fill(`${newPassword}-again`);
    await page.getByRole('button', { name: 'Set Password' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'This password reset link has already been used. Please ask for a new one.',
    );
  });

  await test.step('the old password no longer signs in; the new one does', async () => {
    await page.goto('/login');
    await submitSignIn(page, email, oldPassword);
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await submitSignIn(page, email, newPassword);
    await expect(accountMenu(page, name)).toBeVisible();
  });
});
