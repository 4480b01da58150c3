import type { Db } from '../db/index.ts';
import {
  emailChangedMessage,
  passwordChangedMessage,
  passwordResetMessage,
} from './messages/account-messages.ts';
import {
  orderDeliveredMessage,
  orderPlacedMessage,
  orderRefundedMessage,
  paymentReceiptMessage,
  type MailOrder,
  type MailOrderLine,
} from './messages/order-messages.ts';
import { paymentRefusedMessage, paymentReviewMessage } from './messages/payment-messages.ts';
import { orderShippedMessage, type MailShipment } from './messages/shipment-messages.ts';
import { returnMessage, type MailReturn, type ReturnStep } from './messages/return-messages.ts';
import { backInStockMessage, stockAlertConfirmMessage } from './messages/stock-alert-messages.ts';
import { priceDropMessage, type MailPriceDrop } from './messages/price-drop-messages.ts';
import { insertMessages } from './repo.ts';

// The queue's public face. Each function writes its message with the `db` it is given: pass the
// transaction that makes the change, and the message exists exactly when the change commits.

/** Inside the transaction that places the order. Returns the order, so a call can wrap a value. */
export async function mailOrderPlaced<T extends MailOrder & { items: readonly MailOrderLine[] }>(
  tx: Db,
  order: T,
  link?: string,
): Promise<T> {
  await insertMessages(tx, [orderPlacedMessage(order, link)]);
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

/**
 * Inside the transaction that changes an account's e-mail or password: the notices a careful
 * service sends, so that a change made with a stolen password does not go unseen. The e-mail
 * notice goes to the address the account had.
 */
export async function mailAccountChanged(
  tx: Db,
  before: { email: string; name: string },
  change: { newEmail: string | undefined; passwordChanged: boolean; resetLink: string },
): Promise<void> {
  const messages = [];
  if (change.newEmail !== undefined) {
    messages.push(emailChangedMessage(before, { newEmail: change.newEmail, resetLink: change.resetLink }));
  }
  if (change.passwordChanged) {
    messages.push(
      passwordChangedMessage({ email: change.newEmail ?? before.email, name: before.name }, change.resetLink),
    );
  }
  if (messages.length > 0) await insertMessages(tx, messages);
}

/** Inside the transaction that records the payment (`paying` → `paid`). Returns the order. */
export async function mailPaymentReceipt<T extends MailOrder & { paidAt: Date | null }>(
  tx: Db,
  order: T,
): Promise<T> {
  await insertMessages(tx, [paymentReceiptMessage(order)]);
  return order;
}

/** Inside the transaction that puts the order under review (`paying` → `payment-review`). */
export async function mailPaymentReview<T extends MailOrder>(tx: Db, order: T): Promise<T> {
  await insertMessages(tx, [paymentReviewMessage(order)]);
  return order;
}

/** Inside the transaction that records the provider's refusal (`payment-review` → `pending`). */
export async function mailPaymentRefused<T extends MailOrder & { expiresAt: Date }>(
  tx: Db,
  order: T,
): Promise<T> {
  await insertMessages(tx, [paymentRefusedMessage(order)]);
  return order;
}

/** Inside the transaction that marks the order delivered. Returns the order. */
export async function mailOrderDelivered<T extends MailOrder>(tx: Db, order: T): Promise<T> {
  await insertMessages(tx, [orderDeliveredMessage(order)]);
  return order;
}

/** Inside the transaction that marks the order shipped (`paid` → `shipped`). Returns the order. */
export async function mailOrderShipped<T extends MailOrder & MailShipment>(tx: Db, order: T): Promise<T> {
  await insertMessages(tx, [orderShippedMessage(order)]);
  return order;
}

/** Inside the transaction that makes a return's step (asked for, decided, received, refunded). */
export async function mailReturnStep(tx: Db, step: ReturnStep, order: MailReturn): Promise<void> {
  await insertMessages(tx, [returnMessage(step, order)]);
}

/** Inside the transaction that records a "Notify me" sign-up for an address not yet confirmed. */
export async function mailStockAlertConfirm(
  tx: Db,
  to: string,
  product: { name: string },
  links: { confirm: string; unsubscribe: string },
): Promise<void> {
  await insertMessages(tx, [stockAlertConfirmMessage(to, product, links)]);
}

/** Inside the transaction that claims the alerts, so each claimed alert has exactly one mail. */
export async function mailBackInStock(
  tx: Db,
  alerts: readonly { email: string; name: string; link: string }[],
): Promise<void> {
  if (alerts.length === 0) return;
  await insertMessages(
    tx,
    alerts.map((alert) => backInStockMessage(alert.email, alert)),
  );
}

/** Inside the transaction that claims the drops, so each drop told is in exactly one mail. */
export async function mailPriceDrops(
  tx: Db,
  mails: readonly { email: string; drops: readonly MailPriceDrop[]; unsubscribe: string }[],
): Promise<void> {
  if (mails.length === 0) return;
  await insertMessages(
    tx,
    mails.map((mail) => priceDropMessage(mail.email, mail.drops, mail.unsubscribe)),
  );
}
