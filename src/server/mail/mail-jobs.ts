import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { MailConfig } from '../config.ts';
import { type Db, transaction } from '../db/index.ts';
import { lowStockMessage } from './messages/account-messages.ts';
import { createOutbox, type Outbox } from './outbox.ts';
import * as repo from './repo.ts';
import { createOutboxTransport, createSmtpTransport, type MailTransport } from './transport.ts';
import { createMailWorker } from './worker.ts';

const DAY_MS = 24 * 60 * 60_000;
const PRUNE_BATCH = 500;
const PRUNE_MAX_BATCHES = 20;

/**
 * The mail side of one app instance: the transport the configuration chose, the worker that
 * sends the queue, and the low-stock check. main.ts runs the jobs on timers; tests call them.
 */
export function createMailJobs(
  config: MailConfig & { dataDir: string },
  deps: { db: Db; log: Pick<FastifyBaseLogger, 'warn' | 'error'>; clock?: () => Date },
) {
  const outbox: Outbox = createOutbox(path.join(config.dataDir, 'outbox'));
  const transport: MailTransport = config.smtp
    ? createSmtpTransport(config.smtp.url, config.from)
    : createOutboxTransport(outbox, config.from);
  const worker = createMailWorker({
    db: deps.db,
    transport,
    retry: config.retry,
    clock: deps.clock ?? (() => new Date()),
    log: deps.log,
  });

  return {
    transport: transport.kind,
    outbox,
    deliverDue: worker.deliverDue,
    pending: () => repo.countPending(deps.db),

    /** Tells every admin, once, about products that fell under the threshold since the last check. */
    async checkLowStock(): Promise<number> {
      return transaction(deps.db, async (tx) => {
        const low = await repo.takeNewlyLowStock(tx, config.lowStockThreshold);
        if (low.length === 0) return 0;
        const admins = await repo.findAdmins(tx);
        await repo.insertMessages(
          tx,
          admins.map((admin) => lowStockMessage(admin, low, config.lowStockThreshold)),
        );
        return low.length;
      });
    },

    /**
     * Deletes sent and failed mail, and outbox files, older than the retention, a batch at a time
     * so one run never holds the table long. Returns how many messages and files went.
     */
    async pruneFinished(): Promise<number> {
      const now = (deps.clock ?? (() => new Date()))();
      const before = new Date(now.getTime() - config.retentionDays * DAY_MS);
      let deleted = 0;
      for (let batch = 0; batch < PRUNE_MAX_BATCHES; batch++) {
        const count = await repo.deleteFinishedBefore(deps.db, before, PRUNE_BATCH);
        deleted += count;
        if (count < PRUNE_BATCH) break;
      }
      return deleted + (await outbox.deleteBefore(before));
    },

    close: () => transport.close(),
  };
}

export type MailJobs = ReturnType<typeof createMailJobs>;
