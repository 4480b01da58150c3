/** What other modules use of mail/ (docs/architecture.md); everything else here is its own. */
export {
  mailAccountChanged,
  mailBackInStock,
  mailOrderDelivered,
  mailOrderPlaced,
  mailOrderRefunded,
  mailOrderShipped,
  mailPasswordReset,
  mailPaymentReceipt,
  mailPaymentRefused,
  mailPriceDrops,
  mailPaymentReview,
  mailReturnStep,
  mailStockAlertConfirm,
} from './enqueue.ts';
export type { MailPriceDrop } from './messages/price-drop-messages.ts';
export type { MailReturn, ReturnStep } from './messages/return-messages.ts';
export { createMailJobs, type MailJobs } from './mail-jobs.ts';
export { mailRoutes } from './routes.ts';
