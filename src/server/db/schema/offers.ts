import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  smallint,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { orders } from './orders.ts';

/** What a scoped offer covers (docs/prices.md). */
export interface StoredScope {
  categories: string[];
  brands: string[];
  products: string[];
}

/**
 * Coupons and automatic promotions (`code` null). `value` is integer: thousandths of a percent for
 * `percent`, cents for `fixed`, 0 for `free-shipping`. `uses` counts the orders holding one, moved
 * in the same transaction as the order, so `max_uses` holds under any race.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code'),
    description: text('description').notNull(),
    kind: text('kind').notNull(),
    value: integer('value').notNull(),
    minSubtotalCents: integer('min_subtotal_cents').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    maxUses: integer('max_uses'),
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    uses: integer('uses').notNull().default(0),
    active: boolean('active').notNull().default(true),
    scope: jsonb('scope').$type<StoredScope>(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('coupons_code')
      .on(table.code)
      .where(sql`${table.code} IS NOT NULL`),
    check('coupons_kind_known', sql`${table.kind} IN ('percent', 'fixed', 'free-shipping')`),
    check(
      'coupons_value_range',
      sql`${table.value} >= 0 AND (${table.kind} <> 'percent' OR ${table.value} <= 100000)`,
    ),
    check(
      'coupons_uses_within',
      sql`${table.uses} >= 0 AND (${table.maxUses} IS NULL OR ${table.uses} <= ${table.maxUses})`,
    ),
    check(
      'coupons_ends_after_start',
      sql`${table.endsAt} IS NULL OR ${table.startsAt} IS NULL OR ${table.endsAt} > ${table.startsAt}`,
    ),
  ],
);

/**
 * Which order used which offer, and for whom (a user id, or a guest's e-mail in lower case): what
 * a per-customer limit counts and what a cancelled order gives back. One offer per order.
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    shopper: text('shopper').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('coupon_redemptions_coupon_shopper').on(table.couponId, table.shopper)],
);

/** Shipping zones as pricing keeps them (cents), stored as the owner set them. */
export interface StoredZone {
  id: string;
  name: string;
  countries: string[];
  methods: { id: string; name: string; priceCents: number; freeOverCents: number | null; estimate: string }[];
}

/** Tax as pricing keeps it: rates in percent (up to three decimals). */
export interface StoredTax {
  defaultRate: number;
  pricesIncludeTax: boolean;
  rates: { country: string; region: string | null; rate: number }[];
}

/**
 * The owner's shipping zones and tax (docs/prices.md), one row like `staff_settings`. A null
 * column, or no row, means never set: pricing's defaults, which reproduce the spec's prices.
 * Read on every quote and order (one small row), so every instance prices alike at once.
 */
export const priceSettings = pgTable(
  'price_settings',
  {
    id: smallint('id').primaryKey().default(1),
    shippingZones: jsonb('shipping_zones').$type<StoredZone[]>(),
    tax: jsonb('tax').$type<StoredTax>(),
    updatedAt: updatedAt(),
  },
  (table) => [check('price_settings_one_row', sql`${table.id} = 1`)],
);
