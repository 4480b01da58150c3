import { and, asc, count, desc, eq, gt, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { ProductSort } from '../../contract/catalogue-options.ts';
import type { Db } from '../db/client.ts';
import { products } from '../db/schema.ts';
import type { CatalogueFilters } from './catalogue-filters.ts';
import { PRICE_BAND_BOUNDS_CENTS, type FacetGroup } from './facets.ts';
import {
  containsEveryWord,
  descending,
  newestFirst,
  published,
  relevance,
  summaryColumns,
  type Page,
  type ProductRecord,
  type WordMatch,
} from './repo.ts';

/** The shopper's price range as a condition (undefined when there is none). */
function priceRange(filters: CatalogueFilters): SQL | undefined {
  return and(
    filters.minCents === undefined ? undefined : gte(products.priceCents, filters.minCents),
    filters.maxCents === undefined ? undefined : lte(products.priceCents, filters.maxCents),
  );
}

function matchingFilters(filters: CatalogueFilters): SQL | undefined {
  return and(
    filters.category === undefined ? undefined : eq(products.category, filters.category),
    filters.brands.length === 0 ? undefined : inArray(products.brand, [...filters.brands]),
    priceRange(filters),
    filters.rating === undefined ? undefined : gte(products.rating, filters.rating),
    filters.inStock ? gt(products.countInStock, 0) : undefined,
  );
}

/** Every order ends in newest first, so equal prices, ratings or sales still page steadily. */
function orderOf(sort: ProductSort, match: WordMatch | undefined): SQL[] {
  switch (sort) {
    case 'relevance':
      return match ? [desc(relevance(match)), ...newestFirst] : newestFirst;
    case 'newest':
      return newestFirst;
    case 'price-asc':
      return [asc(products.priceCents), ...newestFirst];
    case 'price-desc':
      return [desc(products.priceCents), ...newestFirst];
    case 'rating':
      return [descending(products.rating), descending(products.numReviews), ...newestFirst];
    case 'bestselling':
      return [descending(products.unitsSold), ...newestFirst];
  }
}

const bandBounds = sql.raw(`ARRAY[${PRICE_BAND_BOUNDS_CENTS.slice(1).join(',')}]::int[]`);

/**
 * The published products matching the keyword, counted by category, brand, price band, whole
 * stars, stock and the price filter: every facet and the page count come from these few rows.
 */
export async function facetGroups(
  db: Db,
  match: WordMatch | undefined,
  filters: CatalogueFilters,
): Promise<FacetGroup[]> {
  const inPriceRange = priceRange(filters) ?? sql`true`;
  const rows = await db
    .select({
      category: products.category,
      brand: products.brand,
      band: sql<number>`width_bucket(${products.priceCents}, ${bandBounds})`.mapWith(Number),
      stars: sql<number>`floor(${products.rating})::int`.mapWith(Number),
      inStock: sql<boolean>`${products.countInStock} > 0`,
      inPriceRange: sql<boolean>`${inPriceRange}`,
      count: count(),
    })
    .from(products)
    .where(and(published, match && containsEveryWord(match)))
    .groupBy(sql`1, 2, 3, 4, 5, 6`);
  return rows;
}

/**
 * One page in the chosen order. The page's ids are found first, reading only what the order and
 * the filters need (an index, for the plain sorts), and only those rows are then read whole.
 */
export async function findPage(
  db: Db,
  match: WordMatch | undefined,
  filters: CatalogueFilters,
  sort: ProductSort,
  page: Page,
): Promise<ProductRecord[]> {
  const ids = await db
    .select({ id: products.id })
    .from(products)
    .where(and(published, match && containsEveryWord(match), matchingFilters(filters)))
    .orderBy(...orderOf(sort, match))
    .limit(page.limit)
    .offset(page.offset);
  if (ids.length === 0) return [];
  const rows = await db
    .select(summaryColumns)
    .from(products)
    .where(
      inArray(
        products.id,
        ids.map((row) => row.id),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((row) => byId.get(row.id) ?? []);
}

/** Every category with published products, by name, with how many. */
export function categoryCounts(db: Db): Promise<{ name: string; count: number }[]> {
  return db
    .select({ name: products.category, count: count() })
    .from(products)
    .where(and(published, ne(products.category, '')))
    .groupBy(products.category)
    .orderBy(asc(products.category));
}

/** Categories whose name contains every word (any spelling of each), by name. */
export async function categoriesMatching(db: Db, match: WordMatch, limit: number): Promise<string[]> {
  const lowered = sql`lower(${products.category})`;
  const rows = await db
    .selectDistinct({ name: products.category })
    .from(products)
    .where(and(published, ne(products.category, ''), containsEveryWord(match, lowered)))
    .orderBy(asc(products.category))
    .limit(limit);
  return rows.map((row) => row.name);
}

/**
 * Published products of the same category (not the product itself), in stock first, then newest.
 * Two short walks of the category's newest-first index, each stopping at `limit`, instead of one
 * sort of the whole category.
 */
export async function findRelated(db: Db, product: ProductRecord, limit: number): Promise<ProductRecord[]> {
  const walk = (stock: SQL, count: number) =>
    db
      .select(summaryColumns)
      .from(products)
      .where(and(published, eq(products.category, product.category), ne(products.id, product.id), stock))
      .orderBy(...newestFirst)
      .limit(count);
  const inStock = await walk(gt(products.countInStock, 0), limit);
  if (inStock.length === limit) return inStock;
  return [...inStock, ...(await walk(eq(products.countInStock, 0), limit - inStock.length))];
}
