import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import { signedIn } from '../test/accounts.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createProduct } from '../test/factories.ts';

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

/** Products whose rating or review count differs from what their reviews say. */
function driftedProducts() {
  return queryRows<{ id: string; num_reviews: number; counted: number }>(
    t.db,
    sql`SELECT p.id, p.num_reviews, (SELECT count(*)::int FROM reviews r WHERE r.product_id = p.id) AS counted
        FROM products p
        WHERE p.num_reviews <> (SELECT count(*) FROM reviews r WHERE r.product_id = p.id)
           OR abs(p.rating - COALESCE((SELECT avg(r.rating) FROM reviews r WHERE r.product_id = p.id), 0)) > 1e-9`,
  );
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
    expect(await driftedProducts()).toEqual([]);

    const [left] = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM reviews WHERE user_id IN (${sql.join(
        leaving.map(({ account }) => sql`${account.id}::uuid`),
        sql`, `,
      )})`,
    );
    expect(left?.n).toBe(0);
    const [kept] = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM reviews WHERE user_id IN (${sql.join(
        staying.map(({ account }) => sql`${account.id}::uuid`),
        sql`, `,
      )})`,
    );
    expect(kept?.n).toBe(staying.length * products.length);
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
