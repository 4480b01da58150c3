import { describe, expect, it } from 'vitest';
import { couponRefusal, normalisedCode, type CouponState } from './coupon-rules.ts';
import type { QuoteLine } from './offers.ts';

const NOW = new Date('2026-11-27T09:00:00Z');
const lines: QuoteLine[] = [
  { productId: 'p1', category: 'Phones', brand: 'Apple', priceCents: 80_00, qty: 1 },
];

function coupon(more: Partial<CouponState> = {}, offer: Partial<CouponState['offer']> = {}): CouponState {
  return {
    offer: {
      id: 'c1',
      code: 'WELCOME10',
      description: '10 % off',
      kind: 'percent',
      value: 10,
      minSubtotalCents: 0,
      scope: null,
      ...offer,
    },
    active: true,
    startsAt: null,
    endsAt: null,
    maxUses: null,
    maxUsesPerCustomer: null,
    uses: 0,
    usesByShopper: 0,
    ...more,
  };
}

describe('which coupon may apply, and why not', () => {
  it('when a code is running, within its dates and limits, then nothing refuses it', () => {
    expect(
      couponRefusal(
        coupon({ startsAt: new Date('2026-11-01'), endsAt: new Date('2026-12-01'), maxUses: 5, uses: 4 }),
        lines,
        NOW,
      ),
    ).toBeUndefined();
  });

  it.each([
    ['paused', coupon({ active: false }), 'Coupon WELCOME10 is paused'],
    ['not started', coupon({ startsAt: new Date('2026-11-28') }), 'Coupon WELCOME10 is not valid yet'],
    ['ended', coupon({ endsAt: NOW }), 'Coupon WELCOME10 has expired'],
    ['used up', coupon({ maxUses: 5, uses: 5 }), 'Coupon WELCOME10 has been used up'],
    [
      'used by this shopper',
      coupon({ maxUsesPerCustomer: 1, usesByShopper: 1 }),
      'Coupon WELCOME10 has already been used as many times as it allows per customer',
    ],
    [
      'below its minimum',
      coupon({}, { minSubtotalCents: 100_00 }),
      'Coupon WELCOME10 needs a subtotal of at least $100.00',
    ],
    [
      'covering nothing in the cart',
      coupon({}, { scope: { categories: ['Audio'], brands: [], products: [] } }),
      'Coupon WELCOME10 does not apply to anything in your cart',
    ],
  ])('when it is %s, then the refusal says so', (_case, state, message) => {
    expect(couponRefusal(state, lines, NOW)).toBe(message);
  });

  it('when codes are typed in any case or with spaces, then they are the same code', () => {
    expect(normalisedCode('  welcome10 ')).toBe(normalisedCode('WELCOME10'));
  });
});
