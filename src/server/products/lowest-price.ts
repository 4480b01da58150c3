/**
 * The lowest price of the 30 days before the current reduction began (docs/prices.md#sale-prices),
 * from one product's or variant's price history. Pure, over integer cents, so it is tested with
 * hand-worked dates.
 */

export const PRIOR_PRICE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** One row of the history: the price (and the compare-at price) after a save that changed either. */
export interface PricePoint {
  at: Date;
  /** Null: the first price it had. */
  oldCents: number | null;
  newCents: number;
  compareAtCents: number | null;
}

/**
 * When the reduction being announced began: the latest price cut since the sale started, or, when
 * the price has not been cut since, the sale's start itself (so a sale announced on a price that
 * fell long ago, or that rose first, is compared with the prices of the 30 days before it).
 * Undefined when the last point is not on sale.
 */
function reductionStart(points: readonly PricePoint[]): Date | undefined {
  let saleStart = points.length;
  while (saleStart > 0 && points[saleStart - 1]?.compareAtCents !== null) saleStart -= 1;
  if (saleStart === points.length) return undefined;
  for (let index = points.length - 1; index > saleStart; index -= 1) {
    const point = points[index];
    if (point && point.oldCents !== null && point.newCents < point.oldCents) return point.at;
  }
  return points[saleStart]?.at;
}

/**
 * The lowest price in force at any moment of [start − 30 days, start), where `start` is when the
 * current reduction began: the price at the window's opening (set by the last change before it, or,
 * when the history starts later, the price the first change replaced) and every price set inside
 * it. Null when not on sale. With no price known in the window (a
 * product put on sale the moment it was made), the current price: no saving can be claimed.
 * `points` are in the order they were made.
 */
export function lowestPrice30d(points: readonly PricePoint[]): number | null {
  const last = points.at(-1);
  const start = reductionStart(points);
  if (!last || !start) return null;
  const opening = start.getTime() - PRIOR_PRICE_DAYS * DAY_MS;
  const inForce: number[] = [];
  const before = points.filter((point) => point.at.getTime() <= opening).at(-1);
  const firstAfter = points.find((point) => point.at.getTime() > opening);
  if (before) inForce.push(before.newCents);
  else if (firstAfter?.oldCents != null) inForce.push(firstAfter.oldCents);
  for (const point of points) {
    const at = point.at.getTime();
    if (at > opening && at < start.getTime()) inForce.push(point.newCents);
  }
  return inForce.length > 0 ? Math.min(...inForce) : last.newCents;
}
