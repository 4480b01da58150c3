import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { RETURN_KINDS, RETURN_STATES } from '../../../contract/returns.ts';
import { createdAt, sqlList } from './columns.ts';
import { orders, type RefundedLine } from './orders.ts';

/**
 * Returns of delivered orders (docs/orders-and-payments.md#returns). Every move of `state` is one
 * conditional UPDATE … WHERE state IN (from) (src/server/orders/return-moves.ts), so parallel moves
 * give one winner. A return's lines count as taken from the order from the moment it is asked for
 * until it is refused; the partial refund that closes it names it (`order_refunds.return_id`), so
 * its units are never counted twice (once as returned, once as refunded).
 */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** `return` may be refused; `withdrawal` (the EU withdrawal) may not. */
    kind: text('kind', { enum: RETURN_KINDS }).notNull().default('return'),
    state: text('state', { enum: RETURN_STATES }).notNull().default('requested'),
    lines: jsonb('lines').$type<RefundedLine[]>().notNull(),
    reason: text('reason').notNull(),
    /** The staff's last note to the shopper (why it was refused, what was received). */
    note: text('note'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }),
    refundedAt: timestamp('refunded_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    check('order_returns_kind_known', sql`${table.kind} IN (${sqlList(RETURN_KINDS)})`),
    check('order_returns_state_known', sql`${table.state} IN (${sqlList(RETURN_STATES)})`),
    check(
      'order_returns_refunded_has_refund',
      sql`${table.state} <> 'refunded' OR ${table.refundedAt} IS NOT NULL`,
    ),
    index('order_returns_order').on(table.orderId, table.createdAt),
    // The admin list: by state, newest first.
    index('order_returns_state_newest').on(table.state, table.createdAt.desc(), table.id.desc()),
  ],
);
