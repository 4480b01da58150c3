import { describe, expect, it, vi } from 'vitest';
import { cartLineKey, type CartItem } from './cart.ts';

const item = (product: string, qty = 1): CartItem => ({
  product,
  name: `Item ${product}`,
  image: '/uploads/demo/item.webp',
  price: 10,
  countInStock: 5,
  qty,
});

async function freshStore() {
  vi.resetModules();
  return (await import('./cart.ts')).useCart;
}

describe('cart store', () => {
  it('when a product already in the cart is added, then its line is replaced; a new one is appended', async () => {
    const useCart = await freshStore();
    useCart.getState().addItem(item('a', 1));
    useCart.getState().addItem(item('b', 2));
    useCart.getState().addItem(item('a', 3));
    expect(useCart.getState().cartItems).toEqual([item('a', 3), item('b', 2)]);
  });

  it('when items are removed or cleared, then they go by product id', async () => {
    const useCart = await freshStore();
    useCart.getState().addItem(item('a'));
    useCart.getState().addItem(item('b'));
    useCart.getState().removeItem('a');
    expect(useCart.getState().cartItems.map((line) => line.product)).toEqual(['b']);
    useCart.getState().clearItems();
    expect(useCart.getState().cartItems).toEqual([]);
  });

  it('when state changes, then each key holds plain JSON, and a new start restores it', async () => {
    const useCart = await freshStore();
    useCart.getState().addItem(item('a', 2));
    useCart
      .getState()
      .saveShippingAddress({ address: '1 Road', city: 'Town', postalCode: '1', country: 'Land' });
    useCart.getState().savePaymentMethod('TestCard');
    expect(JSON.parse(localStorage.getItem('cartItems') ?? '')).toEqual([item('a', 2)]);
    expect(JSON.parse(localStorage.getItem('shippingAddress') ?? '')).toEqual({
      address: '1 Road',
      city: 'Town',
      postalCode: '1',
      country: 'Land',
    });
    expect(JSON.parse(localStorage.getItem('paymentMethod') ?? '')).toBe('TestCard');
    const restored = await freshStore();
    expect(restored.getState()).toMatchObject({ cartItems: [item('a', 2)], paymentMethod: 'TestCard' });
  });

  it('when the cart is emptied or reset, then its keys leave storage', async () => {
    const useCart = await freshStore();
    useCart.getState().addItem(item('a'));
    useCart.getState().savePaymentMethod('TestCard');
    useCart.getState().clearItems();
    expect(localStorage.getItem('cartItems')).toBeNull();
    expect(localStorage.getItem('paymentMethod')).toBe('"TestCard"');
    useCart.getState().reset();
    expect(Object.keys(localStorage)).toEqual([]);
  });

  it('when a shipping method and a coupon are chosen, then each has its own key, restored at start and forgotten at sign-out', async () => {
    const useCart = await freshStore();
    useCart.getState().saveShippingMethod('express');
    useCart.getState().saveCouponCode('  welcome10 ');
    expect(JSON.parse(localStorage.getItem('shippingMethod') ?? '')).toBe('express');
    expect(JSON.parse(localStorage.getItem('couponCode') ?? '')).toBe('welcome10');
    const restored = await freshStore();
    expect(restored.getState()).toMatchObject({ shippingMethod: 'express', couponCode: 'welcome10' });
    restored.getState().saveCouponCode('');
    expect(localStorage.getItem('couponCode')).toBeNull();
    restored.getState().reset();
    expect(localStorage.getItem('shippingMethod')).toBeNull();
  });

  it('when storage holds something broken or foreign, then the cart starts empty', async () => {
    localStorage.setItem('cartItems', '{not json');
    localStorage.setItem('shippingAddress', JSON.stringify({ address: 1 }));
    const useCart = await freshStore();
    expect(useCart.getState()).toMatchObject({ cartItems: [], shippingAddress: null, paymentMethod: '' });
    localStorage.setItem('cartItems', JSON.stringify([{ product: 'x', qty: -1 }]));
    expect((await freshStore()).getState().cartItems).toEqual([]);
  });

  it('when two variants of one product are added, then they are two lines; the same variant again replaces its line', async () => {
    const useCart = await freshStore();
    const black = { ...item('phone', 1), variant: 'v-black', variantLabel: '256 GB / Black' };
    const white = { ...item('phone', 2), variant: 'v-white', variantLabel: '256 GB / White' };
    useCart.getState().addItem(black);
    useCart.getState().addItem(white);
    useCart.getState().addItem({ ...black, qty: 3 });
    expect(useCart.getState().cartItems).toEqual([{ ...black, qty: 3 }, white]);
    expect(useCart.getState().cartItems.map(cartLineKey)).toEqual(['phone:v-black', 'phone:v-white']);
    useCart.getState().removeItem('phone', 'v-black');
    expect(useCart.getState().cartItems).toEqual([white]);
    useCart.getState().addItem(item('phone', 1));
    useCart.getState().removeItem('phone');
    expect(useCart.getState().cartItems).toEqual([white]);
  });

  it('when storage holds a cart saved before variants, then it loads; a variant line is kept with its label', async () => {
    const old = [{ product: 'a', name: 'Old', image: '/x.webp', price: 5, countInStock: 3, qty: 2 }];
    localStorage.setItem('cartItems', JSON.stringify(old));
    expect((await freshStore()).getState().cartItems).toEqual(old);
    const withVariant = [...old, { ...old[0], variant: 'v1', variantLabel: '128 GB' }];
    localStorage.setItem('cartItems', JSON.stringify(withVariant));
    expect((await freshStore()).getState().cartItems).toEqual(withVariant);
    localStorage.setItem('cartItems', JSON.stringify([{ ...old[0], variant: 7 }]));
    expect((await freshStore()).getState().cartItems).toEqual([]);
  });
});

describe('a guest’s checkout in the cart store', () => {
  const gail = { email: 'gail@example.com', name: 'Gail Guest' };

  it('when a guest checks out, then the choice and the details are kept for this tab only, and a reload brings them back', async () => {
    const useCart = await freshStore();
    useCart.getState().startGuestCheckout();
    useCart.getState().saveGuestDetails(gail);
    expect(JSON.parse(sessionStorage.getItem('guestCheckout') ?? '')).toBe(true);
    expect(JSON.parse(sessionStorage.getItem('guestDetails') ?? '')).toEqual(gail);
    // Not the browser's: another tab (its own sessionStorage) starts without them.
    expect(Object.keys(localStorage)).toEqual([]);

    const reloaded = await freshStore();
    expect(reloaded.getState()).toMatchObject({ guestCheckout: true, guestDetails: gail });
  });

  it('when the guest’s order is placed, then the checkout closes and the details stay for the next one', async () => {
    const useCart = await freshStore();
    useCart.getState().startGuestCheckout();
    useCart.getState().saveGuestDetails(gail);
    useCart.getState().endGuestCheckout();
    expect(sessionStorage.getItem('guestCheckout')).toBeNull();
    expect((await freshStore()).getState()).toMatchObject({ guestCheckout: false, guestDetails: gail });
  });

  it('when the cart is reset (sign-out), then the guest’s checkout stays, as the cart’s own keys go', async () => {
    const useCart = await freshStore();
    useCart.getState().addItem(item('a'));
    useCart.getState().startGuestCheckout();
    useCart.getState().saveGuestDetails(gail);
    useCart.getState().reset();
    expect(Object.keys(localStorage)).toEqual([]);
    expect(useCart.getState()).toMatchObject({ guestCheckout: true, guestDetails: gail });
    expect(Object.keys(sessionStorage).sort()).toEqual(['guestCheckout', 'guestDetails']);
  });

  it('when the tab holds something broken, foreign or left by the old guest store, then no guest checkout is open', async () => {
    sessionStorage.setItem(
      'guestCheckout',
      JSON.stringify({ state: { active: true, details: gail }, version: 0 }),
    );
    sessionStorage.setItem('guestDetails', JSON.stringify({ email: 'gail@example.com' }));
    expect((await freshStore()).getState()).toMatchObject({ guestCheckout: false, guestDetails: null });
    sessionStorage.setItem('guestCheckout', 'true');
    localStorage.setItem('guestDetails', JSON.stringify(gail));
    // Only the tab's storage counts: what another tab could see is not read.
    expect((await freshStore()).getState()).toMatchObject({ guestCheckout: true, guestDetails: null });
  });
});
