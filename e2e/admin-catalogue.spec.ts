import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import {
  accountMenu,
  ADMIN,
  expect,
  header,
  JANE,
  JOHN,
  logout,
  openMenuItem,
  signInByApi,
  storeSearch,
  submitSignIn,
  test,
  untilAppRuns,
} from './fixtures.ts';

/** What the admin types; the name's first word is one no demo product uses. */
const LAMP = {
  name: 'Lumenara Orbit Desk Lamp',
  price: '49.99',
  brand: 'Lumenara',
  countInStock: '12',
  category: 'Lighting',
  description: 'A dimmable LED desk lamp with a wireless charging base.',
};

/** Stored images: a random name, always WebP (src/server/uploads/image-store.ts). */
const STORED_IMAGE = /^\/uploads\/[0-9a-f-]{36}\.webp$/;

/** A real photo-sized PNG, made here so the journey needs no fixture files. */
function lampPhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000">
    <rect width="100%" height="100%" fill="#1e293b"/>
    <circle cx="800" cy="420" r="260" fill="#fbbf24"/>
    <rect x="760" y="600" width="80" height="300" fill="#e2e8f0"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Signs the admin in and opens the product list from the Admin menu. */
async function openAdminProducts(page: Page): Promise<void> {
  await signInByApi(page, ADMIN);
  await page.goto('/');
  await openMenuItem(page, accountMenu(page, 'Admin'), 'Products');
  await expect(page).toHaveURL('/admin/productlist');
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
}

/** Create Product, then the id of the draft whose edit page opened. */
async function createDraft(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Create Product' }).click();
  await expect(page).toHaveURL(/\/admin\/product\/[0-9a-f-]{36}\/edit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Product' })).toBeVisible();
  const id = /\/admin\/product\/([0-9a-f-]{36})\/edit$/.exec(page.url())?.[1];
  if (!id) throw new Error(`no product id in ${page.url()}`);
  return id;
}

/** Categories are chosen from the existing ones; a new one is typed only after asking for it. */
async function chooseCategory(page: Page, name: string): Promise<void> {
  const category = page.getByRole('combobox', { name: 'Category' });
  const existing = await category.locator('option').allTextContents();
  if (existing.includes(name)) {
    await category.selectOption({ label: name });
    return;
  }
  await category.selectOption({ label: 'New category…' });
  await page.getByRole('textbox', { name: 'New category name' }).fill(name);
}

async function fillProduct(page: Page, values: typeof LAMP): Promise<void> {
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(values.name);
  await page.getByRole('textbox', { name: 'Price' }).fill(values.price);
  await page.getByRole('textbox', { name: 'Brand' }).fill(values.brand);
  await page.getByRole('spinbutton', { name: 'Count In Stock' }).fill(values.countInStock);
  await chooseCategory(page, values.category);
  await page.getByRole('textbox', { name: 'Description' }).fill(values.description);
}

/** Uploads the photo through the file picker and waits for the stored image's preview. */
async function uploadPhoto(page: Page): Promise<string> {
  await page
    .getByLabel('Upload Image')
    .setInputFiles({ name: 'lamp.png', mimeType: 'image/png', buffer: await lampPhoto() });
  const preview = page.getByRole('img', { name: 'Preview of the product image' });
  await expect(preview).toHaveAttribute('src', STORED_IMAGE);
  await expect(page.getByRole('textbox', { name: 'Image', exact: true })).toHaveValue(STORED_IMAGE);
  // The preview is the stored file itself, decoded by the browser.
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  return (await preview.getAttribute('src')) ?? '';
}

async function search(page: Page, keyword: string): Promise<void> {
  // The server's drawn screen is inert until the app takes it over, which draws a fresh box.
  await untilAppRuns(page);
  await storeSearch(page).fill(keyword);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(`/search/${keyword}`);
}

interface ListedProduct {
  _id: string;
  numReviews: number;
}

async function findUnreviewedProduct(page: Page): Promise<string> {
  for (let pageNumber = 1; ; pageNumber += 1) {
    const response = await page.request.get('/api/products', { params: { pageNumber } });
    const { products, pages } = (await response.json()) as { products: ListedProduct[]; pages: number };
    const found = products.find((product) => product.numReviews === 0);
    if (found) return found._id;
    if (pageNumber >= pages) throw new Error('every product has a review');
  }
}

/** The review section's own link, not the header's Sign In. */
function signInPrompt(page: Page): Locator {
  return page.getByRole('main').getByRole('link', { name: 'sign in', exact: true });
}

function card(page: Page, name: string): Locator {
  return page.getByRole('main').getByRole('article').filter({ hasText: name });
}

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

  await test.step('Create Product opens a new draft that shoppers cannot see', async () => {
    productId = await createDraft(page);
    await expect(page.getByText('A draft: shoppers will see it once you save it.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('New product');
    expect((await page.request.get(`/api/products/${productId}`)).status()).toBe(404);
    await axe.expectNoA11yViolations(page);
  });

  await test.step('saving a blank draft shows each problem next to its field', async () => {
    const name = page.getByRole('textbox', { name: 'Name', exact: true });
    await name.fill('');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Name is required');
    await expect(name).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Image', exact: true })).toHaveAccessibleDescription(
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
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Product saved' })).toBeVisible();
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
    await search(page, 'lumenara');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
    await expect(card(page, LAMP.name)).toBeVisible();
    await search(page, 'lumenarra');
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
  const id = await createDraft(page);
  await fillProduct(page, doomed);
  await uploadPhoto(page);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Product saved' })).toBeVisible();
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
