/**
 * Images this shop stores are WebP at 800×600 with a 400-wide sibling named `<name>-400w.webp`
 * (seeded artwork and uploads alike), so the storefront can offer phones the small file.
 */
export const IMAGE_WIDTH = 800;
export const IMAGE_HEIGHT = 600;
export const SMALL_IMAGE_WIDTH = 400;

/**
 * How wide each screen shows its images (`sizes`), so the browser picks the file the layout needs;
 * the server's preload of a lead image says the same (src/server/http/first-screen.ts).
 */
export const IMAGE_SIZES = {
  // Below sm a slide's image is 7rem wide, as a card's is (the compact phone card).
  carousel: '(min-width: 640px) 320px, 112px',
  card: '(min-width: 1280px) 300px, (min-width: 1024px) 33vw, (min-width: 768px) 50vw, 112px',
  product: '(min-width: 1024px) 40vw, (min-width: 768px) 50vw, 100vw',
} as const;

const storedImage = /^\/uploads\/[\w/-]+\.webp$/;

export function smallImagePath(image: string): string | undefined {
  return storedImage.test(image) ? image.replace(/\.webp$/, `-${SMALL_IMAGE_WIDTH}w.webp`) : undefined;
}

export function imageSrcSet(image: string): string | undefined {
  const small = smallImagePath(image);
  return small ? `${small} ${SMALL_IMAGE_WIDTH}w, ${image} ${IMAGE_WIDTH}w` : undefined;
}
