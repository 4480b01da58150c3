import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Descending as the indexes hold it: drizzle-kit writes index columns `DESC NULLS LAST`, and a
 * plain `DESC` (drizzle's `desc()`) means `NULLS FIRST`, which no index matches (PostgreSQL does
 * not use NOT NULL to see they are the same), so an ordered read would sort the whole table
 * instead of walking its index.
 */
export function descending(column: SQL | AnyPgColumn): SQL {
  return sql`${column} desc nulls last`;
}
