import type { ProductBody } from '../../contract/products.ts';
import { MAX_PRODUCT_IMAGES } from '../../contract/product-rules.ts';
import { smallImagePath } from '../../contract/images.ts';
import { ValidationError } from '../errors.ts';
import type { ImageStore } from '../uploads/index.ts';

/**
 * A save's gallery (docs/catalogue.md#gallery): `image`, the first photo, and `moreImages`, the
 * rest in order, or undefined when the save sent no `images`: a ProShop-shaped client sends only
 * `image`, which replaces the first photo and keeps the others.
 */
export interface GalleryValues {
  image: string;
  moreImages: string[] | undefined;
}

/**
 * Checks `images` where it was sent: at most MAX_PRODUCT_IMAGES photos, each stored by this shop,
 * none twice; messages name the field (`images[2] …`), so the admin's form can point at the photo.
 * Its first becomes `image`, unless `image` says otherwise: a client that edits `image` and sends
 * back the gallery it loaded, as ProShop's edit screen does, replaces the first photo.
 */
export async function checkGallery(body: ProductBody, store: ImageStore): Promise<GalleryValues> {
  const image = body.image.trim();
  const sent = body.images?.map((photo) => photo.trim());
  if (sent === undefined) return { image, moreImages: undefined };
  if (sent.length > MAX_PRODUCT_IMAGES)
    throw new ValidationError(`images must list at most ${MAX_PRODUCT_IMAGES} photos`);
  for (const [index, photo] of sent.entries()) {
    const earlier = sent.indexOf(photo);
    if (earlier !== index)
      throw new ValidationError(`images[${index}] is the same photo as images[${earlier}]`);
    if (smallImagePath(photo) === undefined || !(await store.exists(photo)))
      throw new ValidationError(`images[${index}] must be an image uploaded to this shop`);
  }
  const [first = '', ...rest] = sent;
  const main = image || first;
  return { image: main, moreImages: rest.filter((photo) => photo !== main) };
}
