import { count, sql } from 'drizzle-orm';
import {
  type Db,
  productOptions,
  products,
  productVariants,
  reviews,
  users,
  transaction,
} from '../db/index.ts';
import { hashPassword } from '../users/index.ts';
import { demoProducts, type DemoReviewer } from './catalogue.ts';
import { seedProductSpecs, seedSpecFields } from './specs.ts';
import { demoVariants, type DemoVariants } from './variants.ts';
import { demoMoreImages } from './gallery.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export const demoAccounts: Record<DemoReviewer, { name: string; email: string; isAdmin: boolean }> = {
  admin: { name: 'Admin User', email: 'admin@example.com', isAdmin: true },
  john: { name: 'John Doe', email: 'john@example.com', isAdmin: false },
  jane: { name: 'Jane Doe', email: 'jane@example.com', isAdmin: false },
};

/** A database with neither products nor users has never been used: the demo may fill it. */
export async function isEmpty(db: Db): Promise<boolean> {
  const [productRow] = await db.select({ n: count() }).from(products);
  const [userRow] = await db.select({ n: count() }).from(users);
  return (productRow?.n ?? 0) === 0 && (userRow?.n ?? 0) === 0;
}

async function seedAccounts(db: Db, password: string): Promise<Record<DemoReviewer, string>> {
  // One hash for all three accounts: scrypt is deliberately slow, and they share the password.
  const passwordHash = await hashPassword(password);
  const rows = await db
    .insert(users)
    .values(Object.values(demoAccounts).map((account) => ({ ...account, passwordHash })))
    .returning({ id: users.id, email: users.email });
  const idOf = (email: string) => rows.find((row) => row.email === email)?.id ?? '';
  return {
    admin: idOf(demoAccounts.admin.email),
    john: idOf(demoAccounts.john.email),
    jane: idOf(demoAccounts.jane.email),
  };
}

function averageRating(ratings: readonly number[]): number {
  if (ratings.length === 0) return 0;
  return ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length;
}

/**
 * Fills an empty database with the demo catalogue, its reviews and the demo accounts, in one
 * transaction, and renders the product artwork into the uploads folder.
 */
/** A demo product's options and variants; the database derives its price and stock from them. */
async function seedVariants(db: Db, productId: string, found: DemoVariants | undefined): Promise<void> {
  if (!found) return;
  await db
    .insert(productOptions)
    .values(found.options.map((option, position) => ({ productId, position, ...option })));
  await db.insert(productVariants).values(
    found.variants.map((variant, position) => ({
      productId,
      sku: variant.sku,
      optionValues: variant.values,
      priceCents: variant.priceCents,
      countInStock: variant.countInStock,
      position,
    })),
  );
}

export async function seedDemo(db: Db, options: { uploadsDir: string; password: string }): Promise<void> {
  // The image library is loaded only here, for the one start-up that needs it.
  const { renderSeedImages, seedImagePath } = await import('./images.ts');
  await renderSeedImages(options.uploadsDir, demoProducts);
  const now = Date.now();
  await transaction(db, async (tx) => {
    const userIds = await seedAccounts(tx, options.password);
    await seedSpecFields(tx);
    for (const product of demoProducts) {
      const listedAt = new Date(now - product.ageDays * DAY_MS);
      const [row] = await tx
        .insert(products)
        .values({
          name: product.name,
          image: seedImagePath(product.slug),
          moreImages: demoMoreImages(product, seedImagePath),
          brand: product.brand,
          category: product.category,
          description: product.description,
          priceCents: product.priceCents,
          countInStock: product.countInStock,
          rating: averageRating(product.reviews.map((review) => review.rating)),
          numReviews: product.reviews.length,
          isDraft: false,
          createdAt: listedAt,
          updatedAt: listedAt,
        })
        .returning({ id: products.id });
      if (!row) continue;
      await seedVariants(tx, row.id, demoVariants[product.name]);
      await seedProductSpecs(tx, row.id, product.category, product.name);
      if (product.reviews.length === 0) continue;
      await tx.insert(reviews).values(
        product.reviews.map((review, index) => ({
          productId: row.id,
          userId: userIds[review.reviewer],
          name: demoAccounts[review.reviewer].name,
          rating: review.rating,
          comment: review.comment,
          createdAt: new Date(listedAt.getTime() + (index + 1) * DAY_MS),
        })),
      );
    }
  });
  await db.execute(sql`ANALYZE`);
}
