/**
 * What a shopper is told about a sale (docs/prices.md#sale-prices). As the EU's price-indication
 * rule requires (CJEU C-330/23), the price struck through is the lowest of the 30 days before the
 * reduction began, and the saving is worked out from it; `compareAtPrice` only marks the sale. The
 * percent is rounded down, so a saving is never overstated, and one under 1 % is not announced.
 * Kept tiny and free of schema code: product cards, in the startup bundle, use it.
 */
export function saleSaving({
  price,
  compareAtPrice,
  lowestPrice30d,
}: {
  price: number;
  compareAtPrice?: number | undefined;
  lowestPrice30d?: number | undefined;
}): { was: number; percent: number } | undefined {
  if (compareAtPrice === undefined || lowestPrice30d === undefined || lowestPrice30d <= 0) return undefined;
  const was = Math.round(lowestPrice30d * 100);
  const percent = Math.floor(((was - Math.round(price * 100)) * 100) / was);
  return percent >= 1 ? { was: lowestPrice30d, percent } : undefined;
}
