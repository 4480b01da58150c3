import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { openTestDatabase } from '../test/database.ts';
import { createProduct } from '../test/factories.ts';
import { plannedFrom, plannedMatches } from './catalogue-repo.ts';
import { rankQuery } from './search-words.ts';

// "ring" starts a word of 30 products and is inside a word of 30 more ("earring"): the text's
// estimate sees 60, the words' estimate 30 (ADR 0073). The table is small enough for ANALYZE to
// read every row, so the word frequencies, and the words' estimate, are exact. Each product has a
// number of its own: PostgreSQL estimates a word's start from its statistics only when they hold
// at least 100 distinct words.
const NAMES = Array.from({ length: 120 }, (_, index) => {
  const kind = index < 30 ? 'Ring Light' : index < 60 ? 'Earring Box' : 'Plain Case';
  return `${kind} ${index}`;
});

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  for (const name of NAMES) await createProduct(database.db, { name });
  await database.db.execute(sql`ANALYZE products`);
});
afterAll(() => database.close());

const matchOf = (word: string) => ({ keyword: word, words: [[word]], rankQuery: rankQuery([[word]]) });

describe("the planner's estimate of a keyword's matches", () => {
  it('when the text estimate is within reach of the limit, then the words estimate decides', async () => {
    expect(await plannedMatches(database.db, matchOf('ring'), 1_000)).toBe(30);
  });

  it('when the text estimate is far above, then it stands: the words miss a word inside another', async () => {
    expect(await plannedMatches(database.db, matchOf('ring'), 40)).toBeGreaterThan(40);
  });

  it('when a word is not plain letters and digits, then only the text estimate is made', async () => {
    const planned = await plannedMatches(database.db, matchOf('ring%'), 1_000);
    expect(planned).toBeGreaterThan(0);
    expect(planned).not.toBe(30);
  });

  it('when the two estimates are weighed, then the words estimate counts only below the trusted text', () => {
    expect(plannedFrom(5_000, 4_400, 10_000)).toBe(4_400);
    expect(plannedFrom(12_000, 3_000, 10_000)).toBe(12_000);
    expect(plannedFrom(5_000, undefined, 10_000)).toBe(5_000);
  });
});
