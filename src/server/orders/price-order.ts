import { COUNTRY_CODES, countryName, isCountryCode, regionBelongsTo } from '../../contract/countries.ts';
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
  /** The address's state or province (ISO 3166-2), for its own tax rate; null for none. */
  region: string | null;
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

/**
 * Where an address is, as orders keep it and prices read it: the country as its code where it is
 * one, and the region, which must lie in that country (a 400 that says so otherwise).
 */
export function placeOf(address: { country: string; region?: string | null | undefined }): {
  country: string;
  region: string | null;
} {
  const country = countryCodeOf(address.country);
  const region = address.region ? address.region : null;
  if (region !== null && !regionBelongsTo(region, country)) {
    const name = isCountryCode(country) ? countryName(country) : country;
    throw new ValidationError(`Region ${region} is not in ${name}`);
  }
  return { country, region };
}

/** The offers that may apply: the shopper's code first (it wins a tie), then every running promotion. */
async function offersFor(db: Db, request: PricingRequest) {
  const code = request.couponCode === undefined ? '' : normalisedCode(request.couponCode);
  const [promotions, coupon] = await Promise.all([
    runningPromotions(db, request.now),
    code === '' ? undefined : findCoupon(db, code, request.shopper),
  ]);
  if (code === '') return promotions;
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
  // Independent reads, asked at once: on PostgreSQL each takes its own pooled connection (in a
  // transaction they queue on its one), so a quote waits for the slowest, not for their sum.
  const [settings, offers] = await Promise.all([readPriceSettings(db), offersFor(db, request)]);
  const country = request.country === undefined ? null : countryCodeOf(request.country);
  const answer = quoteOrder(
    {
      lines: request.lines,
      country,
      region: request.region,
      shippingMethodId: request.shippingMethod,
      offers,
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
