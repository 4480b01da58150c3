import { Type, type Static } from 'typebox';
import { SingleLineText } from './common.ts';

/**
 * The owner's shipping zones and tax rates as the admin API reads and writes them, in dollars and
 * percent (docs/prices.md#shipping-zones, docs/prices.md#tax). The server keeps them in cents and
 * checks what a schema cannot say (unique ids, known ISO codes, whole cents).
 */

const SettingId = Type.String({ pattern: '^[a-z0-9][a-z0-9_-]{0,39}$' });
const Dollars = Type.Number({ minimum: 0, maximum: 1_000_000 });
const Percent = Type.Number({ minimum: 0, maximum: 100 });

export const ShippingMethodSetting = Type.Object({
  id: SettingId,
  name: SingleLineText({ minLength: 1, maxLength: 60 }),
  price: Dollars,
  // Null first: Ajv coerces types, and would read null as 0 were the number tried first.
  /** Free when the goods (after any discount) come to strictly more; null: never free by itself. */
  freeOver: Type.Union([Type.Null(), Dollars]),
  estimate: SingleLineText({ minLength: 0, maxLength: 60 }),
});

export const ShippingZoneSetting = Type.Object({
  id: SettingId,
  name: SingleLineText({ minLength: 1, maxLength: 60 }),
  /** ISO 3166-1 alpha-2 codes, or `*` for every country no other zone names. */
  countries: Type.Array(Type.String({ maxLength: 2 }), { minItems: 1, maxItems: 300 }),
  methods: Type.Array(ShippingMethodSetting, { minItems: 1, maxItems: 20 }),
});

export const ShippingSettings = Type.Object({
  zones: Type.Array(ShippingZoneSetting, { minItems: 1, maxItems: 50 }),
});
export type ShippingSettings = Static<typeof ShippingSettings>;

export const TaxRateSetting = Type.Object({
  country: Type.String({ maxLength: 2 }),
  /** ISO 3166-2 (`US-CA`); null: the whole country. */
  region: Type.Union([Type.Null(), Type.String({ maxLength: 6 })]),
  rate: Percent,
});

export const TaxSettingsBody = Type.Object({
  defaultRate: Percent,
  /** Catalogue prices already hold the tax: the tax line says "incl." and adds nothing. */
  pricesIncludeTax: Type.Boolean(),
  rates: Type.Array(TaxRateSetting, { maxItems: 1000 }),
});
export type TaxSettingsBody = Static<typeof TaxSettingsBody>;
