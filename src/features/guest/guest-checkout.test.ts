import { describe, expect, it } from 'vitest';
import { useCart } from '../../stores/cart.ts';
import { guestMayOpen } from './guest-checkout.ts';
import { keepOrderKey } from './order-keys.ts';

describe('which screens a signed-out visitor may open as a guest', () => {
  it('when "Continue as guest" was chosen in the cart store, then the checkout screens open, and close once the order is placed', () => {
    expect(guestMayOpen('/shipping')).toBe(false);
    useCart.getState().startGuestCheckout();
    expect(['/shipping', '/payment', '/placeorder'].map(guestMayOpen)).toEqual([true, true, true]);
    expect(guestMayOpen('/profile')).toBe(false);
    useCart.getState().endGuestCheckout();
    expect(guestMayOpen('/placeorder')).toBe(false);
  });

  it('when the tab holds an order’s key, then that order opens, and no other', () => {
    keepOrderKey('order-1', 'k'.repeat(43));
    expect(guestMayOpen('/order/order-1')).toBe(true);
    expect(guestMayOpen('/order/order-2')).toBe(false);
  });
});
