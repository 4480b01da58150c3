import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { OrderEventKind } from '../../contract/order-status.ts';
import { type Db, orderEvents, orders, transaction, users } from '../db/index.ts';
import type { OrderRow } from './repo.ts';
import { eventOf, ORDER_TRANSITIONS, type TransitionName } from './transitions.ts';

/** An order's status changes and the timeline lines they write. */

/** Who made a change, for the order's timeline; undefined when the shop itself acted. */
export interface Actor {
  id: string | null;
  name: string;
}

/** What a transition may write beside the status it sets. */
export type OrderChange = Omit<PgUpdateSetSource<typeof orders>, 'status' | 'id'>;

/**
 * Locks (KEY SHARE) the user a transition's timeline line names, before the order's row, in the
 * lock order (users, then orders, then products: docs/orders-and-payments.md): the given
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
    shipped: row.shippedAt,
    delivered: row.deliveredAt,
    cancelled: row.cancelledAt,
    // Each partial refund has its own moment: the line is written as it is recorded.
    'partially-refunded': null,
    refunded: row.refundedAt,
  };
  return times[kind] ?? new Date();
}

/** An order's timeline, oldest first. */
export function listEvents(db: Db, orderId: string) {
  return db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.at));
}
