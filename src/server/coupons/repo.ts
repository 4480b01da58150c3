import { desc, eq } from 'drizzle-orm';
import type { Coupon, CouponKind } from '../../contract/coupons.ts';
import { coupons, type Db, type StoredScope } from '../db/index.ts';

/** A coupon's stored fields, as the service has checked and converted them (cents, thousandths). */
export interface CouponFields {
  code: string | null;
  description: string;
  kind: CouponKind;
  value: number;
  minSubtotalCents: number;
  startsAt: Date | null;
  endsAt: Date | null;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  active: boolean;
  scope: StoredScope | null;
}

type Row = typeof coupons.$inferSelect;

/** `value` as the API writes it: percent off, or dollars off. */
function valueOf(row: Row): number {
  if (row.kind === 'percent') return row.value / 1000;
  if (row.kind === 'fixed') return row.value / 100;
  return 0;
}

function present(row: Row): Coupon {
  return {
    _id: row.id,
    code: row.code,
    description: row.description,
    kind: row.kind as CouponKind,
    value: valueOf(row),
    minSubtotal: row.minSubtotalCents / 100,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    maxUses: row.maxUses,
    maxUsesPerCustomer: row.maxUsesPerCustomer,
    active: row.active,
    scope: row.scope,
    uses: row.uses,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Newest first: what the admin screen lists. */
export async function list(db: Db): Promise<Coupon[]> {
  const rows = await db.select().from(coupons).orderBy(desc(coupons.createdAt), desc(coupons.id));
  return rows.map(present);
}

/** `lock`: hold the row until the transaction ends, so what the audit log calls before is exact. */
export async function find(db: Db, id: string, lock = false): Promise<Coupon | undefined> {
  const query = db.select().from(coupons).where(eq(coupons.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row && present(row);
}

export async function insert(db: Db, fields: CouponFields): Promise<Coupon> {
  const [row] = await db.insert(coupons).values(fields).returning();
  if (!row) throw new Error('The coupon was not stored');
  return present(row);
}

export async function update(db: Db, id: string, fields: CouponFields): Promise<Coupon | undefined> {
  const [row] = await db
    .update(coupons)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(coupons.id, id))
    .returning();
  return row && present(row);
}

/** The coupon as it was, or undefined when there was none. */
export async function remove(db: Db, id: string): Promise<Coupon | undefined> {
  const [row] = await db.delete(coupons).where(eq(coupons.id, id)).returning();
  return row && present(row);
}
