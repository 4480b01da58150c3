import type { FastifyBaseLogger } from 'fastify';
import type { CatalogueList, CatalogueQuery } from '../../contract/catalogue.ts';
import type { ProductDetails } from '../../contract/products.ts';
import type { Db } from '../db/index.ts';
import * as repo from './repo.ts';
import { countableTerm } from './terms.ts';

/**
 * How many distinct day-and-term (or day-and-product) keys an instance holds between two flushes:
 * far beyond a shop's real variety in 20 seconds, and a bound on memory when a client sends
 * endless made-up terms. Counts for keys past it are dropped, and the flush says how many.
 */
export const MAX_PENDING_KEYS = 5_000;

/** Filters that make a list a narrowing of a search already counted, not a search of its own. */
const NARROWING: readonly (keyof CatalogueQuery)[] = [
  'category',
  'brand',
  'minPrice',
  'maxPrice',
  'rating',
  'spec',
  'specMin',
  'specMax',
];

/**
 * The request a typed search makes: page one (the storefront always names it), no filter, the
 * default order. Later pages, filter and sort changes of the same search are the same shopper
 * reading on, so they are not counted again (docs/admin.md#demand-we-missed).
 */
function isTypedSearch(query: CatalogueQuery): query is CatalogueQuery & { keyword: string } {
  if (query.keyword === undefined || (query.pageNumber ?? 1) !== 1 || query.inStock === true) return false;
  if (query.sort !== undefined && query.sort !== 'relevance') return false;
  return NARROWING.every((name) => query[name] === undefined);
}

/** Sold out: no stock on the product and, where it has variants, on every one of them. */
function isSoldOut(product: ProductDetails): boolean {
  return product.countInStock <= 0 && (product.variants ?? []).every((variant) => variant.countInStock <= 0);
}

const utcDay = (moment: Date) => moment.toISOString().slice(0, 10);

/** Counts per `day|key`, bounded; counts for keys beyond the bound are only tallied. */
class PendingCounts {
  readonly counts = new Map<string, number>();
  dropped = 0;

  add(key: string, count = 1): void {
    const held = this.counts.get(key);
    if (held !== undefined) this.counts.set(key, held + count);
    else if (this.counts.size < MAX_PENDING_KEYS) this.counts.set(key, count);
    else this.dropped += count;
  }

  /** The rows to add, sorted so that concurrent batches lock the same rows in the same order. */
  rows(): repo.DayCount[] {
    return [...this.counts]
      .map(([dayKey, count]) => ({ day: dayKey.slice(0, 10), key: dayKey.slice(11), count }))
      .sort((a, b) => (a.day === b.day ? (a.key < b.key ? -1 : 1) : a.day < b.day ? -1 : 1));
  }
}

/** Raised in place of the driver's error, whose text would carry the batch's terms into the log. */
class DemandFlushError extends Error {
  constructor(readonly rows: number) {
    super(`demand counts could not be written; ${rows} kept for the next flush`);
    this.name = 'DemandFlushError';
  }
}

export interface DemandCounterDeps {
  db: Db;
  clock: () => Date;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * This instance's demand counts, held in memory and added to the database in one batch per kind
 * (docs/admin.md#demand-we-missed). Counting is a map update: it never waits on the database
 * and never throws into the request that counts.
 */
export function createDemandCounter({ db, clock, log }: DemandCounterDeps) {
  let searches = new PendingCounts();
  let views = new PendingCounts();

  function count(pending: PendingCounts, key: string): void {
    pending.add(`${utcDay(clock())}|${key}`);
  }

  return {
    /** A list answer: counted when it is a typed search that found nothing. */
    listed(query: CatalogueQuery, list: CatalogueList): void {
      try {
        if (list.products.length > 0 || !isTypedSearch(query)) return;
        const term = countableTerm(query.keyword);
        if (term !== undefined) count(searches, term);
      } catch {
        // Counting is a side line of the read: it never fails the shopper's request.
      }
    },

    /** A shopper's read of a product page: counted when nothing of it is in stock. */
    viewed(product: ProductDetails): void {
      try {
        if (isSoldOut(product)) count(views, product._id);
      } catch {
        // As above: never the request's problem.
      }
    },

    /**
     * Adds what was counted since the last flush to the day's rows. A batch that fails is merged
     * back into the counts that came meanwhile and tried again at the next flush.
     */
    async flush(): Promise<void> {
      const batch = { searches, views };
      searches = new PendingCounts();
      views = new PendingCounts();
      const dropped = batch.searches.dropped + batch.views.dropped;
      if (dropped > 0) log.warn({ dropped }, 'demand counts dropped: too many distinct terms or products');
      const searchRows = batch.searches.rows();
      const viewRows = batch.views.rows();
      try {
        await repo.addZeroResultSearches(db, searchRows);
      } catch {
        for (const row of searchRows) searches.add(`${row.day}|${row.key}`, row.count);
        for (const row of viewRows) views.add(`${row.day}|${row.key}`, row.count);
        throw new DemandFlushError(searchRows.length + viewRows.length);
      }
      try {
        await repo.addSoldOutViews(db, viewRows);
      } catch {
        for (const row of viewRows) views.add(`${row.day}|${row.key}`, row.count);
        throw new DemandFlushError(viewRows.length);
      }
    },
  };
}

export type DemandCounter = ReturnType<typeof createDemandCounter>;
