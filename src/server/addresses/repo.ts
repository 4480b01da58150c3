import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import type { SavedAddress } from '../../contract/addresses.ts';
import { type Db, savedAddresses } from '../db/index.ts';

/** The stored fields of an address, as the service has checked them. */
export interface AddressFields {
  name: string;
  address: string;
  city: string;
  postalCode: string;
  country: string;
  region: string | null;
  phone: string | null;
}

const columns = {
  _id: savedAddresses.id,
  name: savedAddresses.name,
  address: savedAddresses.address,
  city: savedAddresses.city,
  postalCode: savedAddresses.postalCode,
  country: savedAddresses.country,
  region: savedAddresses.region,
  phone: savedAddresses.phone,
  isDefault: savedAddresses.isDefault,
};

const owned = (userId: string, id: string) =>
  and(eq(savedAddresses.userId, userId), eq(savedAddresses.id, id));

/** The default first, then the newest. */
export function list(db: Db, userId: string): Promise<SavedAddress[]> {
  return db
    .select(columns)
    .from(savedAddresses)
    .where(eq(savedAddresses.userId, userId))
    .orderBy(desc(savedAddresses.isDefault), desc(savedAddresses.createdAt), desc(savedAddresses.id));
}

export async function countOf(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(savedAddresses).where(eq(savedAddresses.userId, userId));
  return row?.n ?? 0;
}

export async function exists(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db.select({ id: savedAddresses.id }).from(savedAddresses).where(owned(userId, id));
  return rows.length > 0;
}

export async function isDefault(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .select({ isDefault: savedAddresses.isDefault })
    .from(savedAddresses)
    .where(owned(userId, id));
  return rows[0]?.isDefault === true;
}

export async function insert(db: Db, userId: string, fields: AddressFields): Promise<string> {
  const [row] = await db
    .insert(savedAddresses)
    .values({ userId, ...fields })
    .returning({ id: savedAddresses.id });
  if (!row) throw new Error('saved address insert returned no row');
  return row.id;
}

export async function update(db: Db, userId: string, id: string, fields: AddressFields): Promise<void> {
  await db.update(savedAddresses).set(fields).where(owned(userId, id));
}

/** Makes `id` the one default: the old default is cleared first, as the unique index requires. */
export async function makeDefault(db: Db, userId: string, id: string): Promise<void> {
  await db
    .update(savedAddresses)
    .set({ isDefault: false })
    .where(
      and(eq(savedAddresses.userId, userId), eq(savedAddresses.isDefault, true), ne(savedAddresses.id, id)),
    );
  await db.update(savedAddresses).set({ isDefault: true }).where(owned(userId, id));
}

export async function remove(db: Db, userId: string, id: string): Promise<void> {
  await db.delete(savedAddresses).where(owned(userId, id));
}

/** The address that becomes the default when the default is deleted: the oldest left. */
export async function oldest(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: savedAddresses.id })
    .from(savedAddresses)
    .where(eq(savedAddresses.userId, userId))
    .orderBy(asc(savedAddresses.createdAt), asc(savedAddresses.id))
    .limit(1);
  return row?.id;
}
