import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueList } from '../../contract/catalogue.ts';
import type { ProductDetails } from '../../contract/products.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { demoProducts } from './catalogue.ts';
import { seedDemo } from './seed.ts';
import { demoSpecFields, demoSpecs } from './specs.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ pageSize: 50 });
  await seedDemo(t.db, { uploadsDir: path.join(t.dataDir, 'uploads'), password: 'demo-password-for-tests' });
});
afterAll(() => t.close());

describe('demo specs', () => {
  it('every demo category has fields and every demo product has specs of its fields', () => {
    for (const product of demoProducts) {
      const fields = demoSpecFields[product.category] ?? [];
      expect(fields.length, product.category).toBeGreaterThan(0);
      const specs = Object.entries(demoSpecs[product.name] ?? {});
      expect(specs.length, product.name).toBeGreaterThan(0);
      for (const [name, value] of specs) {
        const field = fields.find((candidate) => candidate.name === name);
        const kind = { number: 'number', text: 'string', 'yes/no': 'boolean' }[field?.kind ?? 'text'];
        expect(typeof value, `${product.name}: ${name}`).toBe(kind);
      }
    }
  });

  it('when the seeded shop lists phones by storage, then the variants answer for the phones sold in it', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/products?category=Phones&spec=Storage:512' });
    expect(list.statusCode, list.body).toBe(200);
    const body = list.json<CatalogueList>();
    expect(body.products.map((product) => product.name)).toEqual(['Apple iPhone 15 Pro']);
    const storage = body.facets.specs?.find((facet) => facet.name === 'Storage');
    expect(storage?.values).toEqual([
      { value: '128', count: 3 },
      { value: '256', count: 4 },
      { value: '512', count: 1 },
    ]);
    const iphone = body.products[0]?._id ?? '';
    const details = (
      await t.app.inject({ method: 'GET', url: `/api/products/${iphone}` })
    ).json<ProductDetails>();
    expect(details.specs).toEqual([
      { name: 'Screen size', value: 6.1, unit: 'in' },
      { name: 'Battery', value: 3274, unit: 'mAh' },
      { name: '5G', value: true, unit: null },
    ]);
  });
});
