import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { products } from '../db/schema.ts';

/** Shared by the order suites: an address, a test card that pays, and the two things they all do. */

export const SHIPPING_ADDRESS = {
  address: '1 Main Street',
  city: 'Springfield',
  postalCode: '12345',
  country: 'USA',
};

export const PAYING_CARD = {
  number: '4242 4242 4242 4242',
  expMonth: 12,
  expYear: 2099,
  cvc: '123',
  name: 'Casey Customer',
};

/** POST /api/orders with these lines, shipped to SHIPPING_ADDRESS. */
export function requestOrder(
  app: FastifyInstance,
  headers: Record<string, string>,
  lines: { product: string; qty: number }[],
  paymentMethod = 'TestCard',
) {
  return app.inject({
    method: 'POST',
    url: '/api/orders',
    headers,
    payload: { orderItems: lines, shippingAddress: SHIPPING_ADDRESS, paymentMethod },
  });
}

/** POST /api/orders as a guest (no token), one line, shipped to SHIPPING_ADDRESS. */
export function requestGuestOrder(
  app: FastifyInstance,
  line: { product: string; qty: number },
  guest: { email: string; name: string },
  remoteAddress: string,
) {
  return app.inject({
    method: 'POST',
    url: '/api/orders',
    remoteAddress,
    payload: { orderItems: [line], shippingAddress: SHIPPING_ADDRESS, paymentMethod: 'TestCard', guest },
  });
}

/** PUT /api/orders/:id/pay with PAYING_CARD. */
export function payByCard(app: FastifyInstance, headers: Record<string, string>, orderId: string) {
  return app.inject({
    method: 'PUT',
    url: `/api/orders/${orderId}/pay`,
    headers,
    payload: { card: PAYING_CARD },
  });
}

export async function stockOf(db: Db, productId: string): Promise<number> {
  const [row] = await db
    .select({ n: products.countInStock })
    .from(products)
    .where(eq(products.id, productId));
  return row?.n ?? -1;
}
