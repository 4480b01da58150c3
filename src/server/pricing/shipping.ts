/** A way to ship within a zone. `freeOverCents` null: never free by itself. */
export interface ShippingMethod {
  id: string;
  name: string;
  priceCents: number;
  freeOverCents: number | null;
  /** What the shopper is told to expect, e.g. "3–5 business days". */
  estimate: string;
}

/**
 * Where the shop ships: a zone lists ISO 3166-1 alpha-2 codes, or `*` for every country no other
 * zone names (docs/prices.md#shipping-zones).
 */
export interface ShippingZone {
  id: string;
  name: string;
  countries: readonly string[];
  methods: readonly ShippingMethod[];
}

export const REST_OF_WORLD = '*';

/**
 * The zone an address in `country` ships from: the zone naming it, else the rest-of-the-world zone;
 * none means the shop does not ship there. With no address yet (a cart's estimate) the rest of the
 * world's zone answers, else the first.
 */
export function zoneFor(zones: readonly ShippingZone[], country: string | null): ShippingZone | undefined {
  const restOfWorld = zones.find((zone) => zone.countries.includes(REST_OF_WORLD));
  if (country === null) return restOfWorld ?? zones[0];
  return zones.find((zone) => zone.countries.includes(country)) ?? restOfWorld;
}

/** A method's price for goods worth `goodsCents` (after discounts): free strictly over its threshold. */
export function methodPriceCents(method: ShippingMethod, goodsCents: number): number {
  return method.freeOverCents !== null && goodsCents > method.freeOverCents ? 0 : method.priceCents;
}
