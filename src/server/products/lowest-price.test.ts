import { describe, expect, it } from 'vitest';
import { lowestPrice30d, type PricePoint } from './lowest-price.ts';

const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 24 * 60 * 60 * 1000);
const point = (at: number, oldCents: number | null, newCents: number, compareAtCents: number | null = null) =>
  ({ at: day(at), oldCents, newCents, compareAtCents }) satisfies PricePoint;

describe('the lowest price of the 30 days before the reduction', () => {
  it('is null off sale', () => {
    expect(lowestPrice30d([point(0, null, 100_00), point(10, 100_00, 80_00)])).toBeNull();
    expect(lowestPrice30d([])).toBeNull();
  });

  it('is the price before a cut made with the sale', () => {
    // $100 from day 0, $80 on sale from day 40: the 30 days before day 40 were all $100.
    expect(lowestPrice30d([point(0, null, 100_00), point(40, 100_00, 80_00, 120_00)])).toBe(100_00);
  });

  it('counts a lower price inside the window: a price raised before a sale shows no saving', () => {
    // $100, raised to $120 on day 20, "on sale" at $110 on day 30: the window (day 0 to 30) held $100.
    const points = [point(0, null, 100_00), point(20, 100_00, 120_00), point(30, 120_00, 110_00, 150_00)];
    expect(lowestPrice30d(points)).toBe(100_00);
  });

  it('leaves out prices older than 30 days before the cut', () => {
    // $60 until day 10, $100 from day 10, cut to $90 on day 45: the window opens on day 15, at $100.
    const points = [point(0, null, 60_00), point(10, 60_00, 100_00), point(45, 100_00, 90_00, 120_00)];
    expect(lowestPrice30d(points)).toBe(100_00);
    // Cut on day 35 instead: the window opens on day 5, while it was still $60.
    const earlier = [point(0, null, 60_00), point(10, 60_00, 100_00), point(35, 100_00, 90_00, 120_00)];
    expect(lowestPrice30d(earlier)).toBe(60_00);
  });

  it('takes the latest cut of a sale that goes lower in steps', () => {
    // $100; on sale at $80 on day 40; cut again to $60 on day 50: the 30 days before day 50 held $100 and $80.
    const points = [
      point(0, null, 100_00),
      point(40, 100_00, 80_00, 120_00),
      point(50, 80_00, 60_00, 120_00),
    ];
    expect(lowestPrice30d(points)).toBe(80_00);
  });

  it('compares a sale announced on an old price with the 30 days before the announcement', () => {
    // Cut to $60 on day 10 with no sale; a sale announced on day 100 at the same $60 saves nothing.
    const points = [point(0, null, 100_00), point(10, 100_00, 60_00), point(100, 60_00, 60_00, 100_00)];
    expect(lowestPrice30d(points)).toBe(60_00);
  });

  it('reads the price before a history that starts inside the window from its first change', () => {
    // A product priced $50 before its history began, cut to $40 with the sale on day 0.
    expect(lowestPrice30d([point(0, 50_00, 40_00, 60_00)])).toBe(50_00);
  });

  it('is the current price for a product put on sale the moment it was made', () => {
    expect(lowestPrice30d([point(0, null, 70_00, 90_00)])).toBe(70_00);
  });

  it('opens the window exactly 30 days before, counting the price set at that instant', () => {
    // Set to $90 exactly 30 days before the cut on day 40: the window holds $90, not the $50 before.
    const points = [point(0, null, 50_00), point(10, 50_00, 90_00), point(40, 90_00, 80_00, 99_00)];
    expect(lowestPrice30d(points)).toBe(90_00);
  });
});
