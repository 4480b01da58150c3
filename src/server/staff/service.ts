import { toDollars } from '../../contract/pricing.ts';
import { priceToCents } from '../../contract/product-rules.ts';
import type { StaffSettings } from '../../contract/role-schemas.ts';
import { formatPrice } from '../../contract/money.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import type { AuthUser } from '../auth/index.ts';
import { type Db, transaction } from '../db/index.ts';
import { ForbiddenError, ValidationError } from '../errors.ts';
import * as repo from './repo.ts';

/** The owner's settings for staff: today the support refund limit (docs/staff.md). */
export function createStaffSettingsService(db: Db) {
  return {
    async get(): Promise<StaffSettings> {
      const settings = await repo.readSettings(db);
      return { supportRefundLimit: toDollars(settings.supportRefundLimitCents) };
    },

    async update(body: StaffSettings, actor: AuditActor): Promise<StaffSettings> {
      const cents = priceToCents(body.supportRefundLimit);
      if (cents === undefined || cents < 0) {
        throw new ValidationError(
          'The support refund limit must be an amount in dollars with at most 2 decimals',
        );
      }
      const after = { supportRefundLimit: toDollars(cents) };
      await transaction(db, async (tx) => {
        const before = await repo.readSettings(tx, true);
        await repo.writeSettings(tx, { supportRefundLimitCents: cents });
        const shown = { supportRefundLimit: toDollars(before.supportRefundLimitCents) };
        await recordAudit(tx, { actor, kind: 'settings.update', target: 'staff', before: shown, after });
      });
      return after;
    },
  };
}

export type StaffSettingsService = ReturnType<typeof createStaffSettingsService>;

/**
 * Refuses a refund the acting staff member may not give: support refunds orders up to the
 * owner's limit; owners and managers any order (docs/staff.md). Read at the moment of the refund,
 * so a changed limit applies to the next click.
 */
export async function assertMayRefund(db: Db, staff: AuthUser, totalCents: number): Promise<void> {
  if (staff.role !== 'support') return;
  const { supportRefundLimitCents } = await repo.readSettings(db);
  if (totalCents > supportRefundLimitCents) {
    throw new ForbiddenError(
      `Support can refund orders up to ${formatPrice(toDollars(supportRefundLimitCents))}: ask an owner or a manager to refund this one`,
    );
  }
}
