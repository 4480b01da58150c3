import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { useCart, type CartItem } from '../../stores/cart.ts';
import { useSession } from '../../stores/session.ts';
import { signOut } from '../../stores/sign-out.ts';
import { catalogue, customerInfo, server } from '../../test/server.ts';
import { fakeAccount } from '../../test/wishlist-cart-api.ts';
import { variantPhone } from '../../test/variant-product.ts';
import { syncCartWithServer } from './cart-sync.ts';

function product(index: number) {
  const found = catalogue[index];
  if (!found) throw new Error(`no product ${index}`);
  return found;
}

/** A cart line as the storefront adds it from a product page. */
function line(index: number, qty: number): CartItem {
  const { _id, name, image, price, countInStock } = product(index);
  return { product: _id, name, image, price, countInStock, qty };
}

const ids = (items: readonly { product: string; qty: number }[]) =>
  items.map(({ product: id, qty }) => ({ product: id, qty }));

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
});

function startSync() {
  stop = syncCartWithServer({ saveDelayMs: 10 });
}

describe('the cart that follows the shopper', () => {
  it('when a visitor with a cart signs in, then the server cart is merged in by the cart rule and saved back', async () => {
    const phone = product(0);
    const console_ = product(1);
    fakeAccount.cart.push({ product: phone._id, qty: 1 }, { product: console_._id, qty: 3 });
    startSync();
    useCart.getState().addItem(line(1, 1));
    expect(fakeAccount.cartSaves).toEqual([]);

    useSession.getState().signIn(customerInfo);

    // The console's line is the one added here; the phone comes from the server.
    const merged = [
      { product: phone._id, qty: 1 },
      { product: console_._id, qty: 1 },
    ];
    await waitFor(() => expect(ids(useCart.getState().cartItems)).toEqual(merged));
    await waitFor(() => expect(fakeAccount.cartSaves.map((save) => save.cartItems)).toEqual([merged]));
    expect(fakeAccount.cartSaves[0]?.authorization).toBe(`Bearer ${customerInfo.token}`);
    expect(JSON.parse(localStorage.getItem('cartItems') ?? '[]')).toEqual([
      expect.objectContaining({ product: phone._id, name: phone.name, price: phone.price, qty: 1 }),
      expect.objectContaining({ product: console_._id, qty: 1 }),
    ]);
  });

  it('when the app starts with a session, then the saved cart comes back with quantities cut to the stock', async () => {
    const scarce = product(1);
    const soldOut = product(2);
    fakeAccount.cart.push({ product: scarce._id, qty: 10 }, { product: soldOut._id, qty: 1 });
    scarce.countInStock = 2;
    try {
      useSession.getState().signIn(customerInfo);
      startSync();
      await waitFor(() =>
        expect(ids(useCart.getState().cartItems)).toEqual([{ product: scarce._id, qty: 2 }]),
      );
      expect(useCart.getState().cartItems[0]).toMatchObject({ countInStock: 2, name: scarce.name });
    } finally {
      scarce.countInStock = 4;
    }
  });

  it('when the cart changes in a burst, then one save follows with the final cart', async () => {
    useSession.getState().signIn(customerInfo);
    startSync();
    await waitFor(() => expect(fakeAccount.cartSaves).toHaveLength(1));
    useCart.getState().addItem(line(0, 1));
    useCart.getState().addItem(line(0, 2));
    useCart.getState().addItem(line(1, 1));
    await waitFor(() => expect(fakeAccount.cartSaves).toHaveLength(2));
    expect(fakeAccount.cartSaves[1]?.cartItems).toEqual([
      { product: product(0)._id, qty: 2 },
      { product: product(1)._id, qty: 1 },
    ]);
  });

  it('when the shopper logs out, then the four keys go, the last change is saved and the server cart is kept', async () => {
    useSession.getState().signIn(customerInfo);
    useCart
      .getState()
      .saveShippingAddress({ address: '1 Main', city: 'Town', postalCode: '1', country: 'Land' });
    useCart.getState().savePaymentMethod('TestCard');
    startSync();
    await waitFor(() => expect(fakeAccount.cartSaves).toHaveLength(1));
    useCart.getState().addItem(line(0, 2));

    signOut();

    for (const key of ['userInfo', 'cartItems', 'shippingAddress', 'paymentMethod']) {
      expect(localStorage.getItem(key), key).toBeNull();
    }
    await waitFor(() => expect(fakeAccount.cart).toEqual([{ product: product(0)._id, qty: 2 }]));
    expect(fakeAccount.cartSaves.at(-1)?.authorization).toBe(`Bearer ${customerInfo.token}`);

    // Signing in again (this browser's cart now empty) brings it back.
    useSession.getState().signIn(customerInfo);
    await waitFor(() =>
      expect(ids(useCart.getState().cartItems)).toEqual([{ product: product(0)._id, qty: 2 }]),
    );
  });

  it('when a profile update brings a fresh token, then the cart is not merged again and saves carry the new token', async () => {
    let reads = 0;
    onTestFinished(() => server.events.removeAllListeners());
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'GET' && new URL(request.url).pathname === '/api/cart') reads += 1;
    });
    useSession.getState().signIn(customerInfo);
    startSync();
    await waitFor(() => expect(fakeAccount.cartSaves).toHaveLength(1));
    useSession.getState().signIn({ ...customerInfo, token: 'fresh.token.value' });
    useCart.getState().addItem(line(0, 1));
    await waitFor(() => expect(fakeAccount.cartSaves).toHaveLength(2));
    expect(fakeAccount.cartSaves[1]?.authorization).toBe('Bearer fresh.token.value');
    expect(reads).toBe(1);
  });

  it('when the server cart cannot be read, then nothing overwrites it until it can', async () => {
    fakeAccount.cart.push({ product: product(0)._id, qty: 1 });
    let reads = 0;
    server.use(
      http.get('/api/cart', () => {
        reads += 1;
        return HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 });
      }),
    );
    useSession.getState().signIn(customerInfo);
    startSync();
    await waitFor(() => expect(reads).toBe(1));
    useCart.getState().addItem(line(1, 1));
    await waitFor(() => expect(reads).toBe(2));
    expect(fakeAccount.cartSaves).toEqual([]);
    expect(fakeAccount.cart).toEqual([{ product: product(0)._id, qty: 1 }]);
  });

  it('when variants are in the cart, then each line is saved with its variant and comes back with its label', async () => {
    const [black, , , white] = variantPhone.variants ?? [];
    if (!black || !white) throw new Error('no variants');
    fakeAccount.cart.push({ product: variantPhone._id, variant: white._id, qty: 1 });
    const mine: CartItem = {
      product: variantPhone._id,
      name: variantPhone.name,
      image: variantPhone.image,
      price: black.price,
      countInStock: black.countInStock,
      qty: 2,
      variant: black._id,
      variantLabel: '128 GB / Obsidian',
    };
    startSync();
    useCart.getState().addItem(mine);
    useSession.getState().signIn(customerInfo);
    const merged = [
      { product: variantPhone._id, variant: white._id, qty: 1 },
      { product: variantPhone._id, variant: black._id, qty: 2 },
    ];
    await waitFor(() => expect(fakeAccount.cartSaves.map((save) => save.cartItems)).toEqual([merged]));
    await waitFor(() =>
      expect(useCart.getState().cartItems).toEqual([
        expect.objectContaining({ variant: white._id, variantLabel: '256 GB / Obsidian', countInStock: 2 }),
        expect.objectContaining({ variant: black._id, variantLabel: '128 GB / Obsidian', qty: 2 }),
      ]),
    );
  });
});
