import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueList } from '../../contract/catalogue.ts';
import { createTestApp, type TestApp } from '../test/app.ts';

// A keyword search pages through its first 1 000 matches only (docs/catalogue.md); its facets still count
// every match. 1 010 widgets at 100 a page: ten reachable pages, the last one full.
const WIDGETS = 1_010;
const PAGE_SIZE = 100;
const REACHABLE_PAGES = 10;

/** Widget n is n minutes after the start, so newest first is n descending. */
async function insertWidgets(app: TestApp): Promise<void> {
  await app.db.execute(sql`
    INSERT INTO products (name, brand, category, description, price_cents, count_in_stock, is_draft, created_at)
    SELECT 'Widget ' || n, 'Acme', 'Gadgets', 'A widget.', 1000, 1, false,
           timestamptz '2026-01-01 00:00:00+00' + n * interval '1 minute'
    FROM generate_series(1, ${WIDGETS}) AS n`);
}

async function list(app: TestApp, query: string): Promise<CatalogueList> {
  const response = await app.app.inject({ method: 'GET', url: `/api/products${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CatalogueList>();
}

const numbers = (body: CatalogueList) => body.products.map((product) => Number(product.name.split(' ')[1]));

describe.each([
  { counted: 'exactly', exactCountLimit: 5_000 },
  { counted: 'by estimate', exactCountLimit: 50 },
])('a keyword search deeper than 1 000 matches, counted $counted', ({ exactCountLimit }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ pageSize: PAGE_SIZE, catalogueExactCountLimit: exactCountLimit });
    await insertWidgets(t);
  });
  afterAll(() => t.close());

  it('when the first page is asked for, then the page count stops at the first 1 000 matches', async () => {
    const body = await list(t, '?keyword=widget&sort=newest');
    expect(body).toMatchObject({ page: 1, pages: REACHABLE_PAGES });
    expect(numbers(body).slice(0, 2)).toEqual([WIDGETS, WIDGETS - 1]);
  });

  it('when the last reachable page is asked for, then it shows the 1 000th match last', async () => {
    const body = await list(t, `?keyword=widget&sort=newest&pageNumber=${REACHABLE_PAGES}`);
    expect(body).toMatchObject({ page: REACHABLE_PAGES, pages: REACHABLE_PAGES });
    expect(numbers(body)).toHaveLength(PAGE_SIZE);
    expect(numbers(body).at(-1)).toBe(WIDGETS - 999);
  });

  it('when a page past the reachable ones is asked for, then it is answered as past the end', async () => {
    const body = await list(t, `?keyword=widget&sort=newest&pageNumber=${REACHABLE_PAGES + 1}`);
    expect(body.pages).toBe(REACHABLE_PAGES);
    // Counted exactly, a page past the end is empty; estimated, it is the real last page (docs/catalogue.md).
    if (body.facets.approximate) expect(body.page).toBe(REACHABLE_PAGES);
    else expect(body.products).toEqual([]);
  });

  it('when the matches are counted, then the facets still count every one of them', async () => {
    const body = await list(t, '?keyword=widget');
    expect(body.facets.brands).toEqual([{ value: 'Acme', count: WIDGETS }]);
  });

  it('when the list has no keyword, then every page stays reachable', async () => {
    const body = await list(t, `?pageNumber=${REACHABLE_PAGES + 1}`);
    expect(body).toMatchObject({ page: REACHABLE_PAGES + 1, pages: REACHABLE_PAGES + 1 });
    expect(numbers(body)).toEqual(
      Array.from({ length: WIDGETS % PAGE_SIZE }, (_, i) => (WIDGETS % PAGE_SIZE) - i),
    );
  });
});
