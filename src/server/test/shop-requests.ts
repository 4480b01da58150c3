import type { FastifyInstance } from 'fastify';
import type { Order } from '../../contract/orders.ts';
import { createTokenService } from '../auth/tokens.ts';
import type { Db } from '../db/client.ts';
import { TEST_JWT_SECRET } from './app.ts';
import { createUserRecord } from './factories.ts';

/** The writes the race suites send, each as the storefront or the admin screens send it. */

export type Headers = Record<string, string>;

const tokens = createTokenService(TEST_JWT_SECRET, 3600);

/** A bearer header made directly: suites that need many users skip the password hash and sign-in. */
export async function bearerFor(account: { id: string; tokenVersion: number }): Promise<Headers> {
  const token = await tokens.sign({ userId: account.id, version: account.tokenVersion });
  return { authorization: `Bearer ${token}` };
}

/** A new customer (or admin) and their bearer header. */
export async function accountWithToken(db: Db, options: { isAdmin?: boolean } = {}) {
  const account = await createUserRecord(db, { isAdmin: options.isAdmin ?? false });
  return { account, headers: await bearerFor(account) };
}

export function saveCart(app: FastifyInstance, headers: Headers, lines: { product: string; qty: number }[]) {
  return app.inject({ method: 'PUT', url: '/api/cart', headers, payload: { cartItems: lines } });
}

export function saveToWishlist(app: FastifyInstance, headers: Headers, productId: string) {
  return app.inject({ method: 'PUT', url: `/api/wishlist/${productId}`, headers });
}

export function addReview(app: FastifyInstance, headers: Headers, productId: string, rating = 4) {
  return app.inject({
    method: 'POST',
    url: `/api/products/${productId}/reviews`,
    headers,
    payload: { rating, comment: 'Raced to the shop.' },
  });
}

export function deleteProduct(app: FastifyInstance, admin: Headers, productId: string) {
  return app.inject({ method: 'DELETE', url: `/api/products/${productId}`, headers: admin });
}

export function deleteUser(app: FastifyInstance, admin: Headers, userId: string) {
  return app.inject({ method: 'DELETE', url: `/api/users/${userId}`, headers: admin });
}

export function cancelOrder(app: FastifyInstance, headers: Headers, orderId: string) {
  return app.inject({ method: 'PUT', url: `/api/orders/${orderId}/cancel`, headers });
}

export function refundOrder(app: FastifyInstance, admin: Headers, orderId: string) {
  return app.inject({ method: 'PUT', url: `/api/orders/${orderId}/refund`, headers: admin });
}

export async function readOrder(app: FastifyInstance, admin: Headers, orderId: string): Promise<Order> {
  const response = await app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: admin });
  if (response.statusCode !== 200) throw new Error(`order ${orderId}: ${response.statusCode}`);
  return response.json<Order>();
}
