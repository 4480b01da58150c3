import { isCountryCode, regionBelongsTo } from '../../contract/countries.ts';
import type { ShippingSettings, TaxSettingsBody } from '../../contract/price-settings.ts';
import { toDollars } from '../../contract/pricing.ts';
import { priceToCents } from '../../contract/product-rules.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import { type Db, type StoredTax, type StoredZone, transaction } from '../db/index.ts';
import { ValidationError } from '../errors.ts';
import { REST_OF_WORLD, type PriceSettings } from '../pricing/index.ts';
import * as repo from './repo.ts';

function firstDuplicate(values: readonly string[]): string | undefined {
  const seen = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) return value;
    seen.add(value);
  }
  return undefined;
}

function cents(dollars: number, what: string): number {
  const value = priceToCents(dollars);
  if (value === undefined) throw new ValidationError(`${what} must be in whole cents`);
  return value;
}

/** Rates are kept to three decimals (docs/prices.md#rounding): 8.875 % is exact, 8.8755 is refused. */
function checkRate(rate: number, what: string): void {
  if (Math.abs(Math.round(rate * 1000) - rate * 1000) > 1e-6)
    throw new ValidationError(`${what} may have at most three decimals`);
}

/** The zones as the owner wrote them, checked beyond their schema and turned into cents. */
export function zonesOf(body: ShippingSettings): StoredZone[] {
  const zoneId = firstDuplicate(body.zones.map((zone) => zone.id));
  if (zoneId) throw new ValidationError(`Zone id ${zoneId} is used twice`);
  const named = body.zones.flatMap((zone) => zone.countries);
  const country = firstDuplicate(named);
  if (country) {
    throw new ValidationError(
      country === REST_OF_WORLD
        ? 'Only one zone may be the rest of the world (*)'
        : `Country ${country} is in more than one zone`,
    );
  }
  return body.zones.map((zone) => {
    for (const code of zone.countries) {
      if (code !== REST_OF_WORLD && !isCountryCode(code))
        throw new ValidationError(
          `Zone ${zone.id}: ${code} is not an ISO 3166-1 alpha-2 country code (or * for the rest of the world)`,
        );
    }
    const methodId = firstDuplicate(zone.methods.map((method) => method.id));
    if (methodId) throw new ValidationError(`Zone ${zone.id}: method id ${methodId} is used twice`);
    return {
      id: zone.id,
      name: zone.name,
      countries: [...zone.countries],
      methods: zone.methods.map((method) => ({
        id: method.id,
        name: method.name,
        priceCents: cents(method.price, `Zone ${zone.id}, method ${method.id}: price`),
        freeOverCents:
          method.freeOver === null
            ? null
            : cents(method.freeOver, `Zone ${zone.id}, method ${method.id}: free over`),
        estimate: method.estimate,
      })),
    };
  });
}

/** The tax settings checked beyond their schema: known codes, regions of their country, one rate each. */
export function taxOf(body: TaxSettingsBody): StoredTax {
  checkRate(body.defaultRate, 'The default rate');
  const keys = body.rates.map((rate) => `${rate.country} ${rate.region ?? ''}`);
  const duplicate = firstDuplicate(keys);
  if (duplicate) throw new ValidationError(`A rate for ${duplicate.trim()} is given twice`);
  for (const rate of body.rates) {
    if (!isCountryCode(rate.country))
      throw new ValidationError(`Tax rate: ${rate.country} is not an ISO 3166-1 alpha-2 country code`);
    if (rate.region !== null && !regionBelongsTo(rate.region, rate.country))
      throw new ValidationError(
        `Tax rate: ${rate.region} is not an ISO 3166-2 region of ${rate.country} (like ${rate.country}-XX)`,
      );
    checkRate(rate.rate, `The rate for ${rate.region ?? rate.country}`);
  }
  return {
    defaultRate: body.defaultRate,
    pricesIncludeTax: body.pricesIncludeTax,
    rates: body.rates.map((rate) => ({ ...rate })),
  };
}

export function presentZones(settings: PriceSettings): ShippingSettings {
  return {
    zones: settings.zones.map((zone) => ({
      id: zone.id,
      name: zone.name,
      countries: [...zone.countries],
      methods: zone.methods.map((method) => ({
        id: method.id,
        name: method.name,
        price: toDollars(method.priceCents),
        freeOver: method.freeOverCents === null ? null : toDollars(method.freeOverCents),
        estimate: method.estimate,
      })),
    })),
  };
}

export function presentTax(settings: PriceSettings): TaxSettingsBody {
  return {
    defaultRate: settings.tax.defaultRate,
    pricesIncludeTax: settings.tax.pricesIncludeTax,
    rates: settings.tax.rates.map((rate) => ({ ...rate })),
  };
}

/** The owner's shipping zones and tax (docs/prices.md): read as set, or as the defaults. */
export function createPriceSettingsService(db: Db) {
  /**
   * Writes one part of the settings; the audit log keeps what it was and became, as its reader
   * sees it, in the same transaction.
   */
  function audited<Shown extends object>(
    target: 'shipping' | 'tax',
    present: (settings: PriceSettings) => Shown,
    write: (tx: Db) => Promise<void>,
    actor: AuditActor,
  ): Promise<Shown> {
    return transaction(db, async (tx) => {
      const before = present(await repo.readPriceSettings(tx));
      await write(tx);
      const after = present(await repo.readPriceSettings(tx));
      await recordAudit(tx, { actor, kind: 'settings.update', target, before, after });
      return after;
    });
  }

  return {
    shipping: async () => presentZones(await repo.readPriceSettings(db)),
    updateShipping(body: ShippingSettings, actor: AuditActor): Promise<ShippingSettings> {
      const zones = zonesOf(body);
      return audited('shipping', presentZones, (tx) => repo.writeZones(tx, zones), actor);
    },
    tax: async () => presentTax(await repo.readPriceSettings(db)),
    updateTax(body: TaxSettingsBody, actor: AuditActor): Promise<TaxSettingsBody> {
      const tax = taxOf(body);
      return audited('tax', presentTax, (tx) => repo.writeTax(tx, tax), actor);
    },
  };
}

export type PriceSettingsService = ReturnType<typeof createPriceSettingsService>;
