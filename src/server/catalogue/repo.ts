import {
  containsEveryWord,
  findsEveryWordByChunks,
  relevance,
  type WordLookup,
  type WordMatch,
} from './word-match.ts';
import { and, asc, count, desc, eq, gt, ne, sql, type SQL } from 'drizzle-orm';
import type { ProductSort } from '../../contract/catalogue-options.ts';
import { keptPlanRows, queryRows, type Db, descending, products } from '../db/index.ts';
import type { CatalogueFilters } from './filters.ts';
import { facetCountRows, matchingFilters } from './facet-counts.ts';
import { facetCountsOf, type FacetCountRow, type FacetCounts } from './facets.ts';
import { newestFirst, published, summaryColumns, type Page, type ProductRecord } from './product-rows.ts';

/** Every order ends in newest first, so equal prices, ratings or sales still page steadily. */
export function orderOf(sort: ProductSort, match: WordMatch | undefined): SQL[] {
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

/**
 * Every published product matching the keyword (all of them without one); `lookup`: how the
 * statement finds the matches (docs/performance/catalogue-queries.md).
 */
function matching(match: WordMatch | undefined, lookup: WordLookup = 'eachRow'): SQL | undefined {
  return and(published, match && containsEveryWord(match, undefined, lookup));
}

/**
 * The facet counts of the published products matching the keyword, every one counted: every
 * facet and the page count come from these (src/server/products/facet-counts.ts).
 */
export async function facetCounts(
  db: Db,
  match: WordMatch | undefined,
  filters: CatalogueFilters,
): Promise<FacetCounts> {
  const source = sql`(SELECT * FROM ${products} WHERE ${matching(match)}) AS products`;
  return facetCountsOf(await queryRows<FacetCountRow>(db, facetCountRows(source, filters)));
}

/** Whether more than `limit` published products match: reads at most `limit + 1` of them. */
export async function matchesMoreThan(db: Db, match: WordMatch | undefined, limit: number): Promise<boolean> {
  const firstOnes = db
    .select({ id: products.id })
    .from(products)
    .where(matching(match))
    .limit(limit + 1)
    .as('first_ones');
  const [row] = await db.select({ found: count() }).from(firstOnes);
  return (row?.found ?? 0) > limit;
}

/**
 * How many published products match the keyword and every filter, counted exactly; with `upTo`,
 * counting stops there (at most `upTo` rows are read).
 */
export async function matchingCount(
  db: Db,
  match: WordMatch | undefined,
  filters: CatalogueFilters,
  upTo?: number,
): Promise<number> {
  const matches = db
    .select({ id: products.id })
    .from(products)
    .where(and(matching(match, 'index'), matchingFilters(filters)));
  const counted = (upTo === undefined ? matches : matches.limit(upTo)).as('counted');
  const [row] = await db.select({ found: count() }).from(counted);
  return row?.found ?? 0;
}

/** The page's ids in the chosen order, every match ranked. */
function pageIds(
  db: Db,
  match: WordMatch | undefined,
  filters: CatalogueFilters,
  sort: ProductSort,
  page: Page,
): Promise<{ id: string }[]> {
  return db
    .select({ id: products.id })
    .from(products)
    .where(and(matching(match), matchingFilters(filters)))
    .orderBy(...orderOf(sort, match))
    .limit(page.limit)
    .offset(page.offset);
}

/** How a large set's relevance page is read (docs/catalogue.md, docs/performance/catalogue-queries.md). */
export interface CandidateRead {
  /** How many of the newest matches relevance ranks. */
  candidates: number;
  /**
   * Read every match, then keep the newest, instead of walking the newest-first index until
   * enough are found: the cheaper way when the matches are few next to the catalogue (the
   * service decides, see `readsEveryMatch` in service.ts).
   */
  everyMatch: boolean;
}

/**
 * The matches, to be ordered newest first: their ids and dates, and when walked also what
 * relevance reads. Read as a walk, the planner takes them from the newest-first index and stops at
 * the limit; read whole, every match is read first (a bitmap read of the trigram index,
 * `MATERIALIZED` so the planner cannot turn it back into the walk) and then sorted. Aliased as
 * `products`, so `newestFirst` orders it unchanged.
 */
function newestMatches(condition: SQL, everyMatch: boolean): SQL {
  const columns = sql`${products.id}, ${products.createdAt}`;
  return everyMatch
    ? sql`(WITH every_match AS MATERIALIZED (SELECT ${columns} FROM ${products} WHERE ${condition})
           SELECT * FROM every_match) AS products`
    : sql`(SELECT ${columns}, ${products.name}, ${products.searchVector}
           FROM ${products} WHERE ${condition}) AS products`;
}

/**
 * Relevance over a large set, ranking only candidates (docs/catalogue.md): the `candidates` newest matches
 * come first, by relevance; every later match follows newest first. That is one steady order, so
 * pages neither repeat nor skip a product, and a word every product contains ranks a few hundred
 * rows instead of all of them.
 */
async function candidatePageIds(
  db: Db,
  match: WordMatch,
  filters: CatalogueFilters,
  page: Page,
  read: CandidateRead,
): Promise<string[]> {
  const lookup = read.everyMatch ? 'index' : 'eachRow';
  const narrowed = matchingFilters(filters);
  const condition = and(matching(match, lookup), narrowed) ?? sql`true`;
  const matches = newestMatches(condition, read.everyMatch);
  // A read of every match whose words are all looked up through the pieces shows the planner no
  // word, nor any filter: one plan serves every keyword of its shape, so it is kept (docs/performance/catalogue-queries.md). A
  // walk's plan depends on how common the word is (docs/performance/catalogue-queries.md), and stays the keyword's own.
  const run =
    read.everyMatch && narrowed === undefined && findsEveryWordByChunks(match) ? keptPlanRows : queryRows;
  const newest = sql.join(newestFirst, sql`, `);
  const end = page.offset + page.limit;
  let ranked: { id: string }[] = [];
  if (page.offset < read.candidates) {
    // Ranked once the candidates are chosen: computed beside them, the rank would be computed for
    // every match whenever the planner reads them all and sorts (a bitmap scan), not only for these.
    // A walk's candidates carry what relevance reads (`newestMatches`), read as `products` so
    // `relevance` reads the candidates' own columns: no second look-up of each row. A read of every
    // match keeps only ids and dates (it may hold thousands), so its candidates are looked up again.
    const chosen = sql`SELECT * FROM ${matches} ORDER BY ${newest} LIMIT ${read.candidates}`;
    const scored = read.everyMatch
      ? sql`SELECT chosen.id, chosen.created_at,
              (SELECT ${relevance(match)} FROM ${products} WHERE ${products.id} = chosen.id) AS rank
            FROM (${chosen}) AS chosen`
      : sql`SELECT ${products.id}, ${products.createdAt}, ${relevance(match)} AS rank FROM (${chosen}) AS products`;
    ranked = await run<{ id: string }>(
      db,
      sql`SELECT candidates.id FROM (${scored}) AS candidates
          ORDER BY candidates.rank DESC, candidates.created_at DESC, candidates.id DESC
          LIMIT ${Math.min(end, read.candidates) - page.offset} OFFSET ${page.offset}`,
    );
  }
  if (end <= read.candidates) return ranked.map((row) => row.id);
  const from = Math.max(page.offset, read.candidates);
  const rest = await run<{ id: string }>(
    db,
    sql`SELECT ${products.id} FROM ${matches} ORDER BY ${newest} LIMIT ${end - from} OFFSET ${from}`,
  );
  return [...ranked, ...rest].map((row) => row.id);
}

/**
 * One page in the chosen order. The page's ids are found first, reading only what the order and
 * the filters need (an index, for the plain sorts), and only those rows are then read whole.
 * `candidateRead`: for a large set, how relevance reads it (docs/catalogue.md, docs/performance/catalogue-queries.md).
 */
export async function findPage(
  db: Db,
  match: WordMatch | undefined,
  filters: CatalogueFilters,
  sort: ProductSort,
  page: Page,
  candidateRead?: CandidateRead,
): Promise<ProductRecord[]> {
  const ids =
    match && sort === 'relevance' && candidateRead !== undefined
      ? await candidatePageIds(db, match, filters, page, candidateRead)
      : (await pageIds(db, match, filters, sort, page)).map((row) => row.id);
  return recordsInOrder(db, ids);
}

/** Every column a response needs, each named as `ProductRecord` names it. */
const recordColumns = sql.join(
  Object.entries(summaryColumns).map(([key, column]) => sql`${column} AS ${sql.identifier(key)}`),
  sql`, `,
);

type RecordRow = Omit<ProductRecord, 'createdAt' | 'updatedAt'> & {
  createdAt: string | Date;
  updatedAt: string | Date;
};

/**
 * The products with these ids, whole, in the order given. Every page of every list and search ends
 * here, always the same primary-key look-up, so its plan is kept (docs/performance/catalogue-queries.md): the ids travel as one
 * array, one statement for any page size (the ids come from the database's own reads: UUIDs, which
 * need no quoting in an array literal). Both drivers hand times over as text, as for any raw
 * statement, and they are read back into dates here.
 */
export async function recordsInOrder(db: Db, ids: readonly string[]): Promise<ProductRecord[]> {
  if (ids.length === 0) return [];
  const rows = await keptPlanRows<RecordRow>(
    db,
    sql`SELECT ${recordColumns} FROM ${products} WHERE ${products.id} = ANY(${`{${ids.join(',')}}`}::uuid[])`,
  );
  const byId = new Map(
    rows.map((row) => [
      row.id,
      { ...row, createdAt: new Date(row.createdAt), updatedAt: new Date(row.updatedAt) },
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
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

/**
 * Categories whose name contains every word (any spelling of each), by name. The names come from
 * one short index probe per category (a loose walk of `products_category_newest_published`, each
 * step the next name after the last), instead of reading the index entry of every product; the
 * walk is a recursive CTE, so the dozen probes and the match cost one round trip.
 */
export async function categoriesMatching(db: Db, match: WordMatch, limit: number): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`
      WITH RECURSIVE walk(name) AS (
        (SELECT ${products.category} FROM ${products}
         WHERE ${published} AND ${products.category} > '' ORDER BY ${products.category} LIMIT 1)
        UNION ALL
        SELECT (SELECT ${products.category} FROM ${products}
                WHERE ${published} AND ${products.category} > walk.name
                ORDER BY ${products.category} LIMIT 1)
        FROM walk WHERE walk.name IS NOT NULL
      )
      SELECT name FROM walk
      WHERE name IS NOT NULL AND ${containsEveryWord(match, sql`lower(name)`) ?? sql`true`}
      ORDER BY name LIMIT ${limit}`,
  );
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
