import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditLog } from '../db/index.ts';
import type { Db } from '../db/client.ts';

type AuditRow = typeof auditLog.$inferSelect;

/** Every audit entry about one record, oldest first, as stored. */
export function auditOf(db: Db, target: string): Promise<AuditRow[]> {
  return db.select().from(auditLog).where(eq(auditLog.targetId, target)).orderBy(asc(auditLog.at));
}

/** The one entry a write left about `target`; fails when there is none or more than one. */
export async function onlyAuditOf(db: Db, target: string): Promise<AuditRow> {
  const rows = await auditOf(db, target);
  expect(rows, JSON.stringify(rows)).toHaveLength(1);
  return rows[0] as AuditRow;
}

/** How many entries the log holds in all: a refused write must not add one. */
export async function auditCount(db: Db): Promise<number> {
  return (await db.select({ id: auditLog.id }).from(auditLog)).length;
}
