import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueList } from '../../contract/catalogue.ts';
import { queryRows } from '../db/client.ts';
import { products } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { productRow } from '../test/factories.ts';

// The vocabulary typo correction draws on is kept by the database, whoever writes a product
// (migration 0015): it is complete, so a keyword whose word no term contains is in no published
// product, and its search skips the read that would find nothing (docs/catalogue.md). Products here are
// written with plain SQL, as an import would, never through the shop's own code.
let t: TestApp;

const product = (name: string, isDraft = false) => productRow({ name, isDraft });

beforeAll(async () => {
  t = await createTestApp();
  await t.db
    .insert(products)
    .values([product('Samsung Phone'), product('Desk Lamp'), product('Hidden Zeppelin', true)]);
});
afterAll(() => t.close());

async function terms(...words: string[]): Promise<string[]> {
  const rows = await queryRows<{ term: string }>(
    t.db,
    sql`SELECT term FROM search_terms WHERE term = ANY(${`{${words.join(',')}}`}::text[]) ORDER BY term`,
  );
  return rows.map((row) => row.term);
}

async function list(keyword: string): Promise<CatalogueList> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/products?keyword=${encodeURIComponent(keyword)}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CatalogueList>();
}

const names = async (keyword: string) => (await list(keyword)).products.map((found) => found.name);

describe('the vocabulary kept by the database', () => {
  it("when products are inserted, then a published product's words are terms and a draft's are not", async () => {
    expect(await terms('samsung', 'phone', 'desk', 'lamp', 'hidden', 'zeppelin')).toEqual([
      'desk',
      'lamp',
      'phone',
      'samsung',
    ]);
  });

  it('when a draft is published or a product renamed, then its new words become terms', async () => {
    await t.db.update(products).set({ isDraft: false }).where(eq(products.name, 'Hidden Zeppelin'));
    await t.db.update(products).set({ name: 'Desk Lantern' }).where(eq(products.name, 'Desk Lamp'));
    expect(await terms('hidden', 'zeppelin', 'lantern')).toEqual(['hidden', 'lantern', 'zeppelin']);
  });

  it('when a word is in no product, then the search answers as a read that found nothing would', async () => {
    const known = await list('samsung lantern');
    const unknown = await list('qwxzvbnm');
    expect(unknown).toEqual(known);
    expect(unknown.products).toEqual([]);
  });

  it('when a typo is searched, then its correction is found', async () => {
    expect(await names('samsnug')).toEqual(['Samsung Phone']);
  });

  it('when a product is added after the catalogue was sampled, then its rare word still finds it', async () => {
    expect(await names('zirconia')).toEqual([]);
    await t.db.insert(products).values([product('Zirconia Kettle')]);
    expect(await names('zirconia')).toEqual(['Zirconia Kettle']);
  });
});
