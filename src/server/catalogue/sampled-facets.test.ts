import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueList } from '../../contract/catalogue.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createProduct } from '../test/factories.ts';

// A keyword above `catalogueExactCountLimit` has its facets counted from a sample of the whole
// table (docs/catalogue.md); only the sampled rows that match are grouped, and a filter counts only where
// it is set (docs/catalogue.md). A table this small is sampled whole, so the counts can be checked by hand.
const PRODUCTS = [
  { name: 'Sony Gadget', brand: 'Sony', category: 'Audio' },
  { name: 'Sony Gadget Mini', brand: 'Sony', category: 'Audio' },
  { name: 'Apple Gadget', brand: 'Apple', category: 'Phones' },
  { name: 'Apple Gadget Pro', brand: 'Apple', category: 'Audio' },
  { name: 'Anker Cable', brand: 'Anker', category: 'Audio', description: 'A cable.' },
  { name: 'Dell Cable', brand: 'Dell', category: 'Phones', description: 'A cable.' },
  { name: 'Sony Gadget Draft', brand: 'Sony', category: 'Phones', isDraft: true },
];

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ pageSize: 8, catalogueExactCountLimit: 2 });
  for (const product of PRODUCTS) await createProduct(t.db, product);
});
afterAll(() => t.close());

async function facetsOf(query: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/products${query}` });
  expect(response.statusCode, response.body).toBe(200);
  const { facets } = response.json<CatalogueList>();
  expect(facets.approximate).toBe(true);
  return { brands: facets.brands, categories: facets.categories };
}

describe('sampled facet counts of a keyword', () => {
  it('when some sampled products do not match, then only the published matches are counted', async () => {
    expect(await facetsOf('?keyword=gadget')).toEqual({
      brands: [
        { value: 'Apple', count: 2 },
        { value: 'Sony', count: 2 },
      ],
      categories: [
        { value: 'Audio', count: 3 },
        { value: 'Phones', count: 1 },
      ],
    });
  });

  it('when filters are set, then each facet counts the matches passing every other filter', async () => {
    expect(await facetsOf('?keyword=gadget&category=Audio&brand=Apple')).toEqual({
      brands: [
        { value: 'Apple', count: 1 },
        { value: 'Sony', count: 2 },
      ],
      categories: [
        { value: 'Audio', count: 1 },
        { value: 'Phones', count: 1 },
      ],
    });
  });
});
