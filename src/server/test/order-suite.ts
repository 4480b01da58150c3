import { afterAll, beforeAll } from 'vitest';
import type { Order } from '../../contract/orders.ts';
import { signedIn } from './accounts.ts';
import { createTestApp, type TestApp } from './app.ts';
import { SHIPPING_ADDRESS, stockOf as stockOfProduct } from './orders.ts';

type SignedIn = Awaited<ReturnType<typeof signedIn>>;

export interface OrderSuiteState {
  t: TestApp;
  customer: SignedIn;
  admin: SignedIn;
}

/**
 * One app with a customer ("Casey Customer") and an admin for a file of order tests, and the
 * requests they make. Registers the file's beforeAll/afterAll; `state()` is ready inside tests.
 */
export function orderSuite() {
  let state: OrderSuiteState | undefined;
  beforeAll(async () => {
    const t = await createTestApp();
    state = {
      t,
      customer: await signedIn(t.app, t.db, { name: 'Casey Customer' }),
      admin: await signedIn(t.app, t.db, { isAdmin: true }),
    };
  });
  afterAll(() => state?.t.close());

  const current = (): OrderSuiteState => {
    if (!state) throw new Error('the order suite is used before its beforeAll ran');
    return state;
  };

  function place(headers: Record<string, string>, payload: unknown, extra: Record<string, string> = {}) {
    return current().t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...headers, ...extra },
      payload: payload as object,
    });
  }

  function orderBody(
    items: { product: string; qty: number; [key: string]: unknown }[],
    paymentMethod = 'TestCard',
  ) {
    return { orderItems: items, shippingAddress: SHIPPING_ADDRESS, paymentMethod };
  }

  async function placed(
    items: { product: string; qty: number }[],
    headers?: Record<string, string>,
  ): Promise<Order> {
    const response = await place(headers ?? current().customer.headers, orderBody(items));
    if (response.statusCode !== 201) throw new Error(`order failed: ${response.statusCode} ${response.body}`);
    return response.json<Order>();
  }

  return {
    state: current,
    place,
    orderBody,
    placed,
    stockOf: (id: string) => stockOfProduct(current().t.db, id),
  };
}
