import { expect, test, untilAppRuns } from './fixtures.ts';
import { findProduct } from './checkout-steps.ts';
import { swipeToNextPhoto } from './gallery-steps.ts';

/** A demo product with a gallery: the products sold in variants have three photos (src/server/demo/gallery.ts). */
const IPHONE = 'Apple iPhone 15 Pro';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('on a phone, a shopper swipes through the photos and opens the zoom view', async ({
  page,
  request,
  axe,
}) => {
  const iphone = await findProduct(request, IPHONE);
  await page.goto(`/product/${iphone._id}`);
  await untilAppRuns(page);
  const gallery = page.getByRole('region', { name: `Photos of ${IPHONE}` });
  await expect(gallery.getByText('Photo 1 of 3')).toBeVisible();
  await expect(gallery.getByRole('button', { name: 'Show photo 3 of 3' })).toBeVisible();

  await test.step('a swipe to the left shows the next photo', async () => {
    await swipeToNextPhoto(page, gallery, 'Photo 2 of 3');
    await expect(gallery.getByRole('button', { name: 'Show photo 2 of 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  await test.step('Zoom opens the full-screen view on that photo; Escape closes it and focus returns', async () => {
    const zoom = gallery.getByRole('button', { name: 'Zoom' });
    await zoom.click();
    const dialog = page.getByRole('dialog', { name: `${IPHONE}: photo 2 of 3` });
    // The dialog's own box is empty (its panel is fixed over the screen): its Close button shows it.
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
    const photo = dialog.getByRole('img', { name: `${IPHONE} (2 of 3)` });
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(800);
    await dialog.getByRole('button', { name: 'Zoom in' }).click();
    await expect(photo).toHaveAttribute('style', /scale\(1\.5\)/);
    await axe.expectNoA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(zoom).toBeFocused();
  });
});
