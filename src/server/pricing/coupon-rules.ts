import { formatPrice } from '../../contract/money.ts';
import { toDollars } from '../../contract/pricing.ts';
import { effectOf, scopedCents, type Offer, type QuoteLine } from './offers.ts';

/** A coupon as the owner set it, with how often it has been used: what decides whether it may apply. */
export interface CouponState {
  offer: Offer & { code: string };
  active: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  uses: number;
  /** The shopper's own uses (by account, or by e-mail for a guest). */
  usesByShopper: number;
}

/**
 * Why a coupon cannot apply to these lines now, in words the shopper reads (a `400`), or undefined
 * when it may. Each refusal says which rule failed (docs/prices.md#coupons-and-promotions).
 */
export function couponRefusal(
  coupon: CouponState,
  lines: readonly QuoteLine[],
  now: Date,
): string | undefined {
  const code = `Coupon ${coupon.offer.code}`;
  if (!coupon.active) return `${code} is paused`;
  if (coupon.startsAt && now < coupon.startsAt) return `${code} is not valid yet`;
  if (coupon.endsAt && now >= coupon.endsAt) return `${code} has expired`;
  if (coupon.maxUses !== null && coupon.uses >= coupon.maxUses) return `${code} has been used up`;
  if (coupon.maxUsesPerCustomer !== null && coupon.usesByShopper >= coupon.maxUsesPerCustomer)
    return `${code} has already been used as many times as it allows per customer`;
  const covered = scopedCents(coupon.offer, lines);
  if (covered === 0) return `${code} does not apply to anything in your cart`;
  if (effectOf(coupon.offer, lines) === undefined)
    return `${code} needs a subtotal of at least ${formatPrice(toDollars(coupon.offer.minSubtotalCents))}${coupon.offer.scope ? ' of the products it covers' : ''}`;
  return undefined;
}

/** Codes match whatever their case and surrounding spaces: what is stored and compared. */
export function normalisedCode(code: string): string {
  return code.trim().toUpperCase();
}
