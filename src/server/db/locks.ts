import { eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { users } from './schema.ts';

// The first lock of the shop's lock order (docs/architecture.md, "Concurrency"): the user a write
// acts for, taken before orders, products and the rows that hang off them.

/**
 * Locks a user's row until the transaction ends: the first lock anything written on a user's behalf
 * takes (docs/orders-and-payments.md, docs/accounts.md). `key share` holds a deletion off while rows
 * naming the user are written (reviews, wishlist items, order timeline lines) and lets the user's
 * other requests run; `no key update` also makes one user's writes of that kind run one after
 * another (cart saves). False when the user no longer exists.
 */
export async function lockUser(
  db: Db,
  userId: string,
  strength: 'key share' | 'no key update',
): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for(strength);
  return rows.length > 0;
}
