import { effectOf, lineCents, type Offer, type OfferEffect, type QuoteLine } from './offers.ts';
import { rateMillis, shareOf, taxInside } from './rounding.ts';
import { methodPriceCents, zoneFor, type ShippingMethod, type ShippingZone } from './shipping.ts';
import { taxRateFor, type TaxSettings } from './tax.ts';

export interface PriceSettings {
  zones: readonly ShippingZone[];
  tax: TaxSettings;
}

export interface QuoteInput {
  lines: readonly QuoteLine[];
  /** ISO 3166-1 alpha-2, or null before an address is known (the cart's estimate). */
  country: string | null;
  region: string | null;
  /** The method asked for; the zone's first when none is. */
  shippingMethodId?: string | undefined;
  /** The offers that may apply: the shopper's coupon, already checked, and the running promotions. */
  offers: readonly Offer[];
}

export interface QuotedMethod {
  id: string;
  name: string;
  priceCents: number;
  estimate: string;
}

/** An order's money, in cents: what the quote shows and what the order is placed at. */
export interface Quote {
  itemsCents: number;
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
  /** The tax is inside the prices ("incl."), not added to them. */
  taxIncluded: boolean;
  /** The rate applied, in percent (15 is 15 %), for the screens' tax line. */
  taxRate: number;
  shippingMethodId: string;
  shippingMethods: QuotedMethod[];
  /** The one offer that applied, if any: the best single offer wins. */
  offer: Offer | null;
}

export type QuoteRefusal =
  { reason: 'not-shipped'; country: string | null } | { reason: 'unknown-method'; methodId: string };

const NO_EFFECT: OfferEffect = { discountCents: 0, freeShipping: false };

/**
 * Prices an order (docs/prices.md): goods, the best single offer, the shipping method's price for
 * the address's zone, tax for the address's country and region. Integer cents throughout; the
 * only rounding is rounding.ts's. Every candidate offer is priced through to the total and the
 * lowest total wins (the earlier offer on a tie, so the shopper's own code before a promotion).
 */
export function quoteOrder(input: QuoteInput, settings: PriceSettings): Quote | QuoteRefusal {
  const zone = zoneFor(settings.zones, input.country);
  if (!zone || zone.methods.length === 0) return { reason: 'not-shipped', country: input.country };
  const method = input.shippingMethodId
    ? zone.methods.find((candidate) => candidate.id === input.shippingMethodId)
    : zone.methods[0];
  if (!method) return { reason: 'unknown-method', methodId: input.shippingMethodId ?? '' };

  const itemsCents = input.lines.reduce((sum, line) => sum + lineCents(line), 0);
  const taxRate = taxRateFor(settings.tax, input.country, input.region);
  const rate = rateMillis(taxRate);
  const priced = (offer: Offer | null, effect: OfferEffect) => {
    const goodsCents = itemsCents - effect.discountCents;
    const priceOf = (candidate: ShippingMethod) =>
      effect.freeShipping ? 0 : methodPriceCents(candidate, goodsCents);
    const shippingCents = priceOf(method);
    const taxIncluded = settings.tax.pricesIncludeTax;
    // Shipping is not taxed, as the shop has always charged it (docs/prices.md#tax).
    const taxCents = taxIncluded ? taxInside(goodsCents, rate) : shareOf(goodsCents, rate);
    return {
      itemsCents,
      discountCents: effect.discountCents,
      shippingCents,
      taxCents,
      totalCents: goodsCents + shippingCents + (taxIncluded ? 0 : taxCents),
      taxIncluded,
      taxRate,
      shippingMethodId: method.id,
      shippingMethods: zone.methods.map((candidate) => ({
        id: candidate.id,
        name: candidate.name,
        priceCents: priceOf(candidate),
        estimate: candidate.estimate,
      })),
      offer,
    };
  };

  let best: Quote = priced(null, NO_EFFECT);
  for (const offer of input.offers) {
    const effect = effectOf(offer, input.lines);
    if (!effect) continue;
    const candidate = priced(offer, effect);
    if (candidate.totalCents < best.totalCents) best = candidate;
  }
  return best;
}

export function isRefusal(answer: Quote | QuoteRefusal): answer is QuoteRefusal {
  return 'reason' in answer;
}
