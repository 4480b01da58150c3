import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { OPEN_RETURN_STATES, type ReturnState } from '../../contract/returns.ts';
import { type Db, orderReturns } from '../db/index.ts';
import { RETURN_MOVES, type ReturnMoveName } from './return-moves.ts';

/** An order's returns written and read (docs/orders-and-payments.md#returns). */

export type ReturnRow = typeof orderReturns.$inferSelect;
export type NewReturn = Pick<typeof orderReturns.$inferInsert, 'kind' | 'lines' | 'reason'>;
type ReturnChange = Partial<Pick<ReturnRow, 'note' | 'decidedAt' | 'receivedAt' | 'refundedAt'>>;

/** Every return of these orders, oldest first. */
export function returnsOf(db: Db, orderIds: readonly string[]): Promise<ReturnRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(orderReturns)
    .where(inArray(orderReturns.orderId, [...orderIds]))
    .orderBy(asc(orderReturns.createdAt), asc(orderReturns.id));
}

export async function findReturn(db: Db, id: string): Promise<ReturnRow | undefined> {
  const [row] = await db.select().from(orderReturns).where(eq(orderReturns.id, id));
  return row;
}

export async function insertReturn(tx: Db, orderId: string, values: NewReturn): Promise<ReturnRow> {
  const [row] = await tx
    .insert(orderReturns)
    .values({ ...values, orderId })
    .returning();
  if (!row) throw new Error('return insert returned nothing');
  return row;
}

/**
 * One move of the table (return-moves.ts) as a conditional UPDATE: only from the states it
 * allows, so a repeated or out-of-order move changes nothing and returns undefined.
 */
export async function moveReturn(
  db: Db,
  id: string,
  name: ReturnMoveName,
  change: ReturnChange,
): Promise<ReturnRow | undefined> {
  const { from, to } = RETURN_MOVES[name];
  const [row] = await db
    .update(orderReturns)
    .set({ ...change, state: to })
    .where(and(eq(orderReturns.id, id), inArray(orderReturns.state, [...from])))
    .returning();
  return row;
}

/** The staff list: one state, or every return with the open ones first; newest first within. */
export async function listPage(
  db: Db,
  options: { state: ReturnState | undefined; limit: number; offset: number },
) {
  const where = options.state ? eq(orderReturns.state, options.state) : undefined;
  const openFirst = sql`CASE WHEN ${inArray(orderReturns.state, [...OPEN_RETURN_STATES])} THEN 0 ELSE 1 END`;
  const rows = await db
    .select()
    .from(orderReturns)
    .where(where)
    .orderBy(openFirst, desc(orderReturns.createdAt), desc(orderReturns.id))
    .limit(options.limit)
    .offset(options.offset);
  const [total] = await db.select({ value: count() }).from(orderReturns).where(where);
  return { rows, total: total?.value ?? 0 };
}
