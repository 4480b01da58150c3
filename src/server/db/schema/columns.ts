import { sql } from 'drizzle-orm';
import { customType, timestamp } from 'drizzle-orm/pg-core';

/** The column types, columns and CHECK pieces the tables of ../schema.ts share. */

export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
export const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** `'a', 'b'` for a CHECK constraint, from constant lists only (never from input). */
export const sqlList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));
