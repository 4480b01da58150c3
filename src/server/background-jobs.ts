import type { FastifyInstance } from 'fastify';
import { rateLimitPruningJob } from './auth/index.ts';
import type { Db } from './db/index.ts';
import type { PeriodicJob } from './jobs/index.ts';

/** How often the mail queue is looked at: a message leaves within seconds, and an idle poll is one indexed read. */
const MAIL_INTERVAL_MS = 3_000;
const LOW_STOCK_INTERVAL_MS = 60_000;
/** How often wishlist prices are compared with what savers last saw: a drop is mailed within this. */
const PRICE_DROP_INTERVAL_MS = 10 * 60_000;
/** How often counted demand is written: a count shows in the report within this (well under a minute). */
const DEMAND_FLUSH_INTERVAL_MS = 20_000;

/**
 * Everything the shop does on a timer, with its interval: the one list (docs/architecture.md,
 * "Background work"). Every instance runs all of it; each job's work is claimed row by row, so
 * several instances share it rather than repeat it. The database's own needs (the embedded
 * database's upkeep) are added by `ServingDatabase.jobs`.
 */
export function shopJobs(
  app: FastifyInstance,
  db: Db,
  options: { orderExpiryIntervalMs: number; stockAlertIntervalMs: number },
): PeriodicJob[] {
  return [
    {
      // Payments stuck in flight or held for review are settled, then unpaid orders past their
      // hold are cancelled and their stock returned: each change is one conditional update.
      name: 'settling payments and expiring unpaid orders',
      everyMs: options.orderExpiryIntervalMs,
      run: () => app.orders.expireDue(),
    },
    {
      // Mail is sent here, never in a request; rows are claimed with SKIP LOCKED.
      name: 'sending mail',
      everyMs: MAIL_INTERVAL_MS,
      run: () => app.mail.deliverDue(),
    },
    {
      // The low-stock alert, then sent mail older than MAIL_RETENTION_DAYS is let go.
      name: 'checking low stock and pruning sent mail',
      everyMs: LOW_STOCK_INTERVAL_MS,
      async run() {
        await app.mail.checkLowStock();
        await app.mail.pruneFinished();
      },
    },
    {
      // Zero-result searches and sold-out views counted in memory are added to the day's rows in
      // one batch; the close of the app writes the last ones (docs/admin.md#demand-we-missed).
      name: 'writing demand counts',
      everyMs: DEMAND_FLUSH_INTERVAL_MS,
      run: () => app.demand.flush(),
    },
    {
      // Confirmed alerts whose stock is back are claimed with one conditional update per batch and
      // their mails queued in the same transaction: each address is mailed once, whichever
      // instance runs it (docs/decisions/0110-stock-alerts-job.md).
      name: 'mailing back-in-stock alerts',
      // STOCK_ALERT_SECONDS (a minute by default): a restock is mailed within it.
      everyMs: options.stockAlertIntervalMs,
      run: () => app.stockAlerts.notifyRestocked(),
    },
    {
      // Savers with a cheaper wishlisted product are locked with SKIP LOCKED, their drops claimed
      // by one conditional update and mailed in the same transaction, at most once a day each
      // (docs/decisions/0112-price-drop-mails.md).
      name: 'mailing wishlist price drops',
      everyMs: PRICE_DROP_INTERVAL_MS,
      run: () => app.priceDrops.mailDrops(),
    },
    rateLimitPruningJob(db, app.log),
  ];
}
