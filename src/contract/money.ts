const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "$1,299.00": how every price in the shop is written. */
export function formatPrice(amount: number): string {
  return dollars.format(amount);
}
