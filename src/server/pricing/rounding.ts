/**
 * The shop's one rounding rule (docs/prices.md#rounding): every figure is integer cents, and a
 * share of an amount (a percent discount, a tax) is rounded half-up to the cent once, on the total
 * it is taken of, never per unit. Rates are held as integer thousandths of a percent (15 % is
 * 15 000, 8.875 % is 8 875), so no rate is ever a binary fraction.
 */

/** A percentage as integer thousandths of a percent: what every rate is computed with. */
export function rateMillis(percent: number): number {
  return Math.round(percent * 1000);
}

/** a / b rounded half-up, for a ≥ 0 and b > 0 integers. */
function divideHalfUp(a: number, b: number): number {
  return Math.floor((2 * a + b) / (2 * b));
}

/** `cents × rate`, half-up to the cent: a tax added to a price, a percent off. */
export function shareOf(cents: number, millis: number): number {
  return divideHalfUp(cents * millis, 100_000);
}

/** The tax already inside a tax-inclusive amount: `cents × rate / (1 + rate)`, half-up to the cent. */
export function taxInside(cents: number, millis: number): number {
  return divideHalfUp(cents * millis, 100_000 + millis);
}
