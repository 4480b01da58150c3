import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { products } from '../db/schema.ts';
import { ORDER_KEY_HEADER, type GuestAwareOrder } from '../../contract/guest-orders.ts';
import type { Order } from '../../contract/orders.ts';
import { createProduct } from './factories.ts';
import { PAYING_CARD, SHIPPING_ADDRESS } from './order-fixtures.ts';

/** Shared by the order suites: an address, a test card that pays, and the two things they all do. */

export { PAYING_CARD, SHIPPING_ADDRESS };

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

type Headers = Record<string, string>;

/** Throws with the answer's body unless it has the status expected: a step the test stands on. */
function expectStatus(answer: { statusCode: number; body: string }, status: number, step: string): void {
  if (answer.statusCode !== status) throw new Error(`${step}: ${answer.statusCode} ${answer.body}`);
}

/**
 * A customer's order of 3 × $24.99 (the gadget) and 1 × $9.99 (the cable), each product with 10 in
 * stock: paid by test card unless `paid` is false, and marked delivered by `deliveredBy` (an
 * admin's headers) when given. For the suites about what happens after the sale.
 */
export async function twoLineOrder(
  app: FastifyInstance,
  db: Db,
  headers: Headers,
  options: { paid?: boolean; deliveredBy?: Headers } = {},
) {
  const gadget = await createProduct(db, { priceCents: 2_499, countInStock: 10 });
  const cable = await createProduct(db, { priceCents: 999, countInStock: 10 });
  const placed = await requestOrder(app, headers, [
    { product: gadget.id, qty: 3 },
    { product: cable.id, qty: 1 },
  ]);
  expectStatus(placed, 201, 'placing the order');
  let order = placed.json<Order>();
  if (options.paid !== false) {
    const paid = await payByCard(app, headers, order._id);
    expectStatus(paid, 200, 'paying the order');
    order = paid.json<Order>();
    if (options.deliveredBy) await deliver(app, options.deliveredBy, order._id);
  }
  const lineOf = (productId: string) => {
    const line = order.orderItems.find((item) => item.product === productId);
    if (!line) throw new Error('the order has no line of that product');
    return line._id;
  };
  return { order, gadget, cable, gadgetLine: lineOf(gadget.id), cableLine: lineOf(cable.id) };
}

/** PUT /api/orders/:id/deliver by an admin. */
export async function deliver(app: FastifyInstance, adminHeaders: Headers, orderId: string): Promise<void> {
  const delivered = await app.inject({
    method: 'PUT',
    url: `/api/orders/${orderId}/deliver`,
    headers: adminHeaders,
  });
  expectStatus(delivered, 200, 'delivering the order');
}

/** A guest's order of one $15.00 product, paid by test card with its key; answers it and the key's header. */
export async function paidGuestOrder(
  app: FastifyInstance,
  db: Db,
  guest: { email: string; name: string },
  remoteAddress: string,
) {
  const product = await createProduct(db, { priceCents: 1_500, countInStock: 5 });
  const placed = await requestGuestOrder(app, { product: product.id, qty: 1 }, guest, remoteAddress);
  expectStatus(placed, 201, 'placing the guest order');
  const order = placed.json<GuestAwareOrder>();
  const key = { [ORDER_KEY_HEADER]: order.accessKey ?? '' };
  expectStatus(await payByCard(app, key, order._id), 200, 'paying the guest order');
  return { order, key };
}
