import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { queryRows, type Db, lowStockAlerts, mailQueue, products, users } from '../db/index.ts';
import type { MailMessage } from './messages/message.ts';

export type MailRow = typeof mailQueue.$inferSelect;

/** Writes messages into the queue with whatever transaction the caller passes. */
export async function insertMessages(db: Db, messages: readonly MailMessage[]): Promise<void> {
  if (messages.length === 0) return;
  await db.insert(mailQueue).values(
    messages.map((message) => ({
      kind: message.kind,
      recipient: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
    })),
  );
}

/**
 * Claims up to `limit` due messages for one worker. `SKIP LOCKED` lets several instances claim at
 * once without waiting on each other or taking the same row; the claim moves `next_attempt_at`
 * past the lease, so a row whose worker died mid-send is picked up again when the lease ends.
 */
export async function claimDue(db: Db, now: Date, leaseMs: number, limit: number): Promise<MailRow[]> {
  const leaseEnd = new Date(now.getTime() + leaseMs);
  const claimed = await db
    .update(mailQueue)
    .set({ attempts: sql`${mailQueue.attempts} + 1`, nextAttemptAt: leaseEnd })
    .where(
      inArray(
        mailQueue.id,
        db
          .select({ id: mailQueue.id })
          .from(mailQueue)
          .where(and(eq(mailQueue.status, 'pending'), lte(mailQueue.nextAttemptAt, now)))
          .orderBy(asc(mailQueue.nextAttemptAt), asc(mailQueue.createdAt))
          .limit(limit)
          .for('update', { skipLocked: true }),
      ),
    )
    .returning();
  // RETURNING keeps no order: messages go out in the order their events happened.
  return claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

export async function markSent(db: Db, id: string, at: Date): Promise<void> {
  await db.update(mailQueue).set({ status: 'sent', sentAt: at, lastError: null }).where(eq(mailQueue.id, id));
}

/** A refused send: tried again at `retryAt`, or given up (`failed`) when there is no retry left. */
export async function markRefused(
  db: Db,
  id: string,
  error: string,
  retryAt: Date | undefined,
): Promise<void> {
  await db
    .update(mailQueue)
    .set(retryAt ? { lastError: error, nextAttemptAt: retryAt } : { lastError: error, status: 'failed' })
    .where(eq(mailQueue.id, id));
}

export async function countPending(db: Db): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(mailQueue)
    .where(eq(mailQueue.status, 'pending'));
  return row?.count ?? 0;
}

export function findAdmins(db: Db): Promise<{ email: string; name: string }[]> {
  return db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.isAdmin, true))
    .orderBy(asc(users.email));
}

/**
 * Records, once, every published product now under `threshold`, and returns those that were not
 * recorded before: exactly one instance gets each product back, however many check at once.
 * Products back at or above the threshold lose their record, so their next fall alerts again.
 */
export async function takeNewlyLowStock(
  db: Db,
  threshold: number,
): Promise<{ name: string; countInStock: number; priceCents: number }[]> {
  await db.delete(lowStockAlerts).where(
    inArray(
      lowStockAlerts.productId,
      db
        .select({ id: products.id })
        .from(products)
        .where(sql`${products.countInStock} >= ${threshold} OR ${products.isDraft}`),
    ),
  );
  return queryRows<{ name: string; countInStock: number; priceCents: number }>(
    db,
    sql`WITH fresh AS (
          INSERT INTO low_stock_alerts (product_id)
          SELECT id FROM products WHERE count_in_stock < ${threshold} AND NOT is_draft
          ON CONFLICT (product_id) DO NOTHING
          RETURNING product_id)
        SELECT p.name, p.count_in_stock AS "countInStock", p.price_cents AS "priceCents"
        FROM products p JOIN fresh ON fresh.product_id = p.id
        ORDER BY p.count_in_stock, p.name`,
  );
}

/**
 * Deletes up to `limit` sent or failed messages finished before `before` (they hold addresses and
 * order details nobody needs any more). Pending mail is never touched. Returns how many went.
 */
export async function deleteFinishedBefore(db: Db, before: Date, limit: number): Promise<number> {
  const old = db
    .select({ id: mailQueue.id })
    .from(mailQueue)
    .where(
      and(
        inArray(mailQueue.status, ['sent', 'failed']),
        sql`coalesce(${mailQueue.sentAt}, ${mailQueue.createdAt}) < ${before.toISOString()}::timestamptz`,
      ),
    )
    .limit(limit);
  const deleted = await db
    .delete(mailQueue)
    .where(inArray(mailQueue.id, old))
    .returning({ id: mailQueue.id });
  return deleted.length;
}
