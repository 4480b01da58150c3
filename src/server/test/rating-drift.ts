import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';

/** Products whose stored rating or review count differs from what their shown (not hidden) reviews say. */
export function productsWithDriftedRatings(db: Db) {
  return queryRows<{ id: string; num_reviews: number; counted: number }>(
    db,
    sql`SELECT p.id, p.num_reviews, (SELECT count(*)::int FROM reviews r WHERE r.product_id = p.id AND NOT r.hidden) AS counted
        FROM products p
        WHERE p.num_reviews <> (SELECT count(*) FROM reviews r WHERE r.product_id = p.id AND NOT r.hidden)
           OR abs(p.rating - COALESCE((SELECT avg(r.rating) FROM reviews r WHERE r.product_id = p.id AND NOT r.hidden), 0)) > 1e-9`,
  );
}
