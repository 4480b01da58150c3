import { and, asc, count, eq, gt, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '../../contract/order-status.ts';
import { containsPattern, type Db, descending, orderEvents, orderItems, orders } from '../db/index.ts';
import { doneRefundsOf, type RefundRow } from './refunds-repo.ts';
import { ORDER_TRANSITIONS } from './transitions.ts';
import { readTogether } from '../reads-together.ts';

/**
 * Orders written and read: placing, finding, listing and the holds that end. Status changes are in
 * transition-repo.ts, what placing locks and counts in holdings-repo.ts, payments in payment-repo.ts.
 */

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

export interface OrderRecord extends OrderRow {
  items: OrderItemRow[];
  /** The refunds given, oldest first; absent where none can exist yet (an order just placed). */
  refunds?: RefundRow[];
}

export async function insertOrder(
  db: Db,
  order: typeof orders.$inferInsert,
  items: Omit<typeof orderItems.$inferInsert, 'orderId'>[],
): Promise<OrderRecord> {
  const [row] = await db.insert(orders).values(order).returning();
  if (!row) throw new Error('order insert returned nothing');
  const lines = await db
    .insert(orderItems)
    .values(items.map((item) => ({ ...item, orderId: row.id })))
    .returning();
  await db.insert(orderEvents).values({
    orderId: row.id,
    kind: 'placed',
    at: row.createdAt,
    actorId: row.userId,
    actorName: row.customerName,
  });
  // By name, then variant label: two variants of one product always come back in one order.
  const byName = (a: OrderItemRow, b: OrderItemRow) =>
    a.name.localeCompare(b.name) || (a.variantLabel ?? '').localeCompare(b.variantLabel ?? '');
  return { ...row, items: lines.sort(byName) };
}

async function withItems(db: Db, rows: OrderRow[]): Promise<OrderRecord[]> {
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderItems.name), asc(orderItems.variantLabel));
  const refunds = await doneRefundsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    items: items.filter((item) => item.orderId === row.id),
    refunds: refunds.filter((refund) => refund.orderId === row.id),
  }));
}

export async function findById(db: Db, id: string): Promise<OrderRecord | undefined> {
  const rows = await db.select().from(orders).where(eq(orders.id, id));
  const [record] = await withItems(db, rows);
  return record;
}

/** A customer's placement with an Idempotency-Key: whose, and which key. */
export interface IdempotencyAsk {
  userId: string;
  key: string;
}

/**
 * The orders some customers' Idempotency-Keys already made, in one read however many: each key's
 * row, and now and then a row of one customer's key that another asked for, which the caller's own
 * match leaves out.
 */
export async function findByIdempotencyKeys(db: Db, asked: readonly IdempotencyAsk[]) {
  return await db
    .select({
      id: orders.id,
      userId: orders.userId,
      idempotencyKey: orders.idempotencyKey,
      requestHash: orders.requestHash,
    })
    .from(orders)
    .where(
      and(
        inArray(orders.userId, [...new Set(asked.map((ask) => ask.userId))]),
        inArray(orders.idempotencyKey, [...new Set(asked.map((ask) => ask.key))]),
      ),
    );
}

/**
 * A customer's order made with an Idempotency-Key, read together with the other placements asking
 * at the same moment (`readTogether`, docs/orders-and-payments.md): each takes only the row of its
 * own customer and key.
 */
export function idempotencyKeyReader(db: Db) {
  const readBatch = readTogether(
    (asked: readonly IdempotencyAsk[]) => findByIdempotencyKeys(db, asked),
    (ask) => `${ask.userId} ${ask.key}`,
  );
  return async (userId: string, key: string) => {
    const rows = await readBatch([{ userId, key }]);
    return rows.find((row) => row.userId === userId && row.idempotencyKey === key);
  };
}

/** What the admin's order list narrows to: one status, and a number, name or e-mail to look for. */
export interface OrderFilter {
  status?: OrderStatus | undefined;
  /** Already trimmed; an order number with or without its `#`, or part of a name or e-mail. */
  keyword?: string | undefined;
}

/** The largest order number a query may compare with: the column is a 32-bit integer. */
const MAX_ORDER_NUMBER = 2_147_483_647;

function matching(userId: string | undefined, filter: OrderFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    userId === undefined ? undefined : eq(orders.userId, userId),
    filter.status === undefined ? undefined : eq(orders.status, filter.status),
  ];
  if (filter.keyword) {
    const number = /^#?(\d{1,10})$/.exec(filter.keyword)?.[1];
    const pattern = containsPattern(filter.keyword.toLowerCase());
    conditions.push(
      or(
        number !== undefined && Number(number) <= MAX_ORDER_NUMBER
          ? eq(orders.orderNumber, Number(number))
          : undefined,
        sql`lower(${orders.customerName}) LIKE ${pattern} ESCAPE '\\'`,
        sql`lower(${orders.customerEmail}) LIKE ${pattern} ESCAPE '\\'`,
      ),
    );
  }
  return and(...conditions);
}

/** Newest first, in the order the `orders_newest` and `orders_user_newest` indexes hold. */
export const newestOrdersFirst = [descending(orders.createdAt), descending(orders.id)];

/** One page of orders, newest first: one customer's, or everyone's when `userId` is undefined. */
export async function listPage(
  db: Db,
  page: { userId: string | undefined; limit: number; offset: number; filter?: OrderFilter },
): Promise<{ records: OrderRecord[]; total: number }> {
  const where = matching(page.userId, page.filter ?? {});
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(...newestOrdersFirst)
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await db.select({ total: count() }).from(orders).where(where);
  return { records: await withItems(db, rows), total: counted?.total ?? 0 };
}

/** Holds while the order's stock hold is still running at `now`. */
export const holdRunningAt = (now: Date): SQL => gt(orders.expiresAt, now);
/** Holds once the order's stock hold has ended at `now`. */
export const holdEndedAt = (now: Date): SQL => lte(orders.expiresAt, now);

/** Unpaid orders whose hold has ended, oldest first, with their lines (which never change). */
export async function findHoldsEnded(db: Db, now: Date, limit: number): Promise<OrderRecord[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(inArray(orders.status, [...ORDER_TRANSITIONS.expire.from]), holdEndedAt(now)))
    .orderBy(asc(orders.expiresAt))
    .limit(limit);
  return withItems(db, rows);
}
