import { and, asc, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { PAID_STATUSES } from '../../contract/order-status.ts';
import { type Db, orderItems, orders, products } from '../db/index.ts';

/** The UTC calendar day a moment falls on, as `YYYY-MM-DD`: the shop keeps its books in UTC. */
const paidDay = sql<string>`to_char(${orders.paidAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
const sumOf = (column: unknown) => sql<number>`coalesce(sum(${column}), 0)::bigint`.mapWith(Number);

/** Orders that brought money in and kept it: paid or delivered, not refunded. */
const earnedSince = (from: Date) => and(inArray(orders.status, [...PAID_STATUSES]), gte(orders.paidAt, from));

/** Revenue (cents) and paid orders per UTC day since `from`; days without sales are absent. */
export function revenueByDay(db: Db, from: Date) {
  return db
    .select({ day: paidDay, revenueCents: sumOf(orders.totalCents), orders: count() })
    .from(orders)
    .where(earnedSince(from))
    .groupBy(paidDay);
}

/** Orders placed since `from`, counted by the status they have now. */
export function ordersByStatus(db: Db, from: Date) {
  return db
    .select({ status: orders.status, count: count() })
    .from(orders)
    .where(gte(orders.createdAt, from))
    .groupBy(orders.status)
    .orderBy(orders.status);
}

/** The best sellers by units among orders earned since `from`, with the revenue their lines brought. */
export function topProducts(db: Db, from: Date, limit: number) {
  const units = sumOf(orderItems.qty);
  return db
    .select({
      product: orderItems.productId,
      name: sql<string>`max(${orderItems.name})`,
      units,
      revenueCents: sumOf(sql`${orderItems.qty} * ${orderItems.priceCents}`),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(earnedSince(from))
    .groupBy(orderItems.productId)
    .orderBy(desc(units), asc(sql`max(${orderItems.name})`))
    .limit(limit);
}

/** Published products with at most `threshold` left, fewest first. */
export function lowStock(db: Db, threshold: number, limit: number) {
  return db
    .select({ _id: products.id, name: products.name, countInStock: products.countInStock })
    .from(products)
    .where(and(eq(products.isDraft, false), lte(products.countInStock, threshold)))
    .orderBy(asc(products.countInStock), asc(products.name))
    .limit(limit);
}
