import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database } from '../../src/server/db/client.ts';
import { openPglite } from '../../src/server/db/embedded/index.ts';
import { verifyPassword } from '../../src/server/users/password.ts';
import { insertProducts, refreshSearchTerms, sampleProductIds } from './bench-seed.ts';
import { generateCatalogue } from './catalogue-generator.ts';
import type { SqlSession } from './sql-session.ts';
import {
  checkStock,
  countShopperOrders,
  createShoppers,
  createStockedProducts,
  SHOPPER_PASSWORD,
  shopperEmail,
} from './write-bench-data.ts';

interface RawClient {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * The bench's SQL against the app's own migrations, on PGlite in memory: one connection, so the
 * seeding transaction behaves as on the bench's dedicated PostgreSQL connection. Every
 * `npm run bench` runs the same statements on PostgreSQL.
 */
let database: Database;
let session: SqlSession;

beforeAll(async () => {
  database = await openPglite();
  await database.migrate();
  const client = (database.db as unknown as { $client: RawClient }).$client;
  session = {
    query: async <T>(text: string, params: unknown[] = []) => (await client.query(text, params)).rows as T[],
    close: async () => undefined,
  };
});

afterAll(async () => {
  await database.close();
});

async function placeOrder(userEmail: string, lines: { productId: string; qty: number }[], status: string) {
  const [order] = await session.query<{ id: string }>(
    `INSERT INTO orders (user_id, customer_name, customer_email, address, city, postal_code, country,
                         payment_method, items_cents, tax_cents, shipping_cents, total_cents, status,
                         expires_at, paid_at, cancelled_at)
     SELECT id, name, email, '1 Street', 'Town', '12345', 'Land', 'TestCard', 0, 0, 0, 0, $2,
            now() + interval '1 hour', CASE WHEN $2 = 'paid' THEN now() END,
            CASE WHEN $2 = 'cancelled' THEN now() END
     FROM users WHERE email = $1 RETURNING id::text AS id`,
    [userEmail, status],
  );
  for (const line of lines) {
    await session.query(
      `INSERT INTO order_items (order_id, product_id, name, image, price_cents, qty)
       VALUES ($1, $2, 'Item', '/x.webp', 100, $3)`,
      [order?.id, line.productId, line.qty],
    );
    if (status !== 'cancelled') {
      await session.query('UPDATE products SET count_in_stock = count_in_stock - $2 WHERE id = $1', [
        line.productId,
        line.qty,
      ]);
    }
  }
}

describe('bench data', () => {
  it('when the generated catalogue is inserted, then every product is stored and its words are searchable', async () => {
    const products = [...generateCatalogue({ count: 3_000, now: new Date(), seed: 'bench-data test' })];
    const progress: number[] = [];
    expect(
      await insertProducts(session, products, { onProgress: (inserted) => progress.push(inserted) }),
    ).toBe(3_000);
    expect(progress).toEqual([2_000]);
    await refreshSearchTerms(session);

    const [stored] = await session.query<{ n: number; drafts: number }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE is_draft)::int AS drafts FROM products`,
    );
    expect(stored).toEqual({ n: 3_000, drafts: products.filter((product) => product.isDraft).length });
    const terms = await session.query<{ term: string }>(
      `SELECT term FROM search_terms WHERE term IN ('device', 'wireless', 'samsung')`,
    );
    expect(terms.map((row) => row.term).sort()).toEqual(['device', 'samsung', 'wireless']);

    const ids = await sampleProductIds(session, 50);
    expect(ids).toHaveLength(50);
    const [published] = await session.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM products WHERE id = ANY($1::uuid[]) AND NOT is_draft',
      [ids],
    );
    expect(published?.n).toBe(50);
  });

  it('when shoppers are created, then each can sign in with the bench password', async () => {
    await createShoppers(session, 3);
    const rows = await session.query<{ email: string; password_hash: string }>(
      'SELECT email, password_hash FROM users WHERE email = ANY($1::text[]) ORDER BY email',
      [[0, 1, 2].map(shopperEmail)],
    );
    expect(rows.map((row) => row.email)).toEqual([0, 1, 2].map(shopperEmail));
    expect(await verifyPassword(SHOPPER_PASSWORD, rows[0]?.password_hash ?? '')).toBe(true);
  });

  it('when orders took units, then stock left plus units ordered balances; a changed stock does not', async () => {
    const stocked = await createStockedProducts(session);
    const [first, scarce] = [stocked[0], stocked.find((product) => product.scarce)];
    if (!first || !scarce) throw new Error('the bench stocks a plentiful and a scarce product');
    await placeOrder(shopperEmail(0), [{ productId: first.id, qty: 3 }], 'paid');
    await placeOrder(shopperEmail(1), [{ productId: scarce.id, qty: 2 }], 'pending');
    await placeOrder(shopperEmail(2), [{ productId: first.id, qty: 5 }], 'cancelled');

    const balanced = await checkStock(session, stocked);
    expect(balanced.every((check) => check.balanced)).toBe(true);
    expect(balanced[0]).toMatchObject({ left: first.initialStock - 3, ordered: 3 });
    expect(await countShopperOrders(session)).toEqual(
      new Map([
        ['paid', 1],
        ['pending', 1],
        ['cancelled', 1],
      ]),
    );

    // An order whose stock was never taken: more units sold than the shop had.
    await session.query('UPDATE products SET count_in_stock = count_in_stock + 1 WHERE id = $1', [scarce.id]);
    const oversold = await checkStock(session, stocked);
    expect(oversold.filter((check) => !check.balanced).map((check) => check.product.id)).toEqual([scarce.id]);
  });
});
