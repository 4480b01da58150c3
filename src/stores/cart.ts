import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { isRecord, keyPerFieldStorage } from './key-per-field-storage.ts';
import { isCompareItems, toggledCompare, type CompareItem, type CompareRefusal } from './compare-items.ts';

export { COMPARE_LIMIT, type CompareItem, type CompareRefusal } from './compare-items.ts';

export interface CartItem {
  /** The product's id. */
  product: string;
  name: string;
  image: string;
  price: number;
  countInStock: number;
  qty: number;
  /** The variant bought, for a product with variants (docs/catalogue.md#variants); price and stock are its. */
  variant?: string | undefined;
  /** The variant's values as shoppers read them: `256 GB / Black`. */
  variantLabel?: string | undefined;
}

/** A product the shopper opened, as the Recently viewed strip shows it (no price: it may change). */
export interface ViewedProduct {
  _id: string;
  name: string;
  image: string;
}

/** How many products Recently viewed keeps, newest first. */
export const RECENTLY_VIEWED_LIMIT = 12;

export interface ShippingAddress {
  address: string;
  city: string;
  postalCode: string;
  country: string;
  /** The state or province (ISO 3166-2, `US-CA`) where one was given: its own tax may apply. */
  region?: string | null;
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
    value.qty > 0 &&
    // Absent in carts stored before variants, which still load.
    (value.variant === undefined || typeof value.variant === 'string') &&
    (value.variantLabel === undefined || typeof value.variantLabel === 'string')
  );
}

const isCartItems = (value: unknown): value is CartItem[] => Array.isArray(value) && value.every(isCartItem);

const isShippingAddress = (value: unknown): value is ShippingAddress =>
  isRecord(value) &&
  ['address', 'city', 'postalCode', 'country'].every((key) => typeof value[key] === 'string') &&
  (value.region === undefined || value.region === null || typeof value.region === 'string');

const isString = (value: unknown): value is string => typeof value === 'string';

/** A guest's contact details, given on the Shipping screen (docs/orders-and-payments.md#guest-checkout). */
export interface GuestDetails {
  email: string;
  name: string;
}

const isGuestDetails = (value: unknown): value is GuestDetails =>
  isRecord(value) && isString(value.email) && isString(value.name);

const isViewedProducts = (value: unknown): value is ViewedProduct[] =>
  Array.isArray(value) &&
  value.length <= RECENTLY_VIEWED_LIMIT &&
  value.every(
    (item) =>
      isRecord(item) &&
      typeof item._id === 'string' &&
      typeof item.name === 'string' &&
      typeof item.image === 'string',
  );

interface CartState {
  cartItems: CartItem[];
  shippingAddress: ShippingAddress | null;
  paymentMethod: string;
  /** The shipping method's id chosen on the Shipping screen (docs/prices.md#shipping-zones); '' for the zone's first. */
  shippingMethod: string;
  /** The coupon code the shopper applied, as they typed it; '' for none. The server decides whether it holds. */
  couponCode: string;
  /** The last products opened, newest first; kept in this browser only, never sent. */
  recentlyViewed: ViewedProduct[];
  /** The products chosen for comparison, at most COMPARE_LIMIT of one category (docs/catalogue.md#comparison). */
  compareItems: CompareItem[];
  /** Why the last product could not join the comparison; shown by the compare bar, never stored. */
  compareRefusal: CompareRefusal | null;
  /**
   * Set by "Continue as guest": the checkout screens open to a signed-out shopper only then
   * (`guestMayOpen`, src/features/guest). Kept for this tab only, like the guest's details.
   */
  guestCheckout: boolean;
  /** The guest's e-mail address and name, for Place Order and the next guest order in this tab. */
  guestDetails: GuestDetails | null;
  /** A product (and variant) already in the cart has its line replaced; a new one is appended. */
  addItem: (item: CartItem) => void;
  /** Removes the line of that product and variant (none: the product's line without a variant). */
  removeItem: (productId: string, variantId?: string) => void;
  clearItems: () => void;
  /** The whole list at once: the cart restored from the server (src/features/cart/cart-sync.ts). */
  replaceItems: (items: CartItem[]) => void;
  saveShippingAddress: (address: ShippingAddress) => void;
  savePaymentMethod: (method: string) => void;
  saveShippingMethod: (method: string) => void;
  saveCouponCode: (code: string) => void;
  /** Puts the product first in Recently viewed (once), keeping the last RECENTLY_VIEWED_LIMIT. */
  viewProduct: (product: ViewedProduct) => void;
  /** Adds the product to the comparison, or takes it out; a refused addition sets `compareRefusal`. */
  toggleCompare: (item: CompareItem) => void;
  removeFromCompare: (productId: string) => void;
  clearCompare: () => void;
  /** Starts a new comparison with this product alone (the answer to a category refusal). */
  startCompareWith: (item: CompareItem) => void;
  dismissCompareRefusal: () => void;
  startGuestCheckout: () => void;
  saveGuestDetails: (details: GuestDetails) => void;
  /** The guest's order is placed: the checkout screens close again; the details stay for the next. */
  endGuestCheckout: () => void;
  /** Forgets everything, in memory and in storage (sign-out). */
  reset: () => void;
}

type StoredCart = Pick<
  CartState,
  | 'cartItems'
  | 'shippingAddress'
  | 'paymentMethod'
  | 'shippingMethod'
  | 'couponCode'
  | 'recentlyViewed'
  | 'compareItems'
  | 'guestCheckout'
  | 'guestDetails'
>;

/**
 * The cart store, persisted under `cartItems`, `shippingAddress` and `paymentMethod`, and
 * `shippingMethod`, `couponCode` and `recentlyViewed` (docs/storefront.md), and `compareItems`
 * (docs/catalogue.md#comparison); a guest's checkout under `guestCheckout` and `guestDetails` in
 * this tab's storage (docs/orders-and-payments.md#guest-checkout).
 */
export const useCart = create<CartState>()(
  persist(
    (set) => ({
      cartItems: [],
      shippingAddress: null,
      paymentMethod: '',
      shippingMethod: '',
      couponCode: '',
      recentlyViewed: [],
      compareItems: [],
      compareRefusal: null,
      guestCheckout: false,
      guestDetails: null,
      addItem: (item) => set(({ cartItems }) => ({ cartItems: withItem(cartItems, item) })),
      removeItem: (productId, variantId) =>
        set(({ cartItems }) => ({
          cartItems: cartItems.filter(
            (line) => !isSameLine(line, { product: productId, variant: variantId }),
          ),
        })),
      clearItems: () => set({ cartItems: [] }),
      replaceItems: (cartItems) => set({ cartItems }),
      saveShippingAddress: (shippingAddress) => set({ shippingAddress }),
      savePaymentMethod: (paymentMethod) => set({ paymentMethod }),
      saveShippingMethod: (shippingMethod) => set({ shippingMethod }),
      saveCouponCode: (couponCode) => set({ couponCode: couponCode.trim() }),
      viewProduct: ({ _id, name, image }) =>
        set(({ recentlyViewed }) => ({
          recentlyViewed: [
            { _id, name, image },
            ...recentlyViewed.filter((viewed) => viewed._id !== _id),
          ].slice(0, RECENTLY_VIEWED_LIMIT),
        })),
      toggleCompare: (item) =>
        set(({ compareItems }) => {
          const { items, refusal } = toggledCompare(compareItems, item);
          return items ? { compareItems: items, compareRefusal: null } : { compareRefusal: refusal };
        }),
      removeFromCompare: (productId) =>
        set(({ compareItems }) => ({
          compareItems: compareItems.filter((item) => item._id !== productId),
          compareRefusal: null,
        })),
      clearCompare: () => set({ compareItems: [], compareRefusal: null }),
      startCompareWith: (item) =>
        set({ compareItems: toggledCompare([], item).items ?? [], compareRefusal: null }),
      dismissCompareRefusal: () => set({ compareRefusal: null }),
      startGuestCheckout: () => set({ guestCheckout: true }),
      saveGuestDetails: (guestDetails) => set({ guestDetails }),
      endGuestCheckout: () => set({ guestCheckout: false }),
      // Signing out forgets what was browsed too: the next person at this browser should not see it.
      // The comparison stays: it is a list of public products the shopper is weighing, shown in
      // plain sight by the compare bar with its own Clear, not a record of what they did; and a
      // sign-out the shopper did not ask for (an expired session) must not throw their work away.
      // A guest's checkout stays as well, as it did in its own store: it is this tab's signed-out
      // shopper's, not the account's, and ends with the tab or with the guest's order.
      reset: () =>
        set({
          cartItems: [],
          shippingAddress: null,
          paymentMethod: '',
          shippingMethod: '',
          couponCode: '',
          recentlyViewed: [],
        }),
    }),
    {
      name: 'cart',
      partialize: ({
        cartItems,
        shippingAddress,
        paymentMethod,
        shippingMethod,
        couponCode,
        recentlyViewed,
        compareItems,
        guestCheckout,
        guestDetails,
      }): StoredCart => ({
        cartItems,
        shippingAddress,
        paymentMethod,
        shippingMethod,
        couponCode,
        recentlyViewed,
        compareItems,
        guestCheckout,
        guestDetails,
      }),
      storage: keyPerFieldStorage<StoredCart>({
        cartItems: { key: 'cartItems', isValid: isCartItems, isEmpty: (items) => items.length === 0 },
        shippingAddress: {
          key: 'shippingAddress',
          isValid: isShippingAddress,
          isEmpty: (address) => address === null,
        },
        paymentMethod: { key: 'paymentMethod', isValid: isString, isEmpty: (method) => method === '' },
        shippingMethod: { key: 'shippingMethod', isValid: isString, isEmpty: (method) => method === '' },
        couponCode: { key: 'couponCode', isValid: isString, isEmpty: (code) => code === '' },
        recentlyViewed: {
          key: 'recentlyViewed',
          isValid: isViewedProducts,
          isEmpty: (viewed) => viewed.length === 0,
        },
        compareItems: {
          key: 'compareItems',
          isValid: isCompareItems,
          isEmpty: (items) => items.length === 0,
        },
        guestCheckout: {
          key: 'guestCheckout',
          tab: true,
          isValid: (value) => value === true,
          isEmpty: (active) => !active,
        },
        guestDetails: {
          key: 'guestDetails',
          tab: true,
          isValid: isGuestDetails,
          isEmpty: (details) => details === null,
        },
      }),
    },
  ),
);

export function cartItemCount(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.qty, 0);
}

type LineId = Pick<CartItem, 'product' | 'variant'>;

/** One line per purchasable item: a product, or one variant of it (two colours are two lines). */
export const isSameLine = (a: LineId, b: LineId) =>
  a.product === b.product && (a.variant ?? null) === (b.variant ?? null);

/** A line's identity as one string, for React keys: `product` or `product:variant`. */
export const cartLineKey = ({ product, variant }: LineId) => (variant ? `${product}:${variant}` : product);

/**
 * A line with the same product and variant is replaced, otherwise appended: the cart rule
 * (docs/architecture.md §4) applied per purchasable item.
 */
export function withItem(items: readonly CartItem[], item: CartItem): CartItem[] {
  return items.some((line) => isSameLine(line, item))
    ? items.map((line) => (isSameLine(line, item) ? item : line))
    : [...items, item];
}

/**
 * The cart kept on the server, with what was added on this browser before signing in put into it
 * the way the cart rule adds: the same product's (and variant's) line is replaced by this browser's, others appended.
 */
export function mergeCartItems(saved: readonly CartItem[], added: readonly CartItem[]): CartItem[] {
  return added.reduce<CartItem[]>(withItem, [...saved]);
}
