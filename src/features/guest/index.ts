/**
 * Checkout without an account (docs/orders-and-payments.md#guest-checkout): the guest's details,
 * the order keys this tab holds, and which signed-in screens a guest may open. Its own feature so
 * that the startup file carries none of it: the screens that need it load it when they are used.
 */
export {
  GUEST_CHECKOUT_PATHS,
  guestMayOpen,
  startGuestCheckout,
  useGuestCheckout,
  type GuestDetails,
} from './guest-checkout.ts';
export {
  claimAfterRegister,
  forgetOrderKey,
  keepKeyFromLink,
  keepOrderKey,
  orderKeyHeaders,
  orderKeyOf,
  takeClaimAfterRegister,
} from './order-keys.ts';
