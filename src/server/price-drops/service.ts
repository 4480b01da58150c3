import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUuid } from '../../contract/ids.ts';
import { type Db, transaction } from '../db/index.ts';
import { mailPriceDrops, type MailPriceDrop } from '../mail/index.ts';
import * as repo from './repo.ts';

/** At most one price-drop mail per shopper per this: drops found meanwhile wait and go together. */
export const MAIL_EVERY_MS = 24 * 60 * 60 * 1000;

export interface PriceDropDeps {
  db: Db;
  publicUrl: string;
  /** Signs the unsubscribe links; the server's JWT secret (a new secret ends old links). */
  linkSecret: string;
  clock?: () => Date;
}

/** Wishlist price-drop mails (docs/wishlist-and-cart.md#price-drop-mails): the job and the opt-out. */
export function createPriceDrops(deps: PriceDropDeps) {
  const { db } = deps;
  const clock = deps.clock ?? (() => new Date());

  // The unsubscribe token names the customer and carries an HMAC of their id: every mail's link
  // keeps working, nothing is stored, and no one can opt out someone else.
  const signature = (userId: string) =>
    createHmac('sha256', deps.linkSecret).update(`price-drop-unsubscribe:${userId}`).digest('base64url');
  const unsubscribeLink = (userId: string) =>
    `${deps.publicUrl}/api/price-drops/unsubscribe?token=${encodeURIComponent(`${userId}.${signature(userId)}`)}`;

  function signedUser(token: string): string | undefined {
    const [userId = '', given = ''] = token.split('.');
    if (!isUuid(userId)) return undefined;
    const expected = Buffer.from(signature(userId));
    const actual = Buffer.from(given);
    return actual.length === expected.length && timingSafeEqual(actual, expected) ? userId : undefined;
  }

  return {
    /**
     * The job: locks a batch of savers due a mail, claims their drops and queues one mail each in
     * the same transaction, so a drop is told exactly when its mail exists. Returns the mails sent.
     */
    async mailDrops(): Promise<number> {
      let sent = 0;
      for (;;) {
        const { locked, mailed } = await transaction(db, async (tx) => {
          const now = clock();
          const savers = await repo.lockSaversDue(tx, new Date(now.getTime() - MAIL_EVERY_MS));
          const drops = await repo.claimDrops(
            tx,
            savers.map((saver) => saver.id),
          );
          const mails = savers.flatMap((saver) => {
            const own: MailPriceDrop[] = drops
              .filter((drop) => drop.user_id === saver.id)
              .map((drop) => ({
                name: drop.name,
                link: `${deps.publicUrl}/product/${encodeURIComponent(drop.product_id)}`,
                wasCents: drop.was_cents,
                nowCents: drop.now_cents,
              }));
            return own.length > 0
              ? [{ userId: saver.id, email: saver.email, drops: own, unsubscribe: unsubscribeLink(saver.id) }]
              : [];
          });
          await mailPriceDrops(tx, mails);
          await repo.markMailed(
            tx,
            mails.map((mail) => mail.userId),
            now,
          );
          return { locked: savers.length, mailed: mails.length };
        });
        sent += mailed;
        if (locked < repo.CLAIM_BATCH) return sent;
      }
    },

    /** The unsubscribe button: false when the token is not one this shop signed. */
    async unsubscribe(token: string): Promise<boolean> {
      const userId = signedUser(token);
      return userId !== undefined && repo.optOut(db, userId);
    },
  };
}

export type PriceDrops = ReturnType<typeof createPriceDrops>;
