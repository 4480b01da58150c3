/**
 * The database's tables, one file a subject under ./schema/. drizzle-kit reads them from here
 * (drizzle.config.ts), and the rest of the server imports them from here through db/index.ts.
 */
export * from './schema/accounts.ts';
export * from './schema/catalogue.ts';
export * from './schema/variants.ts';
export * from './schema/specs.ts';
export * from './schema/orders.ts';
export * from './schema/shoppers.ts';
export * from './schema/platform.ts';
export * from './schema/offers.ts';
export * from './schema/audit.ts';
export * from './schema/demand.ts';
export * from './schema/price-history.ts';
export * from './schema/returns.ts';
export * from './schema/stock-alerts.ts';
