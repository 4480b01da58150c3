import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueList } from '../../contract/catalogue.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createProduct } from '../test/factories.ts';

// "lamp" is part of the catalogue word "lamps" but is not a word itself, and three catalogue
// words are one edit from it ("lamps", "clamp", "lame"). Corrected, it would find all three.
const NAMES = ['PlayStation Lamps', 'PlayStation Lame Edition', 'Desk Clamp'];

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  for (const name of NAMES) await createProduct(t.db, { name });
});
afterAll(() => t.close());

async function search(keyword: string): Promise<string[]> {
  const response = await t.app.inject({ method: 'GET', url: `/api/products?keyword=${keyword}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CatalogueList>().products.map((product) => product.name);
}

describe('typo search', () => {
  it('when a word of a typo search is part of a catalogue word, then that word is searched as typed', async () => {
    expect(await search('lamp%20playstaton')).toEqual(['PlayStation Lamps']);
  });

  it('when no catalogue word contains a word, then it is searched as its nearest words', async () => {
    expect(await search('lamsp')).toEqual(['PlayStation Lamps']);
    expect(await search('clmp')).toEqual(['Desk Clamp']);
  });
});

// A word is corrected when the search as typed finds nothing. The vocabulary of corrections is
// kept by the database, whoever writes a product (migration 0015), so a product written another
// way than the admin's save (an import) is still found by its own words; a word only a draft has
// still finds nothing for a shopper and is corrected.
describe('typo search, decided by what the words find', () => {
  beforeAll(async () => {
    await createProduct(t.db, { name: 'Sony Walkman' });
    // Written the way an import would be: plain SQL, none of the shop's code.
    await t.db
      .execute(sql`INSERT INTO products (name, image, brand, category, description, price_cents, count_in_stock, is_draft)
      VALUES ('Retro Walkmen Tape', '/uploads/demo/test.webp', 'Retro', 'Audio', 'A tape.', 999, 3, false)`);
    await createProduct(t.db, { name: 'Walkmam Prototype', isDraft: true });
  });

  it('when a product was written by plain SQL, then a search for its word finds it as typed', async () => {
    expect(await search('walkmen')).toEqual(['Retro Walkmen Tape']);
  });

  it('when only a draft has the word, then the search finds nothing and the word is corrected', async () => {
    expect(await search('walkmam')).toEqual(['Sony Walkman']);
  });
});
