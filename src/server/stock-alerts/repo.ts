import { and, eq, isNull, sql } from 'drizzle-orm';
import { isUuid } from '../../contract/ids.ts';
import { type Db, NO_VARIANT, productVariants, products, queryRows, stockAlerts } from '../db/index.ts';

/** How many alerts one run of the job claims per transaction. */
export const CLAIM_BATCH = 100;

export interface AlertTarget {
  name: string;
  /** The stock the alert waits on: the variant's, or the product's (the sum of its variants). */
  countInStock: number;
}

/** A published product, or one variant of it, as a sign-up sees it; undefined when there is none. */
export async function findTarget(
  db: Db,
  productId: string,
  variantId: string | undefined,
): Promise<AlertTarget | undefined> {
  // Ids that are not UUIDs name nothing: they never reach the database's uuid columns.
  if (!isUuid(productId) || (variantId !== undefined && !isUuid(variantId))) return undefined;
  const [product] = await db
    .select({ name: products.name, countInStock: products.countInStock })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.isDraft, false)));
  if (!product || variantId === undefined) return product;
  const [variant] = await db
    .select({ countInStock: productVariants.countInStock })
    .from(productVariants)
    .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)));
  return variant && { name: product.name, countInStock: variant.countInStock };
}

/**
 * Records a waiting sign-up, or finds the one already waiting for this address and
 * product/variant: true when this call made it (a race of two sign-ups makes exactly one).
 */
export async function insertWaiting(
  tx: Db,
  alert: {
    productId: string;
    variantId: string | null;
    email: string;
    tokenHash: string;
    confirmed: Date | null;
    now: Date;
  },
): Promise<{ created: boolean; confirmed: boolean }> {
  const inserted = await tx
    .insert(stockAlerts)
    .values({
      productId: alert.productId,
      variantId: alert.variantId,
      email: alert.email,
      tokenHash: alert.tokenHash,
      confirmedAt: alert.confirmed,
      createdAt: alert.now,
    })
    // The only conflict a fresh random token hash can meet is stock_alerts_waiting's.
    .onConflictDoNothing()
    .returning({ id: stockAlerts.id });
  if (inserted.length > 0) return { created: true, confirmed: alert.confirmed !== null };
  if (alert.confirmed !== null) {
    // The account's owner signing up again confirms a sign-up someone made for their address.
    await tx
      .update(stockAlerts)
      .set({ confirmedAt: alert.confirmed })
      .where(waiting(alert.productId, alert.variantId, alert.email, true));
    return { created: false, confirmed: true };
  }
  const [existing] = await tx
    .select({ confirmedAt: stockAlerts.confirmedAt })
    .from(stockAlerts)
    .where(waiting(alert.productId, alert.variantId, alert.email, false));
  return { created: false, confirmed: existing?.confirmedAt != null };
}

function waiting(productId: string, variantId: string | null, email: string, unconfirmedOnly: boolean) {
  return and(
    eq(stockAlerts.productId, productId),
    sql`coalesce(${stockAlerts.variantId}, ${NO_VARIANT}) = coalesce(${variantId}::uuid, ${NO_VARIANT})`,
    eq(stockAlerts.email, email),
    isNull(stockAlerts.notifiedAt),
    unconfirmedOnly ? isNull(stockAlerts.confirmedAt) : undefined,
  );
}

/** Confirms the waiting alert with this token hash; false when there is none (used, removed, wrong). */
export async function confirm(db: Db, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(stockAlerts)
    .set({ confirmedAt: sql`coalesce(${stockAlerts.confirmedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(stockAlerts.tokenHash, tokenHash), isNull(stockAlerts.notifiedAt)))
    .returning({ id: stockAlerts.id });
  return rows.length > 0;
}

/** Deletes the alert with this token hash; false when there is none. */
export async function remove(db: Db, tokenHash: string): Promise<boolean> {
  const rows = await db
    .delete(stockAlerts)
    .where(eq(stockAlerts.tokenHash, tokenHash))
    .returning({ id: stockAlerts.id });
  return rows.length > 0;
}

export interface ClaimedAlert {
  email: string;
  product_id: string;
  name: string;
}

/**
 * Spends up to CLAIM_BATCH confirmed alerts whose stock is back, in one conditional UPDATE …
 * RETURNING. Rows another run holds are skipped (SKIP LOCKED), and `notified_at is null` is
 * checked again on the row the update takes, so an alert is claimed by exactly one run.
 */
export function claimDue(tx: Db, now: Date): Promise<ClaimedAlert[]> {
  return queryRows<ClaimedAlert>(
    tx,
    sql`UPDATE stock_alerts AS a SET notified_at = ${now.toISOString()}::timestamptz
        FROM products AS p
        WHERE a.id IN (
          SELECT due.id FROM stock_alerts AS due
          JOIN products AS dp ON dp.id = due.product_id
          LEFT JOIN product_variants AS dv ON dv.id = due.variant_id
          WHERE due.notified_at IS NULL AND due.confirmed_at IS NOT NULL AND NOT dp.is_draft
            AND coalesce(dv.count_in_stock, dp.count_in_stock) > 0
          ORDER BY due.id
          LIMIT ${CLAIM_BATCH}
          FOR UPDATE OF due SKIP LOCKED)
          AND a.notified_at IS NULL AND p.id = a.product_id
        RETURNING a.email, a.product_id, p.name`,
  );
}

/** Waiting sign-ups made since `from` (a UTC day), per product, most first. */
export function topWaiting(db: Db, from: string, limit: number) {
  const count = sql<number>`count(*)::int`.mapWith(Number);
  return db
    .select({ product: products.id, name: products.name, count })
    .from(stockAlerts)
    .innerJoin(products, eq(products.id, stockAlerts.productId))
    .where(
      and(
        isNull(stockAlerts.notifiedAt),
        sql`${stockAlerts.createdAt} >= (${from}::date::timestamp AT TIME ZONE 'UTC')`,
      ),
    )
    .groupBy(products.id, products.name)
    .orderBy(sql`count(*) desc`, products.name)
    .limit(limit);
}
