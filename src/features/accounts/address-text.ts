import type { SavedAddress } from '../../contract/addresses.ts';
import { COUNTRY_CODES, countryName } from '../../contract/countries.ts';
import type { ShippingAddress } from '../../contract/orders.ts';

/** Every country as the select lists it: by English name. */
export function countryOptions(): { code: string; name: string }[] {
  return COUNTRY_CODES.map((code) => ({ code, name: countryName(code) })).sort((a, b) =>
    a.name.localeCompare(b.name, 'en'),
  );
}

/**
 * The country code a shopper's typed country stands for (a code or an English name, any case), or
 * undefined: how the Shipping screen's free-text Country becomes a saved address's code.
 */
export function countryCodeOf(typed: string): string | undefined {
  const wanted = typed.trim().toLowerCase();
  return countryOptions().find(
    ({ code, name }) => code.toLowerCase() === wanted || name.toLowerCase() === wanted,
  )?.code;
}

/**
 * A saved address as an order's `shippingAddress`: the spec's four fields, the country by name,
 * and the state or province where the address has one (its own tax rate may apply).
 */
export function toShippingAddress(saved: SavedAddress): ShippingAddress {
  return {
    address: saved.address,
    city: saved.city,
    postalCode: saved.postalCode,
    country: countryName(saved.country),
    ...(saved.region ? { region: saved.region } : {}),
  };
}

/** One line a shopper recognises an address by. */
export function addressLine(saved: SavedAddress): string {
  return [saved.address, saved.city, saved.postalCode, countryName(saved.country)].join(', ');
}
