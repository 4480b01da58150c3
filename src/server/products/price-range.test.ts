import { describe, expect, it } from 'vitest';
import type { ProductDetails, ProductList, ProductSummary } from '../../contract/products.ts';
import { productAdminSuite } from '../test/product-admin-suite.ts';

const { validProduct, createDraft, save, publicDetails, state } = productAdminSuite();

const options = [{ name: 'Storage', values: ['128 GB', '256 GB'] }];
let skus = 0;
const variant = (storage: string, price: number) => {
  skus += 1;
  return { sku: `RANGE-${skus}`, options: { Storage: storage }, price, countInStock: 2 };
};

async function listed(id: string): Promise<ProductSummary | undefined> {
  const response = await state().t.app.inject({ method: 'GET', url: '/api/products?keyword=rangefinder' });
  return response.json<ProductList>().products.find((product) => product._id === id);
}

async function saved(variants: object[], name = 'Rangefinder Phone') {
  const draft = await createDraft();
  const response = await save(draft._id, validProduct({ name, options, variants }));
  expect(response.statusCode, response.body).toBe(200);
  return draft._id;
}

describe('a price range for products whose variants differ in price', () => {
  it('when the variants differ in price, then lists and details carry the highest as maxPrice', async () => {
    const id = await saved([variant('128 GB', 799), variant('256 GB', 899.5)]);
    expect(await listed(id)).toMatchObject({ price: 799, maxPrice: 899.5 });
    expect((await publicDetails(id)).json<ProductDetails>()).toMatchObject({ price: 799, maxPrice: 899.5 });
  });

  it('when every variant has one price, or the product is plain, then there is no maxPrice', async () => {
    const same = await saved([variant('128 GB', 500), variant('256 GB', 500)], 'Rangefinder Same');
    expect(await listed(same)).not.toHaveProperty('maxPrice');
    const plain = await createDraft();
    await save(plain._id, validProduct({ name: 'Rangefinder Plain' }));
    expect(await listed(plain._id)).not.toHaveProperty('maxPrice');
  });

  it('when the variants are removed, then the range goes with them', async () => {
    const id = await saved([variant('128 GB', 100), variant('256 GB', 200)], 'Rangefinder Gone');
    const response = await save(id, validProduct({ name: 'Rangefinder Gone', options: [], variants: [] }));
    expect(response.statusCode, response.body).toBe(200);
    expect(await listed(id)).not.toHaveProperty('maxPrice');
  });
});
