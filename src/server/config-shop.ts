import { ConfigError } from './config-values.ts';

/** Who the shop is, as its invoices print it (docs/orders-and-payments.md#invoices). */
export interface ShopConfig {
  /** SHOP_NAME, default `Easy-Buy`. */
  name: string;
  /** SHOP_ADDRESS, its lines separated by `|` or line breaks; default the demo's address. */
  addressLines: string[];
  /** SHOP_TAX_ID: a VAT or tax number printed on invoices; empty prints none. */
  taxId: string;
  /**
   * WITHDRAWAL_DAYS: days after delivery a shopper may withdraw from the contract; 14 by default,
   * the EU's minimum (Directive 2011/83/EU art. 9), so a shorter period is refused at start.
   */
  withdrawalDays: number;
}

export const DEFAULT_SHOP_NAME = 'Easy-Buy';
/** The EU's withdrawal period, and the longest a shop may offer here (a year). */
export const MIN_WITHDRAWAL_DAYS = 14;
const MAX_WITHDRAWAL_DAYS = 365;
export const DEFAULT_SHOP_ADDRESS = ['Easy-Buy Ltd.', '1 Market Street', 'Springfield, 12345', 'USA'];

function singleLine(value: string, name: string, max: number): string {
  const trimmed = value.trim();
  if (/[\p{Cc}]/u.test(trimmed))
    throw new ConfigError(`${name} must be plain text without control characters`);
  if (trimmed.length > max) throw new ConfigError(`${name} must be at most ${max} characters`);
  return trimmed;
}

function withdrawalDays(env: NodeJS.ProcessEnv): number {
  const raw = env.WITHDRAWAL_DAYS?.trim() ?? '';
  if (raw === '') return MIN_WITHDRAWAL_DAYS;
  const days = Number(raw);
  if (!/^\d+$/.test(raw) || days < MIN_WITHDRAWAL_DAYS || days > MAX_WITHDRAWAL_DAYS) {
    throw new ConfigError(
      `WITHDRAWAL_DAYS must be a whole number from ${MIN_WITHDRAWAL_DAYS} (the EU's withdrawal period, never shorter) to ${MAX_WITHDRAWAL_DAYS}, got "${raw}"`,
    );
  }
  return days;
}

export function shop(env: NodeJS.ProcessEnv): ShopConfig {
  const name = singleLine(env.SHOP_NAME ?? '', 'SHOP_NAME', 100) || DEFAULT_SHOP_NAME;
  const address = (env.SHOP_ADDRESS ?? '')
    .split(/\||\r?\n/)
    .map((line) => singleLine(line, 'SHOP_ADDRESS', 200))
    .filter(Boolean);
  if (address.length > 6) throw new ConfigError('SHOP_ADDRESS must have at most 6 lines');
  return {
    name,
    addressLines: address.length > 0 ? address : DEFAULT_SHOP_ADDRESS,
    taxId: singleLine(env.SHOP_TAX_ID ?? '', 'SHOP_TAX_ID', 50),
    withdrawalDays: withdrawalDays(env),
  };
}
