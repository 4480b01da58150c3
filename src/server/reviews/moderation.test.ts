import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminReview } from '../../contract/moderation.ts';
import type { Product } from '../../contract/products.ts';
import { signedIn } from '../test/accounts.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createProduct, createUserRecord } from '../test/factories.ts';
import { accountWithToken, bearerFor } from '../test/shop-requests.ts';
import { productsWithDriftedRatings } from '../test/rating-drift.ts';
import { ROUNDS } from '../test/races.ts';

let t: TestApp;
let manager: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  manager = (await signedIn(t.app, t.db, { role: 'manager' })).headers;
});
afterAll(() => t.close());

async function reviewed(productId: string, rating: number, name = 'Rita Reviewer') {
  const account = await createUserRecord(t.db, { name });
  const reviewer = { account, headers: await bearerFor(account) };
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/products/${productId}/reviews`,
    headers: reviewer.headers,
    payload: { rating, comment: `Rated ${rating}.` },
  });
  expect(response.statusCode).toBe(201);
  return reviewer;
}

async function details(id: string): Promise<Product> {
  return (await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json<Product>();
}

async function listed(query: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url: '/api/admin/reviews', headers: manager, query });
  expect(response.statusCode).toBe(200);
  return { reviews: response.json<AdminReview[]>(), pages: response.headers['x-total-pages'] };
}

const hide = (id: string, hidden: boolean, headers = manager) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/reviews/${id}`, headers, payload: { hidden } });

const report = (productId: string, reviewId: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `/api/products/${productId}/reviews/${reviewId}/report`, headers });

describe('review moderation', () => {
  it('when a manager hides a review, then it is neither shown nor counted, and restoring brings both back', async () => {
    const product = await createProduct(t.db);
    await reviewed(product.id, 5);
    await reviewed(product.id, 1, 'Angry Andy');
    expect(await details(product.id)).toMatchObject({ rating: 3, numReviews: 2 });
    const angry = (await details(product.id)).reviews.find((review) => review.name === 'Angry Andy');
    if (!angry) throw new Error('review missing');

    const hidden = await hide(angry._id, true);
    expect(hidden.json()).toEqual({ message: 'Review hidden' });
    const after = await details(product.id);
    expect(after).toMatchObject({ rating: 5, numReviews: 1 });
    expect(after.reviews.map((review) => review.name)).toEqual(['Rita Reviewer']);
    const inList = (await listed({ product: product.id })).reviews.find((review) => review._id === angry._id);
    expect(inList).toMatchObject({
      hidden: true,
      rating: 1,
      product: { _id: product.id, name: product.name },
    });

    expect((await hide(angry._id, false)).json()).toEqual({ message: 'Review restored' });
    expect(await details(product.id)).toMatchObject({ rating: 3, numReviews: 2 });
    expect(await productsWithDriftedRatings(t.db)).toEqual([]);
  });

  it('when a manager deletes a review, then it is gone and the rating recounted', async () => {
    const product = await createProduct(t.db);
    await reviewed(product.id, 4);
    const [only] = (await details(product.id)).reviews;
    if (!only) throw new Error('review missing');
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/reviews/${only._id}`,
      headers: manager,
    });
    expect(removed.json()).toEqual({ message: 'Review deleted' });
    expect(await details(product.id)).toMatchObject({ rating: 0, numReviews: 0, reviews: [] });
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/reviews/${only._id}`,
      headers: manager,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ message: 'Review not found' });
  });

  it('when the review does not exist or the body is not a boolean, then it answers 404 or 400 and nothing changes', async () => {
    const product = await createProduct(t.db);
    await reviewed(product.id, 2);
    const [only] = (await details(product.id)).reviews;
    if (!only) throw new Error('review missing');
    expect((await hide('00000000-0000-4000-8000-000000000000', true)).statusCode).toBe(404);
    expect((await hide('not-an-id', true)).statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/reviews/${only._id}`,
      headers: manager,
      payload: { hidden: 'maybe' },
    });
    expect(bad.statusCode).toBe(400);
    expect(await details(product.id)).toMatchObject({ rating: 2, numReviews: 1 });
  });

  it('when the list is read, then reported reviews come first, then the newest, and rating and product narrow it', async () => {
    const product = await createProduct(t.db);
    const other = await createProduct(t.db);
    await reviewed(product.id, 5, 'First');
    await reviewed(product.id, 3, 'Second');
    await reviewed(product.id, 5, 'Third');
    await reviewed(other.id, 5, 'Elsewhere');
    const byName = (name: string) =>
      listed({ product: product.id }).then(({ reviews }) => reviews.find((review) => review.name === name));

    expect((await listed({ product: product.id })).reviews.map((review) => review.name)).toEqual([
      'Third',
      'Second',
      'First',
    ]);
    const first = await byName('First');
    if (!first) throw new Error('review missing');
    const shopper = await signedIn(t.app, t.db);
    expect((await report(product.id, first._id, shopper.headers)).json()).toEqual({
      message: 'Thank you: the review has been reported',
    });
    const { reviews, pages } = await listed({ product: product.id });
    expect(reviews.map((review) => [review.name, review.reports])).toEqual([
      ['First', 1],
      ['Third', 0],
      ['Second', 0],
    ]);
    expect(pages).toBe('1');
    expect((await listed({ product: product.id, rating: '5' })).reviews.map((review) => review.name)).toEqual(
      ['First', 'Third'],
    );
  });
});

describe('reporting a review', () => {
  it('when a shopper reports a review twice, then the second is refused and it counts once', async () => {
    const product = await createProduct(t.db);
    await reviewed(product.id, 1);
    const [only] = (await details(product.id)).reviews;
    if (!only) throw new Error('review missing');
    const shopper = await signedIn(t.app, t.db);
    expect((await report(product.id, only._id, shopper.headers)).statusCode).toBe(201);
    const twice = await report(product.id, only._id, shopper.headers);
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ message: 'You have already reported this review' });
    const another = await signedIn(t.app, t.db);
    expect((await report(product.id, only._id, another.headers)).statusCode).toBe(201);
    const entry = (await listed({ product: product.id })).reviews[0];
    expect(entry?.reports).toBe(2);
  });

  it('when nobody is signed in, the review is hidden, or it is another product’s, then the report is refused', async () => {
    const product = await createProduct(t.db);
    const other = await createProduct(t.db);
    await reviewed(product.id, 1);
    const [only] = (await details(product.id)).reviews;
    if (!only) throw new Error('review missing');
    const shopper = await signedIn(t.app, t.db);
    expect((await report(product.id, only._id, {})).statusCode).toBe(401);
    expect((await report(other.id, only._id, shopper.headers)).statusCode).toBe(404);
    await hide(only._id, true);
    expect((await report(product.id, only._id, shopper.headers)).statusCode).toBe(404);
  });
});

describe('moderation under races', () => {
  it('when reviews are hidden, restored and written at once, then every rating matches its shown reviews', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const product = await createProduct(t.db);
      await reviewed(product.id, 1);
      await reviewed(product.id, 5);
      const shown = (await details(product.id)).reviews;
      const writers = await Promise.all([1, 2, 3].map(() => accountWithToken(t.db)));
      const answers = await Promise.all([
        ...shown.map((review, index) => hide(review._id, index % 2 === 0)),
        ...writers.map((writer, index) =>
          t.app.inject({
            method: 'POST',
            url: `/api/products/${product.id}/reviews`,
            headers: writer.headers,
            payload: { rating: index + 2, comment: 'At the same moment.' },
          }),
        ),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 201, 201, 201]);
      expect(await productsWithDriftedRatings(t.db)).toEqual([]);
      expect(await details(product.id)).toMatchObject({ numReviews: 4 });
    }
  });
});
