import { eq } from 'drizzle-orm';
import { type Db, products } from '../db/index.ts';

/**
 * A product's photos for its detail answers (docs/catalogue.md#gallery): `images`, `image` first,
 * then the rest. Read by primary key apart from the product's row, so the lists' columns stay as
 * narrow as ever. A draft without an image has no `images`, so its answer keeps exactly the fields
 * ProShop-shaped clients read.
 */
export async function findGallery(db: Db, productId: string): Promise<{ images?: string[] }> {
  const [row] = await db
    .select({ image: products.image, moreImages: products.moreImages })
    .from(products)
    .where(eq(products.id, productId));
  return row?.image ? { images: [row.image, ...row.moreImages] } : {};
}
