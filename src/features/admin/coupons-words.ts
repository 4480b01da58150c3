import type { Coupon, CouponKind } from '../../contract/coupons.ts';
import { formatPrice } from '../../contract/money.ts';

/** Where a coupon stands today, as the list shows it (docs/admin.md#coupons). */
export type CouponStatus = 'Active' | 'Paused' | 'Scheduled' | 'Expired' | 'Used up';

export function couponStatus(coupon: Coupon, now: Date): CouponStatus {
  if (!coupon.active) return 'Paused';
  if (coupon.endsAt !== null && new Date(coupon.endsAt) <= now) return 'Expired';
  if (coupon.startsAt !== null && new Date(coupon.startsAt) > now) return 'Scheduled';
  if (coupon.maxUses !== null && coupon.uses >= coupon.maxUses) return 'Used up';
  return 'Active';
}

export const STATUS_CLASSES: Record<CouponStatus, string> = {
  Active: 'bg-emerald-100 text-emerald-900',
  Paused: 'bg-slate-200 text-slate-800',
  Scheduled: 'bg-sky-100 text-sky-900',
  Expired: 'bg-red-100 text-red-900',
  'Used up': 'bg-amber-100 text-amber-900',
};

/**
 * The description the server gives an offer the admin left undescribed (src/server/coupons):
 * the form leaves such a description out again, so a changed value gets its new words.
 */
export function automaticDescription(kind: CouponKind, value: number): string {
  if (kind === 'free-shipping') return 'Free shipping';
  if (kind === 'percent') return `${value} % off`;
  return `${formatPrice(value)} off`;
}

function scopeWords(coupon: Coupon): string {
  const scope = coupon.scope;
  if (!scope) return '';
  const parts = [
    ...scope.categories,
    ...scope.brands,
    ...(scope.products.length > 0
      ? [`${scope.products.length} ${scope.products.length === 1 ? 'product' : 'products'}`]
      : []),
  ];
  return parts.length > 0 ? ` on ${parts.join(', ')}` : '';
}

/** "10 % off on Audio over $200.00", "$5.00 off", "Free shipping". */
export function offerWords(coupon: Coupon): string {
  const over = coupon.minSubtotal > 0 ? ` over ${formatPrice(coupon.minSubtotal)}` : '';
  return `${automaticDescription(coupon.kind, coupon.value)}${scopeWords(coupon)}${over}`;
}

/** "3 / 5", or "3 / no limit". */
export function usesWords(coupon: Coupon): string {
  return `${coupon.uses} / ${coupon.maxUses ?? 'no limit'}`;
}

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** "Dec 1, 2026 – Dec 31, 2026", "From Dec 1, 2026", "Until …", "Always". */
export function datesWords(coupon: Coupon): string {
  const from = coupon.startsAt ? day.format(new Date(coupon.startsAt)) : null;
  const to = coupon.endsAt ? day.format(new Date(coupon.endsAt)) : null;
  if (from && to) return `${from} – ${to}`;
  if (from) return `From ${from}`;
  if (to) return `Until ${to}`;
  return 'Always';
}

/** The name a row is known by: its code, or "Automatic" for a promotion. */
export function couponName(coupon: Coupon): string {
  return coupon.code ?? 'Automatic';
}

/** What a button about this row says it acts on: `Pause WELCOME10`, `Delete Automatic: 10 % off`. */
export function couponLabel(coupon: Coupon): string {
  return coupon.code ?? `Automatic: ${coupon.description}`;
}
