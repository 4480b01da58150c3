import type { CatalogueList } from '../../contract/catalogue.ts';
import { REACHABLE_SEARCH_MATCHES } from '../../contract/catalogue-options.ts';
import { toProductSummary } from './present.ts';
import { facetCountsOf, facetsOf } from './facets.ts';
import type { NormalisedQuery } from './filters.ts';
import { readMatches } from './match-read.ts';
import { estimatedPage, largeSetCounts } from './paging.ts';
import { plainList } from './plain-list.ts';
import * as catalogueRepo from './repo.ts';
import type { SampledMatches } from './sample.ts';
import { asTyped, correctionOf } from './typos.ts';
import { countedSpecValues, specFacetsOf } from './spec-facets.ts';
import type { FieldRecord } from './spec-rows.ts';
import type { WordMatch } from './word-match.ts';
import { pagesFor, RANKING, type CatalogueContext, type SampledCounts } from './context.ts';

interface Answer extends CatalogueList {
  /** The words as typed found nothing at all, filters aside: worth correcting. */
  nothingMatched: boolean;
}

/** More matches than the limit: sampled facets, an estimated page count. */
async function largeAnswer(
  ctx: CatalogueContext,
  query: NormalisedQuery,
  match: WordMatch,
  counts: SampledCounts,
): Promise<Answer> {
  const estimate = { estimate: counts.matching, catalogueRows: counts.catalogueRows };
  const { rows, ...paging } = await estimatedPage(ctx, query, match, estimate, REACHABLE_SEARCH_MATCHES);
  return {
    products: rows.map(toProductSummary),
    ...paging,
    facets: facetsOf(counts, query.filters, true),
    nothingMatched: false,
  };
}

/**
 * A keyword's page: for a set up to the exact count limit, one statement reads the matches once
 * for the facets and the page; above it, the facets are sampled and `pages` estimated. Either way
 * only the first REACHABLE_SEARCH_MATCHES can be paged to (docs/catalogue.md).
 */
async function keywordAnswer(
  ctx: CatalogueContext,
  query: NormalisedQuery,
  match: WordMatch,
  given?: SampledMatches,
): Promise<Answer> {
  const { db, pageSize, exactCountLimit } = ctx;
  const { filters, sort, pageNumber } = query;
  // A keyword the sample puts above the limit, and its counts confirm, skips the exact read.
  const sampled = given ?? (await ctx.sample.matchesWithFacets(match, filters));
  let large: SampledCounts | undefined;
  if (sampled.matches > exactCountLimit) {
    large = await largeSetCounts(ctx, match, filters, sampled);
    if (large.all > exactCountLimit) return largeAnswer(ctx, query, match, large);
  }
  const offset = (pageNumber - 1) * pageSize;
  const page = { offset, limit: Math.max(0, Math.min(pageSize, REACHABLE_SEARCH_MATCHES - offset)) };
  const read = await readMatches(db, match, filters, sort, page, {
    limit: exactCountLimit,
    ranking: RANKING,
  });
  if (!read) {
    return largeAnswer(ctx, query, match, large ?? (await largeSetCounts(ctx, match, filters, sampled)));
  }
  const total = Math.min(read.counts.matching, REACHABLE_SEARCH_MATCHES);
  return {
    products: (await catalogueRepo.recordsInOrder(db, read.ids)).map(toProductSummary),
    page: pageNumber,
    pages: pagesFor(total, pageSize),
    facets: facetsOf(read.counts, filters, false),
    nothingMatched: read.counts.all === 0,
  };
}

/** What a keyword in no product finds, as a read that found nothing answers. */
function nothingFound({ filters, pageNumber }: NormalisedQuery): Answer {
  const facets = facetsOf(facetCountsOf([]), filters, false);
  return { products: [], page: pageNumber, pages: 1, facets, nothingMatched: true };
}

/**
 * With a category that defines spec fields, the list's facets add `specs`: counted like the other
 * facets of the same answer, exactly or from the sample (docs/catalogue.md#spec-filters).
 */
async function withSpecFacets(
  ctx: CatalogueContext,
  list: CatalogueList,
  match: WordMatch | undefined,
  query: NormalisedQuery,
  fields: readonly FieldRecord[],
): Promise<CatalogueList> {
  if (fields.length === 0) return list;
  const counts = list.facets.approximate
    ? await ctx.sample.specValues(match, query.filters, fields)
    : await countedSpecValues(ctx.db, match, query.filters, fields);
  return { ...list, facets: { ...list.facets, specs: specFacetsOf(fields, counts, query.specRequests) } };
}

/**
 * One page of the catalogue: the plain list, or a keyword's matches, typos forgiven. `fields`: the
 * list's category's spec fields (none without a category).
 */
export async function listPage(
  ctx: CatalogueContext,
  query: NormalisedQuery,
  fields: readonly FieldRecord[] = [],
): Promise<CatalogueList> {
  const typed = asTyped(query.keyword);
  if (!typed) return withSpecFacets(ctx, await plainList(ctx, query), undefined, query, fields);
  // Words the sample finds in no product are looked up in the vocabulary first: a typo, most
  // often, is in no product's text, and then needs no read to find nothing.
  const sampled = await ctx.sample.matchesWithFacets(typed, query.filters);
  const early = sampled.matches === 0 ? await correctionOf(ctx, query.keyword) : undefined;
  let answer = early?.inNoProduct ? nothingFound(query) : await keywordAnswer(ctx, query, typed, sampled);
  // Typos are looked for only when the words as typed find nothing at all (filters aside): the
  // common case stays as typed.
  let correctedKeyword: string | undefined;
  let answered = typed;
  if (answer.nothingMatched) {
    const { corrected } = early ?? (await correctionOf(ctx, query.keyword));
    if (corrected) {
      answer = await keywordAnswer(ctx, query, corrected);
      correctedKeyword = closestSpelling(corrected);
      answered = corrected;
    }
  }
  const { nothingMatched: _nothingMatched, ...list } = answer;
  const faceted = await withSpecFacets(ctx, list, answered, query, fields);
  return correctedKeyword ? { ...faceted, correctedKeyword } : faceted;
}

/** The corrected keyword as one spelling: each word's closest catalogue word (the first kept). */
function closestSpelling(match: WordMatch): string {
  return match.words.map((spellings) => spellings[0] ?? '').join(' ');
}
