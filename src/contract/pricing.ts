/**
 * The one definition of an order's money, used by the server to charge and by the storefront to
 * show the same figures. Everything is integer cents; dollars appear only at the edges.
 */

export const TAX_RATE_PERCENT = 15;
export const FREE_SHIPPING_OVER_CENTS = 100_00;
export const SHIPPING_CENTS = 10_00;

export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function toDollars(cents: number): number {
  return cents / 100;
}

export interface PricedLine {
  priceCents: number;
  qty: number;
}

export interface OrderTotals {
  itemsCents: number;
  taxCents: number;
  shippingCents: number;
  totalCents: number;
}

export function itemsCents(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + line.priceCents * line.qty, 0);
}

/** Tax is 15 % of the items rounded half-up to the cent; shipping is free above $100.00. */
export function orderTotals(lines: readonly PricedLine[]): OrderTotals {
  const items = itemsCents(lines);
  const taxCents = Math.floor((items * TAX_RATE_PERCENT + 50) / 100);
  const shippingCents = items > FREE_SHIPPING_OVER_CENTS ? 0 : SHIPPING_CENTS;
  return { itemsCents: items, taxCents, shippingCents, totalCents: items + taxCents + shippingCents };
}
