import { PHOTO_VIEWS, type PhotoView, viewSlug } from './art/product-views.ts';
import type { DemoProduct } from './catalogue.ts';
import { demoVariants } from './variants.ts';

/**
 * The demo products shown with a gallery (docs/catalogue.md#gallery): those sold in variants, the
 * ones shoppers open most, get a side view and a close-up besides their main photo, so a fresh
 * clone shows the gallery. The others keep their one photo.
 */
export function demoPhotoViews(product: Pick<DemoProduct, 'name'>): readonly PhotoView[] {
  return product.name in demoVariants ? PHOTO_VIEWS : [];
}

/** The stored paths of a demo product's other photos, in the gallery's order. */
export function demoMoreImages(
  product: Pick<DemoProduct, 'name' | 'slug'>,
  imagePath: (name: string) => string,
) {
  return demoPhotoViews(product).map((view) => imagePath(viewSlug(product.slug, view)));
}
