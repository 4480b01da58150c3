import { ADMIN, expect, header, JANE, JOHN, logout, searchFor, submitSignIn, test } from './fixtures.ts';
import {
  LAMP,
  openAdminProducts,
  openNewProduct,
  saveNewProduct,
  fillProduct,
  uploadPhoto,
  findUnreviewedProduct,
  signInPrompt,
  card,
} from './admin-catalogue-steps.ts';

test('an admin adds a product with a photo, shoppers find it, and a customer reviews it', async ({
  page,
  axe,
}) => {
  let productId = '';
  let image = '';

  await test.step('the admin opens the product list from the Admin menu', async () => {
    await openAdminProducts(page);
    const headers = page.getByRole('columnheader');
    await expect(headers).toHaveText(
      ['Image', 'ID', 'Name', 'Price', 'Stock', 'Category', 'Brand', 'Actions'],
      {
        ignoreCase: true,
      },
    );
    await expect(page.getByRole('row')).toHaveCount(9); // a header row and a full page of 8
    await expect(
      page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }),
    ).toHaveAttribute('href', '/admin/productlist/2');
    await axe.expectNoA11yViolations(page);
  });

  await test.step('Create Product opens an empty form', async () => {
    await openNewProduct(page);
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('');
    await axe.expectNoA11yViolations(page);
  });

  await test.step('saving the blank form shows each problem next to its field and makes nothing', async () => {
    const name = page.getByRole('textbox', { name: 'Name', exact: true });
    await page.getByRole('button', { name: 'Create Product' }).click();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Name is required');
    await expect(name).toBeFocused();
    await expect(page.getByLabel('Upload Images')).toHaveAccessibleDescription(
      'Image is required: upload one',
    );
    await expect(page.getByRole('textbox', { name: 'Brand' })).toHaveAccessibleDescription(
      'Brand is required',
    );
    await axe.expectNoA11yViolations(page);
  });

  await test.step('the admin fills the product in, uploads a photo and saves', async () => {
    await fillProduct(page, LAMP);
    image = await uploadPhoto(page);
    await axe.expectNoA11yViolations(page);
    productId = await saveNewProduct(page);
    await expect(page.getByRole('status').filter({ hasText: 'Product created' })).toBeVisible();
    await expect(page.getByText('A draft: shoppers will see it once you save it.')).toHaveCount(0);
  });

  await test.step('the product list shows the saved product', async () => {
    await page.getByRole('link', { name: 'Go Back' }).click();
    await expect(page).toHaveURL('/admin/productlist');
    const row = page.getByRole('row').filter({ hasText: productId });
    await expect(row.getByRole('cell')).toHaveText([
      '', // the thumbnail
      productId,
      LAMP.name,
      '$49.99',
      LAMP.countInStock,
      LAMP.category,
      LAMP.brand,
      'EditDelete',
    ]);
    await expect(row.getByText('Draft')).toHaveCount(0);
  });

  await test.step('shoppers see it first among the latest products, with a small image for phones', async () => {
    await logout(page, ADMIN.name);
    await page.goto('/');
    const lamp = card(page, LAMP.name);
    await expect(lamp).toBeVisible();
    await expect(page.getByRole('main').getByRole('article').first()).toContainText(LAMP.name);
    await expect(lamp).toContainText('$49.99');
    await expect(lamp).toContainText('0 reviews');
    const picture = lamp.getByRole('img', { name: LAMP.name });
    await expect(picture).toHaveAttribute('src', image);
    await expect(picture).toHaveAttribute(
      'srcset',
      `${image.replace('.webp', '-400w.webp')} 400w, ${image} 800w`,
    );
    const served = await page.request.get(image);
    expect(served.headers()['content-type']).toBe('image/webp');
    expect(served.headers()['x-content-type-options']).toBe('nosniff');
  });

  await test.step('search finds it, even with a typo', async () => {
    await searchFor(page, 'lumenara');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
    await expect(card(page, LAMP.name)).toBeVisible();
    await searchFor(page, 'lumenarra');
    await expect(card(page, LAMP.name)).toBeVisible();
    await axe.expectNoA11yViolations(page);
  });

  await test.step('a signed-out visitor sees No Reviews and is asked to sign in', async () => {
    await card(page, LAMP.name).getByRole('link', { name: LAMP.name }).click();
    await expect(page).toHaveURL(`/product/${productId}`);
    await expect(page.getByRole('heading', { level: 1, name: LAMP.name })).toBeVisible();
    await expect(page.getByText('No Reviews')).toBeVisible();
    await expect(signInPrompt(page)).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent(`/product/${productId}`)}`,
    );
    await axe.expectNoA11yViolations(page);
  });

  await test.step('a customer reviews it; the rating and review count update at once', async () => {
    await signInPrompt(page).click();
    await submitSignIn(page, JOHN.email);
    await expect(page).toHaveURL(`/product/${productId}`);

    const rating = page.getByRole('combobox', { name: 'Rating' });
    await expect(rating.getByRole('option')).toHaveText([
      'Select...',
      '1 - Poor',
      '2 - Fair',
      '3 - Good',
      '4 - Very Good',
      '5 - Excellent',
    ]);
    await axe.expectNoA11yViolations(page);
    await rating.selectOption({ label: '4 - Very Good' });
    await page.getByRole('textbox', { name: 'Comment' }).fill('Bright, steady light and the charger works.');
    await page.getByRole('button', { name: 'Submit' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Your review has been added' })).toBeVisible();
    await expect(page.getByText('1 review')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Rated 4 out of 5' }).first()).toBeVisible();
    const review = page.getByRole('article', { name: `Review by ${JOHN.name}` });
    await expect(review).toContainText('Bright, steady light and the charger works.');
    await expect(review.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    await expect(page.getByText('No Reviews')).toHaveCount(0);
    await axe.expectNoA11yViolations(page);
  });

  await test.step('the review is kept, and the store shows the new rating', async () => {
    await page.reload();
    await expect(page.getByRole('article', { name: `Review by ${JOHN.name}` })).toBeVisible();
    await expect(page.getByText('You have reviewed this product.')).toBeVisible();
    await page.goto('/');
    await expect(card(page, LAMP.name)).toContainText('1 review');
    await expect(card(page, LAMP.name).getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  });
});

test('deleting a product asks first in an accessible dialog, and shoppers lose it at once', async ({
  page,
  axe,
  consoleGuard,
}) => {
  // The deleted product's page is opened on purpose and answers 404.
  consoleGuard.allow(/^console\.error: Failed to load resource: .* 404 .*\/api\/products\/[0-9a-f-]{36}\b/);
  const doomed = { ...LAMP, name: 'Doomed Demo Kettle', brand: 'Kettleco', category: 'Kitchen' };

  await openAdminProducts(page);
  await openNewProduct(page);
  await fillProduct(page, doomed);
  await uploadPhoto(page);
  const id = await saveNewProduct(page);
  await expect(page.getByRole('status').filter({ hasText: 'Product created' })).toBeVisible();
  await page.getByRole('link', { name: 'Go Back' }).click();

  const row = page.getByRole('row').filter({ hasText: id });
  const deleteButton = row.getByRole('button', { name: `Delete ${doomed.name}` });
  const dialog = page.getByRole('dialog', { name: 'Delete product?' });
  const title = dialog.getByRole('heading', { name: 'Delete product?' });

  await deleteButton.click();
  await expect(title).toBeVisible();
  await expect(dialog).toContainText(`${doomed.name} will be removed from the store`);
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await axe.expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toHaveCount(1);
  await expect.soft(deleteButton, 'focus returns to the Delete button after Cancel').toBeFocused();

  await deleteButton.click();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Product removed' })).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.goto(`/product/${id}`);
  await expect(page.getByRole('alert')).toHaveText('Product not found');
});

test('a customer who must sign in to review comes straight back to the product', async ({ page }) => {
  // A demo product nobody has reviewed, so the form is offered whoever signs in.
  const unreviewed = await findUnreviewedProduct(page);
  const productUrl = `/product/${unreviewed}`;
  await page.goto(productUrl);
  await expect(page.getByText('No Reviews')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Rating' })).toHaveCount(0);

  await signInPrompt(page).click();
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(productUrl)}`);
  await submitSignIn(page, JANE.email);
  await expect(page).toHaveURL(productUrl);
  await expect(header(page).getByRole('button', { name: JANE.name, exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Rating' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Comment' })).toBeVisible();
});
