import { afterEach, describe, expect, it, vi } from 'vitest';
import { guestMayOpen } from '../../src/features/guest/guest-checkout.ts';
import { orderKeyInFragment } from '../../src/features/guest/order-keys.ts';
import { useCart, type CartItem } from '../../src/stores/cart.ts';
import {
  ADDRESS,
  checkoutStorage,
  GUEST,
  orderLink,
  PAYMENT_METHOD,
  type CheckoutStep,
} from './lighthouse-checkout.ts';

/** A browser's Storage in memory, holding `entries`. */
function storageOf(entries: Record<string, string>): Storage {
  const items = new Map(Object.entries(entries));
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

const LINE: CartItem = {
  product: '0198c3a2-7f00-7000-8000-000000000001',
  name: 'Anker Nano 65W USB-C Charger',
  image: '/images/anker.webp',
  price: 49.99,
  countInStock: 12,
  qty: 1,
};

/** The storefront's own stores, read back from the storage prepared for `step`. */
async function storesAt(step: CheckoutStep, leaveOut: 'session' | 'none' = 'none') {
  const { local, session } = checkoutStorage(step, LINE);
  // Rehydrating merges what is stored over what the store holds: start from nothing, before the
  // stores' writes would reach the prepared storage.
  useCart.setState(useCart.getInitialState(), true);
  vi.stubGlobal('localStorage', storageOf(local));
  vi.stubGlobal('sessionStorage', storageOf(leaveOut === 'session' ? {} : session));
  await useCart.persist.rehydrate();
  const cart = useCart.getState();
  return { cart, guest: { active: cart.guestCheckout, details: cart.guestDetails } };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the guest checkout prepared for Lighthouse', () => {
  it('when Shipping is opened, then the stores hold the cart and an active guest with nothing entered yet', async () => {
    const { cart, guest } = await storesAt('shipping');
    expect(cart.cartItems).toEqual([LINE]);
    expect(cart.shippingAddress).toBeNull();
    expect(cart.paymentMethod).toBe('');
    expect(guest).toMatchObject({ active: true, details: null });
    expect(guestMayOpen('/shipping')).toBe(true);
  });

  it('when Payment is opened, then the guest’s details and address are there, no method yet', async () => {
    const { cart, guest } = await storesAt('payment');
    expect(cart.shippingAddress).toEqual(ADDRESS);
    expect(cart.paymentMethod).toBe('');
    expect(guest.details).toEqual(GUEST);
    expect(guestMayOpen('/payment')).toBe(true);
  });

  it('when Place Order is opened, then the method is chosen too', async () => {
    const { cart, guest } = await storesAt('placeorder');
    expect(cart).toMatchObject({
      cartItems: [LINE],
      shippingAddress: ADDRESS,
      paymentMethod: PAYMENT_METHOD,
    });
    expect(guest.details).toEqual(GUEST);
    expect(guestMayOpen('/placeorder')).toBe(true);
  });

  it('when the tab’s own storage is missing, then the screen is not a guest’s to open', async () => {
    await storesAt('placeorder', 'session');
    expect(guestMayOpen('/placeorder')).toBe(false);
  });

  it('when the order’s link is opened, then the storefront reads its key from the fragment', () => {
    const key = 'k'.repeat(43);
    const link = new URL(orderLink('http://127.0.0.1:5000', { _id: LINE.product, accessKey: key }));
    expect(link.pathname).toBe(`/order/${LINE.product}`);
    expect(orderKeyInFragment(link.hash)).toBe(key);
  });
});
