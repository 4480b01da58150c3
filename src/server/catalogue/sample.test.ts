import { type WordMatch } from './word-match.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client.ts';
import { products } from '../db/schema.ts';
import { openTestDatabase } from '../test/database.ts';
import { productRow } from '../test/factories.ts';
import { NO_FILTERS } from './filters.ts';
import { matchingCount } from './repo.ts';
import { createCatalogueSample } from './sample.ts';
import { rankQuery } from './search-words.ts';

// 600 products: "ring" starts a word of a quarter of them and is inside a word ("earring") of
// another quarter; one in ten is a draft (a fifth of the earrings and of the lamps). A few more
// hold the literal wildcards and short words.
const GENERATED = 600;
const KINDS = ['Ring Light', 'Earring Box', 'Plain Case', 'Desk Lamp'];
const SPECIAL_NAMES = ['Power Bank 100% Charge', 'Power Bank 1000 mAh', 'Cable 1_0', 'Cable 100'];
const SPECIAL_NAMES_2 = ['Sony Speaker', 'Also Speaker', 'Iso Tape'];

let database: Database;

/** Products alike but for their names, in one statement. */
async function insertNamed(rows: readonly { name: string; isDraft: boolean }[]) {
  await database.db.insert(products).values(rows.map((row) => productRow(row)));
}

beforeAll(async () => {
  database = await openTestDatabase();
  await insertNamed([
    ...Array.from({ length: GENERATED }, (_, index) => ({
      name: `${KINDS[index % KINDS.length] ?? ''} ${index}`,
      isDraft: index % 10 === 9,
    })),
    ...[...SPECIAL_NAMES, ...SPECIAL_NAMES_2].map((name) => ({ name, isDraft: false })),
  ]);
  await database.db.execute(sql`ANALYZE products`);
});
afterAll(() => database.close());

const matchOf = (...words: (string | string[])[]): WordMatch => {
  const spellings = words.map((word) => (Array.isArray(word) ? word : [word]));
  return {
    keyword: spellings.map((options) => options[0]).join(' '),
    words: spellings,
    rankQuery: rankQuery(spellings),
  };
};
const exactly = (match: WordMatch) => matchingCount(database.db, match, NO_FILTERS);

describe("the catalogue's sample in memory", () => {
  it('when the sample holds every product, then each estimate is the exact count of published matches', async () => {
    const estimates = createCatalogueSample(database.db, { sampleRows: 1_000, maxAgeMs: 60_000 });
    const keywords = [
      matchOf('ring'),
      matchOf('earring'),
      matchOf('ring', 'box'),
      matchOf(['lamp', 'case']),
      matchOf('100%'),
      matchOf('1_0'),
      matchOf('nothing-like-it'),
    ];
    const expected = await Promise.all(keywords.map(exactly));
    expect(expected.slice(0, 4)).toEqual([270, 120, 120, 270]);
    expect(await Promise.all(keywords.map((match) => estimates.matches(match)))).toEqual(expected);
  });

  it("when a suggestion's word is one or two letters, then only products with a word starting so count", async () => {
    const estimates = createCatalogueSample(database.db, { sampleRows: 1_000, maxAgeMs: 60_000 });
    const typing = { ...matchOf('so'), shortWordsStartWords: true };
    expect(await exactly(typing)).toBe(1);
    expect(await estimates.matches(typing)).toBe(1);
    expect(await estimates.matches(matchOf('so'))).toBe(await exactly(matchOf('so')));
  });

  it('when the catalogue is larger than the sample, then the sampled share is scaled to the whole', async () => {
    const estimates = createCatalogueSample(database.db, { sampleRows: 150, maxAgeMs: 60_000 });
    for (const match of [matchOf('ring'), matchOf('lamp')]) {
      const count = await exactly(match);
      const estimate = await estimates.matches(match);
      expect(Math.abs(estimate - count)).toBeLessThan(count * 0.3);
    }
  });

  it('when the sample holds every product, then it leaves the facets to the database', async () => {
    const sample = createCatalogueSample(database.db, { sampleRows: 1_000, maxAgeMs: 60_000 });
    expect(await sample.matchesWithFacets(matchOf('ring'), NO_FILTERS)).toEqual({
      matches: 270,
      catalogueRows: GENERATED + SPECIAL_NAMES.length + SPECIAL_NAMES_2.length,
      facets: undefined,
    });
  });

  it('when the catalogue is larger than the sample, then its facets are the sample scaled up', async () => {
    const sample = createCatalogueSample(database.db, { sampleRows: 150, maxAgeMs: 60_000 });
    const { matches, facets } = await sample.matchesWithFacets(matchOf('ring'), {
      ...NO_FILTERS,
      category: 'Gadgets',
    });
    expect(facets?.all).toBe(matches);
    expect(Math.abs((facets?.matching ?? 0) - 270)).toBeLessThan(270 * 0.3);
    expect(Math.abs((facets?.byValue.brand.get('Testbrand') ?? 0) - 270)).toBeLessThan(270 * 0.3);
  });

  it('when products are added, then the sample is read again once older than its age, answering meanwhile', async () => {
    let clock = 0;
    const estimates = createCatalogueSample(database.db, {
      sampleRows: 1_000,
      maxAgeMs: 60_000,
      now: () => clock,
    });
    expect(await estimates.matches(matchOf('zebra'))).toBe(0);
    await insertNamed(
      Array.from({ length: 3 }, (_, index) => ({ name: `Zebra Stand ${index}`, isDraft: false })),
    );
    clock = 59_999;
    expect(await estimates.matches(matchOf('zebra'))).toBe(0);
    clock = 60_000;
    // The aged sample answers while the next one is read, then the next one does.
    expect(await estimates.matches(matchOf('zebra'))).toBe(0);
    await vi.waitFor(async () => expect(await estimates.matches(matchOf('zebra'))).toBe(3), {
      timeout: 10_000,
    });
  });
});
