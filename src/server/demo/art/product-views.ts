/**
 * The other photos of a demo product (docs/catalogue.md#gallery): the same drawing as its main
 * photo, on the same background, seen another way. Transforms of the 800×600 canvas only, so
 * every view stays as deterministic and font-free as the main one.
 */
export type PhotoView = 'side' | 'detail';

export const PHOTO_VIEWS: readonly PhotoView[] = ['side', 'detail'];

export const VIEW_TRANSFORMS: Readonly<Record<PhotoView, string>> = {
  // Turned round: mirrored, tilted and a little smaller, as if seen from its other side.
  side: 'translate(800 0) scale(-1 1) rotate(-8 400 300) translate(40 30) scale(0.9)',
  // Up close: the middle of the device at twice its size.
  detail: 'translate(-400 -300) scale(2)',
};

/** The file name (without `.webp`) of a product's view: `apple-iphone-15-pro-side`. */
export const viewSlug = (slug: string, view: PhotoView) => `${slug}-${view}`;
