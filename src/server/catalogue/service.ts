import type {
  CatalogueList,
  CatalogueQuery,
  CategoryList,
  RelatedProducts,
  SuggestQuery,
  Suggestions,
} from '../../contract/catalogue.ts';
import {
  MAX_SUGGESTED_PRODUCTS,
  REACHABLE_SEARCH_MATCHES,
  SUGGEST_MIN_LENGTH,
} from '../../contract/catalogue-options.ts';
import { isUuid } from '../../contract/ids.ts';
import type { Product, ProductSummary } from '../../contract/products.ts';
import type { Db } from '../db/client.ts';
import { NotFoundError } from '../errors.ts';
import type { ReadCache } from '../read-cache.ts';
import {
  cacheKey,
  NO_FILTERS,
  normaliseQuery,
  type CatalogueFilters,
  type NormalisedQuery,
} from './filters.ts';
import * as catalogueRepo from './repo.ts';
import { createCatalogueSample, type SampledMatches } from './sample.ts';
import { readMatches } from './match-read.ts';
import { createPageAnchors } from './page-anchors.ts';
import { facetCountsOf, facetsOf, type FacetCounts } from './facets.ts';
import { toProductSummary, toReview } from '../products/present.ts';
import * as repo from './product-rows.ts';
import { nearestWordsUnlessKnown, type WordMatch } from './word-match.ts';
import { correctionsOf, isCorrectable, isPlainAsciiWord, rankQuery, searchWords } from './search-words.ts';

const TOP_RATED_COUNT = 3;
const CORRECTION_CANDIDATES = 10;
const RELATED_COUNT = 4;
const SUGGESTED_CATEGORIES = 4;
const PRODUCT_NOT_FOUND = 'Product not found';
/** How many rows an estimate samples (ADR 0026): ~1 % sampling error on the largest counts. */
const SAMPLED_ROWS = 2000;
/**
 * How relevance ranks (ADR 0027, ADR 0028, ADR 0068): the `candidates` newest matches (every match
 * of a set up to that size), the rest following newest first. A rank costs 10–20 µs a row on the
 * embedded database, so ranking 1 000 rows in full cost a brand search most of its time.
 */
const RANKING = { inFull: 200, candidates: 200 };
/**
 * How far above the limit a keyword's estimated matches must be for a suggestion to walk the
 * newest candidates at once, with no read to confirm it.
 */
const ESTIMATED_LARGE = 2;
/**
 * How old the catalogue's sample in memory may grow before it is read again (ADR 0084): a large
 * catalogue's facets and every keyword's estimate lag the catalogue by at most this.
 */
const SAMPLE_MAX_AGE_MS = 60_000;
/**
 * How suggestions rank (ADR 0065): every match of a set up to `inFull`; above that the
 * `candidates` newest only, where a list page ranks 200 of a set above 1 000.
 */
const SUGGESTION_RANKING = { inFull: 300, candidates: 50 };
/**
 * How many pages of the plain list lie between two page anchors (ADR 0038): a page read walks at
 * most this many pages of the index past its anchor; at 100 000 products and 8 a page, the
 * anchors are about 800 keys.
 */
const PAGES_PER_ANCHOR = 16;

interface Counted {
  counts: FacetCounts;
  /** The counts are a scaled sample of the matches (ADR 0026). */
  approximate: boolean;
}

/** A sample's facet counts, scaled to a catalogue of `catalogueRows` products. */
type SampledCounts = FacetCounts & { catalogueRows: number };

interface Answer extends CatalogueList {
  /** The words as typed found nothing at all, filters aside: worth correcting. */
  nothingMatched: boolean;
}

function matchOf(keyword: string, words: readonly (readonly string[])[]): WordMatch {
  return { keyword, words, rankQuery: rankQuery(words) };
}

/** Whether any filter narrows the list (the page anchors serve only the whole catalogue). */
function isFiltered(filters: CatalogueFilters): boolean {
  return Object.values(filters).some((value) =>
    Array.isArray(value) ? value.length > 0 : value !== undefined && value !== false,
  );
}

/**
 * Whether a large set's page costs less read from every match than walked from the newest-first
 * index (ADR 0072): the walk passes about `wanted × rows / matches` products to find the `wanted`
 * newest matches, the read passes each match once. Only for a keyword alone: a filter's walk runs
 * down that filter's own index (a category's, a brand's), which this does not weigh.
 */
function readsEveryMatch(matches: number, wanted: number, rows: number): boolean {
  return matches * matches < wanted * rows;
}

function pagesFor(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

export function createProductService(
  db: Db,
  options: { pageSize: number; exactCountLimit: number; cache: ReadCache },
) {
  const { cache, pageSize, exactCountLimit } = options;
  const anchors = createPageAnchors(db, pageSize * PAGES_PER_ANCHOR);
  const sample = createCatalogueSample(db, { sampleRows: SAMPLED_ROWS, maxAgeMs: SAMPLE_MAX_AGE_MS });

  /**
   * A word's nearest catalogue words when no catalogue word contains it; undefined when one does,
   * or when the word is not worth correcting.
   */
  function nearestTo(word: string): Promise<string[] | undefined> {
    return isCorrectable(word)
      ? nearestWordsUnlessKnown(db, word, CORRECTION_CANDIDATES)
      : Promise.resolve(undefined);
  }

  /** The keyword's words as typed, or undefined when it has none (the plain catalogue). */
  function asTyped(keyword: string): WordMatch | undefined {
    const words = searchWords(keyword);
    return words.length > 0
      ? matchOf(
          keyword,
          words.map((word) => [word]),
        )
      : undefined;
  }

  /**
   * Typo tolerance: `corrected` has each word no catalogue word contains spelled as its nearest
   * catalogue words (undefined when none has any). `inNoProduct`: a word of plain letters and digits
   * is in no catalogue word, so in no published product's text: the vocabulary holds every run of
   * letters and digits of every published product (migration 0015, ADR 0084).
   */
  async function correctionOf(keyword: string) {
    const words = searchWords(keyword);
    const nearest = await Promise.all(words.map(nearestTo));
    const spellings = words.map((word, index) => {
      const found = nearest[index];
      return found ? correctionsOf(word, found) : [word];
    });
    const corrected = spellings.some((options, index) => options.length > 1 || options[0] !== words[index]);
    return {
      corrected: corrected ? matchOf(keyword, spellings) : undefined,
      inNoProduct: words.some((word, index) => nearest[index] !== undefined && isPlainAsciiWord(word)),
    };
  }

  /**
   * The facet counts of a set the sample put above the limit, with the catalogue's size: the
   * sample's own for a catalogue larger than it (ADR 0084); otherwise the sample held every product
   * and the database counts them all, as they stand.
   */
  async function largeSetCounts(
    match: WordMatch | undefined,
    filters: CatalogueFilters,
    sampled: SampledMatches,
  ): Promise<SampledCounts> {
    const counts = sampled.facets ?? (await catalogueRepo.facetCounts(db, match, filters));
    return { ...counts, catalogueRows: sampled.catalogueRows };
  }

  /**
   * The plain catalogue's facet counts: exact for a small shop, from the sample above the limit
   * (ADR 0026, ADR 0084). A large catalogue needs nothing but the sample; a shop the sample holds
   * whole is counted by the database, exactly. Only a shop between the two counts its products again.
   */
  async function catalogueCounts(filters: CatalogueFilters): Promise<Counted> {
    const sampled = await sample.matchesWithFacets(undefined, filters);
    const counts = await largeSetCounts(undefined, filters, sampled);
    if (counts.all > exactCountLimit) return { counts, approximate: true };
    if (!sampled.facets) return { counts, approximate: false };
    if (!(await catalogueRepo.matchesMoreThan(db, undefined, exactCountLimit))) {
      return { counts: await catalogueRepo.facetCounts(db, undefined, filters), approximate: false };
    }
    return { counts, approximate: true };
  }

  /** A page and the page count when every match was counted. */
  async function exactPage(query: NormalisedQuery, total: number) {
    const page = { offset: (query.pageNumber - 1) * pageSize, limit: pageSize };
    const rows =
      page.offset < total ? await catalogueRepo.findPage(db, undefined, query.filters, query.sort, page) : [];
    return { rows, page: query.pageNumber, pages: pagesFor(total, pageSize) };
  }

  /**
   * A page when the total is an estimate: one row more than the page tells whether another page
   * follows, a short page is the last, and a page past the end is answered with the real last
   * page (counted only then), so the last page link always shows products. `reachable`: how many
   * matches can be paged through at most (ADR 0029); pages beyond are past the end.
   * `catalogueRows`: the catalogue's size, which with the estimate chooses how a keyword's page is
   * read (ADR 0072).
   */
  async function estimatedPage(
    query: NormalisedQuery,
    match: WordMatch | undefined,
    { estimate, catalogueRows }: { estimate: number; catalogueRows: number },
    reachable = Number.POSITIVE_INFINITY,
  ) {
    const { filters, sort, pageNumber } = query;
    const lastReachable = Math.ceil(reachable / pageSize);
    const read = async (page: number, limit: number) => {
      const offset = (page - 1) * pageSize;
      const { candidates } = RANKING;
      const everyMatch =
        !isFiltered(filters) &&
        readsEveryMatch(estimate, Math.max(candidates, offset + limit), catalogueRows);
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

  /**
   * A keyword's page: for a set up to the exact count limit, one statement reads the matches once
   * for the facets and the page (ADR 0028); above it, the facets are sampled and `pages` estimated
   * (ADR 0026). Either way only the first REACHABLE_SEARCH_MATCHES can be paged to (ADR 0029).
   */
  async function keywordAnswer(
    query: NormalisedQuery,
    match: WordMatch,
    given?: SampledMatches,
  ): Promise<Answer> {
    const { filters, sort, pageNumber } = query;
    // A keyword the sample puts above the limit, and its counts confirm, skips the exact read.
    const sampled = given ?? (await sample.matchesWithFacets(match, filters));
    let large: SampledCounts | undefined;
    if (sampled.matches > exactCountLimit) {
      large = await largeSetCounts(match, filters, sampled);
      if (large.all > exactCountLimit) return largeAnswer(query, match, large);
    }
    const offset = (pageNumber - 1) * pageSize;
    const page = { offset, limit: Math.max(0, Math.min(pageSize, REACHABLE_SEARCH_MATCHES - offset)) };
    const read = await readMatches(db, match, filters, sort, page, {
      limit: exactCountLimit,
      ranking: RANKING,
    });
    if (!read) {
      return largeAnswer(query, match, large ?? (await largeSetCounts(match, filters, sampled)));
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

  /** More matches than the limit: sampled facets, an estimated page count (ADR 0026). */
  async function largeAnswer(
    query: NormalisedQuery,
    match: WordMatch,
    counts: SampledCounts,
  ): Promise<Answer> {
    const estimate = { estimate: counts.matching, catalogueRows: counts.catalogueRows };
    const { rows, ...paging } = await estimatedPage(query, match, estimate, REACHABLE_SEARCH_MATCHES);
    return {
      products: rows.map(toProductSummary),
      ...paging,
      facets: facetsOf(counts, query.filters, true),
      nothingMatched: false,
    };
  }

  /**
   * A page of the plain list (no filter, newest first) read from its nearest page anchor (ADR
   * 0038), with the exact page count the anchors hold; a page past the end is answered with the
   * real last page, as an estimated list does. Undefined when the anchors could not be read
   * current (writes landing during the rebuild): the offset walk answers instead.
   */
  async function anchoredPage(pageNumber: number) {
    let read = await anchors.page((pageNumber - 1) * pageSize, pageSize);
    let page = pageNumber;
    if (read && read.ids.length === 0 && pageNumber > 1) {
      page = pagesFor(read.anchors.total, pageSize);
      read = await anchors.page((page - 1) * pageSize, pageSize);
    }
    if (!read) return undefined;
    const rows = await catalogueRepo.recordsInOrder(db, read.ids);
    const pages = pagesFor(read.anchors.total, pageSize);
    return { rows, page: Math.min(page, pages), pages };
  }

  async function catalogueAnswer(query: NormalisedQuery): Promise<CatalogueList> {
    const counted = await catalogueCounts(query.filters);
    const total = counted.counts.matching;
    const plain = query.sort === 'newest' && !isFiltered(query.filters);
    const anchored = counted.approximate && plain ? await anchoredPage(query.pageNumber) : undefined;
    const { rows, page, pages } =
      anchored ??
      (counted.approximate
        ? // With no keyword every product matches: the catalogue's size is the estimate itself.
          await estimatedPage(query, undefined, { estimate: total, catalogueRows: total })
        : await exactPage(query, total));
    return {
      products: rows.map(toProductSummary),
      page,
      pages,
      facets: facetsOf(counted.counts, query.filters, counted.approximate),
    };
  }

  /** What a keyword in no product finds, as a read that found nothing answers. */
  function nothingFound({ filters, pageNumber }: NormalisedQuery): Answer {
    const facets = facetsOf(facetCountsOf([]), filters, false);
    return { products: [], page: pageNumber, pages: 1, facets, nothingMatched: true };
  }

  async function listPage(query: NormalisedQuery): Promise<CatalogueList> {
    const typed = asTyped(query.keyword);
    if (!typed) return catalogueAnswer(query);
    // Words the sample finds in no product are looked up in the vocabulary first: a typo, most
    // often, is in no product's text, and then needs no read to find nothing (ADR 0084).
    const sampled = await sample.matchesWithFacets(typed, query.filters);
    const early = sampled.matches === 0 ? await correctionOf(query.keyword) : undefined;
    let answer = early?.inNoProduct ? nothingFound(query) : await keywordAnswer(query, typed, sampled);
    // Typos are looked for only when the words as typed find nothing at all (filters aside): the
    // common case stays as typed.
    if (answer.nothingMatched) {
      const { corrected } = early ?? (await correctionOf(query.keyword));
      if (corrected) answer = await keywordAnswer(query, corrected);
    }
    const { nothingMatched: _nothingMatched, ...list } = answer;
    return list;
  }

  async function suggestionsFor(keyword: string): Promise<Suggestions> {
    if (keyword.length < SUGGEST_MIN_LENGTH) return { products: [], categories: [] };
    const first = { offset: 0, limit: MAX_SUGGESTED_PRODUCTS };
    const typed = asTyped(keyword);
    if (!typed) return { products: [], categories: [] };
    const asTyping = (words: WordMatch) => ({ ...words, shortWordsStartWords: true });
    let match = asTyping(typed);
    // Ranked as the list ranks its pages, on fewer candidates (ADR 0065): a set estimated
    // far above the exact count limit walks the newest candidates at once; any other is read, up
    // to one match more than is ranked in full, and walks them only if it found that many.
    const best = async (words: WordMatch) => {
      if ((await sample.matches(words)) <= ESTIMATED_LARGE * exactCountLimit) {
        const options = { limit: SUGGESTION_RANKING.inFull, ranking: SUGGESTION_RANKING, facets: false };
        const read = await readMatches(db, words, NO_FILTERS, 'relevance', first, options);
        if (read) return catalogueRepo.recordsInOrder(db, read.ids);
      }
      const { candidates } = SUGGESTION_RANKING;
      return catalogueRepo.findPage(db, words, NO_FILTERS, 'relevance', first, {
        candidates,
        everyMatch: false,
      });
    };
    let found = await best(match);
    if (found.length === 0) {
      const { corrected } = await correctionOf(keyword);
      if (corrected) {
        match = asTyping(corrected);
        found = await best(match);
      }
    }
    const categories = await catalogueRepo.categoriesMatching(db, match, SUGGESTED_CATEGORIES);
    return {
      products: found.map((record) => {
        const { _id, name, image, price } = toProductSummary(record);
        return { _id, name, image, price };
      }),
      categories,
    };
  }

  async function publishedOrNotFound(id: string): Promise<repo.ProductRecord> {
    const record = isUuid(id) ? await repo.findPublished(db, id) : undefined;
    if (!record) throw new NotFoundError(PRODUCT_NOT_FOUND);
    return record;
  }

  async function productWithReviews(id: string): Promise<Product> {
    const record = await publishedOrNotFound(id);
    const reviews = await repo.findReviews(db, id);
    return { ...toProductSummary(record), reviews: reviews.map(toReview) };
  }

  return {
    /** A bad combination (minPrice above maxPrice) is refused before the cache is asked. */
    list(query: CatalogueQuery): Promise<CatalogueList> {
      const normalised = normaliseQuery(query);
      return cache.get(cacheKey(normalised), () => listPage(normalised));
    },

    suggest(query: SuggestQuery): Promise<Suggestions> {
      const keyword = query.q.trim();
      return cache.get(`suggest:${keyword.toLowerCase()}`, () => suggestionsFor(keyword));
    },

    categories(): Promise<CategoryList> {
      return cache.get('categories', () => catalogueRepo.categoryCounts(db));
    },

    related(id: string): Promise<RelatedProducts> {
      return cache.get(`related:${id.toLowerCase()}`, async () => {
        const product = await publishedOrNotFound(id);
        return (await catalogueRepo.findRelated(db, product, RELATED_COUNT)).map(toProductSummary);
      });
    },

    topRated(): Promise<ProductSummary[]> {
      return cache.get('top', async () =>
        (await repo.findTopRated(db, TOP_RATED_COUNT)).map(toProductSummary),
      );
    },

    get(id: string): Promise<Product> {
      return cache.get(`product:${id.toLowerCase()}`, () => productWithReviews(id));
    },
  };
}

export type ProductService = ReturnType<typeof createProductService>;
