import { describe, expect, it } from 'vitest';
import type { AdminProductDetails, ProductDetails } from '../../contract/products.ts';
import type { CategorySpecFields, SpecField } from '../../contract/specs.ts';
import { productAdminSuite } from '../test/product-admin-suite.ts';

const suite = productAdminSuite();
const { validProduct, createDraft, save, publicDetails } = suite;

const phoneFields: SpecField[] = [
  { name: 'Screen size', kind: 'number', unit: 'in' },
  { name: 'Storage', kind: 'number', unit: 'GB' },
  { name: 'Colour', kind: 'text', unit: null },
  { name: '5G', kind: 'yes/no', unit: null },
];

const app = () => suite.state().t.app;

function putFields(category: string, fields: unknown, headers = suite.state().admin) {
  return app().inject({
    method: 'PUT',
    url: `/api/admin/categories/${encodeURIComponent(category)}/spec-fields`,
    headers,
    payload: { fields },
  });
}

async function fieldsOf(category: string): Promise<CategorySpecFields> {
  const response = await app().inject({
    method: 'GET',
    url: `/api/categories/${encodeURIComponent(category)}/spec-fields`,
  });
  expect(response.statusCode).toBe(200);
  return response.json<CategorySpecFields>();
}

async function savedProduct(category: string, extra: Record<string, unknown> = {}) {
  const draft = await createDraft();
  const response = await save(draft._id, validProduct({ category, ...extra }));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminProductDetails>();
}

describe('spec fields of a category', () => {
  it('when a category defines none, then its fields are an empty list', async () => {
    expect(await fieldsOf('Nothing Here')).toEqual({ category: 'Nothing Here', fields: [] });
  });

  it('when an admin saves fields, then anyone reads them in order, trimmed, units only on numbers', async () => {
    const sent = [...phoneFields, { name: ' Weight ', kind: 'number', unit: ' g ' }];
    const response = await putFields('Phones A', sent);
    expect(response.statusCode, response.body).toBe(200);
    const expected = {
      category: 'Phones A',
      fields: [...phoneFields, { name: 'Weight', kind: 'number', unit: 'g' }],
    };
    expect(response.json()).toEqual(expected);
    expect(await fieldsOf('Phones A')).toEqual(expected);
  });

  it('when fields are refused, then the answer names the field and nothing changes', async () => {
    await putFields('Phones B', phoneFields);
    const refused = [
      [
        [...phoneFields, { name: 'STORAGE', kind: 'text', unit: null }],
        'fields[4].name: STORAGE is already a field',
      ],
      [
        [{ name: 'Colour', kind: 'text', unit: 'mm' }],
        'fields[0].unit: only number fields have a unit (Colour)',
      ],
      [[{ name: '  ', kind: 'text', unit: null }], 'fields[0].name must be 1 to 80 characters'],
      [[{ name: 'a:b', kind: 'text', unit: null }], 'fields[0].name (a:b) must not contain a colon'],
    ] as const;
    for (const [fields, message] of refused) {
      const response = await putFields('Phones B', fields);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message });
    }
    const badKind = await putFields('Phones B', [{ name: 'X', kind: 'colour', unit: null }]);
    expect(badKind.statusCode).toBe(400);
    expect((await fieldsOf('Phones B')).fields).toEqual(phoneFields);
  });

  it('when a shopper or a visitor saves fields, then they are refused', async () => {
    expect((await putFields('Phones C', phoneFields, suite.state().customer)).statusCode).toBe(403);
    expect((await putFields('Phones C', phoneFields, {})).statusCode).toBe(401);
    expect((await fieldsOf('Phones C')).fields).toEqual([]);
  });
});

describe('specs of a product', () => {
  it('when a product is saved with specs, then its details list them in the fields order with units', async () => {
    await putFields('Phones D', phoneFields);
    const specs = [
      { name: '5g', value: true },
      { name: 'Storage', value: 256 },
      { name: 'Colour', value: ' Black ' },
      { name: 'Screen size', value: 6.1 },
    ];
    const saved = await savedProduct('Phones D', { specs });
    const expected = [
      { name: 'Screen size', value: 6.1, unit: 'in' },
      { name: 'Storage', value: 256, unit: 'GB' },
      { name: 'Colour', value: 'Black', unit: null },
      { name: '5G', value: true, unit: null },
    ];
    expect(saved.specs).toEqual(expected);
    expect((await publicDetails(saved._id)).json<ProductDetails>().specs).toEqual(expected);
    // Saved again without specs (as ProShop's client does): they stay as they are.
    const again = await save(saved._id, validProduct({ category: 'Phones D', version: saved.version }));
    expect(again.json<AdminProductDetails>().specs).toEqual(expected);
    // An empty list removes them: the admin's answer has ProShop's shape again, the page `specs: []`.
    const cleared = await save(saved._id, validProduct({ category: 'Phones D', specs: [] }));
    expect(cleared.json<AdminProductDetails>()).not.toHaveProperty('specs');
    expect((await publicDetails(saved._id)).json<ProductDetails>().specs).toEqual([]);
  });

  it('when a product without specs is saved as ProShop does, then its answer has exactly ProShop fields', async () => {
    const saved = await savedProduct('Kitchen');
    expect(saved).not.toHaveProperty('specs');
    expect((await publicDetails(saved._id)).json<ProductDetails>().specs).toEqual([]);
  });

  it('when specs are refused, then the answer names the spec and nothing changes', async () => {
    await putFields('Phones E', phoneFields);
    const saved = await savedProduct('Phones E', { specs: [{ name: 'Storage', value: 128 }] });
    const refused = [
      [[{ name: 'Flavour', value: 'mint' }], 'specs: Flavour is not a spec field of Phones E'],
      [[{ name: 'Storage', value: '256' }], 'specs: Storage must be a number'],
      [[{ name: 'Storage', value: 1e12 }], 'specs: Storage must be between -1000000000 and 1000000000'],
      [[{ name: '5G', value: 'yes' }], 'specs: 5G must be true or false'],
      [[{ name: 'Colour', value: 3 }], 'specs: Colour must be text'],
      [
        [
          { name: 'Storage', value: 64 },
          { name: 'storage', value: 32 },
        ],
        'specs: Storage is sent twice',
      ],
    ] as const;
    for (const [specs, message] of refused) {
      const response = await save(saved._id, validProduct({ category: 'Phones E', name: 'Changed', specs }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message });
    }
    const details = (await publicDetails(saved._id)).json<ProductDetails>();
    expect(details).toMatchObject({ name: saved.name, specs: [{ name: 'Storage', value: 128, unit: 'GB' }] });
  });

  it('when the category changes, then specs that do not fit refuse the save unless specs are sent', async () => {
    await putFields('Phones F', phoneFields);
    await putFields('Tablets F', [{ name: 'Storage', kind: 'number', unit: 'GB' }]);
    await putFields('Laptops F', [{ name: 'RAM', kind: 'number', unit: 'GB' }]);
    const saved = await savedProduct('Phones F', { specs: [{ name: 'Storage', value: 128 }] });
    // Storage is a number field of Tablets too: the spec moves along.
    const moved = await save(saved._id, validProduct({ category: 'Tablets F' }));
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<AdminProductDetails>().specs).toEqual([{ name: 'Storage', value: 128, unit: 'GB' }]);
    const refused = await save(saved._id, validProduct({ category: 'Laptops F' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message:
        "specs: the product's storage spec is not a number field of Laptops F; send specs for the new category with the save",
    });
    expect((await publicDetails(saved._id)).json<ProductDetails>().category).toBe('Tablets F');
    const withSpecs = await save(
      saved._id,
      validProduct({ category: 'Laptops F', specs: [{ name: 'RAM', value: 16 }] }),
    );
    expect(withSpecs.statusCode, withSpecs.body).toBe(200);
    expect(withSpecs.json<AdminProductDetails>().specs).toEqual([{ name: 'RAM', value: 16, unit: 'GB' }]);
  });

  it('when a field is removed, then its values go; a kind change of a field with values is refused', async () => {
    await putFields('Phones G', phoneFields);
    const saved = await savedProduct('Phones G', {
      specs: [
        { name: 'Storage', value: 512 },
        { name: 'Colour', value: 'Blue' },
      ],
    });
    const changed = await putFields('Phones G', [
      { name: 'Storage', kind: 'text', unit: null },
      { name: 'Colour', kind: 'text', unit: null },
    ]);
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({
      message:
        'fields: Storage has values on 1 product; remove the field (which removes its values) before changing its kind or unit',
    });
    const removed = await putFields('Phones G', [
      { name: 'colour', kind: 'text', unit: null },
      { name: 'Battery', kind: 'number', unit: 'mAh' },
    ]);
    expect(removed.statusCode, removed.body).toBe(200);
    // A renamed letter case keeps the values, shown under the new spelling.
    expect((await publicDetails(saved._id)).json<ProductDetails>().specs).toEqual([
      { name: 'colour', value: 'Blue', unit: null },
    ]);
  });
});
