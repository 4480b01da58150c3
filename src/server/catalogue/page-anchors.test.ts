import { eq, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CatalogueList } from '../../contract/catalogue.ts';
import { catalogueVersion, products } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createProduct } from '../test/factories.ts';
import { createPageAnchors } from './page-anchors.ts';
import { newestFirst, published } from './product-rows.ts';

// The plain list's pages are read from page anchors (docs/catalogue.md) once the catalogue is above the
// exact count limit. With 2 a page, an anchor stands every 32 products; 70 products put pages on
// both sides of two anchors. Every write below goes straight to the database, as another
// instance's would: nothing tells this app, so only the version check keeps its pages right.
const PAGE_SIZE = 2;
const SAME_MINUTE = new Date(Date.UTC(2026, 2, 1, 12, 0));
const AMONG_THE_33RD = new Date(SAME_MINUTE.getTime() - 6 * 60_000).toISOString();

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ pageSize: PAGE_SIZE, catalogueExactCountLimit: 3 });
  for (let index = 0; index < 70; index++) {
    // Runs of equal times, so pages and anchors fall between products told apart by id only.
    const createdAt = new Date(SAME_MINUTE.getTime() - Math.floor(index / 5) * 60_000);
    await createProduct(t.db, { name: `Anchor Gadget ${index}`, createdAt });
  }
  // Times with microseconds, which a JavaScript Date would round away, where the second anchor
  // (the 33rd product) falls.
  for (let index = 0; index < 3; index++) {
    const { id } = await createProduct(t.db, { name: `Precise Gadget ${index}` });
    await t.db
      .update(products)
      .set({
        createdAt: sql`${AMONG_THE_33RD}::timestamptz + make_interval(secs => ${index + 1} * 0.000001)`,
      })
      .where(eq(products.id, id));
  }
  await createProduct(t.db, { name: 'Draft Gadget', isDraft: true });
});
afterAll(() => t.close());

async function list(pageNumber: number): Promise<CatalogueList> {
  const response = await t.app.inject({ method: 'GET', url: `/api/products?pageNumber=${pageNumber}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CatalogueList>();
}

/** What every page must equal: the published products newest first, walked by offset. */
async function offsetWalk(): Promise<string[]> {
  const rows = await t.db
    .select({ id: products.id })
    .from(products)
    .where(published)
    .orderBy(...newestFirst);
  return rows.map((row) => row.id);
}

async function expectEveryPageAsTheOffsetWalk() {
  const expected = await offsetWalk();
  const pages = Math.ceil(expected.length / PAGE_SIZE);
  const found: string[] = [];
  for (let page = 1; page <= pages; page++) {
    const body = await list(page);
    expect(body).toMatchObject({ page, pages });
    found.push(...body.products.map((product) => product._id));
  }
  expect(found).toEqual(expected);
  const past = await list(pages + 5);
  expect(past).toMatchObject({ page: pages, pages });
  expect(past.products.map((product) => product._id)).toEqual(expected.slice((pages - 1) * PAGE_SIZE));
}

async function version(): Promise<number> {
  const [row] = await t.db.select().from(catalogueVersion);
  return row?.version ?? Number.NaN;
}

async function newestId(): Promise<string> {
  const [first] = await offsetWalk();
  if (!first) throw new Error('no published product');
  return first;
}

describe('plain catalogue list page anchors', () => {
  it('when nothing changed, then every page is the offset walk’s page, and past the end is the last', async () => {
    await expectEveryPageAsTheOffsetWalk();
  });

  it('when another instance adds a product, then every page still matches', async () => {
    await list(20);
    await createProduct(t.db, {
      name: 'Added Elsewhere',
      createdAt: new Date(SAME_MINUTE.getTime() - 10 * 60_000),
    });
    await expectEveryPageAsTheOffsetWalk();
  });

  it('when another instance deletes a product, then every page still matches', async () => {
    await list(30);
    await t.db.delete(products).where(eq(products.id, await newestId()));
    await expectEveryPageAsTheOffsetWalk();
  });

  it('when another instance unpublishes and republishes a product, then every page still matches', async () => {
    const id = (await offsetWalk())[40] ?? '';
    await list(25);
    await t.db.update(products).set({ isDraft: true }).where(eq(products.id, id));
    await expectEveryPageAsTheOffsetWalk();
    await t.db.update(products).set({ isDraft: false }).where(eq(products.id, id));
    await expectEveryPageAsTheOffsetWalk();
  });

  it('when another instance changes a product’s creation time, then every page still matches', async () => {
    const id = (await offsetWalk())[5] ?? '';
    await list(36);
    await t.db
      .update(products)
      .set({ createdAt: new Date(Date.UTC(2025, 0, 1)) })
      .where(eq(products.id, id));
    await expectEveryPageAsTheOffsetWalk();
  });

  it('when stock, price or the draft flag as it was are written, then the catalogue version stands', async () => {
    const before = await version();
    const id = await newestId();
    await t.db
      .update(products)
      .set({ countInStock: 0, priceCents: 12_345, isDraft: false })
      .where(eq(products.id, id));
    await t.db.update(products).set({ countInStock: 7 });
    expect(await version()).toBe(before);
    await t.db.update(products).set({ isDraft: true }).where(eq(products.id, id));
    expect(await version()).toBeGreaterThan(before);
  });

  it('when many first reads come at once, then they share one build of the anchors', async () => {
    const execute = vi.spyOn(t.db, 'execute');
    try {
      const anchors = createPageAnchors(t.db, 4);
      const reads = await Promise.all([0, 3, 8, 17, 30, 45].map((offset) => anchors.page(offset, PAGE_SIZE)));
      const expected = await offsetWalk();
      expect(reads.map((read) => read?.ids)).toEqual(
        [0, 3, 8, 17, 30, 45].map((offset) => expected.slice(offset, offset + PAGE_SIZE)),
      );
      const dialect = new PgDialect();
      const builds = execute.mock.calls.filter(([statement]) =>
        dialect.sqlToQuery(statement as SQL).sql.includes('row_number()'),
      );
      expect(builds).toHaveLength(1);
    } finally {
      execute.mockRestore();
    }
  });
});
