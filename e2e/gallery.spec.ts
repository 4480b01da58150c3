import { expect, test, untilAppRuns } from './fixtures.ts';
import { findProduct } from './checkout-steps.ts';

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
    // A real touch swipe, as a finger makes it (Chromium's DevTools protocol; Playwright only taps).
    const box = await gallery.locator('[aria-roledescription="slide"]').first().boundingBox();
    if (!box) throw new Error('the gallery has no first photo');
    const y = box.y + box.height / 2;
    const touch = await page.context().newCDPSession(page);
    const finger = (type: 'touchStart' | 'touchMove' | 'touchEnd', x?: number) =>
      touch.send('Input.dispatchTouchEvent', { type, touchPoints: x === undefined ? [] : [{ x, y }] });
    // Embla moves once its code has arrived, after the page's load event: swipe until it has.
    await expect(async () => {
      await finger('touchStart', box.x + box.width * 0.8);
      for (const share of [0.7, 0.6, 0.5, 0.4, 0.3, 0.2])
        await finger('touchMove', box.x + box.width * share);
      await finger('touchEnd');
      await expect(gallery.getByText('Photo 2 of 3')).toBeVisible({ timeout: 1000 });
    }).toPass();
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
