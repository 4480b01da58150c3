import type {
  CatalogueList,
  CatalogueQuery,
  CategoryList,
  RelatedProducts,
  SuggestQuery,
  Suggestions,
} from '../../contract/catalogue.ts';
import { MAX_SUGGESTED_PRODUCTS, SUGGEST_MIN_LENGTH } from '../../contract/catalogue-options.ts';
import { isUuid } from '../../contract/ids.ts';
import type { Product, ProductSummary } from '../../contract/products.ts';
import type { Db } from '../db/client.ts';
import { NotFoundError } from '../errors.ts';
import type { ReadCache } from '../read-cache.ts';
import {
  cacheKey,
  normaliseQuery,
  type CatalogueFilters,
  type NormalisedQuery,
} from './catalogue-filters.ts';
import * as catalogueRepo from './catalogue-repo.ts';
import { facetsOf, matchingTotal, type FacetGroup } from './facets.ts';
import { toProductSummary, toReview } from './present.ts';
import * as repo from './repo.ts';
import { closestWords, isCorrectable, rankQuery, searchWords } from './search-words.ts';

const TOP_RATED_COUNT = 3;
const CORRECTION_CANDIDATES = 10;
const RELATED_COUNT = 4;
const SUGGESTED_CATEGORIES = 4;
const PRODUCT_NOT_FOUND = 'Product not found';
/** How many rows an estimate samples (ADR 0026): ~1 % sampling error on the largest counts. */
const SAMPLED_ROWS = 2000;
/** How many of a large set's matches relevance ranks (ADR 0027): about 20 ms of ranking. */
const RANKED_CANDIDATES = 200;

interface Grouped {
  groups: FacetGroup[];
  /** The groups are a scaled sample of the matches (ADR 0026). */
  approximate: boolean;
}

function matchOf(keyword: string, words: readonly (readonly string[])[]): repo.WordMatch {
  return { keyword, words, rankQuery: rankQuery(words) };
}

export function createProductService(
  db: Db,
  options: { pageSize: number; exactCountLimit: number; cache: ReadCache },
) {
  const { cache, pageSize, exactCountLimit } = options;

  /** A word that no catalogue word contains is widened to its nearest catalogue words. */
  async function spellingsOf(word: string): Promise<string[]> {
    if (!isCorrectable(word) || (await repo.isKnownWordPart(db, word))) return [word];
    const nearest = await repo.nearestWords(db, word, CORRECTION_CANDIDATES);
    return [word, ...closestWords(word, nearest)];
  }

  /** The keyword's words as typed, or undefined when it has none (the plain catalogue). */
  function asTyped(keyword: string): repo.WordMatch | undefined {
    const words = searchWords(keyword);
    return words.length > 0
      ? matchOf(
          keyword,
          words.map((word) => [word]),
        )
      : undefined;
  }

  /** Typo tolerance: the words widened to their nearest spellings, or undefined if none has any. */
  async function widened(keyword: string): Promise<repo.WordMatch | undefined> {
    const spellings = await Promise.all(searchWords(keyword).map(spellingsOf));
    return spellings.some((word) => word.length > 1) ? matchOf(keyword, spellings) : undefined;
  }

  /** Facet groups, exact for a small matching set and from a sample above the limit (ADR 0026). */
  async function groupsOf(match: repo.WordMatch | undefined, filters: CatalogueFilters): Promise<Grouped> {
    if (!(await catalogueRepo.matchesMoreThan(db, match, exactCountLimit))) {
      return { groups: await catalogueRepo.facetGroups(db, match, filters), approximate: false };
    }
    const groups = await catalogueRepo.sampledFacetGroups(db, match, filters, SAMPLED_ROWS);
    return { groups, approximate: true };
  }

  /** A page and the page count when every match was counted. */
  async function exactPage(query: NormalisedQuery, match: repo.WordMatch | undefined, total: number) {
    const page = { offset: (query.pageNumber - 1) * pageSize, limit: pageSize };
    const rows =
      page.offset < total ? await catalogueRepo.findPage(db, match, query.filters, query.sort, page) : [];
    return { rows, page: query.pageNumber, pages: Math.max(1, Math.ceil(total / pageSize)) };
  }

  /**
   * A page when the total is an estimate: one row more than the page tells whether another page
   * follows, a short page is the last, and a page past the end is answered with the real last
   * page (counted only then), so the last page link always shows products.
   */
  async function estimatedPage(query: NormalisedQuery, match: repo.WordMatch | undefined, estimate: number) {
    const { filters, sort, pageNumber } = query;
    const offset = (pageNumber - 1) * pageSize;
    const rows = await catalogueRepo.findPage(
      db,
      match,
      filters,
      sort,
      { offset, limit: pageSize + 1 },
      RANKED_CANDIDATES,
    );
    if (rows.length > pageSize) {
      const pages = Math.max(Math.ceil(estimate / pageSize), pageNumber + 1);
      return { rows: rows.slice(0, pageSize), page: pageNumber, pages };
    }
    if (rows.length > 0 || pageNumber === 1) return { rows, page: pageNumber, pages: pageNumber };
    const last = Math.max(1, Math.ceil((await catalogueRepo.matchingCount(db, match, filters)) / pageSize));
    const lastPage = { offset: (last - 1) * pageSize, limit: pageSize };
    const lastRows = await catalogueRepo.findPage(db, match, filters, sort, lastPage, RANKED_CANDIDATES);
    return { rows: lastRows, page: last, pages: last };
  }

  async function listPage(query: NormalisedQuery): Promise<CatalogueList> {
    const { filters } = query;
    let match = asTyped(query.keyword);
    let grouped = await groupsOf(match, filters);
    // Typos are looked for only when the words as typed find nothing at all (filters aside): the
    // common case stays as typed.
    if (match && grouped.groups.length === 0 && !grouped.approximate) {
      const corrected = await widened(query.keyword);
      if (corrected) {
        match = corrected;
        grouped = await groupsOf(match, filters);
      }
    }
    const total = matchingTotal(grouped.groups, filters);
    const { rows, page, pages } = grouped.approximate
      ? await estimatedPage(query, match, total)
      : await exactPage(query, match, total);
    return {
      products: rows.map(toProductSummary),
      page,
      pages,
      facets: facetsOf(grouped.groups, filters, grouped.approximate),
    };
  }

  async function suggestionsFor(keyword: string): Promise<Suggestions> {
    if (keyword.length < SUGGEST_MIN_LENGTH) return { products: [], categories: [] };
    const first = { offset: 0, limit: MAX_SUGGESTED_PRODUCTS };
    const noFilters = normaliseQuery({}).filters;
    let match = asTyped(keyword);
    if (!match) return { products: [], categories: [] };
    // A large set ranks only its candidates, as the list does (ADR 0027).
    const best = async (words: repo.WordMatch) => {
      const large = await catalogueRepo.matchesMoreThan(db, words, exactCountLimit);
      const candidates = large ? RANKED_CANDIDATES : undefined;
      return catalogueRepo.findPage(db, words, noFilters, 'relevance', first, candidates);
    };
    let found = await best(match);
    if (found.length === 0) {
      const corrected = await widened(keyword);
      if (corrected) {
        match = corrected;
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
