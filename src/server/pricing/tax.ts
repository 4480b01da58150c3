/** A rate for a country, or for one of its regions (ISO 3166-2, e.g. `US-CA`) when `region` is set. */
export interface TaxRate {
  country: string;
  region: string | null;
  /** Percent, up to three decimals (8.875). */
  rate: number;
}

/** How the shop taxes (docs/prices.md#tax): a default, rates by country and region, and whether prices include tax. */
export interface TaxSettings {
  defaultRate: number;
  pricesIncludeTax: boolean;
  rates: readonly TaxRate[];
}

/** The rate for an address: its region's, else its country's, else the default. */
export function taxRateFor(settings: TaxSettings, country: string | null, region: string | null): number {
  if (country === null) return settings.defaultRate;
  const ofCountry = settings.rates.filter((rate) => rate.country === country);
  const ofRegion = region === null ? undefined : ofCountry.find((rate) => rate.region === region);
  return (ofRegion ?? ofCountry.find((rate) => rate.region === null))?.rate ?? settings.defaultRate;
}
