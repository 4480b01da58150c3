import { desc } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The audit log (docs/staff.md#the-audit-log): one row per staff write, inserted in the write's own
 * transaction. Who is copied (id, name, e-mail at the time) rather than referenced, so an entry
 * outlives the account; a trigger of the migration refuses UPDATE and DELETE, so entries are
 * append-only whatever code runs.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    actorId: uuid('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    actorEmail: text('actor_email').notNull(),
    /** The client's address as the app derives it (Fastify `request.ip`, behind trusted proxies). */
    address: text('address').notNull(),
    /** What was done: `product.update`, `order.ship`, … (src/contract/audit.ts). */
    kind: text('kind').notNull(),
    targetId: text('target_id').notNull(),
    /** The changed fields only, as the API shows them, secrets stripped. */
    before: jsonb('before').$type<Record<string, unknown>>().notNull(),
    after: jsonb('after').$type<Record<string, unknown>>().notNull(),
  },
  (table) => [
    index('audit_log_at').on(desc(table.at), desc(table.id)),
    index('audit_log_actor_at').on(table.actorId, desc(table.at)),
    index('audit_log_kind_at').on(table.kind, desc(table.at)),
  ],
);
