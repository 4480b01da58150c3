import { and, countDistinct, eq, inArray, isNotNull, notExists, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { UNPAID_STATUSES } from '../../contract/order-status.ts';
import { type Db, orderItems, orders, users } from '../db/index.ts';

/** What placing an order locks and counts: the customer, their network, and what each holds unpaid. */

/**
 * Locks the customer's row for the rest of the transaction and returns their contact details,
 * or nothing if the account is gone. Placing an order takes this lock before any product row
 * (docs/orders-and-payments.md): it waits for a deletion in progress instead of deadlocking
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

/** What one guest e-mail address holds unpaid, over guest orders not yet saved to an account. */
export function guestUnpaidHoldings(db: Db, email: string): Promise<{ orders: number; items: number }> {
  return unpaidWhere(db, and(eq(orders.customerEmail, email), isNotNull(orders.guestKeySalt)));
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
 * after the customer's row and before any product row (docs/orders-and-payments.md).
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
