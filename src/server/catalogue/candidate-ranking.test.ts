import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { createProduct } from '../test/factories.ts';
import { openTestDatabase } from '../test/database.ts';
import { normaliseQuery } from './filters.ts';
import { findPage, recordsInOrder } from './repo.ts';
import { readMatches } from './match-read.ts';
import { rankQuery } from './search-words.ts';

// Relevance over a large set ranks only the newest candidates, then lists the rest newest first
// (docs/catalogue.md). Two candidates here stand for the 200 of a real catalogue.
const CANDIDATES = 2;
// Oldest first: the exact name is the oldest, so it is not a candidate; the newest product has the
// word only in its description, so it ranks below the name match among the candidates.
const PRODUCTS = [
  { name: 'Gadget', description: 'A thing.', countInStock: 5 },
  { name: 'Gadget Stand', description: 'A stand.', countInStock: 0 },
  { name: 'Desk with a gadget tray', description: 'A desk.', countInStock: 5 },
  { name: 'Gadget', description: 'Another thing.', countInStock: 0 },
  { name: 'Desk lamp', description: 'Lights any gadget.', countInStock: 5 },
];

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  for (const [index, { name, description, countInStock }] of PRODUCTS.entries()) {
    await createProduct(database.db, {
      name: `${name} ${index}`,
      description,
      countInStock,
      createdAt: new Date(Date.UTC(2026, 0, 1 + index)),
    });
  }
  // Newer than every match, so a read that let either through would show it first.
  const newest = new Date(Date.UTC(2026, 1, 1));
  await createProduct(database.db, { name: 'Gadget draft', isDraft: true, createdAt: newest });
  await createProduct(database.db, {
    name: 'Lamp',
    description: 'Light.',
    category: 'Lamps',
    createdAt: newest,
  });
});
afterAll(() => database.close());

const words = [['gadget']];
const match = { keyword: 'gadget', words, rankQuery: rankQuery(words) };
const noFilters = normaliseQuery({}).filters;

async function page(
  offset: number,
  limit: number,
  everyMatch = false,
  filters = noFilters,
): Promise<string[]> {
  const read = { candidates: CANDIDATES, everyMatch };
  const rows = await findPage(database.db, match, filters, 'relevance', { offset, limit }, read);
  return rows.map((row) => row.name);
}

describe('candidate-limited relevance', () => {
  it('when the set is large, then the newest candidates come by relevance and the rest newest first', async () => {
    expect(await page(0, 10)).toEqual([
      'Gadget 3',
      'Desk lamp 4',
      'Desk with a gadget tray 2',
      'Gadget Stand 1',
      'Gadget 0',
    ]);
  });

  it('when the pages are walked one by one, then each product shows once, in the same order', async () => {
    const walked = [...(await page(0, 3)), ...(await page(3, 3))];
    expect(walked).toEqual(await page(0, 10));
    expect([...(await page(1, 2)), ...(await page(3, 2))]).toEqual((await page(0, 10)).slice(1, 5));
  });
});

// The one-statement read (docs/catalogue.md) ranks the same way: in full up to `inFull` matches, the
// `candidates` newest above it.
async function readPage(offset: number, limit: number, inFull: number): Promise<string[]> {
  const ranking = { inFull, candidates: CANDIDATES };
  const read = await readMatches(
    database.db,
    match,
    noFilters,
    'relevance',
    { offset, limit },
    { limit: 100, ranking },
  );
  return (await recordsInOrder(database.db, read?.ids ?? [])).map((row) => row.name);
}

describe('relevance in the one-statement read', () => {
  it('when the set is above the full-ranking size, then it pages exactly like the candidate walk', async () => {
    expect(await readPage(0, 10, 4)).toEqual(await page(0, 10));
    expect([...(await readPage(0, 3, 4)), ...(await readPage(3, 3, 4))]).toEqual(await page(0, 10));
  });

  it('when the set is within the full-ranking size, then every match is ranked as before', async () => {
    const everyMatchRanked = await findPage(database.db, match, noFilters, 'relevance', {
      offset: 0,
      limit: 10,
    });
    expect(await readPage(0, 10, 5)).toEqual(everyMatchRanked.map((row) => row.name));
    expect(await readPage(0, 10, 5)).not.toEqual(await page(0, 10));
  });
});

// A large set is either walked from the newest-first index or read whole and then ordered, by
// what the service expects to cost less (docs/performance/catalogue-queries.md): the same pages either way.
describe('a large set read whole instead of walked', () => {
  it('when every match is read, then every page lists what the walk lists', async () => {
    for (const [offset, limit] of [
      [0, 10],
      [0, 1],
      [1, 2],
      [2, 3],
      [4, 2],
      [5, 3],
    ] as const) {
      expect(await page(offset, limit, true)).toEqual(await page(offset, limit));
    }
    expect(await page(0, 10, true)).toEqual([
      'Gadget 3',
      'Desk lamp 4',
      'Desk with a gadget tray 2',
      'Gadget Stand 1',
      'Gadget 0',
    ]);
  });

  it('when a filter is set, then the read whole keeps only the products that pass it', async () => {
    const inStock = normaliseQuery({ inStock: true }).filters;
    expect(await page(0, 10, true, inStock)).toEqual([
      'Desk with a gadget tray 2',
      'Desk lamp 4',
      'Gadget 0',
    ]);
    expect(await page(0, 10, true, inStock)).toEqual(await page(0, 10, false, inStock));
  });
});
