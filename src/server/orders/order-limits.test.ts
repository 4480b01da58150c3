import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../contract/orders.ts';
import { createTestApp, testAppOptions, type TestApp } from '../test/app.ts';
import { signedIn } from '../test/accounts.ts';
import { createProduct } from '../test/factories.ts';
import { PAYING_CARD, requestGuestOrder, requestOrder, SHIPPING_ADDRESS, stockOf } from '../test/orders.ts';

type Shopper = Awaited<ReturnType<typeof signedIn>>;

function place(t: TestApp, shopper: Shopper, lines: { product: string; qty: number }[]) {
  return requestOrder(t.app, shopper.headers, lines);
}

describe('unpaid orders one shopper may hold', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      orderLimits: {
        ...testAppOptions({ dataDir: '' }).orderLimits,
        maxUnpaidOrders: 3,
        maxUnpaidItems: 12,
        ordersPerCustomer: 1000,
      },
    });
  });
  afterAll(() => t.close());

  it('when one shopper places 10 orders at once, then 3 are placed, 7 refused, and another shopper still buys', async () => {
    const item = await createProduct(t.db, { name: 'Popular Phone', countInStock: 40 });
    const hoarder = await signedIn(t.app, t.db);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => place(t, hoarder, [{ product: item.id, qty: 2 }])),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    const refused = responses.filter((response) => response.statusCode === 409);
    expect(refused).toHaveLength(7);
    for (const response of refused) {
      expect(response.json()).toEqual({
        message: 'You already have 3 unpaid orders: pay or cancel one before placing another',
        code: 'CONFLICT',
      });
    }
    expect(await stockOf(t.db, item.id)).toBe(34);

    const neighbour = await signedIn(t.app, t.db);
    expect((await place(t, neighbour, [{ product: item.id, qty: 2 }])).statusCode).toBe(201);
    expect(await stockOf(t.db, item.id)).toBe(32);
  });

  it('when an unpaid order is paid or cancelled, then the shopper may place another', async () => {
    const item = await createProduct(t.db, { countInStock: 20 });
    const shopper = await signedIn(t.app, t.db);
    const placed = [];
    for (let index = 0; index < 3; index++) {
      placed.push((await place(t, shopper, [{ product: item.id, qty: 1 }])).json<Order>());
    }
    expect((await place(t, shopper, [{ product: item.id, qty: 1 }])).statusCode).toBe(409);

    const [first, second] = placed;
    const paid = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${first?._id ?? ''}/pay`,
      headers: shopper.headers,
      payload: { card: PAYING_CARD },
    });
    expect(paid.statusCode).toBe(200);
    expect((await place(t, shopper, [{ product: item.id, qty: 1 }])).statusCode).toBe(201);

    const cancelled = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${second?._id ?? ''}/cancel`,
      headers: shopper.headers,
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await place(t, shopper, [{ product: item.id, qty: 1 }])).statusCode).toBe(201);
  });

  it('when an order would take the shopper past the unpaid items limit, then it is refused and reserves nothing', async () => {
    const item = await createProduct(t.db, { countInStock: 30 });
    const shopper = await signedIn(t.app, t.db);
    expect((await place(t, shopper, [{ product: item.id, qty: 10 }])).statusCode).toBe(201);
    const refused = await place(t, shopper, [{ product: item.id, qty: 3 }]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'Unpaid orders may hold at most 12 items in all: pay or cancel an order, or order fewer items',
      code: 'CONFLICT',
    });
    expect(await stockOf(t.db, item.id)).toBe(20);
    expect((await place(t, shopper, [{ product: item.id, qty: 2 }])).statusCode).toBe(201);
  });
});

describe('order creation throttling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      orderLimits: {
        ...testAppOptions({ dataDir: '' }).orderLimits,
        maxUnpaidOrders: 100,
        maxUnpaidItems: 1000,
        ordersPerCustomer: 4,
      },
    });
  });
  afterAll(() => t.close());

  it('when a shopper places orders faster than allowed, then the extra ones get 429 with Retry-After', async () => {
    const item = await createProduct(t.db, { countInStock: 50 });
    const shopper = await signedIn(t.app, t.db);
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => place(t, shopper, [{ product: item.id, qty: 1 }])),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 429, 429]);
    const throttled = responses.find((response) => response.statusCode === 429);
    expect(throttled?.json()).toEqual({
      message: 'Too many orders placed. Please try again in 60 minutes.',
      code: 'TOO_MANY_REQUESTS',
    });
    expect(Number(throttled?.headers['retry-after'])).toBeGreaterThan(0);
    expect(await stockOf(t.db, item.id)).toBe(46);

    const other = await signedIn(t.app, t.db);
    expect((await place(t, other, [{ product: item.id, qty: 1 }])).statusCode).toBe(201);
  });

  it('when a placed order is sent again with its Idempotency-Key, then the replay is not counted', async () => {
    const item = await createProduct(t.db, { countInStock: 50 });
    const shopper = await signedIn(t.app, t.db);
    const send = () =>
      requestOrder(t.app, { ...shopper.headers, 'idempotency-key': 'one-checkout' }, [
        { product: item.id, qty: 1 },
      ]);
    expect((await send()).statusCode).toBe(201);
    for (let index = 0; index < 5; index++) expect((await send()).statusCode).toBe(200);
    expect((await place(t, shopper, [{ product: item.id, qty: 1 }])).statusCode).toBe(201);
  });
});

describe('guest placements from one network', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      orderLimits: { ...testAppOptions({ dataDir: '' }).orderLimits, guestOrdersPerNetwork: 3 },
    });
  });
  afterAll(() => t.close());

  let guests = 0;
  const guest = () => ({ email: `network.guest.${++guests}@example.com`, name: 'Gail Guest' });

  it('when guests with ever new e-mail addresses place orders from one network faster than allowed, then the extra ones get 429 naming the network, and another network still orders', async () => {
    const item = await createProduct(t.db, { countInStock: 50 });
    const line = { product: item.id, qty: 1 };
    // One /64, however its addresses are written: one household's or one phone's network.
    const oneNetwork = ['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:db8:1:2:aaaa::9', '2001:db8:1:2::ff'];
    const statuses: number[] = [];
    for (const address of oneNetwork) {
      statuses.push((await requestGuestOrder(t.app, line, guest(), address)).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    const throttled = await requestGuestOrder(t.app, line, guest(), '2001:db8:1:2::abc');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toEqual({
      message:
        'Too many guest orders from your network. Please try again in 60 minutes, or sign in to order.',
      code: 'TOO_MANY_REQUESTS',
    });
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect(await stockOf(t.db, item.id)).toBe(47);

    expect((await requestGuestOrder(t.app, line, guest(), '2001:db8:1:3::1')).statusCode).toBe(201);
  });

  it('when a signed-in customer orders from a network whose guests reached the limit, then the order is placed', async () => {
    const item = await createProduct(t.db, { countInStock: 50 });
    const line = { product: item.id, qty: 1 };
    for (let index = 0; index < 4; index++) await requestGuestOrder(t.app, line, guest(), '198.51.100.20');
    expect((await requestGuestOrder(t.app, line, guest(), '198.51.100.20')).statusCode).toBe(429);

    const customer = await signedIn(t.app, t.db);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: customer.headers,
      remoteAddress: '198.51.100.20',
      payload: { orderItems: [line], shippingAddress: SHIPPING_ADDRESS, paymentMethod: 'TestCard' },
    });
    expect(placed.statusCode).toBe(201);
  });
});
