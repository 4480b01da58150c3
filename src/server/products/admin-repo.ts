import { contains, type Db, products } from '../db/index.ts';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AdminProductSort } from '../../contract/catalogue-options.ts';
import { newestFirst, summaryColumns, type Page, type ProductRecord } from '../catalogue/index.ts';

/** Catalogue administration: these queries see drafts too, and their results are never cached. */
export interface AdminProductRecord extends ProductRecord {
  isDraft: boolean;
  version: number;
}

const adminColumns = { ...summaryColumns, isDraft: products.isDraft, version: products.version };

/** Every admin sort ends in newest first, so equal names, prices or stock still page steadily. */
const adminOrders: Record<AdminProductSort, SQL[]> = {
  newest: newestFirst,
  name: [asc(sql`lower(${products.name})`), ...newestFirst],
  'price-asc': [asc(products.priceCents), ...newestFirst],
  'price-desc': [desc(products.priceCents), ...newestFirst],
  'stock-asc': [asc(products.countInStock), ...newestFirst],
  'stock-desc': [desc(products.countInStock), ...newestFirst],
};

/**
 * Every product, drafts included (a new draft comes first, newest first, ready to fill in); with a
 * search, those whose text contains every word as typed (`%`, `_` and `\` literal).
 */
export async function listAll(
  db: Db,
  criteria: { words: readonly string[]; sort: AdminProductSort },
  page: Page,
): Promise<{ rows: AdminProductRecord[]; total: number }> {
  const where = and(...criteria.words.map((word) => contains(products.searchText, word)));
  const rows = await db
    .select(adminColumns)
    .from(products)
    .where(where)
    .orderBy(...adminOrders[criteria.sort])
    .limit(page.limit)
    .offset(page.offset);
  const [row] = await db.select({ total: count() }).from(products).where(where);
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
  /** The photos after `image`; undefined keeps the product's (docs/catalogue.md#gallery). */
  moreImages: string[] | undefined;
  brand: string;
  category: string;
  description: string;
  priceCents: number;
  /** Null: not on sale; undefined: as the product has it, while still above the new price. */
  compareAtCents: number | null | undefined;
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
  values: Omit<ProductValues, 'priceCents' | 'countInStock' | 'compareAtCents'> & {
    priceCents?: number;
    countInStock?: number;
    compareAtCents: number | null;
  },
  expectedVersion: number | undefined,
): Promise<AdminProductRecord | undefined> {
  const sameVersion = expectedVersion === undefined ? undefined : eq(products.version, expectedVersion);
  const [row] = await db
    .update(products)
    .set({
      ...values,
      // A save without a gallery replaced only the first photo: the rest stay, less the new first.
      moreImages: values.moreImages ?? sql`array_remove(${products.moreImages}, ${values.image}::text)`,
      isDraft: false,
      updatedAt: new Date(),
    })
    .where(and(eq(products.id, id), sameVersion))
    .returning(adminColumns);
  return row;
}

/** Reviews go with the product; order lines keep their own copy and lose only the link. */
export async function remove(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
  return rows.length > 0;
}
