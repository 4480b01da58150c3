import { describe, expect, it } from 'vitest';
import { orderTotals, toCents } from './pricing.ts';

describe('order totals', () => {
  it('when items are at most $100.00, then shipping is $10.00', () => {
    expect(orderTotals([{ priceCents: 100_00, qty: 1 }])).toEqual({
      itemsCents: 100_00,
      taxCents: 15_00,
      shippingCents: 10_00,
      totalCents: 125_00,
    });
  });

  it('when items are over $100.00, then shipping is free', () => {
    expect(orderTotals([{ priceCents: 100_01, qty: 1 }]).shippingCents).toBe(0);
  });

  it('when tax has half a cent, then it rounds up; below half, down', () => {
    // 15 % of $0.10 = 1.5¢ → 2¢; 15 % of $0.03 = 0.45¢ → 0¢.
    expect(orderTotals([{ priceCents: 10, qty: 1 }]).taxCents).toBe(2);
    expect(orderTotals([{ priceCents: 3, qty: 1 }]).taxCents).toBe(0);
  });

  it('when lines have quantities, then items sum price times quantity exactly', () => {
    expect(
      orderTotals([
        { priceCents: 19_99, qty: 3 },
        { priceCents: 1, qty: 10 },
      ]).itemsCents,
    ).toBe(60_07);
  });

  it('when dollars with floating-point noise are converted, then cents are exact', () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(19.99)).toBe(1999);
  });
});
