import { useCart } from './cart.ts';
import { useSession } from './session.ts';

/**
 * Ends the session on this browser: the user and everything they were buying are forgotten
 * (Logout removes userInfo, cartItems, shippingAddress and paymentMethod).
 */
export function signOut(): void {
  useSession.getState().signOut();
  useCart.getState().reset();
}
