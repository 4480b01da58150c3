import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { accountMenu, ADMIN, expect, openMenuItem, signInByApi } from './fixtures.ts';

/** What the admin types; the name's first word is one no demo product uses. */
export const LAMP = {
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
export async function openAdminProducts(page: Page): Promise<void> {
  await signInByApi(page, ADMIN);
  await page.goto('/');
  await openMenuItem(page, accountMenu(page, 'Admin'), 'Products');
  await expect(page).toHaveURL('/admin/productlist');
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
}

/** Create Product from the list: its empty form, which makes nothing until it is saved. */
export async function openNewProduct(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Create Product' }).click();
  await expect(page).toHaveURL('/admin/product/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Product' })).toBeVisible();
}

/** Saves the new product's form, then the id of the product whose edit page opened. */
export async function saveNewProduct(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Create Product' }).click();
  await expect(page).toHaveURL(/\/admin\/product\/[0-9a-f-]{36}\/edit\?created=true$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Product' })).toBeVisible();
  const id = /\/admin\/product\/([0-9a-f-]{36})\/edit/.exec(page.url())?.[1];
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

export async function fillProduct(page: Page, values: typeof LAMP): Promise<void> {
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(values.name);
  await page.getByRole('textbox', { name: 'Price', exact: true }).fill(values.price);
  await page.getByRole('textbox', { name: 'Brand' }).fill(values.brand);
  await page.getByRole('spinbutton', { name: 'Count In Stock' }).fill(values.countInStock);
  await chooseCategory(page, values.category);
  await page.getByRole('textbox', { name: 'Description' }).fill(values.description);
}

/** Uploads the photo through the file picker and waits for it to show as the main photo. */
export async function uploadPhoto(page: Page): Promise<string> {
  await page
    .getByLabel('Upload Images')
    .setInputFiles({ name: 'lamp.png', mimeType: 'image/png', buffer: await lampPhoto() });
  const preview = page.getByRole('img', { name: 'Photo 1 (main photo)' });
  await expect(preview).toHaveAttribute('src', STORED_IMAGE);
  // The preview is the stored file itself, decoded by the browser.
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  return (await preview.getAttribute('src')) ?? '';
}

interface ListedProduct {
  _id: string;
  numReviews: number;
}

export async function findUnreviewedProduct(page: Page): Promise<string> {
  for (let pageNumber = 1; ; pageNumber += 1) {
    const response = await page.request.get('/api/products', { params: { pageNumber } });
    const { products, pages } = (await response.json()) as { products: ListedProduct[]; pages: number };
    const found = products.find((product) => product.numReviews === 0);
    if (found) return found._id;
    if (pageNumber >= pages) throw new Error('every product has a review');
  }
}

/** The review section's own link, not the header's Sign In. */
export function signInPrompt(page: Page): Locator {
  return page.getByRole('main').getByRole('link', { name: 'sign in', exact: true });
}

export function card(page: Page, name: string): Locator {
  return page.getByRole('main').getByRole('article').filter({ hasText: name });
}
