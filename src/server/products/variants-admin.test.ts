import { describe, expect, it } from 'vitest';
import type { AdminProductDetails, ProductDetails } from '../../contract/products.ts';
import { productAdminSuite } from '../test/product-admin-suite.ts';

const suite = productAdminSuite();
const { validProduct, createDraft, save, publicDetails, stored } = suite;

const options = [
  { name: 'Storage', values: ['128 GB', '256 GB'] },
  { name: 'Colour', values: ['Black', 'Blue'] },
];

let skuSequence = 0;
function variant(storage: string, colour: string, price: number, countInStock: number) {
  skuSequence += 1;
  return { sku: `PH-${skuSequence}`, options: { Storage: storage, Colour: colour }, price, countInStock };
}

async function phone(extra: Record<string, unknown> = {}) {
  const draft = await createDraft();
  const variants = [variant('128 GB', 'Black', 799, 3), variant('256 GB', 'Blue', 899.5, 4)];
  const response = await save(draft._id, validProduct({ options, variants, ...extra }));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminProductDetails>();
}

describe('product options and variants (PUT /api/products/:id)', () => {
  it('when an admin saves variants, then price is the lowest, stock the sum, and shoppers read them', async () => {
    // What is sent for the product's own price and stock is ignored, even values it would refuse.
    const saved = await phone({ price: -1, countInStock: 1.5 });
    expect(saved).toMatchObject({ price: 799, countInStock: 7, options });
    expect(saved.variants).toEqual([
      {
        _id: expect.any(String),
        sku: expect.stringMatching(/^PH-/),
        options: { Storage: '128 GB', Colour: 'Black' },
        price: 799,
        countInStock: 3,
        image: null,
      },
      expect.objectContaining({
        options: { Storage: '256 GB', Colour: 'Blue' },
        price: 899.5,
        countInStock: 4,
      }),
    ]);
    const details = (await publicDetails(saved._id)).json<ProductDetails>();
    expect(details).toMatchObject({ price: 799, countInStock: 7, options, variants: saved.variants });
    expect(await stored(saved._id)).toMatchObject({ priceCents: 79_900, countInStock: 7 });
  });

  it('when variants are updated by _id, added and left out, then they are changed, created and deleted', async () => {
    const saved = await phone();
    const [first, second] = saved.variants ?? [];
    if (!first || !second) throw new Error('two variants expected');
    const response = await save(
      saved._id,
      validProduct({
        version: saved.version,
        options,
        variants: [
          { ...first, price: 700, countInStock: 1, image: null },
          { ...variant('256 GB', 'Black', 950, 2) },
        ],
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<AdminProductDetails>();
    expect(body).toMatchObject({ price: 700, countInStock: 3 });
    expect(body.variants?.map((v) => v._id)).toEqual([first._id, expect.not.stringMatching(second._id)]);
    // The answer carries the version the next save must send.
    const again = await save(
      saved._id,
      validProduct({ version: body.version, options, variants: body.variants }),
    );
    expect(again.statusCode, again.body).toBe(200);
  });

  it('when two variants swap their skus in one save, then both are saved', async () => {
    const saved = await phone();
    const [first, second] = saved.variants ?? [];
    if (!first || !second) throw new Error('two variants expected');
    const response = await save(
      saved._id,
      validProduct({
        options,
        variants: [
          { ...first, sku: second.sku },
          { ...second, sku: first.sku },
        ],
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AdminProductDetails>().variants?.map((v) => v.sku)).toEqual([second.sku, first.sku]);
  });

  it('when variants are removed with [], then the product is plain again with the price and stock sent', async () => {
    const saved = await phone();
    const response = await save(
      saved._id,
      validProduct({ options: [], variants: [], price: 5, countInStock: 2 }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ price: 5, countInStock: 2 });
    expect(response.json()).not.toHaveProperty('variants');
    expect((await publicDetails(saved._id)).json()).toMatchObject({ options: [], variants: [], price: 5 });
  });

  it('when a plain product is read by shoppers, then options and variants are [] and the rest as before', async () => {
    const draft = await createDraft();
    const response = await save(draft._id, validProduct());
    expect(response.json()).not.toHaveProperty('options');
    expect((await publicDetails(draft._id)).json()).toMatchObject({
      options: [],
      variants: [],
      price: 129.99,
    });
  });

  it('when a sku is taken by another product, in any letter case, then 409 names it and nothing changes', async () => {
    const first = await phone();
    const taken = first.variants?.[0]?.sku ?? '';
    const other = await phone();
    const before = await stored(other._id);
    const response = await save(
      other._id,
      validProduct({
        options,
        variants: [{ ...variant('128 GB', 'Black', 1, 1), sku: taken.toLowerCase() }],
      }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toMatch(/sku/i);
    expect(await stored(other._id)).toEqual(before);
    expect((await publicDetails(other._id)).json<ProductDetails>().variants).toEqual(other.variants);
  });

  it('when options or variants are bad, then 400 names the field and nothing changes', async () => {
    const saved = await phone();
    const before = await stored(saved._id);
    const good = saved.variants ?? [];
    const v = (over: Record<string, unknown>) => ({ ...variant('128 GB', 'Black', 10, 1), ...over });
    const cases: [Record<string, unknown>, RegExp][] = [
      [
        { options: [...options, { name: 'A', values: ['x'] }, { name: 'B', values: ['y'] }], variants: good },
        /at most 3 options/,
      ],
      [
        { options: [{ name: ' ', values: ['x'] }], variants: [v({ options: { ' ': 'x' } })] },
        /options\[0\]\.name/,
      ],
      [{ options: [options[0], { name: 'storage', values: ['x'] }], variants: good }, /two options/],
      [
        { options: [{ name: 'Storage', values: ['1', '1'] }], variants: [v({ options: { Storage: '1' } })] },
        /twice/,
      ],
      [{ options: [{ name: 'Storage', values: [] }], variants: [] }, /at least one value/],
      [{ options, variants: [v({ options: { Storage: '128 GB' } })] }, /Colour is missing/],
      [
        { options, variants: [v({ options: { Storage: '64 GB', Colour: 'Black' } })] },
        /64 GB is not a value/,
      ],
      [{ options, variants: [v({ options: { Storage: '128 GB', Colour: 'Black', Size: 'L' } })] }, /Size/],
      [{ options, variants: [v({}), v({})] }, /two variants are/],
      [{ options, variants: [v({ sku: '  ' })] }, /variants\[0\]\.sku/],
      [
        {
          options,
          variants: [v({ sku: 'SAME' }), v({ sku: 'same', options: { Storage: '256 GB', Colour: 'Blue' } })],
        },
        /sku same is used twice/i,
      ],
      [{ options, variants: [v({ price: -1 })] }, /variants\[0\]\.price/],
      [{ options, variants: [v({ price: 1.999 })] }, /variants\[0\]\.price/],
      [{ options, variants: [v({ price: 2_000_000 })] }, /variants\[0\]\.price/],
      [{ options, variants: [v({ countInStock: -1 })] }, /variants\[0\]\.countInStock/],
      [{ options, variants: [v({ countInStock: 1.5 })] }, /variants\[0\]\.countInStock/],
      [{ options, variants: [v({ image: '/uploads/missing.webp' })] }, /variants\[0\]\.image/],
      [{ options, variants: [v({ _id: '7d444840-9dc0-4f6e-8e29-1b0c2d5e2a10' })] }, /variants\[0\]\._id/],
      [{ options, variants: [] }, /needs a variant/],
      [{ options: [], variants: [v({})] }, /needs options/],
      [{ options }, /together/],
    ];
    for (const [extra, message] of cases) {
      const response = await save(saved._id, validProduct(extra));
      expect(response.statusCode, JSON.stringify(extra).slice(0, 120) + response.body).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(message);
    }
    expect(await stored(saved._id)).toEqual(before);
    expect((await publicDetails(saved._id)).json<ProductDetails>().variants).toEqual(saved.variants);
  });

  it('when a save comes from a version older than the variants, then it is refused with 409', async () => {
    const saved = await phone();
    const first = await save(
      saved._id,
      validProduct({ version: saved.version, options, variants: saved.variants }),
    );
    expect(first.statusCode).toBe(200);
    const stale = await save(saved._id, validProduct({ version: saved.version, options: [], variants: [] }));
    expect(stale.statusCode, stale.body).toBe(409);
    expect((await publicDetails(saved._id)).json<ProductDetails>().variants).toHaveLength(2);
  });

  it('when a product with variants is deleted, then it goes with them', async () => {
    const saved = await phone();
    const response = await suite.state().t.app.inject({
      method: 'DELETE',
      url: `/api/products/${saved._id}`,
      headers: suite.state().admin,
    });
    expect(response.statusCode).toBe(200);
    expect((await publicDetails(saved._id)).statusCode).toBe(404);
  });

  it('when an order takes a variant after the edit form loaded, then the save from that form is stale', async () => {
    const saved = await phone();
    const { t, customer } = suite.state();
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: customer,
      payload: {
        orderItems: [{ product: saved._id, variant: saved.variants?.[0]?._id, qty: 1 }],
        shippingAddress: {
          address: '1 Main Street',
          city: 'Springfield',
          postalCode: '12345',
          country: 'US',
        },
        paymentMethod: 'TestCard',
      },
    });
    expect(order.statusCode, order.body).toBe(201);
    const stale = await save(
      saved._id,
      validProduct({ version: saved.version, options, variants: saved.variants }),
    );
    expect(stale.statusCode).toBe(409);
    expect((await publicDetails(saved._id)).json()).toMatchObject({ countInStock: 6 });
  });
});
