import type { Coupon, CouponInput } from '../../contract/coupons.ts';
import { formatPrice } from '../../contract/money.ts';
import { isUuid } from '../../contract/ids.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import { type Db, isUniqueViolation, transaction } from '../db/index.ts';
import { ConflictError, NotFoundError, ValidationError } from '../errors.ts';
import { normalisedCode } from '../pricing/index.ts';
import * as repo from './repo.ts';

const NOT_FOUND = 'Coupon not found';

/** `amount` dollars as whole cents, or undefined when it has a fraction of a cent. */
function wholeCents(amount: number): number | undefined {
  const cents = Math.round(amount * 100);
  return Math.abs(cents - amount * 100) < 1e-6 ? cents : undefined;
}

/** What the shopper is told the offer is, when the admin wrote nothing. */
function describe(input: CouponInput, value: number): string {
  if (input.kind === 'free-shipping') return 'Free shipping';
  if (input.kind === 'percent') return `${value} % off`;
  return `${formatPrice(value)} off`;
}

/** The admin's input checked beyond its schema and turned into what is stored (docs/prices.md). */
export function couponFields(input: CouponInput): repo.CouponFields {
  const value = input.kind === 'free-shipping' ? 0 : (input.value ?? 0);
  let stored = 0;
  if (input.kind === 'percent') {
    stored = Math.round(value * 1000);
    if (value <= 0 || value > 100 || Math.abs(stored - value * 1000) > 1e-6)
      throw new ValidationError('Value must be a percent above 0 and at most 100, with up to three decimals');
  } else if (input.kind === 'fixed') {
    const cents = wholeCents(value);
    if (cents === undefined || cents <= 0)
      throw new ValidationError('Value must be an amount of dollars above 0, in whole cents');
    stored = cents;
  }
  const minSubtotalCents = wholeCents(input.minSubtotal ?? 0);
  if (minSubtotalCents === undefined) throw new ValidationError('Min subtotal must be in whole cents');
  const startsAt = input.startsAt ? new Date(input.startsAt) : null;
  const endsAt = input.endsAt ? new Date(input.endsAt) : null;
  if (startsAt && endsAt && endsAt <= startsAt) throw new ValidationError('Ends at must be after starts at');
  return {
    code: input.code === null ? null : normalisedCode(input.code),
    description: input.description ?? describe(input, value),
    kind: input.kind,
    value: stored,
    minSubtotalCents,
    startsAt,
    endsAt,
    maxUses: input.maxUses ?? null,
    maxUsesPerCustomer: input.maxUsesPerCustomer ?? null,
    active: input.active ?? true,
    scope: input.scope ?? null,
  };
}

/**
 * The owner's coupons and promotions (docs/prices.md#coupons-and-promotions): created, edited,
 * paused and deleted by staff. A code is unique whatever its case; a limit may not be set below
 * the uses already made.
 */
export function createCouponService(db: Db) {
  async function stored<T>(fields: repo.CouponFields, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error))
        throw new ConflictError(`Coupon code ${fields.code ?? ''} already exists`);
      throw error;
    }
  }

  return {
    list: () => repo.list(db),

    create(input: CouponInput, actor: AuditActor): Promise<Coupon> {
      const fields = couponFields(input);
      return stored(fields, () =>
        transaction(db, async (tx) => {
          const coupon = await repo.insert(tx, fields);
          await recordAudit(tx, {
            actor,
            kind: 'coupon.create',
            target: coupon._id,
            before: null,
            after: coupon,
          });
          return coupon;
        }),
      );
    },

    update(id: string, input: CouponInput, actor: AuditActor): Promise<Coupon> {
      const fields = couponFields(input);
      return stored(fields, () =>
        transaction(db, async (tx) => {
          const current = isUuid(id) ? await repo.find(tx, id, true) : undefined;
          if (!current) throw new NotFoundError(NOT_FOUND);
          if (fields.maxUses !== null && fields.maxUses < current.uses)
            throw new ValidationError(`Max uses cannot be below the ${current.uses} uses already made`);
          const updated = await repo.update(tx, id, fields);
          if (!updated) throw new NotFoundError(NOT_FOUND);
          await recordAudit(tx, {
            actor,
            kind: 'coupon.update',
            target: id,
            before: current,
            after: updated,
          });
          return updated;
        }),
      );
    },

    async remove(id: string, actor: AuditActor): Promise<{ message: string }> {
      if (!isUuid(id)) throw new NotFoundError(NOT_FOUND);
      await transaction(db, async (tx) => {
        const removed = await repo.remove(tx, id);
        if (!removed) throw new NotFoundError(NOT_FOUND);
        await recordAudit(tx, { actor, kind: 'coupon.delete', target: id, before: removed, after: null });
      });
      return { message: 'Coupon removed' };
    },
  };
}

export type CouponService = ReturnType<typeof createCouponService>;
