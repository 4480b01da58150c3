import { eq } from 'drizzle-orm';
import { DEFAULT_SUPPORT_REFUND_LIMIT_CENTS } from '../../contract/roles.ts';
import { type Db, staffSettings } from '../db/index.ts';

/** The owner's staff settings (one row, made by the migration). */
/** `lock`: hold the row until the transaction ends, so what the audit log calls before is exact. */
export async function readSettings(db: Db, lock = false): Promise<{ supportRefundLimitCents: number }> {
  const query = db
    .select({ supportRefundLimitCents: staffSettings.supportRefundLimitCents })
    .from(staffSettings)
    .where(eq(staffSettings.id, 1));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? { supportRefundLimitCents: DEFAULT_SUPPORT_REFUND_LIMIT_CENTS };
}

export async function writeSettings(db: Db, values: { supportRefundLimitCents: number }): Promise<void> {
  await db
    .insert(staffSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: staffSettings.id, set: { ...values, updatedAt: new Date() } });
}
