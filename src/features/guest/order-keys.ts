import { ORDER_KEY_FRAGMENT } from '../../contract/order-key.ts';
import { tabStorage } from '../../lib/tab-storage.ts';

/**
 * Guest orders' access keys (docs/orders-and-payments.md#guest-checkout), kept for this browser tab
 * only: the key came in a link after `#` (or in the placement's answer), and is sent as the
 * `X-Order-Key` header, never in a URL the server sees.
 */

const storageKey = (orderId: string) => `orderKey:${orderId}`;

export function keepOrderKey(orderId: string, key: string): void {
  tabStorage.setItem(storageKey(orderId), key);
}

export function orderKeyOf(orderId: string): string | undefined {
  return tabStorage.getItem(storageKey(orderId)) ?? undefined;
}

export function forgetOrderKey(orderId: string): void {
  tabStorage.removeItem(storageKey(orderId));
}

/** The key in a link's fragment (`key=…`, with or without the `#`), if there is one. */
export function orderKeyInFragment(hash: string): string | undefined {
  const key = new URLSearchParams(hash.replace(/^#/, '')).get(ORDER_KEY_FRAGMENT);
  return key && /^[A-Za-z0-9_-]{16,100}$/.test(key) ? key : undefined;
}

/** The header that opens a guest order, when this tab holds its key. */
export function orderKeyHeaders(orderId: string): Record<string, string> {
  const key = orderKeyOf(orderId);
  return key ? { 'X-Order-Key': key } : {};
}

/** An order link's key (`/order/:id#key=…`) is kept for the tab before the order is read. */
export function keepKeyFromLink(pathname: string, hash: string): void {
  const id = /^\/order\/([^/]+)$/.exec(pathname)?.[1];
  const key = orderKeyInFragment(hash);
  if (id !== undefined && key) keepOrderKey(decodeURIComponent(id), key);
}

const claimMarker = 'claimAfterRegister';

/** Register from a guest order's page: once signed up, the order is saved to the new account. */
export function claimAfterRegister(orderId: string): void {
  tabStorage.setItem(claimMarker, orderId);
}

/** Whether this order was waiting for its shopper to register; asking ends the wait. */
export function takeClaimAfterRegister(orderId: string): boolean {
  const waiting = tabStorage.getItem(claimMarker) === orderId;
  if (waiting) tabStorage.removeItem(claimMarker);
  return waiting;
}
