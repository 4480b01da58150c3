/**
 * Checkout without an account (docs/orders-and-payments.md#guest-checkout): the order keys this
 * tab holds, and which signed-in screens a guest may open (the guest's details are the cart store's). Its own feature so
 * that the startup file carries none of it: the screens that need it load it when they are used.
 */
export { GUEST_CHECKOUT_PATHS, guestMayOpen, type GuestDetails } from './guest-checkout.ts';
export {
  claimAfterRegister,
  forgetOrderKey,
  keepKeyFromLink,
  keepOrderKey,
  orderKeyHeaders,
  orderKeyOf,
  takeClaimAfterRegister,
} from './order-keys.ts';
