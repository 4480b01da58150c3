import { eq, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows, users } from '../db/index.ts';

/** How many savers one run of the job claims per transaction. */
export const CLAIM_BATCH = 100;

export interface Saver {
  id: string;
  email: string;
}

/**
 * Locks up to CLAIM_BATCH savers who have a drop to be told, still want the mails and were not
 * mailed since `mailedBefore`. Savers another run holds are skipped (SKIP LOCKED); the lock is
 * NO KEY UPDATE, so a wishlist save (which holds the user KEY SHARE) is not kept waiting.
 */
export function lockSaversDue(tx: Db, mailedBefore: Date): Promise<Saver[]> {
  return queryRows<Saver>(
    tx,
    sql`SELECT u.id, u.email FROM users AS u
        WHERE u.price_drop_mails
          AND (u.price_drop_mailed_at IS NULL OR u.price_drop_mailed_at <= ${mailedBefore.toISOString()}::timestamptz)
          AND u.id IN (
            SELECT w.user_id FROM wishlist_items AS w JOIN products AS p ON p.id = w.product_id
            WHERE NOT p.is_draft AND p.price_cents < w.seen_price_cents)
        ORDER BY u.id
        LIMIT ${CLAIM_BATCH}
        FOR NO KEY UPDATE OF u SKIP LOCKED`,
  );
}

export interface ClaimedDrop {
  user_id: string;
  product_id: string;
  name: string;
  was_cents: number;
  now_cents: number;
}

/**
 * Tells the locked savers' drops: each saved row whose product now costs less than the saver saw
 * is set to the price now, in one conditional update (`seen_price_cents` still what was read), and
 * returned with the price it replaced. A drop is claimed once: a second run finds the new price.
 */
export function claimDrops(tx: Db, userIds: readonly string[]): Promise<ClaimedDrop[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  const ids = sql.join(
    userIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  return queryRows<ClaimedDrop>(
    tx,
    sql`WITH dropped AS (
          SELECT w.user_id, w.product_id, p.name, w.seen_price_cents AS was_cents, p.price_cents AS now_cents
          FROM wishlist_items AS w JOIN products AS p ON p.id = w.product_id
          WHERE w.user_id IN (${ids}) AND NOT p.is_draft AND p.price_cents < w.seen_price_cents
          FOR UPDATE OF w)
        UPDATE wishlist_items AS w SET seen_price_cents = d.now_cents
        FROM dropped AS d
        WHERE w.user_id = d.user_id AND w.product_id = d.product_id AND w.seen_price_cents = d.was_cents
        RETURNING d.user_id, d.product_id, d.name, d.was_cents, d.now_cents`,
  );
}

/** Starts the day's quiet for the savers just mailed. */
export async function markMailed(tx: Db, userIds: readonly string[], now: Date): Promise<void> {
  if (userIds.length === 0) return;
  await tx
    .update(users)
    .set({ priceDropMailedAt: now })
    .where(inArray(users.id, [...userIds]));
}

/** Opts the customer out of price-drop mails; false when there is no such customer. */
export async function optOut(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ priceDropMails: false })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return rows.length > 0;
}
