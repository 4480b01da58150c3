import { eq } from 'drizzle-orm';
import { type Db, priceSettings, type StoredTax, type StoredZone } from '../db/index.ts';
import { DEFAULT_PRICE_SETTINGS, type PriceSettings } from '../pricing/index.ts';

/**
 * The settings orders are priced with: the owner's, or pricing's defaults for what was never set.
 * Read from the database on every use (one small row), so every instance prices alike at once.
 */
export async function readPriceSettings(db: Db): Promise<PriceSettings> {
  const [row] = await db
    .select({ zones: priceSettings.shippingZones, tax: priceSettings.tax })
    .from(priceSettings)
    .where(eq(priceSettings.id, 1));
  return {
    zones: row?.zones ?? DEFAULT_PRICE_SETTINGS.zones,
    tax: row?.tax ?? DEFAULT_PRICE_SETTINGS.tax,
  };
}

export async function writeZones(db: Db, zones: StoredZone[]): Promise<void> {
  await db
    .insert(priceSettings)
    .values({ id: 1, shippingZones: zones })
    .onConflictDoUpdate({ target: priceSettings.id, set: { shippingZones: zones, updatedAt: new Date() } });
}

export async function writeTax(db: Db, tax: StoredTax): Promise<void> {
  await db
    .insert(priceSettings)
    .values({ id: 1, tax })
    .onConflictDoUpdate({ target: priceSettings.id, set: { tax, updatedAt: new Date() } });
}
