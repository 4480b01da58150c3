import {
  containsPattern,
  type Db,
  descending,
  transaction,
  orderEvents,
  orderItems,
  orders,
  users,
} from '../db/index.ts';
import {
  and,
  asc,
  count,
  countDistinct,
  eq,
  gt,
  inArray,
  isNotNull,
  lte,
  notExists,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { UNPAID_STATUSES, type OrderEventKind, type OrderStatus } from '../../contract/order-status.ts';
import { eventOf, ORDER_TRANSITIONS, type TransitionName } from './transitions.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

export interface OrderRecord extends OrderRow {
  items: OrderItemRow[];
}

/** Who made a change, for the order's timeline; undefined when the shop itself acted. */
export interface Actor {
  id: string | null;
  name: string;
}

/** What a transition may write beside the status it sets. */
export type OrderChange = Omit<PgUpdateSetSource<typeof orders>, 'status' | 'id'>;

/**
 * Locks the customer's row for the rest of the transaction and returns their contact details,
 * or nothing if the account is gone. Placing an order takes this lock before any product row
 * (docs/decisions/0016-lock-order.md): it waits for a deletion in progress instead of deadlocking
 * with it, and one customer's orders are placed one at a time, so their unpaid orders can be counted.
 */
export async function lockCustomer(db: Db, userId: string) {
  const [row] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update');
  return row;
}

/** How many unpaid orders, and units in them, match `where`. */
async function unpaidWhere(db: Db, where: SQL | undefined): Promise<{ orders: number; items: number }> {
  const [row] = await db
    .select({
      orders: countDistinct(orders.id),
      items: sql<number>`coalesce(sum(${orderItems.qty}), 0)::int`.mapWith(Number),
    })
    .from(orders)
    .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(inArray(orders.status, [...UNPAID_STATUSES]), where));
  return row ?? { orders: 0, items: 0 };
}

/** How many orders, and how many units in them, the customer holds without having paid. */
export function unpaidHoldings(db: Db, userId: string): Promise<{ orders: number; items: number }> {
  return unpaidWhere(db, eq(orders.userId, userId));
}

/** Whether the customer has ever paid an order: a customer the shop knows, not a throwaway account. */
export async function hasPaidOrder(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), isNotNull(orders.paidAt)))
    .limit(1);
  return row !== undefined;
}

/**
 * Places from one client network take turns until their transaction ends, so its unpaid holdings
 * can be counted and added to without two placements slipping past the limit together. Taken
 * after the customer's row and before any product row (docs/decisions/0016-lock-order.md).
 */
export async function lockNetwork(db: Db, network: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`orders-network:${network}`}, 0))`);
}

/**
 * How many orders, and units in them, one client network holds unpaid, counting only accounts
 * that have never paid an order (a household's regular customers do not crowd out its guests).
 */
export function networkHoldings(db: Db, network: string): Promise<{ orders: number; items: number }> {
  const payer = alias(orders, 'payer');
  const paidBefore = db
    .select({ id: payer.id })
    .from(payer)
    .where(and(eq(payer.userId, orders.userId), isNotNull(payer.paidAt)));
  return unpaidWhere(db, and(eq(orders.clientNetwork, network), notExists(paidBefore)));
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
  return { ...row, items: lines.sort((a, b) => a.name.localeCompare(b.name)) };
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
    .orderBy(asc(orderItems.name));
  return rows.map((row) => ({ ...row, items: items.filter((item) => item.orderId === row.id) }));
}

export async function findById(db: Db, id: string): Promise<OrderRecord | undefined> {
  const rows = await db.select().from(orders).where(eq(orders.id, id));
  const [record] = await withItems(db, rows);
  return record;
}

export async function findByIdempotencyKey(
  db: Db,
  userId: string,
  key: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  return row;
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

/**
 * Locks (KEY SHARE) the user a transition's timeline line names, before the order's row, in the
 * lock order (users, then orders, then products: docs/decisions/0016-lock-order.md): the given
 * actor, or for a payment the order's customer. Deleting that user locks them first and then the
 * orders their deletion changes; taken the other way round, each waited for the other. Returns the
 * id to write: null when there is nobody to name, or the account is gone (which is what its
 * deletion makes of every line naming it).
 */
async function lockNamedUser(
  tx: Db,
  orderId: string,
  name: TransitionName,
  actor: Actor | undefined,
): Promise<string | null> {
  let named: SQL;
  if (actor) {
    if (actor.id === null) return null;
    named = eq(users.id, actor.id);
  } else if (name === 'confirmPayment') {
    named = eq(users.id, sql`(SELECT ${orders.userId} FROM ${orders} WHERE ${orders.id} = ${orderId})`);
  } else {
    return null;
  }
  const [row] = await tx.select({ id: users.id }).from(users).where(named).for('key share');
  return row?.id ?? null;
}

/**
 * One status change, made only from the statuses the transition table allows (and only where
 * `guard` holds): a repeated or out-of-order transition changes nothing and returns undefined,
 * however many requests race. On success, the changed row; its timeline line is written in the
 * same transaction, by `actor` (the order's customer when the transition is a payment).
 */
export async function transition(
  db: Db,
  id: string,
  name: TransitionName,
  change: OrderChange,
  guard?: SQL,
  actor?: Actor,
): Promise<OrderRow | undefined> {
  const { from, to } = ORDER_TRANSITIONS[name];
  const event = eventOf(name);
  const update = async (tx: Db) => {
    const actorId = event ? await lockNamedUser(tx, id, name, actor) : null;
    const [row] = await tx
      .update(orders)
      .set({ ...change, status: to })
      .where(and(eq(orders.id, id), inArray(orders.status, [...from]), guard))
      .returning();
    if (row && event) {
      await tx.insert(orderEvents).values({
        orderId: row.id,
        kind: event,
        at: eventTime(row, event),
        actorId,
        actorName: actor ? actor.name : name === 'confirmPayment' ? row.customerName : null,
      });
    }
    return row;
  };
  return event ? transaction(db, update) : update(db);
}

/** The moment a timeline line records: the order's own time for that step, so both always agree. */
function eventTime(row: OrderRow, kind: OrderEventKind): Date {
  const times: Record<OrderEventKind, Date | null> = {
    placed: row.createdAt,
    'payment-review': row.paymentCheckedAt,
    'payment-refused': null,
    paid: row.paidAt,
    delivered: row.deliveredAt,
    cancelled: row.cancelledAt,
    refunded: row.refundedAt,
  };
  return times[kind] ?? new Date();
}

/** An order's timeline, oldest first. */
export function listEvents(db: Db, orderId: string) {
  return db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.at));
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
