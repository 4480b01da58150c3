import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../db/client.ts';
import { createReadCache } from '../read-cache.ts';
import { freshPglite } from '../test/database.ts';
import { createProduct } from '../test/factories.ts';
import { createCatalogueService, type CatalogueService } from './service.ts';

// On the embedded database a keyword's read of every match is kept prepared when each word is
// found through the search text's pieces (docs/performance/catalogue-queries.md): PostgreSQL then plans it once for every
// keyword of that shape. A short word is weighed by the planner on the search text itself, and
// one plan for all of them could be the wrong one, so it is never kept. The reads no keyword can
// change are kept too (docs/performance/catalogue-queries.md): the page's rows by id, the ranking of a large set read whole,
// and the nearest words of a typo.
const PRODUCTS = [
  { name: 'Wireless Mouse', brand: 'Rodent', description: 'A quiet mouse.' },
  { name: 'Wired Keyboard', brand: 'Typist', description: 'A loud keyboard.' },
  { name: 'Soundbar Max', brand: 'LG', description: 'A wide soundbar.' },
  { name: 'Webcam Pro', brand: 'Lens', description: 'A sharp webcam.' },
  { name: 'Desk Lamp', brand: 'Lumen', description: 'A warm lamp.' },
];
/** Eight runs of a shape: PostgreSQL plans a prepared statement for every value from the sixth. */
const ROUNDS = 8;

/** Each word in more products than the second service counts exactly: its sets are large. */
const LARGE_SETS = [
  { name: 'Braided Cable', brand: 'Wirely', description: 'A long cable.' },
  { name: 'Flat Cable', brand: 'Wirely', description: 'A short cable.' },
  { name: 'Coiled Cable', brand: 'Spring', description: 'A coiled cable.' },
  { name: 'Travel Adapter', brand: 'Voyage', description: 'An adapter for trips.' },
  { name: 'Desk Adapter', brand: 'Voyage', description: 'An adapter for desks.' },
  { name: 'Wall Adapter', brand: 'Plugin', description: 'An adapter for walls.' },
];

let database: Database;
let service: CatalogueService;
/** Counts exactly up to two matches: three are a large set, ranked as docs/catalogue.md ranks one. */
let largeSetService: CatalogueService;

beforeAll(async () => {
  database = await freshPglite();
  for (const product of [...PRODUCTS, ...LARGE_SETS]) await createProduct(database.db, product);
  // The catalogue's size estimate, from which a large set is read whole rather than walked (docs/performance/catalogue-queries.md).
  await queryRows(database.db, sql`ANALYZE products`);
  const cache = createReadCache({ ttlMs: 0, maxEntries: 0 });
  service = createCatalogueService(database.db, { pageSize: 8, exactCountLimit: 1_000, cache });
  largeSetService = createCatalogueService(database.db, { pageSize: 8, exactCountLimit: 2, cache });
});
afterAll(() => database.close());

/** The kept statements containing `marker`, with how often each was planned for all values. */
function kept(marker: string) {
  return queryRows<{ statement: string; generic_plans: number }>(
    database.db,
    sql`SELECT statement, generic_plans::int FROM pg_prepared_statements WHERE statement LIKE ${`%${marker}%`}`,
  );
}
/** What marks a keyword's read of every match (docs/catalogue.md). */
const READ_MARKER = 'matches AS MATERIALIZED';
const keptReads = () => kept(READ_MARKER);

const names = async (keyword: string, from = service) =>
  (await from.list({ keyword })).products.map((product) => product.name);

/** The one kept statement containing `marker`, planned for all values at least once. */
async function expectOneGenericPlan(marker: string) {
  const [statement, ...others] = await kept(marker);
  expect(others).toEqual([]);
  expect(statement?.generic_plans).toBeGreaterThan(0);
}

describe('which searches keep their plan on the embedded database (docs/performance/catalogue-queries.md)', () => {
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
    await expectOneGenericPlan(READ_MARKER);
  });

  it('when a keyword has a word of two letters, then its read is planned for its own words every time', async () => {
    const before = (await keptReads()).length;
    for (let round = 0; round < ROUNDS; round++) expect(await names('lg soundbar')).toEqual(['Soundbar Max']);
    expect(await keptReads()).toHaveLength(before);
  });

  it('when pages of every size are read again and again, then their rows are read with one plan', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      expect(await names('mouse')).toEqual(['Wireless Mouse']);
      expect(await names('lamp')).toEqual(['Desk Lamp']);
      expect((await service.list({})).products).toHaveLength(8);
    }
    await expectOneGenericPlan('::uuid[]');
  });

  it('when large sets are read whole again and again, then one kept plan ranks each of them right', async () => {
    const expected: Record<string, string[]> = {
      cable: ['Braided Cable', 'Coiled Cable', 'Flat Cable'],
      adapter: ['Desk Adapter', 'Travel Adapter', 'Wall Adapter'],
    };
    for (let round = 0; round < ROUNDS; round++) {
      for (const [keyword, found] of Object.entries(expected)) {
        expect((await names(keyword, largeSetService)).sort()).toEqual(found);
      }
    }
    await expectOneGenericPlan('every_match AS MATERIALIZED');
  });

  it('when typos are corrected again and again, then the nearest words are looked up with one plan', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      expect(await names('keybord')).toEqual(['Wired Keyboard']);
      expect(await names('webcma')).toEqual(['Webcam Pro']);
    }
    await expectOneGenericPlan('<->');
  });
});
