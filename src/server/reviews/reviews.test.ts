import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../contract/products.ts';
import type { OrderStatus } from '../db/schema.ts';
import { reviews } from '../db/schema.ts';
import { signedIn } from '../test/accounts.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createProduct } from '../test/factories.ts';
import { createOrder } from '../test/stored-orders.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function review(productId: string, payload: unknown, headers: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: `/api/products/${productId}/reviews`,
    headers,
    payload: payload as object,
  });
}

async function details(id: string): Promise<Product> {
  return (await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json<Product>();
}

describe('POST /api/products/:id/reviews', () => {
  it('when a signed-in customer reviews, then the review is listed and the rating recomputed', async () => {
    const product = await createProduct(t.db);
    const { account, headers } = await signedIn(t.app, t.db, { name: 'Rita Reviewer' });
    const response = await review(product.id, { rating: 4, comment: '  Does what it says.  ' }, headers);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Review added' });

    const after = await details(product.id);
    expect(after).toMatchObject({ rating: 4, numReviews: 1 });
    expect(after.reviews).toEqual([
      {
        _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: 'Rita Reviewer',
        rating: 4,
        comment: 'Does what it says.',
        user: account.id,
        verifiedPurchase: false,
        createdAt: expect.any(String),
      },
    ]);
  });

  it('when the body names another author, then the author still comes from the token', async () => {
    const product = await createProduct(t.db);
    const victim = await signedIn(t.app, t.db, { name: 'Victor Victim' });
    const { account, headers } = await signedIn(t.app, t.db, { name: 'Real Author' });
    const response = await review(
      product.id,
      {
        rating: 1,
        comment: 'Terrible.',
        name: 'Victor Victim',
        user: victim.account.id,
        verifiedPurchase: true,
      },
      headers,
    );
    expect(response.statusCode).toBe(201);
    expect((await details(product.id)).reviews).toEqual([
      expect.objectContaining({ name: 'Real Author', user: account.id, verifiedPurchase: false }),
    ]);
  });

  it('when several customers review, then rating is their average and numReviews their count', async () => {
    const product = await createProduct(t.db);
    for (const rating of [5, 4, 2]) {
      const { headers } = await signedIn(t.app, t.db);
      expect((await review(product.id, { rating, comment: `Gave ${rating}` }, headers)).statusCode).toBe(201);
    }
    const after = await details(product.id);
    expect(after.numReviews).toBe(3);
    expect(after.rating).toBeCloseTo(11 / 3, 10);
    expect(after.reviews.map((entry) => entry.comment)).toEqual(['Gave 2', 'Gave 4', 'Gave 5']);
  });

  it('when the same customer reviews twice, then the second is refused and nothing changes', async () => {
    const product = await createProduct(t.db);
    const { headers } = await signedIn(t.app, t.db);
    expect((await review(product.id, { rating: 5, comment: 'Love it' }, headers)).statusCode).toBe(201);
    const second = await review(product.id, { rating: 1, comment: 'Changed my mind' }, headers);
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({ message: 'Product already reviewed', code: 'VALIDATION' });
    expect(await details(product.id)).toMatchObject({ rating: 5, numReviews: 1 });
  });

  it('when one customer sends 20 reviews at once, then exactly one is added', async () => {
    const product = await createProduct(t.db);
    const { headers } = await signedIn(t.app, t.db);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        review(product.id, { rating: (index % 5) + 1, comment: `Attempt ${index}` }, headers),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, ...Array<number>(19).fill(400)]);
    for (const response of responses.filter((r) => r.statusCode === 400)) {
      expect(response.json()).toMatchObject({ message: 'Product already reviewed' });
    }
    expect(await t.db.$count(reviews, eq(reviews.productId, product.id))).toBe(1);
    const after = await details(product.id);
    expect(after.numReviews).toBe(1);
    expect(after.rating).toBe(after.reviews[0]?.rating);
  });

  it('when many customers review at once, then the rating and count match every review', async () => {
    const product = await createProduct(t.db);
    const reviewers = await Promise.all(Array.from({ length: 10 }, () => signedIn(t.app, t.db)));
    const ratings = [5, 1, 4, 2, 3, 5, 5, 1, 2, 4];
    const responses = await Promise.all(
      reviewers.map(({ headers }, index) =>
        review(product.id, { rating: ratings[index], comment: `Reviewer ${index}` }, headers),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array<number>(10).fill(201));
    const after = await details(product.id);
    expect(after.numReviews).toBe(10);
    expect(after.reviews).toHaveLength(10);
    expect(after.rating).toBeCloseTo(ratings.reduce((sum, r) => sum + r, 0) / ratings.length, 10);
  });

  it.each<[string, unknown, string]>([
    ['0', 0, 'Rating must be a whole number from 1 to 5'],
    ['6', 6, 'Rating must be a whole number from 1 to 5'],
    ['-1', -1, 'Rating must be a whole number from 1 to 5'],
    ['4.5', 4.5, 'Rating must be a whole number from 1 to 5'],
    ['"great"', 'great', 'Invalid body: rating must be number'],
  ])('when the rating is %s, then it answers 400', async (_label, rating, message) => {
    const product = await createProduct(t.db);
    const { headers } = await signedIn(t.app, t.db);
    const response = await review(product.id, { rating, comment: 'Hmm' }, headers);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: 'VALIDATION' });
    expect(await details(product.id)).toMatchObject({ numReviews: 0, reviews: [] });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['an empty comment', { rating: 3, comment: '' }, 'Comment is required'],
    ['a blank comment', { rating: 3, comment: ' \n\t ' }, 'Comment is required'],
    [
      'a comment of 1001 characters',
      { rating: 3, comment: 'x'.repeat(1001) },
      'Comment must be at most 1000 characters',
    ],
    ['no comment', { rating: 3 }, 'Invalid body: comment is required'],
    ['no rating', { comment: 'Fine' }, 'Invalid body: rating is required'],
    [
      'nothing wrong but everything',
      { rating: 9, comment: '' },
      'Rating must be a whole number from 1 to 5; Comment is required',
    ],
  ])('when the review has %s, then it answers 400', async (_label, payload, message) => {
    const product = await createProduct(t.db);
    const { headers } = await signedIn(t.app, t.db);
    const response = await review(product.id, payload, headers);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: 'VALIDATION' });
  });

  it('when the comment is exactly 1000 characters, then it is accepted', async () => {
    const product = await createProduct(t.db);
    const { headers } = await signedIn(t.app, t.db);
    expect((await review(product.id, { rating: 3, comment: 'y'.repeat(1000) }, headers)).statusCode).toBe(
      201,
    );
  });

  it.each([
    ['an unknown product', '00000000-0000-4000-8000-0000000f00d0'],
    ['a malformed id', 'abc'],
  ])('when it is %s, then it answers 404 Product not found', async (_label, id) => {
    const { headers } = await signedIn(t.app, t.db);
    const response = await review(id, { rating: 3, comment: 'Where is it?' }, headers);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Product not found', code: 'NOT_FOUND' });
  });

  it('when the product is a draft, then it cannot be reviewed', async () => {
    const draft = await createProduct(t.db, { isDraft: true });
    const { headers } = await signedIn(t.app, t.db);
    const response = await review(draft.id, { rating: 3, comment: 'Early bird' }, headers);
    expect(response.statusCode).toBe(404);
    expect(await t.db.$count(reviews, eq(reviews.productId, draft.id))).toBe(0);
  });

  it('when nobody is signed in, then it answers 401', async () => {
    const product = await createProduct(t.db);
    const response = await review(product.id, { rating: 5, comment: 'Anonymous' }, {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: 'Not authorized, no token' });
  });

  it('when the token is forged, then it answers 401 token failed', async () => {
    const product = await createProduct(t.db);
    const response = await review(
      product.id,
      { rating: 5, comment: 'Forged' },
      { authorization: 'Bearer a.b.c' },
    );
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: 'Not authorized, token failed' });
  });
});

describe('verified purchase', () => {
  it.each<[OrderStatus, boolean]>([
    ['paid', true],
    ['delivered', true],
    ['pending', false],
    ['cancelled', false],
  ])(
    'when the reviewer has a %s order for the product, then verifiedPurchase is %s',
    async (status, verified) => {
      const product = await createProduct(t.db);
      const { account, headers } = await signedIn(t.app, t.db);
      await createOrder(t.db, { userId: account.id, product, status });
      expect((await review(product.id, { rating: 5, comment: 'Bought it' }, headers)).statusCode).toBe(201);
      expect((await details(product.id)).reviews[0]?.verifiedPurchase).toBe(verified);
    },
  );

  it('when the paid order was for another product, or by another customer, then it is not verified', async () => {
    const product = await createProduct(t.db);
    const other = await createProduct(t.db);
    const { account, headers } = await signedIn(t.app, t.db);
    const someoneElse = await signedIn(t.app, t.db);
    await createOrder(t.db, { userId: account.id, product: other, status: 'paid' });
    await createOrder(t.db, { userId: someoneElse.account.id, product, status: 'paid' });
    await review(product.id, { rating: 2, comment: 'Never bought it' }, headers);
    expect((await details(product.id)).reviews[0]?.verifiedPurchase).toBe(false);
  });
});
