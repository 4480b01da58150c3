import { type Db, revokedTokens } from '../db/index.ts';
import { deleteEndedRows, type BatchOptions } from './batched-delete.ts';
import type { SignedInToken } from './guard.ts';

/**
 * Ends one token before its time (Logout). Kept until the token expires: after that it fails by
 * itself and the row is pruned. Logging out twice keeps the one row.
 */
export async function revokeToken(db: Db, token: SignedInToken): Promise<void> {
  await db
    .insert(revokedTokens)
    .values({ tokenId: token.id, expiresAt: token.expiresAt })
    .onConflictDoNothing({ target: revokedTokens.tokenId });
}

/**
 * Deletes revocations of tokens that have expired, in bounded batches, skipping rows another
 * instance is deleting, as the throttling windows are pruned (docs/accounts.md).
 */
export function pruneRevokedTokens(db: Db, options?: BatchOptions): Promise<number> {
  return deleteEndedRows(
    db,
    { table: revokedTokens, key: revokedTokens.tokenId, endsAt: revokedTokens.expiresAt },
    options,
  );
}
