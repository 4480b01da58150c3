import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Order } from '../../contract/orders.ts';
import { orders } from '../db/schema.ts';
import type { TestApp } from './app.ts';
import { signedIn } from './accounts.ts';
import { createProduct } from './factories.ts';
import { requestOrder } from './orders.ts';

/** The PayPal settings that point a test app at a fake PayPal (./fake-paypal.ts). */
export function paypalPayments(apiUrl: string, testMode = true) {
  return { testMode, paypal: { clientId: 'client-id', clientSecret: 'client-secret', apiUrl } };
}

/**
 * What the payment suites do as one customer: place an order of 2 units from a product that had
 * 5, make its PayPal order, pay, cancel and read it, and end its hold.
 */
export function customerOrders(t: TestApp, customer: Awaited<ReturnType<typeof signedIn>>) {
  const placeOrder = async (paymentMethod: 'PayPal' | 'TestCard') => {
    const product = await createProduct(t.db, { countInStock: 5, priceCents: 12_345 });
    const response = await requestOrder(
      t.app,
      customer.headers,
      [{ product: product.id, qty: 2 }],
      paymentMethod,
    );
    expect(response.statusCode).toBe(201);
    return { order: response.json<Order>(), product };
  };

  const createPaypalOrder = async (orderId: string): Promise<string> => {
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/paypal`,
      headers: customer.headers,
    });
    expect(created.statusCode).toBe(200);
    return created.json<{ id: string }>().id;
  };

  return {
    placeOrder,
    createPaypalOrder,
    async placePaypalOrder() {
      const placed = await placeOrder('PayPal');
      return { ...placed, paypalOrderId: await createPaypalOrder(placed.order._id) };
    },
    payByPaypal(orderId: string, paypalOrderId: string) {
      return t.app.inject({
        method: 'PUT',
        url: `/api/orders/${orderId}/pay`,
        headers: customer.headers,
        payload: { paypalOrderId },
      });
    },
    cancel(orderId: string) {
      return t.app.inject({ method: 'PUT', url: `/api/orders/${orderId}/cancel`, headers: customer.headers });
    },
    async read(orderId: string): Promise<Order> {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/orders/${orderId}`,
        headers: customer.headers,
      });
      return response.json<Order>();
    },
    /** The row an instance leaves behind when it dies after starting a payment, long ago. */
    async leftInFlightByDeadInstance(orderId: string, options: { holdOver: boolean }): Promise<void> {
      await t.db
        .update(orders)
        .set({
          status: 'paying',
          paymentAttempt: 1,
          paymentStartedAt: sql`now() - interval '1 hour'`,
          ...(options.holdOver ? { expiresAt: sql`now() - interval '1 minute'` } : {}),
        })
        .where(eq(orders.id, orderId));
    },
    async endHold(orderId: string): Promise<void> {
      await t.db
        .update(orders)
        .set({ expiresAt: sql`now() - interval '1 minute'` })
        .where(eq(orders.id, orderId));
    },
  };
}
