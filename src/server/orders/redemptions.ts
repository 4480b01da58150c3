import { and, count, eq, sql } from 'drizzle-orm';
import { couponRedemptions, coupons, type Db } from '../db/index.ts';

/**
 * Takes one use of an offer for this shopper, inside the placement's transaction, or answers false
 * when none is left: one conditional UPDATE (`uses < max_uses`), so parallel orders cannot take
 * more than `max_uses` between them. The UPDATE's row lock is held to the end of the transaction,
 * so the shopper's own count, read after it, cannot be raced either (docs/prices.md).
 */
export async function takeOfferUse(tx: Db, couponId: string, shopper: string): Promise<boolean> {
  const [taken] = await tx
    .update(coupons)
    .set({ uses: sql`${coupons.uses} + 1` })
    .where(
      and(
        eq(coupons.id, couponId),
        sql`(${coupons.maxUses} IS NULL OR ${coupons.uses} < ${coupons.maxUses})`,
      ),
    )
    .returning({ perCustomer: coupons.maxUsesPerCustomer });
  if (!taken) return false;
  if (taken.perCustomer === null) return true;
  const [used] = await tx
    .select({ n: count() })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.shopper, shopper)));
  return (used?.n ?? 0) < taken.perCustomer;
}

/** The order's redemption: what a per-customer limit counts and what a cancellation gives back. */
export async function recordRedemption(
  tx: Db,
  orderId: string,
  couponId: string,
  shopper: string,
): Promise<void> {
  await tx.insert(couponRedemptions).values({ orderId, couponId, shopper });
}

/**
 * Gives an unpaid order's offer use back when it is cancelled or expires, in the cancellation's
 * transaction. Deleting the redemption row is what makes it happen exactly once: a second call
 * finds no row and gives nothing.
 */
export async function giveOfferUseBack(tx: Db, orderId: string): Promise<void> {
  const [redeemed] = await tx
    .delete(couponRedemptions)
    .where(eq(couponRedemptions.orderId, orderId))
    .returning({ couponId: couponRedemptions.couponId });
  if (!redeemed) return;
  await tx
    .update(coupons)
    .set({ uses: sql`GREATEST(${coupons.uses} - 1, 0)` })
    .where(eq(coupons.id, redeemed.couponId));
}
