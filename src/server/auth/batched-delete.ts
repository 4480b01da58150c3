import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type Db } from '../db/index.ts';

export interface BatchOptions {
  batchSize?: number;
  maxBatches?: number;
}

/** A table whose rows end at a time of their own, found by that column's index. */
export interface EndingRows {
  table: PgTable;
  key: PgColumn;
  endsAt: PgColumn;
}

/**
 * Deletes the rows whose time has come, at most `batchSize` per statement and `maxBatches`
 * statements per call, so one call is short however large the table grew. Rows another instance
 * is deleting are skipped, so instances may prune at the same time. Returns how many it deleted.
 */
export async function deleteEndedRows(db: Db, rows: EndingRows, options: BatchOptions = {}): Promise<number> {
  const batchSize = options.batchSize ?? 5000;
  const maxBatches = options.maxBatches ?? 20;
  const { table, key, endsAt } = rows;
  let deleted = 0;
  for (let batch = 0; batch < maxBatches; batch++) {
    const done = await queryRows<unknown>(
      db,
      sql`DELETE FROM ${table} WHERE ${key} IN (
            SELECT ${key} FROM ${table} WHERE ${endsAt} <= now()
            LIMIT ${batchSize} FOR UPDATE SKIP LOCKED)
          RETURNING ${key}`,
    );
    deleted += done.length;
    if (done.length < batchSize) break;
  }
  return deleted;
}
