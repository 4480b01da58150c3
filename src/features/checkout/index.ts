export { CheckoutSteps } from './checkout-steps.tsx';
export { PaymentArea } from './payment-area.tsx';
export { CartTotals } from './cart-totals.tsx';
export { checkGuestDetails, GuestContactFields, type GuestFieldErrors } from './guest-contact-fields.tsx';
export { SaveToAccount } from './save-to-account.tsx';
export { ContinueAsGuest } from './continue-as-guest.tsx';
