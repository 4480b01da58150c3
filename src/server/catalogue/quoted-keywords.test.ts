import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueList, Suggestions } from '../../contract/catalogue.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createProduct } from '../test/factories.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['Sony WH-1000XM5 Headphones', 'Sony Alpha 7 IV', 'Apple AirPods Pro']) {
    await createProduct(t.db, { name });
  }
});
afterAll(() => t.close());

async function list(keyword: string): Promise<string[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/products', query: { keyword } });
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json<CatalogueList>()
    .products.map((product) => product.name)
    .sort();
}

describe('a quoted keyword', () => {
  it('when "sony" is searched with its quotes, then it finds what sony finds', async () => {
    const bare = await list('sony');
    expect(bare).toEqual(['Sony Alpha 7 IV', 'Sony WH-1000XM5 Headphones']);
    expect(await list('"sony"')).toEqual(bare);
    expect(await list('“Sony”')).toEqual(bare);
  });

  it('when a quoted phrase is searched, then its words are searched as if unquoted', async () => {
    expect(await list('"sony alpha"')).toEqual(await list('sony alpha'));
    expect(await list('"sony alpha"')).toEqual(['Sony Alpha 7 IV']);
  });

  it('when suggestions are asked for a quoted word, then they are those of the bare word', async () => {
    const suggest = async (q: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/products/suggest', query: { q } })).json<Suggestions>();
    expect(await suggest('"sony"')).toEqual(await suggest('sony'));
  });
});
