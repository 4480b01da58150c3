import { containsPattern, type Db, orders, revokedTokens, users } from '../db/index.ts';
import { and, asc, count, eq, inArray, or, sql } from 'drizzle-orm';

export type UserRecord = typeof users.$inferSelect;

export async function findByEmail(db: Db, email: string): Promise<UserRecord | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

export async function findById(db: Db, id: string): Promise<UserRecord | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** A signed-in request's question: whose token is this, and was this token logged out? */
export interface TokenAsk {
  userId: string;
  tokenId: string;
}

/**
 * What the auth guard needs of the users of some tokens, and which of those tokens were logged out,
 * in one statement however many tokens: one snapshot, one round trip (docs/accounts.md).
 */
export async function findTokenUsers(db: Db, asked: readonly TokenAsk[]) {
  const tokenIds = [...new Set(asked.map((ask) => ask.tokenId))];
  const found = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      isAdmin: users.isAdmin,
      role: users.role,
      tokenVersion: users.tokenVersion,
      // The same few ids on every row: those of the tokens asked about that were logged out.
      revokedTokenIds: sql<
        string[]
      >`ARRAY(SELECT ${revokedTokens.tokenId}::text FROM ${revokedTokens} WHERE ${inArray(revokedTokens.tokenId, tokenIds)})`,
    })
    .from(users)
    .where(inArray(users.id, [...new Set(asked.map((ask) => ask.userId))]));
  return {
    users: new Map(found.map(({ revokedTokenIds: _sameOnEveryRow, ...user }) => [user.id, user])),
    revoked: new Set(found[0]?.revokedTokenIds),
  };
}

/**
 * The auth guard's read of a token's user, and whether that token was logged out: one statement per
 * request. Read together with the other requests of the same moment (`readTogether`), the rush's
 * orders were faster, but every signed-in request then went on at the same instant, and two
 * admins' user edits and deletions at once deadlocked in the fresh-clone CI (docs/performance/flash.md);
 * that lock order must be fixed first.
 */
export function tokenUserReader(db: Db) {
  return async (userId: string, tokenId: string) => {
    const found = await findTokenUsers(db, [{ userId, tokenId }]);
    const user = found.users.get(userId);
    return user && { ...user, revoked: found.revoked.has(tokenId) };
  };
}

export async function insert(
  db: Db,
  values: { name: string; email: string; passwordHash: string; isAdmin?: boolean },
): Promise<UserRecord> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('user insert returned nothing');
  return row;
}

/**
 * Changes a user. With `atTokenVersion`, only while the account is still at that version: a
 * change asked for by a session that a password change or Sign out everywhere ended meanwhile is
 * not made (undefined, as for a user who is gone).
 */
export async function update(
  db: Db,
  id: string,
  values: Partial<Pick<UserRecord, 'name' | 'email' | 'passwordHash' | 'role'>> & {
    bumpTokenVersion?: boolean;
    atTokenVersion?: number;
  },
): Promise<UserRecord | undefined> {
  const { bumpTokenVersion, atTokenVersion, ...fields } = values;
  const [row] = await db
    .update(users)
    .set({
      ...fields,
      // A new version makes every token issued before this change stop working.
      ...(bumpTokenVersion ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
      updatedAt: new Date(),
    })
    .where(
      atTokenVersion === undefined
        ? eq(users.id, id)
        : and(eq(users.id, id), eq(users.tokenVersion, atTokenVersion)),
    )
    .returning();
  return row;
}

/** Ends every session of the account: tokens carry the version they were made at. */
export async function bumpTokenVersion(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * Replaces a password hash with a new hash of the same password, only if it is still the hash the
 * password was checked against: a password changed meanwhile is never overwritten. Tokens stay
 * valid (the password did not change).
 */
export async function replacePasswordHash(db: Db, id: string, checked: string, fresh: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash: fresh })
    .where(and(eq(users.id, id), eq(users.passwordHash, checked)));
}

/** One page of users, oldest first, whose name or e-mail contains `keyword` (any, when absent). */
export async function listPage(
  db: Db,
  page: { keyword: string | undefined; limit: number; offset: number },
): Promise<{ records: UserRecord[]; total: number }> {
  const pattern = page.keyword === undefined ? undefined : containsPattern(page.keyword.toLowerCase());
  const where = pattern
    ? or(
        sql`lower(${users.name}) LIKE ${pattern} ESCAPE '\\'`,
        sql`${users.email} LIKE ${pattern} ESCAPE '\\'`,
      )
    : undefined;
  const records = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await db.select({ total: count() }).from(users).where(where);
  return { records, total: counted?.total ?? 0 };
}

export async function remove(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length > 0;
}

/**
 * Locks the acting admin's row and the target user's row until the transaction ends, always in
 * the order of their ids, so two admin changes never wait on each other in a cycle. Returns the
 * rows that still exist. A delete locks `for update`: it waits for the target's writes in flight
 * (orders, reviews) to finish and holds later ones off until it is done; then it locks the rows
 * its cascades write that other writers lock too (`lockRowsADeletionWrites`). An edit locks
 * `for no key update`, which lets the target keep placing orders and writing reviews meanwhile.
 */
export async function lockForAdminChange(
  db: Db,
  ids: { actorId: string; targetId: string },
  change: 'edit' | 'delete',
): Promise<Pick<UserRecord, 'id' | 'role'>[]> {
  const rows = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(inArray(users.id, [ids.actorId, ids.targetId]))
    .orderBy(asc(users.id))
    .for(change === 'delete' ? 'update' : 'no key update');
  if (change === 'delete' && rows.some((row) => row.id === ids.targetId)) {
    await lockRowsADeletionWrites(db, ids.targetId);
  }
  return rows;
}

/**
 * Locks every owner's row, in id order, and returns their ids: role changes take turns on these
 * rows, so "is another owner left?" is answered with every other change committed (docs/staff.md).
 * FOR NO KEY UPDATE: owners keep placing orders and writing reviews meanwhile.
 */
export async function lockOwners(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'owner'))
    .orderBy(asc(users.id))
    .for('no key update');
  return rows.map((row) => row.id);
}

/**
 * A user's deletion sets their orders' `user_id` to null, deletes their reviews, cart lines and
 * wishlist items, and recounts the reviewed products' ratings. Left to the cascades, those rows are
 * taken in whatever order PostgreSQL fires its triggers, and a product deleted at the same moment
 * cascades into the same reviews, cart lines and wishlist items from the product's end: each waited
 * for the other. Taken here first, in the lock order (the user is already locked; then orders,
 * then products, each in ascending id order), the deletion and any other writer meet on the first
 * row they share, and one simply waits for the other (docs/orders-and-payments.md).
 */
async function lockRowsADeletionWrites(db: Db, userId: string): Promise<void> {
  await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(asc(orders.id))
    .for('update');
  await db.execute(sql`
    SELECT id FROM products WHERE id IN (
      SELECT product_id FROM reviews WHERE user_id = ${userId}
      UNION SELECT product_id FROM cart_lines WHERE user_id = ${userId}
      UNION SELECT product_id FROM wishlist_items WHERE user_id = ${userId})
    ORDER BY id FOR UPDATE`);
}
