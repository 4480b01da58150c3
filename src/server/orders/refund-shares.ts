/**
 * What each unit of an order is worth when it is given back: its price, less its share of the
 * order's discount, plus its share of the order's tax, in integer cents (docs/orders-and-payments.md#partial-refunds).
 *
 * Shares are split by the largest-remainder method over every unit of every line, weighted by the
 * unit's price: each unit first gets the floor of its exact share, and the cents left over go one
 * each to the units with the largest remainders (ties to the earlier unit, lines in the order
 * given, units of a line first to last). So the shares always add up to the whole: refunding every
 * unit, in any steps, gives back exactly what was paid for the goods.
 */

export interface PricedLine {
  priceCents: number;
  qty: number;
}

export interface OrderCharges {
  /** Taken off the goods (coupons, promotions); 0 when the order had none. */
  discountCents: number;
  taxCents: number;
}

/** Splits `amount` cents over `weights` by the largest-remainder method (equal parts if all weigh 0). */
export function allocate(amount: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const used = total === 0 ? weights.map(() => 1) : weights;
  const whole = total === 0 ? weights.length : total;
  const shares = used.map((weight) => Math.floor((amount * weight) / whole));
  let left = amount - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = used
    .map((weight, index) => ({ index, remainder: (amount * weight) % whole }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/** Each line's units' refund values, first unit to last; every value is what that one unit gives back. */
export function unitValues(lines: readonly PricedLine[], charges: OrderCharges): number[][] {
  const prices = lines.flatMap((line) => Array.from({ length: line.qty }, () => line.priceCents));
  const discounts = allocate(charges.discountCents, prices);
  const taxes = allocate(charges.taxCents, prices);
  let unit = 0;
  return lines.map((line) =>
    Array.from({ length: line.qty }, () => {
      const value = (prices[unit] ?? 0) - (discounts[unit] ?? 0) + (taxes[unit] ?? 0);
      unit += 1;
      return value;
    }),
  );
}

/**
 * What giving back `qty` more units of a line is worth, when `alreadyBack` of its units were given
 * back before: units go back first to last, so every step takes the next ones and the steps add up.
 */
export function refundValue(values: readonly number[], alreadyBack: number, qty: number): number {
  return values.slice(alreadyBack, alreadyBack + qty).reduce((sum, value) => sum + value, 0);
}
