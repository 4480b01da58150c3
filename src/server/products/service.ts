import { isUuid } from '../../contract/ids.ts';
import type { Product, ProductList, ProductListQuery, ProductSummary } from '../../contract/products.ts';
import type { Db } from '../db/client.ts';
import { NotFoundError } from '../errors.ts';
import type { ReadCache } from '../read-cache.ts';
import { toProductSummary, toReview } from './present.ts';
import * as repo from './repo.ts';
import { closestWords, isCorrectable, rankQuery, searchWords } from './search-words.ts';

const TOP_RATED_COUNT = 3;
const CORRECTION_CANDIDATES = 10;

export function createProductService(db: Db, options: { pageSize: number; cache: ReadCache }) {
  const { cache } = options;
  /** A word that no catalogue word contains is widened to its nearest catalogue words. */
  async function spellingsOf(word: string): Promise<string[]> {
    if (!isCorrectable(word) || (await repo.isKnownWordPart(db, word))) return [word];
    const nearest = await repo.nearestWords(db, word, CORRECTION_CANDIDATES);
    return [word, ...closestWords(word, nearest)];
  }

  async function searchPage(keyword: string, page: repo.Page): Promise<repo.PageOfProducts> {
    const words = searchWords(keyword);
    const asTyped = words.map((word) => [word]);
    const found = await repo.search(db, { keyword, words: asTyped, rankQuery: rankQuery(asTyped) }, page);
    // Typos are looked for only when the words as typed find nothing: the common case stays one query.
    if (found.total > 0) return found;
    const widened = await Promise.all(words.map(spellingsOf));
    if (widened.every((spellings) => spellings.length === 1)) return found;
    return repo.search(db, { keyword, words: widened, rankQuery: rankQuery(widened) }, page);
  }

  async function listPage(keyword: string, pageNumber: number): Promise<ProductList> {
    const page = { offset: (pageNumber - 1) * options.pageSize, limit: options.pageSize };
    const { rows, total } =
      searchWords(keyword).length > 0 ? await searchPage(keyword, page) : await repo.listNewest(db, page);
    return {
      products: rows.map(toProductSummary),
      page: pageNumber,
      pages: Math.max(1, Math.ceil(total / options.pageSize)),
    };
  }

  async function productWithReviews(id: string): Promise<Product> {
    const record = isUuid(id) ? await repo.findPublished(db, id) : undefined;
    if (!record) throw new NotFoundError('Product not found');
    const reviews = await repo.findReviews(db, id);
    return { ...toProductSummary(record), reviews: reviews.map(toReview) };
  }

  return {
    list(query: ProductListQuery): Promise<ProductList> {
      const keyword = query.keyword?.trim() ?? '';
      const pageNumber = query.pageNumber ?? 1;
      return cache.get(`list:${pageNumber}:${keyword.toLowerCase()}`, () => listPage(keyword, pageNumber));
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
