import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { passwordResetMessage } from './messages/account-messages.ts';
import {
  orderDeliveredMessage,
  orderPlacedMessage,
  orderRefundedMessage,
  paymentReceiptMessage,
  type MailOrder,
  type MailOrderLine,
} from './messages/order-messages.ts';
import { insertMessages } from './repo.ts';

// The queue's public face. Each function writes its message with the `db` it is given: pass the
// transaction that makes the change, and the message exists exactly when the change commits.

/** Inside the transaction that places the order. Returns the order, so a call can wrap a value. */
export async function mailOrderPlaced<T extends MailOrder & { items: readonly MailOrderLine[] }>(
  tx: Db,
  order: T,
): Promise<T> {
  await insertMessages(tx, [orderPlacedMessage(order)]);
  return order;
}

/** Inside the transaction that refunds the order (for the refunds use case). */
export async function mailOrderRefunded<T extends MailOrder>(tx: Db, order: T): Promise<T> {
  await insertMessages(tx, [orderRefundedMessage(order)]);
  return order;
}

export async function mailPasswordReset(
  tx: Db,
  to: { email: string; name: string },
  link: string,
  minutes: number,
): Promise<void> {
  await insertMessages(tx, [passwordResetMessage(to, link, minutes)]);
}

interface AfterChange {
  db: Db;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/**
 * For a change already committed on its own (one conditional update): the message is written just
 * after it, and a failure to write it is logged, never passed on, since the change itself stood.
 */
async function afterChange<T>(deps: AfterChange, order: T, write: () => Promise<void>): Promise<T> {
  try {
    await write();
  } catch (error) {
    deps.log.error({ err: error }, 'a committed order change could not queue its mail');
  }
  return order;
}

/** After `paying` → `paid` is recorded. Returns the order. */
export function mailPaymentReceipt<T extends MailOrder & { paidAt: Date | null }>(
  deps: AfterChange,
  order: T,
): Promise<T> {
  return afterChange(deps, order, () => insertMessages(deps.db, [paymentReceiptMessage(order)]));
}

/** After an admin marks the order delivered. Returns the order. */
export function mailOrderDelivered<T extends MailOrder>(deps: AfterChange, order: T): Promise<T> {
  return afterChange(deps, order, () => insertMessages(deps.db, [orderDeliveredMessage(order)]));
}
