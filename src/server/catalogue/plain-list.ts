import type { CatalogueList } from '../../contract/catalogue.ts';
import { toProductSummary } from './present.ts';
import type { CatalogueFilters, NormalisedQuery } from './filters.ts';
import { facetsOf } from './facets.ts';
import { estimatedPage, exactPage, largeSetCounts } from './paging.ts';
import * as catalogueRepo from './repo.ts';
import { isFiltered, pagesFor, type CatalogueContext, type Counted } from './context.ts';

/**
 * The plain catalogue's facet counts: exact for a small shop, from the sample above the limit. A
 * large catalogue needs nothing but the sample; a shop the sample holds whole is counted by the
 * database, exactly. Only a shop between the two counts its products again (docs/catalogue.md).
 */
async function catalogueCounts(ctx: CatalogueContext, filters: CatalogueFilters): Promise<Counted> {
  const { db, exactCountLimit } = ctx;
  const sampled = await ctx.sample.matchesWithFacets(undefined, filters);
  const counts = await largeSetCounts(ctx, undefined, filters, sampled);
  if (counts.all > exactCountLimit) return { counts, approximate: true };
  if (!sampled.facets) return { counts, approximate: false };
  if (!(await catalogueRepo.matchesMoreThan(db, undefined, exactCountLimit))) {
    return { counts: await catalogueRepo.facetCounts(db, undefined, filters), approximate: false };
  }
  return { counts, approximate: true };
}

/**
 * A page of the plain list (no filter, newest first) read from its nearest page anchor, with the
 * exact page count the anchors hold; a page past the end is answered with the real last page, as
 * an estimated list does. Undefined when the anchors could not be read current (writes landing
 * during the rebuild): the offset walk answers instead.
 */
async function anchoredPage(ctx: CatalogueContext, pageNumber: number) {
  const { anchors, pageSize } = ctx;
  let read = await anchors.page((pageNumber - 1) * pageSize, pageSize);
  let page = pageNumber;
  if (read && read.ids.length === 0 && pageNumber > 1) {
    page = pagesFor(read.anchors.total, pageSize);
    read = await anchors.page((page - 1) * pageSize, pageSize);
  }
  if (!read) return undefined;
  const rows = await catalogueRepo.recordsInOrder(ctx.db, read.ids);
  const pages = pagesFor(read.anchors.total, pageSize);
  return { rows, page: Math.min(page, pages), pages };
}

/** The catalogue with no keyword: every published product, filtered and sorted. */
export async function plainList(ctx: CatalogueContext, query: NormalisedQuery): Promise<CatalogueList> {
  const counted = await catalogueCounts(ctx, query.filters);
  const total = counted.counts.matching;
  const plain = query.sort === 'newest' && !isFiltered(query.filters);
  const anchored = counted.approximate && plain ? await anchoredPage(ctx, query.pageNumber) : undefined;
  const { rows, page, pages } =
    anchored ??
    (counted.approximate
      ? // With no keyword every product matches: the catalogue's size is the estimate itself.
        await estimatedPage(ctx, query, undefined, { estimate: total, catalogueRows: total })
      : await exactPage(ctx, query, total));
  return {
    products: rows.map(toProductSummary),
    page,
    pages,
    facets: facetsOf(counted.counts, query.filters, counted.approximate),
  };
}
