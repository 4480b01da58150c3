import { eq } from 'drizzle-orm';
import { DEFAULT_SUPPORT_REFUND_LIMIT_CENTS } from '../../contract/roles.ts';
import { type Db, staffSettings } from '../db/index.ts';

/** The owner's staff settings (one row, made by the migration). */
export async function readSettings(db: Db): Promise<{ supportRefundLimitCents: number }> {
  const [row] = await db
    .select({ supportRefundLimitCents: staffSettings.supportRefundLimitCents })
    .from(staffSettings)
    .where(eq(staffSettings.id, 1));
  return row ?? { supportRefundLimitCents: DEFAULT_SUPPORT_REFUND_LIMIT_CENTS };
}

export async function writeSettings(db: Db, values: { supportRefundLimitCents: number }): Promise<void> {
  await db
    .insert(staffSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: staffSettings.id, set: { ...values, updatedAt: new Date() } });
}
