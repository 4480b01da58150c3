import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { tabStorage } from '../../lib/tab-storage.ts';
import { orderKeyOf } from './order-keys.ts';

/**
 * Guest checkout (docs/orders-and-payments.md#guest-checkout): a shopper who chose "Continue as
 * guest" goes through Shipping, Payment and Place Order without an account, giving an e-mail
 * address and a name. Kept for this tab only, like the cart's checkout steps.
 */

export interface GuestDetails {
  email: string;
  name: string;
}

interface GuestCheckoutState {
  /** Set by "Continue as guest"; the checkout screens are open to a signed-out shopper only then. */
  active: boolean;
  details: GuestDetails | null;
  start: () => void;
  saveDetails: (details: GuestDetails) => void;
  end: () => void;
}

export const useGuestCheckout = create<GuestCheckoutState>()(
  persist(
    (set) => ({
      active: false,
      details: null,
      start: () => set({ active: true }),
      saveDetails: (details) => set({ details }),
      end: () => set({ active: false }),
    }),
    {
      name: 'guestCheckout',
      storage: createJSONStorage(() => tabStorage),
      partialize: ({ active, details }) => ({ active, details }),
    },
  ),
);

/** The checkout screens a guest may reach (their URLs stay those of signed-in shoppers). */
export const GUEST_CHECKOUT_PATHS: readonly string[] = ['/shipping', '/payment', '/placeorder'];

/** Whether a signed-out visitor may see this screen as a guest: a checkout screen once "Continue as
 * guest" was chosen, or an order whose key this tab holds. */
export function guestMayOpen(pathname: string): boolean {
  if (GUEST_CHECKOUT_PATHS.includes(pathname)) return useGuestCheckout.getState().active;
  const order = /^\/order\/([^/]+)$/.exec(pathname);
  return order?.[1] !== undefined && orderKeyOf(decodeURIComponent(order[1])) !== undefined;
}

/** "Continue as guest" was chosen: the checkout screens open without an account. */
export function startGuestCheckout(): void {
  useGuestCheckout.getState().start();
}
