import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';

export type UserRecord = typeof users.$inferSelect;

export async function findByEmail(db: Db, email: string): Promise<UserRecord | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

export async function findById(db: Db, id: string): Promise<UserRecord | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function insert(
  db: Db,
  values: { name: string; email: string; passwordHash: string; isAdmin?: boolean },
): Promise<UserRecord> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('user insert returned nothing');
  return row;
}

export async function update(
  db: Db,
  id: string,
  values: Partial<Pick<UserRecord, 'name' | 'email' | 'passwordHash' | 'isAdmin'>> & {
    bumpTokenVersion?: boolean;
  },
): Promise<UserRecord | undefined> {
  const { bumpTokenVersion, ...fields } = values;
  const [row] = await db
    .update(users)
    .set({
      ...fields,
      // A new version makes every token issued before this change stop working.
      ...(bumpTokenVersion ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export function listAll(db: Db): Promise<UserRecord[]> {
  return db.select().from(users).orderBy(asc(users.createdAt), asc(users.id));
}

export async function remove(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length > 0;
}

/**
 * Locks every admin row until the transaction ends, then counts the admins other than `id`:
 * two admins demoting each other at once cannot both succeed and leave the shop without one.
 */
export async function countOtherAdminsLocked(db: Db, id: string): Promise<number> {
  await db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).for('update');
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.isAdmin, true), ne(users.id, id)));
  return row?.n ?? 0;
}
