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
