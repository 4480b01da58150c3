import { describe, expect, it } from 'vitest';
import type { AdminProduct, AdminProductList, ProductDetails } from '../../contract/products.ts';
import { productAdminSuite } from '../test/product-admin-suite.ts';

const suite = productAdminSuite();
const { validProduct, createDraft, save, publicDetails, stored, state } = suite;

const create = (payload: object) =>
  state().t.app.inject({ method: 'POST', url: '/api/admin/products', headers: state().admin, payload });

async function productCount(): Promise<number> {
  const response = await state().t.app.inject({
    method: 'GET',
    url: '/api/admin/products?keyword=publishable',
    headers: state().admin,
  });
  return response.json<AdminProductList>().products.length;
}

describe('what a product needs before shoppers see it', () => {
  it.each([
    ['a price of 0', { price: 0 }, 'Price must be more than 0'],
    ['an empty description', { description: '  ' }, 'Description is required'],
    ['no name', { name: '' }, 'Name is required'],
    ['no image', { image: '' }, 'Image is required: upload one'],
  ])(
    'when a draft is saved with %s, then it answers 400 and the draft stays hidden',
    async (_, change, message) => {
      const draft = await createDraft();
      const response = await save(draft._id, validProduct(change));
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(message);
      expect(await stored(draft._id)).toMatchObject({ isDraft: true, name: draft.name });
      expect((await publicDetails(draft._id)).statusCode).toBe(404);
    },
  );

  it('when a variant is priced 0, then the save answers 400 naming the variant', async () => {
    const draft = await createDraft();
    const response = await save(
      draft._id,
      validProduct({
        options: [{ name: 'Colour', values: ['Black', 'Blue'] }],
        variants: [
          { sku: 'PUB-BLACK', options: { Colour: 'Black' }, price: 10, countInStock: 1 },
          { sku: 'PUB-BLUE', options: { Colour: 'Blue' }, price: 0, countInStock: 1 },
        ],
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(
      'variants[1].price: Price must be more than 0',
    );
    expect(await stored(draft._id)).toMatchObject({ isDraft: true });
  });
});

describe('Create Product with the whole product (POST /api/admin/products)', () => {
  it('when the body is a whole product, then it is created published in one request', async () => {
    const response = await create(validProduct({ name: 'Publishable Kettle' }));
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<AdminProduct>();
    expect(created).toMatchObject({
      name: 'Publishable Kettle',
      price: 129.99,
      isDraft: false,
      version: expect.any(Number),
    });
    const details = (await publicDetails(created._id)).json<ProductDetails>();
    expect(details).toMatchObject({ name: 'Publishable Kettle', price: 129.99, countInStock: 7 });
  });

  it('when the body breaks a rule, then it answers 400 and creates nothing', async () => {
    const before = await productCount();
    const response = await create(validProduct({ name: 'Publishable Lamp', price: 0 }));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('Price must be more than 0');
    expect(await productCount()).toBe(before);
  });

  it('when the body has variants, then the product and its variants are created together', async () => {
    const response = await create(
      validProduct({
        name: 'Publishable Phone',
        options: [{ name: 'Storage', values: ['128 GB', '256 GB'] }],
        variants: [
          { sku: 'PUB-128', options: { Storage: '128 GB' }, price: 500, countInStock: 2 },
          { sku: 'PUB-256', options: { Storage: '256 GB' }, price: 600, countInStock: 3 },
        ],
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const details = (await publicDetails(response.json<AdminProduct>()._id)).json<ProductDetails>();
    expect(details).toMatchObject({ price: 500, countInStock: 5 });
    expect((details.variants ?? []).map((variant) => variant.sku)).toEqual(['PUB-128', 'PUB-256']);
  });

  it('when a variant sku is taken, then it answers 409 and creates nothing', async () => {
    const before = await productCount();
    const response = await create(
      validProduct({
        name: 'Publishable Copy',
        options: [{ name: 'Storage', values: ['128 GB'] }],
        variants: [{ sku: 'pub-128', options: { Storage: '128 GB' }, price: 500, countInStock: 2 }],
      }),
    );
    expect(response.statusCode).toBe(409);
    expect(await productCount()).toBe(before);
  });

  it('when a shopper sends a whole product, then it answers 403 and creates nothing', async () => {
    const before = await productCount();
    const response = await state().t.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: state().customer,
      payload: validProduct({ name: 'Publishable Trojan' }),
    });
    expect(response.statusCode).toBe(403);
    expect(await productCount()).toBe(before);
  });
});
