/** Which kind of device a demo product is drawn as. */

import type { DemoProduct } from '../catalogue.ts';

export type ArtProduct = Pick<DemoProduct, 'slug' | 'category' | 'name' | 'brand'>;

export type DeviceKind =
  | 'phone'
  | 'laptop'
  | 'headphones'
  | 'earbuds'
  | 'speaker'
  | 'soundbar'
  | 'console'
  | 'controller'
  | 'handheld'
  | 'camera'
  | 'action-camera'
  | 'instant-camera'
  | 'mouse'
  | 'keyboard'
  | 'charger'
  | 'ssd'
  | 'cable'
  | 'watch'
  | 'round-watch'
  | 'fitness-band'
  | 'tv'
  | 'gadget';

const CATEGORY_DEFAULTS: Readonly<Record<string, DeviceKind>> = {
  phones: 'phone',
  phone: 'phone',
  smartphones: 'phone',
  laptops: 'laptop',
  computers: 'laptop',
  audio: 'headphones',
  headphones: 'headphones',
  gaming: 'controller',
  cameras: 'camera',
  wearables: 'watch',
  tv: 'tv',
  tvs: 'tv',
  television: 'tv',
  accessories: 'gadget',
  peripherals: 'mouse',
};

/** Keyword rules on the product name (and brand), checked in order; the first match wins. */
const NAME_RULES: ReadonlyArray<readonly [RegExp, DeviceKind]> = [
  [/\bmouse\b/i, 'mouse'],
  [/keyboard/i, 'keyboard'],
  [/earbuds|airpods|\bbuds\b/i, 'earbuds'],
  [/headphones?|headset/i, 'headphones'],
  [/soundbar/i, 'soundbar'],
  [/speaker/i, 'speaker'],
  [/controller|gamepad/i, 'controller'],
  [/playstation|xbox series|console/i, 'console'],
  [/switch|steam deck|handheld/i, 'handheld'],
  [/galaxy watch|forerunner|garmin/i, 'round-watch'],
  [/watch/i, 'watch'],
  [/tracker|fitness band/i, 'fitness-band'],
  [/action camera|gopro/i, 'action-camera'],
  [/instant camera|instax/i, 'instant-camera'],
  [/charger/i, 'charger'],
  [/\bssd\b|hard drive/i, 'ssd'],
  [/cable/i, 'cable'],
  [/\btv\b|television/i, 'tv'],
  [/laptop|macbook|notebook|thinkpad|chromebook/i, 'laptop'],
  [/camera/i, 'camera'],
  [/iphone|galaxy s\d|pixel \d|smartphone/i, 'phone'],
];

/** Which device illustration a product gets: by keywords in its name first, then by category. */
export function deviceKindFor(product: ArtProduct): DeviceKind {
  const haystack = `${product.name} ${product.brand}`;
  for (const [pattern, kind] of NAME_RULES) {
    if (pattern.test(haystack)) return kind;
  }
  return CATEGORY_DEFAULTS[product.category.trim().toLowerCase()] ?? 'gadget';
}
