import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { AuditEntry } from '../../contract/audit.ts';
import { auditLog, type Db, jsonColumn } from '../db/index.ts';

type NewRow = typeof auditLog.$inferInsert;
type Row = typeof auditLog.$inferSelect;

/** The only write of the log: it is append-only (the table's trigger refuses UPDATE and DELETE). */
export async function insert(db: Db, row: NewRow): Promise<void> {
  await db.insert(auditLog).values(row);
}

export interface AuditFilter {
  actorId?: string | undefined;
  kind?: string | undefined;
  /** Inclusive. */
  from?: Date | undefined;
  /** Exclusive. */
  until?: Date | undefined;
}

function where(filter: AuditFilter): SQL | undefined {
  return and(
    filter.actorId === undefined ? undefined : eq(auditLog.actorId, filter.actorId),
    filter.kind === undefined ? undefined : eq(auditLog.kind, filter.kind),
    filter.from === undefined ? undefined : gte(auditLog.at, filter.from),
    filter.until === undefined ? undefined : lt(auditLog.at, filter.until),
  );
}

function present(row: Row): AuditEntry {
  return {
    _id: row.id,
    at: row.at.toISOString(),
    user: { _id: row.actorId, name: row.actorName, email: row.actorEmail },
    address: row.address,
    kind: row.kind,
    target: row.targetId,
    before: jsonColumn(row.before) as Record<string, unknown>,
    after: jsonColumn(row.after) as Record<string, unknown>,
  };
}

/** One page, newest first, and how many entries match in all. */
export async function page(
  db: Db,
  filter: AuditFilter,
  pageNumber: number,
  size: number,
): Promise<{ entries: AuditEntry[]; total: number }> {
  const condition = where(filter);
  const rows = await db
    .select()
    .from(auditLog)
    .where(condition)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(size)
    .offset((pageNumber - 1) * size);
  const [counted] = await db.select({ total: count() }).from(auditLog).where(condition);
  return { entries: rows.map(present), total: counted?.total ?? 0 };
}
