import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import { signedIn } from '../test/accounts.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createProduct } from '../test/factories.ts';
import { productsWithDriftedRatings } from '../test/rating-drift.ts';

// Reviews and account deletion meet on the same rows: a review locks its author (KEY SHARE),
// then its product; deleting a user locks the user, then recomputes the products it had reviewed.
// On PostgreSQL these requests really run at once (PGlite runs them one after another).
let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedIn(t.app, t.db, { isAdmin: true })).headers;
});
afterAll(() => t.close());

/** How many reviews these users have, over every product. */
async function reviewCountBy(accounts: readonly { account: { id: string } }[]): Promise<number | undefined> {
  const [row] = await queryRows<{ n: number }>(
    t.db,
    sql`SELECT count(*)::int AS n FROM reviews WHERE user_id IN (${sql.join(
      accounts.map(({ account }) => sql`${account.id}::uuid`),
      sql`, `,
    )})`,
  );
  return row?.n;
}

describe('reviews while their authors are deleted', () => {
  it('when reviewers are deleted while their reviews are written, then every rating matches its reviews and nothing fails', async () => {
    const products = await Promise.all(Array.from({ length: 4 }, () => createProduct(t.db)));
    const staying = await Promise.all(Array.from({ length: 3 }, () => signedIn(t.app, t.db)));
    const leaving = await Promise.all(Array.from({ length: 12 }, () => signedIn(t.app, t.db)));

    const reviewsBy = (reviewer: { headers: Record<string, string> }, rating: number) =>
      products.map((product) =>
        t.app.inject({
          method: 'POST',
          url: `/api/products/${product.id}/reviews`,
          headers: reviewer.headers,
          payload: { rating, comment: 'Written in a hurry.' },
        }),
      );
    // One reviewer at a time is deleted while all of their reviews (and another's) are under way,
    // so each deletion races its own author's reviews instead of queueing behind other deletions.
    const responses = [];
    for (const [index, reviewer] of leaving.entries()) {
      const bystander = staying[index];
      responses.push(
        ...(await Promise.all([
          t.app.inject({ method: 'DELETE', url: `/api/users/${reviewer.account.id}`, headers: admin }),
          ...reviewsBy(reviewer, (index % 5) + 1),
          ...(bystander ? reviewsBy(bystander, ((index + 2) % 5) + 1) : []),
        ])),
      );
    }

    const outcomes = responses.map((response) => `${response.statusCode} ${response.body}`);
    for (const outcome of outcomes) {
      expect(outcome).toMatch(
        /^(201 {"message":"Review added"}|200 {"message":"User removed"}|401 {"message":"Not authorized, token failed","code":"TOKEN_FAILED"})$/,
      );
    }
    expect(outcomes.filter((outcome) => outcome.startsWith('200 '))).toHaveLength(leaving.length);
    expect(await productsWithDriftedRatings(t.db)).toEqual([]);

    expect(await reviewCountBy(leaving)).toBe(0);
    expect(await reviewCountBy(staying)).toBe(staying.length * products.length);
  });

  it('when a deleted reviewer sends a review, then it answers 401 token failed and nothing changes', async () => {
    const product = await createProduct(t.db);
    const reviewer = await signedIn(t.app, t.db);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${reviewer.account.id}`,
      headers: admin,
    });
    expect(removed.statusCode).toBe(200);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/products/${product.id}/reviews`,
      headers: reviewer.headers,
      payload: { rating: 5, comment: 'From beyond.' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Not authorized, token failed', code: 'TOKEN_FAILED' });
    const details = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` });
    expect(details.json()).toMatchObject({ numReviews: 0, reviews: [] });
  });
});
