import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { type Db, passwordResets, users } from '../db/index.ts';

export async function insert(
  db: Db,
  values: { tokenHash: string; userId: string; tokenVersion: number; sentTo: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResets).values(values);
}

/** A link as stored, with what the account looks like now (for the password rules and the version). */
export async function findByHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      userId: passwordResets.userId,
      issuedAtVersion: passwordResets.tokenVersion,
      expiresAt: passwordResets.expiresAt,
      usedAt: passwordResets.usedAt,
      sentTo: passwordResets.sentTo,
      currentVersion: users.tokenVersion,
      email: users.email,
      name: users.name,
    })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(eq(passwordResets.tokenHash, tokenHash));
  return row;
}

/**
 * Uses the link and sets the password in one step each, both conditional: the link must still be
 * unused and unexpired, and the account still at the version the link was issued at and still at
 * the e-mail it was sent to. Of two parallel uses of one link only one passes. Bumping the version
 * ends every session and every other link of the account. False when anything had changed; the
 * caller's transaction then rolls back.
 */
export async function useLink(
  tx: Db,
  link: { tokenHash: string; userId: string; issuedAtVersion: number; sentTo: string },
  passwordHash: string,
  now: Date,
): Promise<boolean> {
  const used = await tx
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.tokenHash, link.tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResets.userId });
  if (used.length === 0) return false;
  const changed = await tx
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
    .where(
      and(
        eq(users.id, link.userId),
        eq(users.tokenVersion, link.issuedAtVersion),
        eq(users.email, link.sentTo),
      ),
    )
    .returning({ id: users.id });
  return changed.length > 0;
}
