import type { Cart, CartBody } from '../../contract/cart.ts';
import type { CartItem } from '../../stores/cart.ts';
import { api, signsOutOnTokenFailure } from '../../api/client.ts';

/**
 * What the server keeps of a line: the product, its variant if it has one, and how many; names,
 * labels and prices come from the catalogue.
 */
export function cartBody(items: readonly CartItem[]): CartBody {
  return {
    cartItems: items.map(({ product, variant, qty }) =>
      variant ? { product, variant, qty } : { product, qty },
    ),
  };
}

export const getCart = () => api.get('cart', signsOutOnTokenFailure).json<Cart>();

export const saveCart = (items: readonly CartItem[]) =>
  api.put('cart', { json: cartBody(items), ...signsOutOnTokenFailure }).json<Cart>();

/**
 * The last save of a session that has just ended (Logout): sent with that session's token, which
 * the store no longer holds, and never signing anyone out, since nobody is signed in any more.
 */
export const saveCartAs = (token: string, items: readonly CartItem[]) =>
  api.put('cart', { json: cartBody(items), headers: { Authorization: `Bearer ${token}` } }).json<Cart>();
