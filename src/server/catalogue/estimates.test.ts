import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueList } from '../../contract/catalogue.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createProduct } from '../test/factories.ts';

// Above `catalogueExactCountLimit` matches, facets and the page count are estimated (docs/catalogue.md).
// The limit is lowered so a small catalogue crosses it; a table this small is sampled whole, so
// the estimates equal the true counts and can be checked by hand.
const BRANDS = ['Sony', 'Sony', 'Apple', 'Apple', 'Apple', 'Anker', 'Dell'];

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ pageSize: 2, catalogueExactCountLimit: 3 });
  for (const [index, brand] of BRANDS.entries()) {
    await createProduct(t.db, {
      name: `${brand} Gadget ${index}`,
      brand,
      category: index < 4 ? 'Audio' : 'Phones',
      priceCents: 1_000 * (index + 1),
      createdAt: new Date(Date.UTC(2026, 0, 1 + index)),
    });
  }
});
afterAll(() => t.close());

async function list(query: string): Promise<CatalogueList> {
  const response = await t.app.inject({ method: 'GET', url: `/api/products${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CatalogueList>();
}

const names = (body: CatalogueList) => body.products.map((product) => product.name);

describe('catalogue estimates above the exact count limit', () => {
  it('when few products match, then the facets are exact', async () => {
    const body = await list('?keyword=apple');
    expect(body.facets.approximate).toBe(false);
    expect(body).toMatchObject({ page: 1, pages: 2 });
  });

  it('when more products match than the limit, then the facets are marked approximate', async () => {
    const body = await list('?keyword=gadget');
    expect(body.facets.approximate).toBe(true);
    expect(body.facets.brands).toEqual([
      { value: 'Anker', count: 1 },
      { value: 'Apple', count: 3 },
      { value: 'Dell', count: 1 },
      { value: 'Sony', count: 2 },
    ]);
    expect(body.facets.categories).toEqual([
      { value: 'Audio', count: 4 },
      { value: 'Phones', count: 3 },
    ]);
  });

  it('when the list is estimated, then every product is reached page by page, newest first', async () => {
    const first = await list('?sort=newest');
    expect(first.facets.approximate).toBe(true);
    const found = names(first);
    let body = first;
    for (let page = 2; page <= body.pages; page++) {
      body = await list(`?sort=newest&pageNumber=${page}`);
      found.push(...names(body));
    }
    expect(found).toEqual(BRANDS.map((brand, index) => `${brand} Gadget ${index}`).reverse());
    expect(body).toMatchObject({ page: 4, pages: 4 });
  });

  it('when a filter leaves one short page, then that page is the last', async () => {
    const body = await list('?keyword=gadget&brand=Sony');
    expect(body.facets.approximate).toBe(true);
    expect(names(body)).toEqual(['Sony Gadget 1', 'Sony Gadget 0']);
    expect(body).toMatchObject({ page: 1, pages: 1 });
  });

  it('when the page asked for is past the end, then the real last page is shown', async () => {
    const body = await list('?keyword=gadget&pageNumber=50');
    expect(body.facets.approximate).toBe(true);
    expect(body).toMatchObject({ page: 4, pages: 4 });
    expect(names(body)).toEqual(['Sony Gadget 0']);
  });

  it('when nothing passes the filters, then the only page is empty', async () => {
    const body = await list('?keyword=gadget&brand=Nokia');
    expect(body).toMatchObject({ products: [], page: 1, pages: 1 });
    expect(body.facets.approximate).toBe(true);
  });
});
