const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "$1,299.00": how every price in the shop is written. */
export function formatPrice(amount: number): string {
  return dollars.format(amount);
}

/**
 * A product's price in a list: "from $799.00" when its variants differ in price (`maxPrice` is then
 * set and `price` is the lowest), else its one price (docs/catalogue.md#variants).
 */
export function formatListPrice({
  price,
  maxPrice,
}: {
  price: number;
  maxPrice?: number | undefined;
}): string {
  return maxPrice === undefined ? formatPrice(price) : `from ${formatPrice(price)}`;
}
