import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { orders } from '../db/schema.ts';
import { openTestDatabase } from '../test/database.ts';
import { newestOrdersFirst } from './repo.ts';

// A page of orders newest first must walk an index, not sort every order: the query's order has
// to be the one the indexes hold (`DESC NULLS LAST`). Sorting is made prohibitively dear so the
// plan shows a Sort only when no index can give the order.
let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function plan(query: { toSQL(): { sql: string; params: unknown[] } }): Promise<string> {
  const { db } = database;
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_sort = off`);
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    const { sql: text, params } = query.toSQL();
    const result = await tx.execute(sql`EXPLAIN ${sql.raw(inline(text, params))}`);
    return JSON.stringify(result);
  });
}

/** The statement with its parameters written in (uuids and numbers only, in these queries). */
function inline(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => `'${String(params[Number(n) - 1])}'`);
}

describe('order listing plans', () => {
  it('when every order is listed newest first, then the orders_newest index is walked', async () => {
    const query = database.db
      .select()
      .from(orders)
      .orderBy(...newestOrdersFirst)
      .limit(8);
    const text = await plan(query);
    expect(text).toContain('orders_newest');
    expect(text).not.toMatch(/Sort/);
  });

  it("when one customer's orders are listed newest first, then orders_user_newest is walked", async () => {
    const query = database.db
      .select()
      .from(orders)
      .where(eq(orders.userId, '00000000-0000-4000-8000-000000000000'))
      .orderBy(...newestOrdersFirst)
      .limit(8);
    const text = await plan(query);
    expect(text).toContain('orders_user_newest');
    expect(text).not.toMatch(/Sort/);
  });
});
