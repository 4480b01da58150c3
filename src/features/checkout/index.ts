export { CheckoutSteps } from './checkout-steps.tsx';
export { PaymentArea } from './payment-area.tsx';
export { CartTotals } from './cart-totals.tsx';
export { GUEST_CHECKOUT_PATHS, guestMayOpen, useGuestCheckout, type GuestDetails } from './guest-checkout.ts';
export { checkGuestDetails, GuestContactFields, type GuestFieldErrors } from './guest-contact-fields.tsx';
export { SaveToAccount } from './save-to-account.tsx';
export { ContinueAsGuest } from './continue-as-guest.tsx';
