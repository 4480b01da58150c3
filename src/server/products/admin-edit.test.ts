import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminProduct, Product, ProductList } from '../../contract/products.ts';
import { orderItems, reviews } from '../db/schema.ts';
import { type TestApp } from '../test/app.ts';
import { productAdminSuite } from '../test/product-admin-suite.ts';
import { createProduct } from '../test/factories.ts';
import { createOrder } from '../test/stored-orders.ts';

const suite = productAdminSuite();
const { validProduct, createDraft, save, publicDetails, publicSearch, stored } = suite;
let t: TestApp;
let admin: Record<string, string>;
let customer: Record<string, string>;
let customerId: string;

beforeAll(() => {
  ({ t, admin, customer, customerId } = suite.state());
});

describe('PUT /api/products/:id', () => {
  it('when an admin saves a draft, then it is published with every field and shoppers find it', async () => {
    const draft = await createDraft();
    const response = await save(draft._id, validProduct());
    expect(response.statusCode).toBe(200);
    const saved = response.json<AdminProduct>();
    expect(saved).toEqual({
      ...draft,
      ...validProduct(),
      images: [validProduct().image],
      isDraft: false,
      version: draft.version + 1,
      updatedAt: expect.any(String),
    });
    expect(Date.parse(saved.updatedAt)).toBeGreaterThanOrEqual(Date.parse(draft.updatedAt));

    const details = await publicDetails(draft._id);
    expect(details.statusCode).toBe(200);
    expect(details.json<Product>()).toMatchObject({
      name: 'Zorblax Quantum Toaster',
      price: 129.99,
      reviews: [],
    });
    expect(await publicSearch('zorblax')).toEqual([draft._id]);
    const home = (await t.app.inject({ method: 'GET', url: '/api/products' })).json<ProductList>();
    expect(home.products.map((product) => product._id)).toContain(draft._id);
  });

  it('when a shopper mistypes a word of a newly saved product, then typo search still finds it', async () => {
    const draft = await createDraft();
    await save(draft._id, validProduct({ name: 'Frobnicator Deluxe', brand: 'Acme', description: 'Frobs.' }));
    expect(await publicSearch('frobnicatro')).toEqual([draft._id]);
  });

  it.each([
    [0.01, 1],
    [0.1, 10],
    [0.29, 29],
    [19.99, 1999],
    [1234.56, 123456],
    [999_999.99, 99_999_999],
    [1_000_000, 100_000_000],
  ])('when the price is %d, then exactly %d cents are stored', async (price, cents) => {
    const draft = await createDraft();
    const response = await save(draft._id, validProduct({ price }));
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminProduct>().price).toBe(price);
    expect((await stored(draft._id))?.priceCents).toBe(cents);
  });

  it('when text fields have surrounding spaces, then they are trimmed', async () => {
    const draft = await createDraft();
    const response = await save(
      draft._id,
      validProduct({ name: '  Padded Name  ', brand: ' Acme ', category: ' Tools ', description: ' Hi. ' }),
    );
    expect(response.json<AdminProduct>()).toMatchObject({
      name: 'Padded Name',
      brand: 'Acme',
      category: 'Tools',
      description: 'Hi.',
    });
  });

  it('when the body carries rating, reviews, dates or isDraft, then they are ignored', async () => {
    const draft = await createDraft();
    const response = await save(
      draft._id,
      validProduct({
        rating: 5,
        numReviews: 1000,
        isDraft: true,
        reviews: [{ name: 'Fake', rating: 5, comment: 'Fake' }],
        createdAt: '2000-01-01T00:00:00.000Z',
        _id: '00000000-0000-4000-8000-000000000999',
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminProduct>()).toMatchObject({
      _id: draft._id,
      rating: 0,
      numReviews: 0,
      isDraft: false,
      reviews: [],
      createdAt: draft.createdAt,
    });
    expect(await t.db.$count(reviews, eq(reviews.productId, draft._id))).toBe(0);
  });

  it('when a seeded demo image path is used, then it is accepted because the shop serves it', async () => {
    await mkdir(path.join(t.dataDir, 'uploads', 'demo'), { recursive: true });
    await writeFile(path.join(t.dataDir, 'uploads', 'demo', 'seeded-art.webp'), 'webp bytes');
    const draft = await createDraft();
    const response = await save(draft._id, validProduct({ image: '/uploads/demo/seeded-art.webp' }));
    expect(response.statusCode).toBe(200);
  });

  const long = (n: number) => 'x'.repeat(n);
  it.each<[string, Record<string, unknown>, string]>([
    ['an empty name', { name: '' }, 'Name is required'],
    ['a blank name', { name: '   ' }, 'Name is required'],
    ['a name of 121 characters', { name: long(121) }, 'Name must be at most 120 characters'],
    ['a name with a line break', { name: 'Two\nLines' }, 'Invalid body: name must be a single line of text'],
    ['an empty brand', { brand: '' }, 'Brand is required'],
    ['a brand of 61 characters', { brand: long(61) }, 'Brand must be at most 60 characters'],
    ['an empty category', { category: ' ' }, 'Category is required'],
    ['a category of 61 characters', { category: long(61) }, 'Category must be at most 60 characters'],
    ['a negative price', { price: -0.01 }, 'Price must be more than 0'],
    ['a price with 3 decimals', { price: 19.999 }, 'Price must have at most 2 decimal places'],
    ['a price of a third', { price: 1 / 3 }, 'Price must have at most 2 decimal places'],
    ['a price over the maximum', { price: 1_000_000.01 }, 'Price must be at most $1,000,000'],
    ['a fractional stock', { countInStock: 1.5 }, 'Count In Stock must be a whole number'],
    ['a negative stock', { countInStock: -1 }, 'Count In Stock must be 0 or more'],
    ['a huge stock', { countInStock: 1_000_001 }, 'Count In Stock must be at most 1,000,000'],
    ['no image', { image: '' }, 'Image is required: upload one'],
    [
      'an image elsewhere',
      { image: 'https://evil.example/x.webp' },
      'Image must be an image uploaded to this shop',
    ],
    [
      'a script URL as image',
      { image: 'javascript:alert(1)' },
      'Image must be an image uploaded to this shop',
    ],
    [
      'a traversal image path',
      { image: '/uploads/../../etc/passwd.webp' },
      'Image must be an image uploaded to this shop',
    ],
    ['a PNG image path', { image: '/uploads/photo.png' }, 'Image must be an image uploaded to this shop'],
    [
      'an image never uploaded',
      { image: '/uploads/00000000-0000-4000-8000-000000000000.webp' },
      'Image must be an image uploaded to this shop',
    ],
    ['a long description', { description: long(4001) }, 'Description must be at most 4000 characters'],
    ['a price that is not a number', { price: 'cheap' }, 'Invalid body: price must be number'],
    ['a missing name', { name: undefined }, 'Invalid body: name is required'],
  ])(
    'when the product has %s, then it answers 400 and nothing changes',
    async (_case, overrides, message) => {
      const draft = await createDraft();
      const response = await save(draft._id, validProduct(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, code: 'VALIDATION' });
      expect(await stored(draft._id)).toMatchObject({ name: 'New product', isDraft: true });
    },
  );

  it('when several fields are wrong, then the message names each of them', async () => {
    const draft = await createDraft();
    const response = await save(draft._id, validProduct({ name: '', price: -1, countInStock: 0.5 }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Name is required; Price must be more than 0; Count In Stock must be a whole number',
    });
  });

  it('when a published product is saved again, then it stays published with the new values', async () => {
    const product = await createProduct(t.db, { name: 'Old Name' });
    const response = await save(product.id, validProduct({ name: 'New Name', price: 5 }));
    expect(response.json<AdminProduct>()).toMatchObject({ name: 'New Name', price: 5, isDraft: false });
    expect((await publicDetails(product.id)).json<Product>().name).toBe('New Name');
  });

  it.each(['00000000-0000-4000-8000-00000000beef', 'nope'])(
    'when the product %j does not exist, then it answers 404',
    async (id) => {
      const response = await save(id, validProduct());
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Product not found', code: 'NOT_FOUND' });
    },
  );
});

describe('DELETE /api/products/:id', () => {
  it('when an admin deletes a product, then it and its reviews are gone', async () => {
    const product = await createProduct(t.db, { name: 'Doomed Gadget' });
    await t.app.inject({
      method: 'POST',
      url: `/api/products/${product.id}/reviews`,
      headers: customer,
      payload: { rating: 4, comment: 'Fine.' },
    });
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${product.id}`,
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Product removed' });
    expect((await publicDetails(product.id)).statusCode).toBe(404);
    expect(await publicSearch('doomed')).toEqual([]);
    expect(await t.db.$count(reviews, eq(reviews.productId, product.id))).toBe(0);

    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${product.id}`,
      headers: admin,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Product not found', code: 'NOT_FOUND' });
  });

  it('when a product that was ordered is deleted, then the order keeps its name, image and price', async () => {
    const product = await createProduct(t.db, { name: 'Ordered Then Retired', priceCents: 4200 });
    const { order, line } = await createOrder(t.db, { userId: customerId, product, status: 'paid' });
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${product.id}`,
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    const [kept] = await t.db.select().from(orderItems).where(eq(orderItems.id, line.id));
    expect(kept).toEqual({ ...line, productId: null, orderId: order.id });
  });

  it('when a draft is deleted, then it is gone from the admin list', async () => {
    const draft = await createDraft();
    await t.app.inject({ method: 'DELETE', url: `/api/products/${draft._id}`, headers: admin });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/products/${draft._id}`,
      headers: admin,
    });
    expect(response.statusCode).toBe(404);
  });

  it('when the id is malformed, then it answers 404', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/products/%27%3B%20DROP',
      headers: admin,
    });
    expect(response.statusCode).toBe(404);
  });
});
