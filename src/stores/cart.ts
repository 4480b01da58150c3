import { create } from 'zustand';
import { isRecord, readStored, removeStored, writeStored } from './local-storage.ts';

export interface CartItem {
  /** The product's id. */
  product: string;
  name: string;
  image: string;
  price: number;
  countInStock: number;
  qty: number;
}

export interface ShippingAddress {
  address: string;
  city: string;
  postalCode: string;
  country: string;
}

export const CART_KEYS = {
  cartItems: 'cartItems',
  shippingAddress: 'shippingAddress',
  paymentMethod: 'paymentMethod',
} as const;

function isCartItem(value: unknown): value is CartItem {
  return (
    isRecord(value) &&
    typeof value.product === 'string' &&
    typeof value.name === 'string' &&
    typeof value.image === 'string' &&
    typeof value.price === 'number' &&
    typeof value.countInStock === 'number' &&
    typeof value.qty === 'number' &&
    Number.isInteger(value.qty) &&
    value.qty > 0
  );
}

const isCartItems = (value: unknown): value is CartItem[] => Array.isArray(value) && value.every(isCartItem);

const isShippingAddress = (value: unknown): value is ShippingAddress =>
  isRecord(value) &&
  ['address', 'city', 'postalCode', 'country'].every((key) => typeof value[key] === 'string');

const isString = (value: unknown): value is string => typeof value === 'string';

interface CartState {
  cartItems: CartItem[];
  shippingAddress: ShippingAddress | null;
  paymentMethod: string;
  /** A product already in the cart has its line replaced; a new one is appended. */
  addItem: (item: CartItem) => void;
  removeItem: (productId: string) => void;
  clearItems: () => void;
  saveShippingAddress: (address: ShippingAddress) => void;
  savePaymentMethod: (method: string) => void;
  /** Forgets everything, in memory and in storage (sign-out). */
  reset: () => void;
}

export const useCart = create<CartState>()((set) => ({
  cartItems: readStored(CART_KEYS.cartItems, isCartItems, []),
  shippingAddress: readStored(CART_KEYS.shippingAddress, isShippingAddress, null),
  paymentMethod: readStored(CART_KEYS.paymentMethod, isString, ''),
  addItem: (item) =>
    set(({ cartItems }) => ({
      cartItems: cartItems.some((line) => line.product === item.product)
        ? cartItems.map((line) => (line.product === item.product ? item : line))
        : [...cartItems, item],
    })),
  removeItem: (productId) =>
    set(({ cartItems }) => ({ cartItems: cartItems.filter((line) => line.product !== productId) })),
  clearItems: () => set({ cartItems: [] }),
  saveShippingAddress: (shippingAddress) => set({ shippingAddress }),
  savePaymentMethod: (paymentMethod) => set({ paymentMethod }),
  reset: () => {
    set({ cartItems: [], shippingAddress: null, paymentMethod: '' });
    removeStored(...Object.values(CART_KEYS));
  },
}));

// Each slice is written under its own key only when it changes.
useCart.subscribe((state, previous) => {
  if (state.cartItems !== previous.cartItems) writeStored(CART_KEYS.cartItems, state.cartItems);
  if (state.shippingAddress !== previous.shippingAddress && state.shippingAddress) {
    writeStored(CART_KEYS.shippingAddress, state.shippingAddress);
  }
  if (state.paymentMethod !== previous.paymentMethod && state.paymentMethod) {
    writeStored(CART_KEYS.paymentMethod, state.paymentMethod);
  }
});

export function cartItemCount(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.qty, 0);
}
