/** What other modules use of payments/ (docs/architecture.md); everything else here is its own. */
export { createPaypalProvider, type PaypalProvider } from './paypal.ts';
export {
  isHeld,
  tookNoMoney,
  type PayableOrder,
  type PaymentAnswer,
  type PaymentProvider,
  type PaymentRecord,
} from './provider.ts';
export { createTestCardProvider } from './test-card.ts';
export {
  createStripeProvider,
  isIntentOf,
  intentAnswer,
  type StripeEvent,
  type StripeIntent,
  type StripeProvider,
} from './stripe.ts';
export { paypalConfigRoutes } from './routes.ts';
