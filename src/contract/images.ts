/**
 * Images this shop stores are WebP at 800×600 with a 400-wide sibling named `<name>-400w.webp`
 * (seeded artwork and uploads alike), so the storefront can offer phones the small file.
 */
export const IMAGE_WIDTH = 800;
export const IMAGE_HEIGHT = 600;
export const SMALL_IMAGE_WIDTH = 400;

const storedImage = /^\/uploads\/[\w/-]+\.webp$/;

export function smallImagePath(image: string): string | undefined {
  return storedImage.test(image) ? image.replace(/\.webp$/, `-${SMALL_IMAGE_WIDTH}w.webp`) : undefined;
}

export function imageSrcSet(image: string): string | undefined {
  const small = smallImagePath(image);
  return small ? `${small} ${SMALL_IMAGE_WIDTH}w, ${image} ${IMAGE_WIDTH}w` : undefined;
}
