import { containsEveryWord, findsEveryWordByChunks, relevance, type WordMatch } from './word-match.ts';
import { sql, type SQL } from 'drizzle-orm';
import type { ProductSort } from '../../contract/catalogue-options.ts';
import { jsonColumn, keptPlanRows, queryRows, type Db } from '../db/index.ts';
import type { CatalogueFilters } from './filters.ts';
import { orderOf } from './repo.ts';
import { facetCountRows, matchingFilters } from './facet-counts.ts';
import { facetCountsOf, type FacetCountRow, type FacetCounts } from './facets.ts';
import { newestFirst, type Page } from './product-rows.ts';

/** How many of a keyword's matches relevance ranks in full, and how many newest it ranks above that (docs/catalogue.md). */
export interface Ranking {
  inFull: number;
  candidates: number;
}

export interface MatchRead {
  /** The matches' facet counts (exact; none counted when `facets: false`). */
  counts: FacetCounts;
  /** The page's ids in the chosen order. */
  ids: string[];
}

/**
 * The columns every facet, filter and sort reads, copied once from each matching row. The copy is
 * read as `products` (`FROM matches AS products`), so the filters, facet counts and orders written
 * for the table apply to it unchanged. What relevance reads (name, search vector) is not copied: a
 * ranked row is looked up again, which costs less than copying them for every match of a set up
 * to the limit (5 000 on PostgreSQL; docs/performance/catalogue-queries.md).
 */
const COPIED_COLUMNS = sql.raw(
  'id, created_at, category, brand, price_cents, rating, num_reviews, count_in_stock, units_sold',
);

/**
 * The page in relevance order: the rows `ranking` allows are ranked (best first, ties newest
 * first), every other row follows newest first. A row not ranked never reads its search vector.
 */
function relevancePage(match: WordMatch, filters: CatalogueFilters, page: Page, ranking: Ranking): SQL {
  const [newestKey, idKey] = newestFirst;
  return sql`
    SELECT id FROM (
      SELECT numbered.id, numbered.newness,
        CASE WHEN numbered.filtered <= ${ranking.inFull} OR numbered.newness <= ${ranking.candidates}
          THEN (SELECT ${relevance(match)} FROM products WHERE products.id = numbered.id)
        END AS rank
      FROM (
        SELECT products.id,
               row_number() OVER (ORDER BY ${newestKey}, ${idKey}) AS newness,
               count(*) OVER () AS filtered
        FROM matches AS products
        WHERE ${matchingFilters(filters) ?? sql`true`}
      ) AS numbered
    ) AS ranked
    ORDER BY rank DESC NULLS LAST, newness
    LIMIT ${page.limit} OFFSET ${page.offset}`;
}

function sortedPage(
  match: WordMatch,
  filters: CatalogueFilters,
  sort: ProductSort,
  page: Page,
  ranking: Ranking,
) {
  if (sort === 'relevance') return relevancePage(match, filters, page, ranking);
  return sql`
    SELECT products.id FROM matches AS products
    WHERE ${matchingFilters(filters) ?? sql`true`}
    ORDER BY ${sql.join(orderOf(sort, match), sql`, `)}
    LIMIT ${page.limit} OFFSET ${page.offset}`;
}

/**
 * A keyword search in one statement that reads each match once (docs/catalogue.md): the published
 * matches' narrow columns are copied (a `MATERIALIZED` CTE, at most `limit + 1` rows), and the
 * facet counts and the page's ids both come from that copy. Relevance is computed only for the
 * sort that needs it, and only for the rows `ranking` allows; `facets: false` counts nothing
 * (suggestions show no facets). Undefined when more than `limit`
 * products match: the caller then estimates (docs/catalogue.md), and no facet or rank was computed. When
 * every word is found through the search text's pieces, the statement's plan is kept (docs/performance/catalogue-queries.md).
 */
export async function readMatches(
  db: Db,
  match: WordMatch,
  filters: CatalogueFilters,
  sort: ProductSort,
  page: Page,
  options: { limit: number; ranking: Ranking; facets?: boolean },
): Promise<MatchRead | undefined> {
  const within = sql`(SELECT ok FROM within)`;
  const counted = sql`(SELECT * FROM matches WHERE ${within} AND ${options.facets !== false}) AS products`;
  const run = findsEveryWordByChunks(match) ? keptPlanRows : queryRows;
  const [row] = await run<{ withinLimit: boolean; counts: unknown; ids: unknown }>(
    db,
    sql`
    WITH matches AS MATERIALIZED (
      SELECT ${COPIED_COLUMNS} FROM products
      WHERE NOT products.is_draft AND ${containsEveryWord(match, undefined, 'index') ?? sql`true`}
      LIMIT ${options.limit + 1}
    ),
    within AS (SELECT count(*) <= ${options.limit} AS ok FROM matches)
    SELECT
      ${within} AS "withinLimit",
      (SELECT coalesce(json_agg(c), '[]'::json) FROM (${facetCountRows(counted, filters)}) AS c) AS counts,
      (SELECT coalesce(json_agg(p.id), '[]'::json) FROM (
        SELECT * FROM (${sortedPage(match, filters, sort, page, options.ranking)}) AS sorted
        WHERE ${within}
      ) AS p) AS ids`,
  );
  if (!row?.withinLimit) return undefined;
  return {
    counts: facetCountsOf(jsonColumn(row.counts) as FacetCountRow[]),
    ids: jsonColumn(row.ids) as string[],
  };
}
