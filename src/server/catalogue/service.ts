import type {
  CatalogueList,
  CatalogueQuery,
  CategoryList,
  RelatedProducts,
  SuggestQuery,
  Suggestions,
} from '../../contract/catalogue.ts';
import { isUuid } from '../../contract/ids.ts';
import type { ProductDetails, ProductSummary } from '../../contract/products.ts';
import type { Db } from '../db/index.ts';
import { NotFoundError } from '../errors.ts';
import type { ReadCache } from '../read-cache.ts';
import { toProductSummary, toReview } from './present.ts';
import type { CatalogueContext } from './context.ts';
import { cacheKey, normaliseQuery } from './filters.ts';
import { listPage } from './keyword-list.ts';
import { createPageAnchors } from './page-anchors.ts';
import * as rows from './product-rows.ts';
import * as catalogueRepo from './repo.ts';
import { createCatalogueSample } from './sample.ts';
import { suggestionsFor } from './suggestions.ts';
import { resolveSpecFilters } from './spec-filters.ts';
import { specsOf } from './spec-rows.ts';
import { findProductVariants, toVariantFields } from './variant-rows.ts';
import { findGallery } from './gallery-rows.ts';

const TOP_RATED_COUNT = 3;
const RELATED_COUNT = 4;
const PRODUCT_NOT_FOUND = 'Product not found';
/** How many rows the sample in memory holds: about 1 % sampling error on the largest counts. */
const SAMPLED_ROWS = 2000;
/**
 * How old the sample in memory may grow before it is read again: a large catalogue's facets and
 * every keyword's estimate lag the catalogue by at most this.
 */
const SAMPLE_MAX_AGE_MS = 60_000;
/**
 * How many pages of the plain list lie between two page anchors: a page read walks at most this
 * many pages of the index past its anchor; at 100 000 products and 8 a page, about 800 keys.
 */
const PAGES_PER_ANCHOR = 16;

/**
 * What shoppers read of the catalogue, each answer served through the short-lived read cache
 * (docs/catalogue.md): the list with search, filters and facets; suggestions; categories; a
 * product's related products; the top rated; one product with its reviews.
 */
export function createCatalogueService(
  db: Db,
  options: { pageSize: number; exactCountLimit: number; cache: ReadCache },
) {
  const { cache, pageSize, exactCountLimit } = options;
  const ctx: CatalogueContext = {
    db,
    pageSize,
    exactCountLimit,
    anchors: createPageAnchors(db, pageSize * PAGES_PER_ANCHOR),
    sample: createCatalogueSample(db, { sampleRows: SAMPLED_ROWS, maxAgeMs: SAMPLE_MAX_AGE_MS }),
  };

  async function publishedOrNotFound(id: string): Promise<rows.ProductRecord> {
    const record = isUuid(id) ? await rows.findPublished(db, id) : undefined;
    if (!record) throw new NotFoundError(PRODUCT_NOT_FOUND);
    return record;
  }

  return {
    /**
     * A bad combination (minPrice above maxPrice, a spec filter without its colon) is refused
     * before the cache is asked; a spec name or value the fields refuse, by the read.
     */
    list(query: CatalogueQuery): Promise<CatalogueList> {
      const normalised = normaliseQuery(query);
      return cache.get(cacheKey(normalised), async () => {
        // Spec filters are checked against the fields here: a refusal is not kept by the cache.
        const { category } = normalised.filters;
        const { filters: specs, fields } = await resolveSpecFilters(db, category, normalised.specRequests);
        return listPage(ctx, { ...normalised, filters: { ...normalised.filters, specs } }, fields);
      });
    },

    suggest(query: SuggestQuery): Promise<Suggestions> {
      const keyword = query.q.trim();
      return cache.get(`suggest:${keyword.toLowerCase()}`, () => suggestionsFor(ctx, keyword));
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
        (await rows.findTopRated(db, TOP_RATED_COUNT)).map(toProductSummary),
      );
    },

    get(id: string): Promise<ProductDetails> {
      return cache.get(`product:${id.toLowerCase()}`, async () => {
        const record = await publishedOrNotFound(id);
        const reviews = await rows.findReviews(db, id);
        const variants = toVariantFields(await findProductVariants(db, record.id));
        const specs = await specsOf(db, record.id);
        const gallery = await findGallery(db, record.id);
        return {
          ...toProductSummary(record),
          reviews: reviews.map(toReview),
          ...variants,
          ...gallery,
          specs,
        };
      });
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
