import { rateMillis, shareOf } from './rounding.ts';

export type OfferKind = 'percent' | 'fixed' | 'free-shipping';

/** What an offer may be limited to: a line is in scope when any list names it. */
export interface OfferScope {
  categories: readonly string[];
  brands: readonly string[];
  products: readonly string[];
}

/**
 * A coupon (a code the shopper enters) or an automatic promotion (`code` null), as pricing sees it
 * once its dates, pause and use limits have been checked (docs/prices.md#coupons-and-promotions).
 */
export interface Offer {
  id: string;
  code: string | null;
  description: string;
  kind: OfferKind;
  /** `percent`: percent off (12.5); `fixed`: cents off; `free-shipping`: unused. */
  value: number;
  /** The lines in scope must come to at least this much (cents). */
  minSubtotalCents: number;
  scope: OfferScope | null;
}

/** A line as pricing sees it: what it is (for an offer's scope) and what it costs. */
export interface QuoteLine {
  productId: string;
  category: string;
  brand: string;
  priceCents: number;
  qty: number;
}

export function lineCents(line: QuoteLine): number {
  return line.priceCents * line.qty;
}

function inScope(scope: OfferScope | null, line: QuoteLine): boolean {
  if (scope === null) return true;
  return (
    scope.products.includes(line.productId) ||
    scope.categories.includes(line.category) ||
    scope.brands.includes(line.brand)
  );
}

/** What the lines an offer covers come to: its minimum and its percent are taken of this. */
export function scopedCents(offer: Offer, lines: readonly QuoteLine[]): number {
  return lines.filter((line) => inScope(offer.scope, line)).reduce((sum, line) => sum + lineCents(line), 0);
}

/** What an offer takes off the goods, and whether it ships them free. */
export interface OfferEffect {
  discountCents: number;
  freeShipping: boolean;
}

/**
 * The offer's effect on these lines, or undefined when it does not apply (nothing in its scope, or
 * the scope's lines below its minimum). A discount never exceeds the lines it covers.
 */
export function effectOf(offer: Offer, lines: readonly QuoteLine[]): OfferEffect | undefined {
  const covered = scopedCents(offer, lines);
  if (covered === 0 || covered < offer.minSubtotalCents) return undefined;
  switch (offer.kind) {
    case 'percent':
      return {
        discountCents: Math.min(covered, shareOf(covered, rateMillis(offer.value))),
        freeShipping: false,
      };
    case 'fixed':
      return { discountCents: Math.min(covered, offer.value), freeShipping: false };
    case 'free-shipping':
      return { discountCents: 0, freeShipping: true };
  }
}
