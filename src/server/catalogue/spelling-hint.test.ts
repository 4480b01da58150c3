import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueList } from '../../contract/catalogue.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createProduct } from '../test/factories.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await createProduct(t.db, { name: 'Apple iPhone 15', category: 'Phones', brand: 'Apple' });
  await createProduct(t.db, { name: 'Sony Alpha 7 IV', category: 'Cameras', brand: 'Sony' });
});
afterAll(() => t.close());

async function list(query: Record<string, string>): Promise<CatalogueList> {
  const response = await t.app.inject({ method: 'GET', url: '/api/products', query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CatalogueList>();
}

describe('the spelling a search was corrected to', () => {
  it('when a typo is searched, then the list says the spelling it searched for instead', async () => {
    const found = await list({ keyword: 'iphnoe' });
    expect(found).toMatchObject({ correctedKeyword: 'iphone', products: [{ name: 'Apple iPhone 15' }] });
  });

  it('when the corrected spelling finds nothing under the filters, then the list still names it', async () => {
    const found = await list({ keyword: 'iphnoe', category: 'Cameras' });
    expect(found).toMatchObject({ correctedKeyword: 'iphone', products: [] });
  });

  it('when a word is found as typed, or has no close spelling, then no correction is named', async () => {
    expect(await list({ keyword: 'sony' })).not.toHaveProperty('correctedKeyword');
    expect(await list({ keyword: 'qqxxzzww' })).not.toHaveProperty('correctedKeyword');
    expect(await list({})).not.toHaveProperty('correctedKeyword');
  });
});
