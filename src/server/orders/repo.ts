import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orderItems, orders, products, users, type OrderStatus, type PaymentResult } from '../db/schema.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

export interface OrderRecord extends OrderRow {
  items: OrderItemRow[];
}

export interface ProductForOrder {
  id: string;
  name: string;
  image: string;
  priceCents: number;
  countInStock: number;
}

/** Published products by id: drafts cannot be ordered. */
export async function findOrderableProducts(db: Db, ids: readonly string[]): Promise<ProductForOrder[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: products.id,
      name: products.name,
      image: products.image,
      priceCents: products.priceCents,
      countInStock: products.countInStock,
    })
    .from(products)
    .where(and(inArray(products.id, [...ids]), eq(products.isDraft, false)));
}

/**
 * Takes `qty` units from stock only if that many are there, in one statement: two orders racing
 * for the last units cannot both get them. The CHECK constraint is the backstop.
 */
export async function reserveStock(db: Db, productId: string, qty: number): Promise<boolean> {
  const rows = await db
    .update(products)
    .set({ countInStock: sql`${products.countInStock} - ${qty}` })
    .where(and(eq(products.id, productId), sql`${products.countInStock} >= ${qty}`))
    .returning({ id: products.id });
  return rows.length === 1;
}

export async function currentStock(db: Db, productId: string): Promise<number> {
  const [row] = await db
    .select({ countInStock: products.countInStock })
    .from(products)
    .where(eq(products.id, productId));
  return row?.countInStock ?? 0;
}

/** Puts an order's units back on the shelf (for products that still exist). */
export async function releaseStock(db: Db, orderId: string): Promise<void> {
  await db.execute(sql`
    UPDATE products AS p SET count_in_stock = p.count_in_stock + i.qty
    FROM order_items AS i
    WHERE i.order_id = ${orderId} AND i.product_id = p.id`);
}

export async function insertOrder(
  db: Db,
  order: typeof orders.$inferInsert,
  items: Omit<typeof orderItems.$inferInsert, 'orderId'>[],
): Promise<string> {
  const [row] = await db.insert(orders).values(order).returning({ id: orders.id });
  if (!row) throw new Error('order insert returned nothing');
  await db.insert(orderItems).values(items.map((item) => ({ ...item, orderId: row.id })));
  return row.id;
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

export async function listByUser(db: Db, userId: string): Promise<OrderRecord[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt));
  return withItems(db, rows);
}

export async function listAll(db: Db): Promise<OrderRecord[]> {
  return withItems(db, await db.select().from(orders).orderBy(desc(orders.createdAt)));
}

/**
 * One status change, made only from the statuses it may follow: a repeated or out-of-order
 * transition changes nothing and returns undefined, however many requests race.
 */
export async function transition(
  db: Db,
  id: string,
  from: readonly OrderStatus[],
  change: Partial<typeof orders.$inferInsert> & { status: OrderStatus },
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set(change)
    .where(and(eq(orders.id, id), inArray(orders.status, [...from])))
    .returning();
  return row;
}

export async function bindProviderOrder(db: Db, id: string, providerOrderId: string): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ providerOrderId })
    .where(and(eq(orders.id, id), eq(orders.status, 'pending')))
    .returning({ id: orders.id });
  return rows.length === 1;
}

export function markPaid(db: Db, id: string, result: PaymentResult & { id: string }, paidAt: Date) {
  return transition(db, id, ['pending'], {
    status: 'paid',
    paidAt,
    paymentProvider: result.provider,
    paymentTransactionId: result.id,
    paymentResult: result,
  });
}

/** Unpaid orders past their hold, locked so that two instances never cancel the same one. */
export async function lockExpiredPending(db: Db, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'pending'), lte(orders.expiresAt, now)))
    .orderBy(asc(orders.expiresAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return rows.map((row) => row.id);
}

export async function findUserContact(db: Db, userId: string) {
  const [row] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
