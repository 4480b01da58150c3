import type { SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';

export interface BatchOptions {
  batchSize?: number;
  maxBatches?: number;
}

/**
 * Runs `deleteBatch(limit)` (a DELETE … RETURNING of at most `limit` rows) until a batch comes
 * back short or `maxBatches` ran, so one call is short however large the table grew. Returns how
 * many rows were deleted.
 */
export async function deleteInBatches(
  db: Db,
  deleteBatch: (limit: number) => SQL,
  options: BatchOptions = {},
): Promise<number> {
  const batchSize = options.batchSize ?? 5000;
  const maxBatches = options.maxBatches ?? 20;
  let deleted = 0;
  for (let batch = 0; batch < maxBatches; batch++) {
    const rows = await queryRows<unknown>(db, deleteBatch(batchSize));
    deleted += rows.length;
    if (rows.length < batchSize) break;
  }
  return deleted;
}
