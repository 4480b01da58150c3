import { useCart } from '../../stores/cart.ts';
import { orderKeyOf } from './order-keys.ts';

/**
 * Guest checkout (docs/orders-and-payments.md#guest-checkout): a shopper who chose "Continue as
 * guest" goes through Shipping, Payment and Place Order without an account, giving an e-mail
 * address and a name. Both are kept by the cart store, for this tab only (`guestCheckout`,
 * `guestDetails`): the design card's two persisted stores are session and cart.
 */

export type { GuestDetails } from '../../stores/cart.ts';

/** The checkout screens a guest may reach (their URLs stay those of signed-in shoppers). */
export const GUEST_CHECKOUT_PATHS: readonly string[] = ['/shipping', '/payment', '/placeorder'];

/** Whether a signed-out visitor may see this screen as a guest: a checkout screen once "Continue as
 * guest" was chosen, or an order whose key this tab holds. */
export function guestMayOpen(pathname: string): boolean {
  if (GUEST_CHECKOUT_PATHS.includes(pathname)) return useCart.getState().guestCheckout;
  const order = /^\/order\/([^/]+)$/.exec(pathname);
  return order?.[1] !== undefined && orderKeyOf(decodeURIComponent(order[1])) !== undefined;
}
