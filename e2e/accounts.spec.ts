import {
  accountMenu,
  ADMIN,
  expect,
  header,
  JOHN,
  logout,
  openMenuItem,
  registerByApi,
  SESSION_KEYS,
  storedValue,
  submitSignIn,
  test,
  uniqueEmail,
  untilAppRuns,
} from './fixtures.ts';

/** The browser's own console line for a refused sign-in, which the refusal tests provoke on purpose. */
const REFUSED_SIGN_IN = /^console\.error: Failed to load resource: .* 401 .*\/api\/users\/login\b/;
/** The same line for the profile change sent with a wrong current password, on purpose. */
const REFUSED_PROFILE_CHANGE = /^console\.error: Failed to load resource: .* 400 .*\/api\/users\/profile\b/;

test('a customer registers, signs in, edits the profile and is removed by an admin', async ({
  page,
  axe,
  consoleGuard,
}) => {
  // Registration, sign-in, the profile and an admin's removal, with an axe scan at each screen: 24 s
  // alone, and past 60 s once in CI beside the other suites on two cores.
  test.slow();
  consoleGuard.allow(REFUSED_SIGN_IN);
  const email = uniqueEmail('account');
  const password = `Sturdy-Basket-${Date.now()}`;
  const name = 'Erin Tester';
  const renamed = 'Erin Q. Tester';
  const adminRenamed = 'Erin Admin-Edited';

  await test.step('the sign-in and sign-up screens pass axe', async () => {
    await page.goto('/login');
    await untilAppRuns(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
    await axe.expectNoA11yViolations(page);

    await page.getByRole('link', { name: 'Register' }).click();
    await expect(page).toHaveURL('/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await axe.expectNoA11yViolations(page);
  });

  await test.step('differing passwords are refused before anything is sent', async () => {
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await page.getByRole('textbox', { name: 'Email Address' }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm Password').fill(`${password}-typo`);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('alert')).toHaveText('Passwords do not match');
    await expect(page).toHaveURL('/register');
    expect(await storedValue(page, 'userInfo')).toBeNull();
  });

  await test.step('registering signs the new customer in', async () => {
    await page.getByLabel('Confirm Password').fill(password);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL('/');
    await expect(accountMenu(page, name)).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    await expect(header(page).getByRole('button', { name: 'Admin' })).toHaveCount(0);

    const stored = JSON.parse((await storedValue(page, 'userInfo')) ?? 'null') as Record<
      string,
      unknown
    > | null;
    expect(stored).toMatchObject({ name, email, isAdmin: false, token: expect.any(String) });
    expect(stored).not.toHaveProperty('password');
    expect(stored).not.toHaveProperty('passwordHash');
  });

  await test.step('Logout signs out, forgets the session and the cart, and its token stops working', async () => {
    const { token } = JSON.parse((await storedValue(page, 'userInfo')) ?? '{}') as { token?: string };
    // Give Logout something to clear besides the session.
    await page.evaluate(() => {
      localStorage.setItem(
        'shippingAddress',
        JSON.stringify({ address: '1 Main St', city: 'X', postalCode: '1', country: 'Y' }),
      );
      localStorage.setItem('paymentMethod', JSON.stringify('PayPal'));
    });
    await logout(page, name);
    await expect(page).toHaveURL('/login');
    for (const key of SESSION_KEYS) expect(await storedValue(page, key), `localStorage ${key}`).toBeNull();
    // A copy of the token (a shared computer, a proxy's log) is refused from now on.
    await expect
      .poll(async () => {
        const answer = await page.request.get('/api/users/profile', {
          headers: { authorization: `Bearer ${token ?? ''}` },
        });
        return [answer.status(), ((await answer.json()) as { message?: string }).message];
      })
      .toEqual([401, 'Not authorized, token failed']);
  });

  await test.step('a wrong password is refused, the right one signs in', async () => {
    await submitSignIn(page, email, `${password}-wrong`);
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(page).toHaveURL('/login');

    await submitSignIn(page, email, password);
    await expect(page).toHaveURL('/');
    await expect(accountMenu(page, name)).toBeVisible();
  });

  await test.step('the profile renames the customer and the session survives a reload', async () => {
    await openMenuItem(page, accountMenu(page, name), 'Profile');
    await expect(page).toHaveURL('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'User Profile' })).toBeVisible();
    const nameField = page.getByRole('textbox', { name: 'Name', exact: true });
    await expect(nameField).toHaveValue(name);
    await expect(page.getByRole('textbox', { name: 'Email Address' })).toHaveValue(email);
    await axe.expectNoA11yViolations(page);

    await nameField.fill(renamed);
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Profile Updated' })).toBeVisible();
    await expect(accountMenu(page, renamed)).toBeVisible();
    await expect(nameField).toHaveValue(renamed);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'User Profile' })).toBeVisible();
    await expect(accountMenu(page, renamed)).toBeVisible();
    await expect(nameField).toHaveValue(renamed);
    await axe.expectNoA11yViolations(page);
  });

  await test.step('an admin finds the customer in the user list', async () => {
    await logout(page, renamed);
    await submitSignIn(page, ADMIN.email);
    await expect(accountMenu(page, 'Admin')).toBeVisible();
    await openMenuItem(page, accountMenu(page, 'Admin'), 'Users');
    await expect(page).toHaveURL('/admin/userlist');
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();

    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell').nth(1)).toHaveText(renamed);
    await expect(row.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    await expect(row.getByRole('cell').nth(3)).toHaveText('No');
    await axe.expectNoA11yViolations(page);
  });

  await test.step('the admin renames the customer', async () => {
    await page.getByRole('link', { name: `Edit ${renamed}` }).click();
    await expect(page).toHaveURL(/\/admin\/user\/[^/]+\/edit$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit User' })).toBeVisible();
    const nameField = page.getByRole('textbox', { name: 'Name', exact: true });
    await expect(nameField).toHaveValue(renamed);
    await expect(page.getByRole('textbox', { name: 'Email Address' })).toHaveValue(email);
    await expect(page.getByRole('checkbox', { name: 'Is Admin' })).not.toBeChecked();

    await nameField.fill(adminRenamed);
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'User updated' })).toBeVisible();
    await expect(nameField).toHaveValue(adminRenamed);

    await page.getByRole('link', { name: 'Go Back' }).click();
    await expect(page).toHaveURL('/admin/userlist');
    await expect(page.getByRole('row').filter({ hasText: email }).getByRole('cell').nth(1)).toHaveText(
      adminRenamed,
    );
  });

  await test.step('deleting asks first; Cancel keeps the customer, Delete removes them', async () => {
    const row = page.getByRole('row').filter({ hasText: email });
    const deleteButton = page.getByRole('button', { name: `Delete ${adminRenamed}` });
    // Headless UI's role=dialog wrapper has no box of its own (its panel is position: fixed), so
    // visibility is checked on what the panel shows.
    const dialog = page.getByRole('dialog', { name: 'Delete user?' });
    const title = dialog.getByRole('heading', { name: 'Delete user?' });

    await deleteButton.click();
    await expect(title).toBeVisible();
    await expect(dialog).toContainText(`${adminRenamed} (${email})`);
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await axe.expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row).toHaveCount(1);
    // WAI-ARIA dialog pattern: closing the dialog returns focus to the button that opened it.
    await expect.soft(deleteButton, 'focus returns to the Delete button after Cancel').toBeFocused();

    await deleteButton.click();
    await expect(title).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'User removed' })).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(page.getByRole('row').filter({ hasText: ADMIN.email })).toHaveCount(1);
  });

  await test.step('the removed customer can no longer sign in', async () => {
    await logout(page, ADMIN.name);
    await submitSignIn(page, email, password);
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
    expect(await storedValue(page, 'userInfo')).toBeNull();
  });
});

test('signed-out visitors are sent to sign in, and customers are kept out of admin screens', async ({
  page,
}) => {
  await page.goto('/profile');
  await expect(page).toHaveURL('/login?redirect=%2Fprofile');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();

  await submitSignIn(page, JOHN.email);
  await expect(page).toHaveURL('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'User Profile' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email Address' })).toHaveValue(JOHN.email);

  await page.goto('/admin/userlist');
  await expect(page.getByRole('heading', { level: 1, name: 'Admins only' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Not authorized as an admin');
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(header(page).getByRole('button', { name: 'Admin' })).toHaveCount(0);
});

test('a new e-mail asks for the current password, and a wrong one is refused beside its field', async ({
  page,
  axe,
  consoleGuard,
}) => {
  consoleGuard.allow(REFUSED_PROFILE_CHANGE);
  const account = await registerByApi(page, 'Cary Careful', 'careful');
  await page.goto('/login?redirect=/profile');
  await submitSignIn(page, account.email);
  await expect(page).toHaveURL('/profile');
  // The address changes first; the sign-in form (with its own Email Address) stays until the
  // profile has loaded.
  await expect(page.getByRole('heading', { level: 1, name: 'User Profile' })).toBeVisible();

  const emailField = page.getByRole('textbox', { name: 'Email Address' });
  const currentPassword = page.getByLabel('Current password');
  await expect(emailField).toHaveValue(account.email);
  await expect(currentPassword).toHaveCount(0);
  await emailField.fill(uniqueEmail('careful-moved'));
  await expect(currentPassword).toHaveAttribute('autocomplete', 'current-password');
  await currentPassword.fill('not the password');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(currentPassword).toHaveAttribute('aria-invalid', 'true');
  await expect(currentPassword).toHaveAccessibleDescription(/Current password is incorrect/);
  await expect(currentPassword).toBeFocused();
  await axe.expectNoA11yViolations(page);

  // Typed back as it was, the e-mail needs no password, and the profile still holds the old one.
  await emailField.fill(account.email);
  await expect(currentPassword).toHaveCount(0);
  await page.reload();
  await expect(emailField).toHaveValue(account.email);
});

test('Sign out everywhere ends the account’s sessions in every browser', async ({
  page,
  browser,
  baseURL,
  axe,
}) => {
  const account = await registerByApi(page, 'Sam Everywhere', 'everywhere');
  const otherBrowser = await browser.newContext({ baseURL });
  try {
    const other = await otherBrowser.newPage();
    for (const signedIn of [page, other]) {
      await signedIn.goto('/login?redirect=/profile');
      await submitSignIn(signedIn, account.email);
      await expect(signedIn).toHaveURL('/profile');
    }

    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign out everywhere?' });
    await expect(dialog.getByRole('heading', { name: 'Sign out everywhere?' })).toBeVisible();
    await axe.expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(page).toHaveURL(/\/login(\?|$)/);
    for (const key of SESSION_KEYS) expect(await storedValue(page, key), `localStorage ${key}`).toBeNull();

    // The other browser still holds its token, which the server now refuses: it is signed out too.
    await other.reload();
    await expect(other).toHaveURL('/login?redirect=%2Fprofile');
    expect(await storedValue(other, 'userInfo')).toBeNull();
  } finally {
    await otherBrowser.close();
  }
});
