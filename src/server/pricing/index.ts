/** What other modules use of pricing/ (docs/architecture.md): the one place an order's money is worked out. */
export { couponRefusal, normalisedCode, type CouponState } from './coupon-rules.ts';
export { DEFAULT_PRICE_SETTINGS } from './defaults.ts';
export type { Offer, OfferKind, OfferScope, QuoteLine } from './offers.ts';
export {
  isRefusal,
  quoteOrder,
  type PriceSettings,
  type Quote,
  type QuoteInput,
  type QuoteRefusal,
} from './quote.ts';
export { REST_OF_WORLD, type ShippingMethod, type ShippingZone } from './shipping.ts';
export type { TaxRate, TaxSettings } from './tax.ts';
