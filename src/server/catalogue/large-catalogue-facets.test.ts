import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueList, ValueCount } from '../../contract/catalogue.ts';
import { products } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { productRow } from '../test/factories.ts';

// A catalogue larger than the sample the service holds in memory (2 000 rows, docs/catalogue.md): the
// facets of a large set are counted from that sample and scaled to the whole, with no statement.
// Each count must land near the true one, which the test knows from the data it made.
const COUNT = 2_600;
const BRANDS = ['Sony', 'Apple', 'Anker', 'Dell'];
const CATEGORIES = ['Audio', 'Phones', 'Cables'];
const made = Array.from({ length: COUNT }, (_, index) => ({
  name: `${index % 2 === 0 ? 'Ring Light' : 'Desk Lamp'} ${index}`,
  brand: BRANDS[index % BRANDS.length] ?? '',
  category: CATEGORIES[index % CATEGORIES.length] ?? '',
  priceCents: (index % 10) * 1_000,
  countInStock: index % 7 === 0 ? 0 : 4,
}));

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ catalogueExactCountLimit: 500 });
  await t.db.insert(products).values(made.map((product) => productRow(product)));
  // The catalogue's size estimate, which scales the sample, as autovacuum or the embedded upkeep
  // would leave it.
  await t.db.execute(sql`ANALYZE products`);
});
afterAll(() => t.close());

async function list(query: string): Promise<CatalogueList> {
  const response = await t.app.inject({ method: 'GET', url: `/api/products${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CatalogueList>();
}

type Made = (typeof made)[number];

/** Each listed value's count is within 15 % of the true count of `chosen` having that value. */
function expectNear(
  listed: readonly ValueCount[],
  chosen: readonly Made[],
  valueOf: (product: Made) => string,
) {
  const truth = new Map<string, number>();
  for (const product of chosen) truth.set(valueOf(product), (truth.get(valueOf(product)) ?? 0) + 1);
  expect(listed.map((entry) => entry.value).sort()).toEqual([...truth.keys()].sort());
  for (const { value, count } of listed) {
    const expected = truth.get(value) ?? 0;
    expect(Math.abs(count - expected), `${value}: ${count} for ${expected}`).toBeLessThanOrEqual(
      expected * 0.15,
    );
  }
}

const rings = made.filter((product) => product.name.startsWith('Ring'));

describe('facets of a catalogue larger than its sample', () => {
  it('when a keyword matches more than the limit, then its facets are the sample scaled to the catalogue', async () => {
    const body = await list('?keyword=ring');
    expect(body.facets.approximate).toBe(true);
    expect(body.products.every((product) => product.name.startsWith('Ring Light'))).toBe(true);
    expectNear(body.facets.brands, rings, (product) => product.brand);
    expectNear(body.facets.categories, rings, (product) => product.category);
    expect(body.facets.inStock).toBeGreaterThan(
      rings.filter((product) => product.countInStock > 0).length * 0.85,
    );
  });

  it('when a filter is set, then the facets count what passes the others, each ignoring its own', async () => {
    const body = await list('?keyword=ring&category=Audio');
    expect(body.products.map((product) => product.category)).toEqual(body.products.map(() => 'Audio'));
    expectNear(
      body.facets.brands,
      rings.filter((product) => product.category === 'Audio'),
      (product) => product.brand,
    );
    expectNear(body.facets.categories, rings, (product) => product.category);
  });

  it('when the whole catalogue is listed with a filter, then its facets come from the sample too', async () => {
    const body = await list('?brand=Apple');
    expect(body.facets.approximate).toBe(true);
    expectNear(body.facets.brands, made, (product) => product.brand);
    expectNear(
      body.facets.categories,
      made.filter((product) => product.brand === 'Apple'),
      (product) => product.category,
    );
  });
});
