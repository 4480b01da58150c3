import { COUNTRY_CODES, countryName, isCountryCode } from '../../contract/countries.ts';
import type { Db } from '../db/index.ts';
import { ValidationError } from '../errors.ts';
import { readPriceSettings } from '../price-settings/index.ts';
import {
  couponRefusal,
  isRefusal,
  normalisedCode,
  quoteOrder,
  type Quote,
  type QuoteLine,
} from '../pricing/index.ts';
import { findCoupon, runningPromotions } from './offers-repo.ts';

/** What an order (or its quote) is priced from: lines at the database's prices, never the client's. */
export interface PricingRequest {
  lines: readonly QuoteLine[];
  /** The address's country as the shopper wrote it; undefined before an address is known. */
  country: string | undefined;
  shippingMethod: string | undefined;
  couponCode: string | undefined;
  /** Whose per-customer limits count: a user's id, or a guest's e-mail in lower case. */
  shopper: string | null;
  now: Date;
}

/** A coupon that cannot apply now: a `400` that says why, or a `409` when a total was expected. */
export class CouponRefusedError extends ValidationError {}

let codesByName: Map<string, string> | undefined;

/**
 * An ISO 3166-1 alpha-2 code, or a country's English name, as its code (docs/prices.md); anything
 * else is kept as written, so it falls to the rest-of-the-world zone and the default tax rate, as
 * ProShop-era addresses always have.
 */
export function countryCodeOf(country: string): string {
  const written = country.trim();
  const upper = written.toUpperCase();
  if (isCountryCode(upper)) return upper;
  codesByName ??= new Map(COUNTRY_CODES.map((code) => [countryName(code).toLowerCase(), code]));
  return codesByName.get(written.toLowerCase()) ?? written;
}

/** The offers that may apply: the shopper's code first (it wins a tie), then every running promotion. */
async function offersFor(db: Db, request: PricingRequest) {
  const promotions = await runningPromotions(db, request.now);
  const code = request.couponCode === undefined ? '' : normalisedCode(request.couponCode);
  if (code === '') return promotions;
  const coupon = await findCoupon(db, code, request.shopper);
  if (!coupon) throw new CouponRefusedError(`Coupon ${code} does not exist`);
  const refusal = couponRefusal(coupon, request.lines, request.now);
  if (refusal) throw new CouponRefusedError(refusal);
  return [coupon.offer, ...promotions];
}

/**
 * The one pricing of an order (docs/prices.md): the quote answers it and placement charges it,
 * so the order placed from the same input has the quoted figures. A coupon that cannot apply, a
 * country the shop does not ship to or a method its zone lacks is a 400 that says which.
 */
export async function priceOrder(db: Db, request: PricingRequest): Promise<Quote> {
  const settings = await readPriceSettings(db);
  const country = request.country === undefined ? null : countryCodeOf(request.country);
  const answer = quoteOrder(
    {
      lines: request.lines,
      country,
      region: null,
      shippingMethodId: request.shippingMethod,
      offers: await offersFor(db, request),
    },
    settings,
  );
  if (!isRefusal(answer)) return answer;
  if (answer.reason === 'not-shipped') {
    const where = answer.country === null ? 'this address' : countryName(answer.country);
    throw new ValidationError(`We cannot ship to ${where}`);
  }
  throw new ValidationError(
    `Shipping method ${answer.methodId} is not offered${country === null ? '' : ` for ${countryName(country)}`}`,
  );
}
