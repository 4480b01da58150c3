import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../db/client.ts';
import { products } from '../db/schema.ts';
import { openTestDatabase } from '../test/database.ts';
import { productRow } from '../test/factories.ts';
import { NO_FILTERS, type CatalogueFilters } from './filters.ts';
import { facetCounts } from './repo.ts';
import { facetCountsOf } from './facets.ts';
import { sampledFacetRows, type FacetedProduct } from './sampled-facet-rows.ts';
import { rankQuery } from './search-words.ts';

// Products spread over every facet's edges: prices on and around the bands' bounds, ratings on
// and between whole stars, some out of stock, some drafts. The counts made in memory must be the
// database's own (facet-counts.ts) for the same products.
const BRANDS = ['Sony', 'Apple', 'Anker', 'Dell'];
const CATEGORIES = ['Audio', 'Phones', 'Cables'];
const PRICES = [0, 2_499, 2_500, 4_999, 9_999, 10_000, 99_999, 100_000, 150_000];
const RATINGS = [0, 1, 3.5, 4, 4.99, 5];
const COUNT = 72;

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.insert(products).values(
    Array.from({ length: COUNT }, (_, index) =>
      productRow({
        name: `${index % 7 < 2 ? 'Cable' : 'Gadget'} ${index}`,
        brand: BRANDS[index % BRANDS.length] ?? '',
        category: CATEGORIES[index % CATEGORIES.length] ?? '',
        priceCents: PRICES[index % PRICES.length] ?? 0,
        rating: RATINGS[index % RATINGS.length] ?? 0,
        countInStock: index % 5 === 0 ? 0 : 3,
        isDraft: index % 11 === 10,
      }),
    ),
  );
});
afterAll(() => database.close());

const FILTERS: Partial<CatalogueFilters>[] = [
  {},
  { category: 'Audio' },
  { brands: ['Apple', 'Sony'] },
  { minCents: 2_500, maxCents: 9_999 },
  { maxCents: 2_500 },
  { rating: 4 },
  { inStock: true },
  { category: 'Phones', brands: ['Dell', 'Sony'], minCents: 100, rating: 1, inStock: true },
];

async function publishedMatching(word: string | undefined): Promise<FacetedProduct[]> {
  const matching = word ? sql`AND search_text LIKE ${`%${word}%`}` : sql``;
  return queryRows<FacetedProduct>(
    database.db,
    sql`SELECT brand, category, price_cents AS "priceCents", rating, count_in_stock AS "countInStock"
        FROM products WHERE NOT is_draft ${matching}`,
  );
}

describe('facet counts made in memory', () => {
  for (const word of [undefined, 'gadget']) {
    for (const set of FILTERS) {
      it(`when the keyword is ${word ?? 'none'} and the filters ${JSON.stringify(set)}, then they are the database's`, async () => {
        const filters = { ...NO_FILTERS, ...set };
        const match = word ? { keyword: word, words: [[word]], rankQuery: rankQuery([[word]]) } : undefined;
        const expected = await facetCounts(database.db, match, filters);
        const rows = sampledFacetRows(await publishedMatching(word), filters);
        expect(facetCountsOf(rows)).toEqual(expected);
        expect(expected.matching).toBeGreaterThan(0);
      });
    }
  }

  it('when a facet value has no product passing the other filters, then it is left out', () => {
    const product = {
      brand: 'Sony',
      category: 'Audio',
      priceCents: 500,
      rating: 2,
      countInStock: 0,
      specs: [],
    };
    const rows = sampledFacetRows([product], { ...NO_FILTERS, category: 'Phones', inStock: true });
    expect(rows).toEqual([{ facet: 'totals', value: '', count: 0, all: 1 }]);
  });
});
