import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Suggestions } from '../../contract/catalogue.ts';
import { products } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createProduct } from '../test/factories.ts';

// Suggestions rank every match of a set up to 300, and only the 50 newest above that (docs/catalogue.md).
// The only name with the word is the oldest product (the others have it in their description), so
// it is suggested only while every match is ranked.
const RANKED_IN_FULL = 300;
const BEST = 'Gizmo';

let t: TestApp;
let newestFiller: string;

beforeAll(async () => {
  t = await createTestApp();
  await createProduct(t.db, { name: BEST, createdAt: new Date(Date.UTC(2025, 0, 1)) });
  const fillers = Array.from({ length: RANKED_IN_FULL }, (_, index) => ({
    name: `Desk lamp ${index + 1}`,
    image: '/uploads/demo/test.webp',
    brand: 'Testbrand',
    category: 'Gadgets',
    description: 'A lamp with a gizmo tray.',
    isDraft: false,
    createdAt: new Date(Date.UTC(2026, 0, 1) + index * 60_000),
  }));
  const inserted = await t.db.insert(products).values(fillers).returning({ id: products.id });
  newestFiller = inserted.at(-1)?.id ?? '';
});
afterAll(() => t.close());

async function suggested(q: string): Promise<string[]> {
  const response = await t.app.inject({ method: 'GET', url: `/api/products/suggest?q=${q}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Suggestions>().products.map((product) => product.name);
}

describe('suggestion ranking', () => {
  it('when more products match than are ranked in full, then the best of the newest come first', async () => {
    const names = await suggested('gizmo');
    expect(names).toHaveLength(6);
    expect(names).not.toContain(BEST);
  });

  it('when every match is ranked, then the best name comes first however old it is', async () => {
    await t.db.update(products).set({ isDraft: true }).where(eq(products.id, newestFiller));
    t.app.catalogueCache.clear();

    expect((await suggested('gizmo'))[0]).toBe(BEST);
  });
});
