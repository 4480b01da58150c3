import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * A real touch swipe to the left across a gallery's first photo, as a finger makes it (Chromium's
 * DevTools protocol: Playwright itself only taps), repeated until the gallery says `shows`. Embla
 * moves once its code has arrived, after the page's load event: the swipe is tried until it has.
 */
export async function swipeToNextPhoto(page: Page, gallery: Locator, shows: string): Promise<void> {
  const box = await gallery.locator('[aria-roledescription="slide"]').first().boundingBox();
  if (!box) throw new Error('the gallery has no first photo');
  const y = box.y + box.height / 2;
  const touch = await page.context().newCDPSession(page);
  const finger = (type: 'touchStart' | 'touchMove' | 'touchEnd', x?: number) =>
    touch.send('Input.dispatchTouchEvent', { type, touchPoints: x === undefined ? [] : [{ x, y }] });
  await expect(async () => {
    await finger('touchStart', box.x + box.width * 0.8);
    for (const share of [0.7, 0.6, 0.5, 0.4, 0.3, 0.2]) await finger('touchMove', box.x + box.width * share);
    await finger('touchEnd');
    await expect(gallery.getByText(shows)).toBeVisible({ timeout: 1000 });
  }).toPass();
}
