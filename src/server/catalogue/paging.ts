import type { CatalogueFilters, NormalisedQuery } from './filters.ts';
import * as catalogueRepo from './repo.ts';
import type { SampledMatches } from './sample.ts';
import type { WordMatch } from './word-match.ts';
import { isFiltered, pagesFor, RANKING, type CatalogueContext, type SampledCounts } from './context.ts';

/**
 * Whether a large set's page costs less read from every match than walked from the newest-first
 * index: the walk passes about `wanted × rows / matches` products to find the `wanted` newest
 * matches, the read passes each match once. Only for a keyword alone: a filter's walk runs down
 * that filter's own index (a category's, a brand's), which this does not weigh (docs/catalogue.md).
 */
function readsEveryMatch(matches: number, wanted: number, rows: number): boolean {
  return matches * matches < wanted * rows;
}

/**
 * The facet counts of a set the sample put above the limit, with the catalogue's size: the
 * sample's own for a catalogue larger than it; otherwise the sample held every product and the
 * database counts them all, as they stand.
 */
export async function largeSetCounts(
  ctx: CatalogueContext,
  match: WordMatch | undefined,
  filters: CatalogueFilters,
  sampled: SampledMatches,
): Promise<SampledCounts> {
  const counts = sampled.facets ?? (await catalogueRepo.facetCounts(ctx.db, match, filters));
  return { ...counts, catalogueRows: sampled.catalogueRows };
}

/** A page and the page count when every match was counted. */
export async function exactPage(ctx: CatalogueContext, query: NormalisedQuery, total: number) {
  const { db, pageSize } = ctx;
  const page = { offset: (query.pageNumber - 1) * pageSize, limit: pageSize };
  const rows =
    page.offset < total ? await catalogueRepo.findPage(db, undefined, query.filters, query.sort, page) : [];
  return { rows, page: query.pageNumber, pages: pagesFor(total, pageSize) };
}

/**
 * A page when the total is an estimate: one row more than the page tells whether another page
 * follows, a short page is the last, and a page past the end is answered with the real last
 * page (counted only then), so the last page link always shows products. `reachable`: how many
 * matches can be paged through at most; pages beyond are past the end. `catalogueRows`: the
 * catalogue's size, which with the estimate chooses how a keyword's page is read.
 */
export async function estimatedPage(
  ctx: CatalogueContext,
  query: NormalisedQuery,
  match: WordMatch | undefined,
  { estimate, catalogueRows }: { estimate: number; catalogueRows: number },
  reachable = Number.POSITIVE_INFINITY,
) {
  const { db, pageSize } = ctx;
  const { filters, sort, pageNumber } = query;
  const lastReachable = Math.ceil(reachable / pageSize);
  const read = async (page: number, limit: number) => {
    const offset = (page - 1) * pageSize;
    const { candidates } = RANKING;
    const everyMatch =
      !isFiltered(filters) && readsEveryMatch(estimate, Math.max(candidates, offset + limit), catalogueRows);
    const rows = await catalogueRepo.findPage(
      db,
      match,
      filters,
      sort,
      { offset, limit },
      { candidates, everyMatch },
    );
    return { rows: rows.slice(0, Math.min(pageSize, reachable - offset)), more: rows.length > pageSize };
  };
  if (pageNumber <= lastReachable) {
    const { rows, more } = await read(pageNumber, pageSize + 1);
    if (more) {
      const pages = Math.min(lastReachable, Math.max(Math.ceil(estimate / pageSize), pageNumber + 1));
      return { rows, page: pageNumber, pages };
    }
    if (rows.length > 0 || pageNumber === 1) return { rows, page: pageNumber, pages: pageNumber };
  }
  const counted = await catalogueRepo.matchingCount(
    db,
    match,
    filters,
    Number.isFinite(reachable) ? reachable : undefined,
  );
  const last = pagesFor(counted, pageSize);
  return { rows: (await read(last, pageSize)).rows, page: last, pages: last };
}
