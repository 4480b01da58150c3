/**
 * The photos a gallery shows and which one comes first (docs/catalogue.md#gallery): the product's
 * photos, with a chosen variant's own photo shown where it is one of them, or in the first photo's
 * place where it is not.
 */
export function gallerySlides(
  images: readonly string[],
  variantImage: string | null | undefined,
): { slides: string[]; start: number } {
  const photos = images.length > 0 ? [...images] : [];
  if (!variantImage) return { slides: photos, start: 0 };
  const found = photos.indexOf(variantImage);
  if (found !== -1) return { slides: photos, start: found };
  return { slides: [variantImage, ...photos.slice(1)], start: 0 };
}

/** The accessible name of a thumbnail, and the visible position under the photo. */
export const photoPosition = (index: number, count: number) => `${index + 1} of ${count}`;
