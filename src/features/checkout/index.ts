export { CheckoutSteps } from './checkout-steps.tsx';
export { PaymentArea } from './payment-area.tsx';
export { CartTotals } from './cart-totals.tsx';
export { CouponField } from './coupon-field.tsx';
export { QuoteSummary } from './quote-summary.tsx';
export { ShippingMethods } from './shipping-methods.tsx';
export {
  orderItemsOf,
  quoteBodyOf,
  quoteQueryOptions,
  totalChangedOf,
  useQuote,
  type TotalChanged,
} from './quote-api.ts';
export { checkGuestDetails, GuestContactFields, type GuestFieldErrors } from './guest-contact-fields.tsx';
export { SaveToAccount } from './save-to-account.tsx';
export { ContinueAsGuest } from './continue-as-guest.tsx';
