/**
 * The guest checkout's screens for `npm run lighthouse` (docs/performance.md): Shipping, Payment,
 * Place Order and the placed order's page, each opened as a guest who got there by the checkout
 * would open it. The storefront keeps the cart and the checkout's choices in localStorage and the
 * guest's state in the tab's sessionStorage (docs/storefront.md, src/features/guest), so each
 * checkout screen is measured in a tab prepared with what that shopper's browser holds by then.
 */
import type { PlaceOrderBody, GuestAwareOrder } from '../../src/contract/guest-orders.ts';
import { ORDER_KEY_FRAGMENT } from '../../src/contract/order-key.ts';
import type { ShippingAddress } from '../../src/contract/orders.ts';
import type { CartItem } from '../../src/stores/cart.ts';

/** What a browser tab holds for the shop's origin before a page is opened: key → stored text. */
export interface ShopperStorage {
  local: Record<string, string>;
  session: Record<string, string>;
}

export interface MeasuredPage {
  page: string;
  url: string;
  /** Search results, the cart, sign-in and every checkout screen send `noindex` (docs/findability.md). */
  indexing: 'indexed' | 'noindex';
  /** Set for a screen only a shopper part-way through the checkout can open; absent: a fresh tab. */
  storage?: ShopperStorage;
}

export const GUEST = { email: 'lighthouse-guest@example.com', name: 'Lighthouse Guest' };
export const ADDRESS: ShippingAddress = {
  address: '12 Test Street',
  city: 'Springfield',
  postalCode: '4021',
  country: 'United States',
};
/** The offline test card, on by default for the embedded database the run uses. */
export const PAYMENT_METHOD = 'TestCard';

export type CheckoutStep = 'shipping' | 'payment' | 'placeorder';
export const CHECKOUT_STEPS: readonly CheckoutStep[] = ['shipping', 'payment', 'placeorder'];

/**
 * The browser's storage on arriving at `step`: Shipping right after "Continue as guest" (the cart,
 * no details yet), Payment once Shipping was sent (the guest's details and address), Place Order
 * once a method was chosen. Each value is written as the cart store writes it (src/stores/cart.ts):
 * one JSON value per key, the guest's in the tab's storage.
 */
export function checkoutStorage(step: CheckoutStep, line: CartItem): ShopperStorage {
  const local: Record<string, string> = { cartItems: JSON.stringify([line]) };
  if (step !== 'shipping') local.shippingAddress = JSON.stringify(ADDRESS);
  if (step === 'placeorder') local.paymentMethod = JSON.stringify(PAYMENT_METHOD);
  const session: Record<string, string> = { guestCheckout: JSON.stringify(true) };
  if (step !== 'shipping') session.guestDetails = JSON.stringify(GUEST);
  return { local, session };
}

/** A guest order's own link, as its mail carries it: the key after `#`. */
export function orderLink(baseUrl: string, order: { _id: string; accessKey: string }): string {
  return `${baseUrl}/order/${encodeURIComponent(order._id)}#${ORDER_KEY_FRAGMENT}=${order.accessKey}`;
}

interface ListedProduct {
  _id: string;
  countInStock: number;
}

interface ProductDetails extends ListedProduct {
  name: string;
  image: string;
  price: number;
  variants?: unknown[];
}

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** One unit of the first demo product in stock that has no variants, as the cart stores a line. */
export async function cartLine(baseUrl: string): Promise<CartItem> {
  const list = await json<{ products: ListedProduct[] }>(
    await fetch(`${baseUrl}/api/products`),
    'listing the products',
  );
  for (const { _id, countInStock } of list.products) {
    if (countInStock < 1) continue;
    const product = await json<ProductDetails>(
      await fetch(`${baseUrl}/api/products/${_id}`),
      `product ${_id}`,
    );
    if ((product.variants?.length ?? 0) > 0) continue;
    const { name, image, price } = product;
    return { product: _id, name, image, price, countInStock: product.countInStock, qty: 1 };
  }
  throw new Error('no demo product on the first page is in stock without variants');
}

/** Places the guest's order through the API, as Place Order does; it waits for payment (an hour's hold). */
export async function placeGuestOrder(
  baseUrl: string,
  line: CartItem,
): Promise<{ _id: string; accessKey: string }> {
  const body: PlaceOrderBody = {
    orderItems: [{ product: line.product, qty: line.qty }],
    shippingAddress: ADDRESS,
    paymentMethod: PAYMENT_METHOD,
    guest: GUEST,
  };
  const order = await json<GuestAwareOrder>(
    await fetch(`${baseUrl}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
    'placing the guest order',
  );
  if (!order.accessKey) throw new Error('the guest order came back without its access key');
  return { _id: order._id, accessKey: order.accessKey };
}

const STEP_NAMES: Record<CheckoutStep, string> = {
  shipping: 'shipping (guest)',
  payment: 'payment (guest)',
  placeorder: 'place order (guest)',
};

/**
 * The four screens from the cart to paid, on a phone: three checkout steps in prepared tabs, then
 * the placed order's page from its link in a fresh tab, as the guest's mail opens it.
 */
export async function checkoutPages(baseUrl: string): Promise<MeasuredPage[]> {
  const line = await cartLine(baseUrl);
  const steps = CHECKOUT_STEPS.map((step): MeasuredPage => ({
    page: STEP_NAMES[step],
    url: `${baseUrl}/${step}`,
    indexing: 'noindex',
    storage: checkoutStorage(step, line),
  }));
  const order = await placeGuestOrder(baseUrl, line);
  return [...steps, { page: 'order, awaiting payment', url: orderLink(baseUrl, order), indexing: 'noindex' }];
}
