import { describe, expect, it } from 'vitest';
import { allocate, refundValue, unitValues } from './refund-shares.ts';

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe('allocate', () => {
  it('when cents do not split evenly, then the largest remainders get the extra cents and the parts add up', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(10, [2500, 999, 1])).toEqual([7, 3, 0]);
    expect(sum(allocate(1_237, [333, 333, 334, 1]))).toBe(1_237);
  });

  it('when every weight is 0, then the amount is split evenly', () => {
    expect(allocate(5, [0, 0])).toEqual([3, 2]);
  });
});

describe('unitValues', () => {
  const lines = [
    { priceCents: 2_499, qty: 3 },
    { priceCents: 999, qty: 1 },
    { priceCents: 1, qty: 2 },
  ];
  const goods = 3 * 2_499 + 999 + 2;

  it('when there is no discount, then every unit is its price plus its share of the tax, adding up exactly', () => {
    const values = unitValues(lines, { discountCents: 0, taxCents: 1_271 });
    expect(values.map((line) => line.length)).toEqual([3, 1, 2]);
    expect(sum(values.flat())).toBe(goods + 1_271);
    expect(values[0]?.every((value) => value >= 2_499)).toBe(true);
  });

  it('when the order had a discount, then each unit bears its share of it too, and all still adds up', () => {
    const values = unitValues(lines, { discountCents: 1_001, taxCents: 1_117 });
    expect(sum(values.flat())).toBe(goods - 1_001 + 1_117);
    const [first] = values;
    expect(first?.every((value) => value < 2_499 + 400)).toBe(true);
  });

  it('when a line goes back in steps of any size, then the steps add up to the line', () => {
    const [first = []] = unitValues(lines, { discountCents: 7, taxCents: 13 });
    const stepwise = refundValue(first, 0, 1) + refundValue(first, 1, 2);
    expect(stepwise).toBe(sum(first));
    expect(refundValue(first, 3, 1)).toBe(0);
  });
});
