import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { isRecord, keyPerFieldStorage } from './key-per-field-storage.ts';

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
  /** The whole list at once: the cart restored from the server (src/features/cart/cart-sync.ts). */
  replaceItems: (items: CartItem[]) => void;
  saveShippingAddress: (address: ShippingAddress) => void;
  savePaymentMethod: (method: string) => void;
  /** Forgets everything, in memory and in storage (sign-out). */
  reset: () => void;
}

type StoredCart = Pick<CartState, 'cartItems' | 'shippingAddress' | 'paymentMethod'>;

/** The cart store, persisted under `cartItems`, `shippingAddress` and `paymentMethod`. */
export const useCart = create<CartState>()(
  persist(
    (set) => ({
      cartItems: [],
      shippingAddress: null,
      paymentMethod: '',
      addItem: (item) => set(({ cartItems }) => ({ cartItems: withItem(cartItems, item) })),
      removeItem: (productId) =>
        set(({ cartItems }) => ({ cartItems: cartItems.filter((line) => line.product !== productId) })),
      clearItems: () => set({ cartItems: [] }),
      replaceItems: (cartItems) => set({ cartItems }),
      saveShippingAddress: (shippingAddress) => set({ shippingAddress }),
      savePaymentMethod: (paymentMethod) => set({ paymentMethod }),
      reset: () => set({ cartItems: [], shippingAddress: null, paymentMethod: '' }),
    }),
    {
      name: 'cart',
      partialize: ({ cartItems, shippingAddress, paymentMethod }): StoredCart => ({
        cartItems,
        shippingAddress,
        paymentMethod,
      }),
      storage: keyPerFieldStorage<StoredCart>({
        cartItems: { key: 'cartItems', isValid: isCartItems, isEmpty: (items) => items.length === 0 },
        shippingAddress: {
          key: 'shippingAddress',
          isValid: isShippingAddress,
          isEmpty: (address) => address === null,
        },
        paymentMethod: { key: 'paymentMethod', isValid: isString, isEmpty: (method) => method === '' },
      }),
    },
  ),
);

export function cartItemCount(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.qty, 0);
}

/** A line with the same product is replaced, otherwise appended: the cart rule (docs/architecture.md §4). */
export function withItem(items: readonly CartItem[], item: CartItem): CartItem[] {
  return items.some((line) => line.product === item.product)
    ? items.map((line) => (line.product === item.product ? item : line))
    : [...items, item];
}

/**
 * The cart kept on the server, with what was added on this browser before signing in put into it
 * the way the cart rule adds: the same product's line is replaced by this browser's, others appended.
 */
export function mergeCartItems(saved: readonly CartItem[], added: readonly CartItem[]): CartItem[] {
  return added.reduce<CartItem[]>(withItem, [...saved]);
}
