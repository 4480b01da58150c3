import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { products } from '../db/schema.ts';
import { newestFirst, summaryColumns, type Page, type ProductRecord } from './repo.ts';

/** Catalogue administration: these queries see drafts too, and their results are never cached. */
export interface AdminProductRecord extends ProductRecord {
  isDraft: boolean;
  version: number;
}

const adminColumns = { ...summaryColumns, isDraft: products.isDraft, version: products.version };

/** Every product, drafts included, newest first (a new draft comes first, ready to fill in). */
export async function listAllNewest(
  db: Db,
  page: Page,
): Promise<{ rows: AdminProductRecord[]; total: number }> {
  const rows = await db
    .select(adminColumns)
    .from(products)
    .orderBy(...newestFirst)
    .limit(page.limit)
    .offset(page.offset);
  const [row] = await db.select({ total: count() }).from(products);
  return { rows, total: row?.total ?? 0 };
}

export async function findAny(db: Db, id: string): Promise<AdminProductRecord | undefined> {
  const [row] = await db.select(adminColumns).from(products).where(eq(products.id, id));
  return row;
}

/** A blank draft but for its name: shoppers do not see it yet. */
export async function insertDraft(db: Db, name: string): Promise<AdminProductRecord> {
  const [row] = await db.insert(products).values({ name, isDraft: true }).returning(adminColumns);
  if (!row) throw new Error('product insert returned nothing');
  return row;
}

export interface ProductValues {
  name: string;
  image: string;
  brand: string;
  category: string;
  description: string;
  priceCents: number;
  countInStock: number;
}

/**
 * Writes every field an admin edits and publishes the product, in one conditional statement: with
 * `expectedVersion`, only if the product still has that version. Undefined when nothing was
 * written (no such product, or a newer version). Of two saves of one version, the second waits
 * for the first's row lock, then finds the version moved on and writes nothing.
 */
export async function saveAndPublish(
  db: Db,
  id: string,
  values: ProductValues,
  expectedVersion: number | undefined,
): Promise<AdminProductRecord | undefined> {
  const sameVersion = expectedVersion === undefined ? undefined : eq(products.version, expectedVersion);
  const [row] = await db
    .update(products)
    .set({ ...values, isDraft: false, updatedAt: new Date() })
    .where(and(eq(products.id, id), sameVersion))
    .returning(adminColumns);
  return row;
}

/** Reviews go with the product; order lines keep their own copy and lose only the link. */
export async function remove(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
  return rows.length > 0;
}
