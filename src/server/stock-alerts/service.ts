import { randomBytes } from 'node:crypto';
import {
  STOCK_ALERT_CONFIRM_SENT,
  STOCK_ALERT_SAVED,
  type StockAlertAnswer,
  type StockAlertBody,
} from '../../contract/stock-alerts.ts';
import { bucketKey, type RateLimiter } from '../auth/index.ts';
import type { AuthUser } from '../auth/index.ts';
import { type Db, transaction } from '../db/index.ts';
import { ConflictError, NotFoundError, TooManyRequestsError, ValidationError } from '../errors.ts';
import { clientNetwork } from '../http/index.ts';
import { mailBackInStock, mailStockAlertConfirm } from '../mail/index.ts';
import { hashToken, normalizeEmail } from '../users/index.ts';
import * as repo from './repo.ts';

const HOUR_SECONDS = 60 * 60;
/** Sign-ups per address per hour: enough for a few products, too few to flood an inbox. */
export const PER_ADDRESS = { limit: 5, seconds: HOUR_SECONDS };
/** Sign-ups per client network per hour. */
export const PER_CLIENT = { limit: 30, seconds: HOUR_SECONDS };

export interface StockAlertDeps {
  db: Db;
  limiter: RateLimiter;
  publicUrl: string;
  clock?: () => Date;
}

/** "Notify me" (docs/catalogue.md#notify-me): sign-ups, their links, and the back-in-stock job. */
export function createStockAlerts(deps: StockAlertDeps) {
  const { db } = deps;
  const clock = deps.clock ?? (() => new Date());
  const link = (action: 'confirm' | 'unsubscribe', token: string) =>
    `${deps.publicUrl}/api/stock-alerts/${action}?token=${encodeURIComponent(token)}`;

  async function throttle(email: string, clientAddress: string): Promise<void> {
    const hit = await deps.limiter.take([
      { bucket: bucketKey('stock-alert:address', email), ...PER_ADDRESS },
      { bucket: bucketKey('stock-alert:client', clientNetwork(clientAddress)), ...PER_CLIENT },
    ]);
    if (!hit.allowed) {
      throw new TooManyRequestsError(
        'Too many alert requests. Please try again later.',
        hit.retryAfterSeconds,
      );
    }
  }

  return {
    async signUp(
      productId: string,
      body: StockAlertBody,
      who: { user: AuthUser | undefined; clientAddress: string },
    ): Promise<{ answer: StockAlertAnswer; created: boolean }> {
      const given = body.email ?? who.user?.email;
      if (given === undefined) throw new ValidationError('Enter the e-mail address to notify.');
      const email = normalizeEmail(given);
      const target = await repo.findTarget(db, productId, body.variant);
      if (!target) throw new NotFoundError(body.variant ? 'Variant not found' : 'Product not found');
      if (target.countInStock > 0) throw new ConflictError('This is in stock: it can be ordered now.');
      await throttle(email, who.clientAddress);
      // The account's own address needs no confirmation: signing in proved it is theirs.
      const own = who.user !== undefined && normalizeEmail(who.user.email) === email;
      const token = randomBytes(32).toString('base64url');
      const now = clock();
      const result = await transaction(db, async (tx) => {
        const saved = await repo.insertWaiting(tx, {
          productId,
          variantId: body.variant ?? null,
          email,
          tokenHash: hashToken(token),
          confirmed: own ? now : null,
          now,
        });
        if (saved.created && !own) {
          await mailStockAlertConfirm(tx, email, target, {
            confirm: link('confirm', token),
            unsubscribe: link('unsubscribe', token),
          });
        }
        return saved;
      });
      // Someone else's address reads the same whether it is new, waiting or confirmed.
      const confirmed = own && result.confirmed;
      return {
        created: result.created,
        answer: {
          product: productId,
          confirmed,
          message: confirmed ? STOCK_ALERT_SAVED : STOCK_ALERT_CONFIRM_SENT,
        },
      };
    },

    confirm: (token: string) => repo.confirm(db, hashToken(token), clock()),
    unsubscribe: (token: string) => repo.remove(db, hashToken(token)),

    /**
     * The job: claims due alerts a batch at a time and queues their mails in the same
     * transaction, so an alert is spent exactly when its mail exists. Returns how many were sent.
     */
    async notifyRestocked(): Promise<number> {
      let sent = 0;
      for (;;) {
        const claimed = await transaction(db, async (tx) => {
          const alerts = await repo.claimDue(tx, clock());
          await mailBackInStock(
            tx,
            alerts.map((alert) => ({
              email: alert.email,
              name: alert.name,
              link: `${deps.publicUrl}/product/${encodeURIComponent(alert.product_id)}`,
            })),
          );
          return alerts.length;
        });
        sent += claimed;
        if (claimed < repo.CLAIM_BATCH) return sent;
      }
    },
  };
}

export type StockAlerts = ReturnType<typeof createStockAlerts>;
