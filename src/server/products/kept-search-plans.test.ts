import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../db/client.ts';
import { createReadCache } from '../read-cache.ts';
import { freshPglite } from '../test/database.ts';
import { createProduct } from '../test/factories.ts';
import { createProductService, type ProductService } from './service.ts';

// On the embedded database a keyword's read of every match is kept prepared when each word is
// found through the search text's pieces (ADR 0081): PostgreSQL then plans it once for every
// keyword of that shape. A short word is weighed by the planner on the search text itself, and
// one plan for all of them could be the wrong one, so it is never kept. A facet sample is read one
// way only, so its plan is always kept.
const PRODUCTS = [
  { name: 'Wireless Mouse', brand: 'Rodent', description: 'A quiet mouse.' },
  { name: 'Wired Keyboard', brand: 'Typist', description: 'A loud keyboard.' },
  { name: 'Soundbar Max', brand: 'LG', description: 'A wide soundbar.' },
  { name: 'Webcam Pro', brand: 'Lens', description: 'A sharp webcam.' },
  { name: 'Desk Lamp', brand: 'Lumen', description: 'A warm lamp.' },
];
/** Eight runs of a shape: PostgreSQL plans a prepared statement for every value from the sixth. */
const ROUNDS = 8;

let database: Database;
let service: ProductService;

beforeAll(async () => {
  database = await freshPglite();
  for (const product of PRODUCTS) await createProduct(database.db, product);
  service = createProductService(database.db, {
    pageSize: 8,
    exactCountLimit: 1_000,
    cache: createReadCache({ ttlMs: 0, maxEntries: 0 }),
  });
});
afterAll(() => database.close());

/** The kept statements containing `marker`, with how often each was planned for all values. */
function kept(marker: string) {
  return queryRows<{ statement: string; generic_plans: number }>(
    database.db,
    sql`SELECT statement, generic_plans::int FROM pg_prepared_statements WHERE statement LIKE ${`%${marker}%`}`,
  );
}
const keptReads = () => kept('matches AS MATERIALIZED');

const names = async (keyword: string) =>
  (await service.list({ keyword })).products.map((product) => product.name);

describe('which searches keep their plan on the embedded database (ADR 0081)', () => {
  it('when words of three letters or more are searched again and again, then one plan answers each of them right', async () => {
    const expected: Record<string, string[]> = {
      mouse: ['Wireless Mouse'],
      keyboard: ['Wired Keyboard'],
      webcam: ['Webcam Pro'],
      lamp: ['Desk Lamp'],
    };
    for (let round = 0; round < ROUNDS; round++) {
      for (const [keyword, found] of Object.entries(expected)) expect(await names(keyword)).toEqual(found);
    }
    const [read, ...others] = await keptReads();
    expect(others).toEqual([]);
    expect(read?.generic_plans).toBeGreaterThan(0);
  });

  it('when a keyword has a word of two letters, then its read is planned for its own words every time', async () => {
    const before = (await keptReads()).length;
    for (let round = 0; round < ROUNDS; round++) expect(await names('lg soundbar')).toEqual(['Soundbar Max']);
    expect(await keptReads()).toHaveLength(before);
  });

  it('when list pages are asked for again and again, then the facet sample is planned once for every page', async () => {
    for (let page = 1; page <= ROUNDS; page++) {
      expect((await service.list({ pageNumber: page })).facets.brands.length).toBeGreaterThan(0);
    }
    const [sample, ...others] = await kept('TABLESAMPLE');
    expect(others).toEqual([]);
    expect(sample?.generic_plans).toBeGreaterThan(0);
  });
});
