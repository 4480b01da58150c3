import { and, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { couponRedemptions, coupons, type Db } from '../db/index.ts';
import type { CouponState, Offer } from '../pricing/index.ts';

type Row = typeof coupons.$inferSelect;

/** A stored coupon as pricing sees it: percent in percent (stored as thousandths), fixed in cents. */
function offerOf(row: Row): Offer {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    kind: row.kind as Offer['kind'],
    value: row.kind === 'percent' ? row.value / 1000 : row.value,
    minSubtotalCents: row.minSubtotalCents,
    scope: row.scope,
  };
}

/**
 * The coupon with this code (already normalised) and how often it and this shopper have used it,
 * or undefined when no coupon has it.
 */
export async function findCoupon(
  db: Db,
  code: string,
  shopper: string | null,
): Promise<CouponState | undefined> {
  // One round trip: the coupon and this shopper's uses of it (none counted for no shopper).
  const usesOfShopper =
    shopper === null
      ? sql<number>`0`
      : sql<number>`(SELECT count(*) FROM ${couponRedemptions}
          WHERE ${couponRedemptions.couponId} = ${coupons.id} AND ${couponRedemptions.shopper} = ${shopper})`;
  const [found] = await db
    .select({ row: coupons, usesByShopper: usesOfShopper.mapWith(Number) })
    .from(coupons)
    .where(eq(coupons.code, code));
  if (!found?.row.code) return undefined;
  const { row, usesByShopper } = found;
  return {
    offer: { ...offerOf(row), code: found.row.code },
    active: row.active,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    maxUses: row.maxUses,
    maxUsesPerCustomer: row.maxUsesPerCustomer,
    uses: row.uses,
    usesByShopper,
  };
}

/** The automatic promotions running now: active, within their dates, not used up. */
export async function runningPromotions(db: Db, now: Date): Promise<Offer[]> {
  const rows = await db
    .select()
    .from(coupons)
    .where(
      and(
        isNull(coupons.code),
        eq(coupons.active, true),
        or(isNull(coupons.startsAt), lte(coupons.startsAt, now)),
        or(isNull(coupons.endsAt), gt(coupons.endsAt, now)),
        or(isNull(coupons.maxUses), lt(coupons.uses, sql`${coupons.maxUses}`)),
      ),
    )
    .orderBy(coupons.createdAt, coupons.id);
  return rows.map(offerOf);
}
