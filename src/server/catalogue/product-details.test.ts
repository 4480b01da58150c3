import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, ProductSummary } from '../../contract/products.ts';
import { reviews } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createProduct, createUserRecord } from '../test/factories.ts';

/** A product's own page and the top-rated products; listing and search are in reads.test.ts. */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(() => t.close());

describe('GET /api/products/top', () => {
  it('when products have ratings, then it returns the three best, more reviews first on a tie', async () => {
    const local = await createTestApp();
    try {
      await createProduct(local.db, { name: 'Good', rating: 4, numReviews: 10 });
      await createProduct(local.db, { name: 'Best', rating: 5, numReviews: 1 });
      await createProduct(local.db, { name: 'Great, fewer reviews', rating: 4.5, numReviews: 2 });
      await createProduct(local.db, { name: 'Great, more reviews', rating: 4.5, numReviews: 9 });
      await createProduct(local.db, { name: 'Hidden best', rating: 5, numReviews: 50, isDraft: true });
      const response = await local.app.inject({ method: 'GET', url: '/api/products/top' });
      expect(response.statusCode).toBe(200);
      expect(response.json<ProductSummary[]>().map((product) => product.name)).toEqual([
        'Best',
        'Great, more reviews',
        'Great, fewer reviews',
      ]);
    } finally {
      await local.close();
    }
  });
});

describe('GET /api/products/:id', () => {
  it('when the product exists, then it returns it with its reviews, newest first', async () => {
    const product = await createProduct(t.db, { name: 'Reviewed Speaker', rating: 4.5, numReviews: 2 });
    const ann = await createUserRecord(t.db, { name: 'Ann' });
    const bob = await createUserRecord(t.db, { name: 'Bob' });
    await t.db.insert(reviews).values([
      {
        productId: product.id,
        userId: ann.id,
        name: 'Ann',
        rating: 4,
        comment: 'Good',
        createdAt: new Date(1),
      },
      {
        productId: product.id,
        userId: bob.id,
        name: 'Bob',
        rating: 5,
        comment: 'Great',
        verifiedPurchase: true,
      },
    ]);
    const response = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` });
    expect(response.statusCode).toBe(200);
    const body = response.json<Product>();
    expect(body).toMatchObject({
      _id: product.id,
      name: 'Reviewed Speaker',
      price: 19.99,
      rating: 4.5,
      numReviews: 2,
    });
    expect(body.reviews).toEqual([
      {
        _id: expect.any(String),
        name: 'Bob',
        rating: 5,
        comment: 'Great',
        user: bob.id,
        verifiedPurchase: true,
        createdAt: expect.any(String),
      },
      expect.objectContaining({
        name: 'Ann',
        rating: 4,
        comment: 'Good',
        user: ann.id,
        verifiedPurchase: false,
      }),
    ]);
  });

  it.each([
    ['an unknown id', '00000000-0000-4000-8000-000000000000'],
    ['a malformed id', 'not-an-id'],
    ['an injection attempt', "1' OR '1'='1"],
  ])('when asked for %s, then it answers 404 Product not found', async (_label, id) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/products/${encodeURIComponent(id)}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Product not found', code: 'NOT_FOUND' });
  });

  it('when the product is a draft, then shoppers get 404', async () => {
    const draft = await createProduct(t.db, { isDraft: true });
    const response = await t.app.inject({ method: 'GET', url: `/api/products/${draft.id}` });
    expect(response.statusCode).toBe(404);
  });
});
