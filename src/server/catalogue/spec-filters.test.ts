import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueList } from '../../contract/catalogue.ts';
import type { AdminProductDetails } from '../../contract/products.ts';
import type { SpecFacet } from '../../contract/specs.ts';
import { signedIn } from '../test/accounts.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { uploadImage } from '../test/uploaded-image.ts';
import { cacheKey, normaliseQuery } from './filters.ts';

// A small known catalogue, listed through the API with spec filters and counted by spec facets,
// once exactly (every match counted) and once from the sample (an exact count limit of 1, the
// sample then holding every product, so its counts are exact too).

interface Shop {
  t: TestApp;
  ids: Record<string, string>;
}

const phoneFields = [
  { name: 'Screen size', kind: 'number', unit: 'in' },
  { name: 'Storage', kind: 'number', unit: 'GB' },
  { name: 'Colour', kind: 'text', unit: null },
  { name: '5G', kind: 'yes/no', unit: null },
];

async function openShop(exactCountLimit: number): Promise<Shop> {
  const t = await createTestApp({ pageSize: 20, catalogueExactCountLimit: exactCountLimit });
  const admin = (await signedIn(t.app, t.db, { isAdmin: true })).headers;
  const image = await uploadImage(t.app, admin);
  const put = (url: string, payload: object) => t.app.inject({ method: 'PUT', url, headers: admin, payload });
  await put('/api/admin/categories/Phones/spec-fields', { fields: phoneFields });
  await put('/api/admin/categories/Laptops/spec-fields', {
    fields: [{ name: 'RAM', kind: 'number', unit: 'GB' }],
  });
  const ids: Record<string, string> = {};
  const product = async (name: string, brand: string, category: string, extra: object) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: admin,
      payload: { name, brand, category, image, price: 500, countInStock: 5, description: name, ...extra },
    });
    if (response.statusCode !== 201) throw new Error(`${name}: ${response.body}`);
    ids[name] = response.json<AdminProductDetails>()._id;
  };
  const storage = (value: string, countInStock: number) => ({
    sku: `ALPHA-${value}`,
    options: { Storage: `${value} GB` },
    price: 700,
    countInStock,
  });
  await product('Alpha One', 'Apple', 'Phones', {
    specs: [
      { name: 'Screen size', value: 6.1 },
      { name: 'Colour', value: 'Black' },
      { name: '5G', value: true },
    ],
    options: [{ name: 'Storage', values: ['128 GB', '256 GB', '512 GB'] }],
    variants: [storage('128', 2), storage('256', 0), storage('512', 1)],
  });
  await product('Beta Two', 'Samsung', 'Phones', {
    specs: [
      { name: 'Screen size', value: 6.7 },
      { name: 'Storage', value: 256 },
      { name: 'Colour', value: 'Blue' },
      { name: '5G', value: true },
    ],
  });
  await product('Gamma Three', 'Samsung', 'Phones', {
    specs: [
      { name: 'Screen size', value: 5.4 },
      { name: 'Storage', value: 128 },
      { name: 'Colour', value: 'Green' },
      { name: '5G', value: false },
    ],
  });
  await product('Delta Four', 'Apple', 'Phones', {});
  await product('Epsilon Laptop', 'Apple', 'Laptops', { specs: [{ name: 'RAM', value: 16 }] });
  return { t, ids };
}

async function listed(t: TestApp, query: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/products?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<CatalogueList>();
  return { body, names: body.products.map((product) => product.name).sort() };
}

const q = (pairs: [string, string][]) => new URLSearchParams(pairs).toString();

function storageFacet(values: { value: string; count: number }[], min: number, max: number): SpecFacet {
  return { name: 'Storage', kind: 'number', unit: 'GB', values, min, max };
}

for (const [label, exactCountLimit] of [
  ['counted exactly', 5000],
  ['counted from the sample', 1],
] as const) {
  describe(`spec filters and facets, ${label}`, () => {
    let shop: Shop;
    beforeAll(async () => {
      shop = await openShop(exactCountLimit);
    });
    afterAll(() => shop.t.close());

    it('when a spec value is chosen, then products match by their specs or an in-stock variant', async () => {
      // Alpha sells 128 and 512 GB in stock; its 256 GB variant is sold out, so it does not count.
      expect((await listed(shop.t, q([['spec', 'Storage:128']]))).names).toEqual([
        'Alpha One',
        'Gamma Three',
      ]);
      expect((await listed(shop.t, q([['spec', 'storage:256']]))).names).toEqual(['Beta Two']);
      const either = q([
        ['spec', 'Storage:128'],
        ['spec', 'Storage:256'],
      ]);
      expect((await listed(shop.t, either)).names).toEqual(['Alpha One', 'Beta Two', 'Gamma Three']);
    });

    it('when two spec names are chosen, then products match both; a range is inclusive', async () => {
      const both = q([
        ['spec', 'Storage:128'],
        ['spec', '5G:yes'],
        ['category', 'Phones'],
      ]);
      expect((await listed(shop.t, both)).names).toEqual(['Alpha One']);
      const range = q([
        ['specMin', 'Screen size:6.1'],
        ['specMax', 'Screen size:6.7'],
      ]);
      expect((await listed(shop.t, range)).names).toEqual(['Alpha One', 'Beta Two']);
      const withKeyword = q([
        ['keyword', 'samsung'],
        ['spec', '5G:no'],
      ]);
      expect((await listed(shop.t, withKeyword)).names).toEqual(['Gamma Three']);
      const withBrand = q([
        ['brand', 'Apple'],
        ['spec', 'Colour:black'],
        ['sort', 'price-asc'],
      ]);
      expect((await listed(shop.t, withBrand)).names).toEqual(['Alpha One']);
    });

    it('with a category, then each spec counts the products passing every filter but its own', async () => {
      const { body } = await listed(
        shop.t,
        q([
          ['category', 'Phones'],
          ['spec', 'Storage:128'],
        ]),
      );
      expect(body.facets.specs).toEqual([
        {
          name: 'Screen size',
          kind: 'number',
          unit: 'in',
          values: [
            { value: '5.4', count: 1 },
            { value: '6.1', count: 1 },
          ],
          min: 5.4,
          max: 6.1,
        },
        storageFacet(
          [
            { value: '128', count: 2 },
            { value: '256', count: 1 },
            { value: '512', count: 1 },
          ],
          128,
          512,
        ),
        {
          name: 'Colour',
          kind: 'text',
          unit: null,
          values: [
            { value: 'Black', count: 1 },
            { value: 'Green', count: 1 },
          ],
        },
        {
          name: '5G',
          kind: 'yes/no',
          unit: null,
          values: [
            { value: 'no', count: 1 },
            { value: 'yes', count: 1 },
          ],
        },
      ] satisfies SpecFacet[]);
      // The other groups respect the spec filter.
      expect(body.facets.brands).toEqual([
        { value: 'Apple', count: 1 },
        { value: 'Samsung', count: 1 },
      ]);
      expect(body.facets.approximate).toBe(exactCountLimit === 1);
    });

    it('when a chosen value has no product, then it stays listed with 0; two names narrow each other', async () => {
      const { body } = await listed(
        shop.t,
        q([
          ['category', 'Phones'],
          ['spec', 'Storage:1024'],
          ['spec', '5G:no'],
        ]),
      );
      expect(body.products).toEqual([]);
      // Storage ignores its own choice but keeps 5G: no (Gamma only).
      expect(body.facets.specs?.[1]).toEqual(
        storageFacet(
          [
            { value: '128', count: 1 },
            { value: '1024', count: 0 },
          ],
          128,
          128,
        ),
      );
    });

    it('without a category, then there are no spec facets; a category without fields has none either', async () => {
      expect((await listed(shop.t, '')).body.facets).not.toHaveProperty('specs');
      expect((await listed(shop.t, 'category=Cameras')).body.facets).not.toHaveProperty('specs');
      expect((await listed(shop.t, 'category=Laptops')).body.facets.specs).toEqual([
        { name: 'RAM', kind: 'number', unit: 'GB', values: [{ value: '16', count: 1 }], min: 16, max: 16 },
      ]);
    });

    it('when a spec filter is bad, then the answer is 400 naming it', async () => {
      const refused: [[string, string][], string][] = [
        [[['spec', 'Storage']], 'spec (Storage) must be name:value'],
        [[['spec', ':128']], 'spec (:128) needs a spec name before the colon'],
        [[['spec', 'Storage: ']], 'spec (Storage: ) needs a value after the colon'],
        [
          [['specMin', 'Storage:lots']],
          'specMin (Storage:lots): lots is not a number between -1000000000 and 1000000000',
        ],
        [
          [
            ['specMin', 'Storage:512'],
            ['specMax', 'Storage:128'],
          ],
          'specMin must not be more than specMax (Storage)',
        ],
        [
          [
            ['category', 'Phones'],
            ['spec', 'Storage:big'],
          ],
          'spec (Storage:big): Storage must be a number',
        ],
        [[['spec', '5G:maybe']], 'spec (5G:maybe): 5G must be yes or no'],
        [
          [
            ['category', 'Phones'],
            ['spec', 'RAM:16'],
          ],
          'spec: RAM is not a spec of Phones',
        ],
        [[['spec', 'Flavour:mint']], 'spec: no category has a spec named Flavour'],
        [[['specMax', 'Colour:3']], 'specMin/specMax: Colour is not a number spec'],
      ];
      for (const [pairs, message] of refused) {
        const response = await shop.t.app.inject({ method: 'GET', url: `/api/products?${q(pairs)}` });
        expect(response.statusCode, JSON.stringify(pairs)).toBe(400);
        expect(response.json()).toMatchObject({ message });
      }
    });

    it('when a sold-out variant comes back in stock, then it matches again', async () => {
      const admin = (await signedIn(shop.t.app, shop.t.db, { isAdmin: true })).headers;
      const id = shop.ids['Alpha One'] ?? '';
      const current = (
        await shop.t.app.inject({ method: 'GET', url: `/api/admin/products/${id}`, headers: admin })
      ).json<AdminProductDetails>();
      const variants = (current.variants ?? []).map((variant) => ({ ...variant, countInStock: 3 }));
      const saved = await shop.t.app.inject({
        method: 'PUT',
        url: `/api/products/${id}`,
        headers: admin,
        payload: { ...current, options: current.options, variants },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await listed(shop.t, q([['spec', 'Storage:256']]))).names).toEqual(['Alpha One', 'Beta Two']);
    });
  });
}

describe('the list cache key', () => {
  it('holds the spec filters, one spelling of each', () => {
    const key = (spec: string[], specMin?: string[]) => cacheKey(normaliseQuery({ spec, specMin }));
    expect(key(['Storage:128'])).not.toBe(key(['Storage:256']));
    expect(key(['Storage:128'])).not.toBe(key(['Storage:128'], ['Storage:64']));
    expect(key(['Storage:128', '5G:yes'])).toBe(key([' 5G : yes', 'Storage:128', 'Storage:128']));
  });
});
