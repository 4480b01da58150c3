import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../contract/orders.ts';
import { loadConfig } from '../config.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { signedIn } from '../test/accounts.ts';
import { createProduct } from '../test/factories.ts';
import { PAYING_CARD, SHIPPING_ADDRESS, stockOf } from '../test/orders.ts';

/**
 * Hoarding through throwaway accounts: what one client network (an IPv4 address, an IPv6 /64)
 * holds unpaid is bounded, as well as what one account holds. Accounts with a paid order behind
 * them neither count against their network nor are refused by it.
 */

type Shopper = Awaited<ReturnType<typeof signedIn>>;

let t: TestApp;
beforeAll(async () => {
  // The shop's own defaults: 3 orders and 30 units per account, 6 orders and 60 units per network.
  t = await createTestApp({ orderLimits: loadConfig({}).orderLimits });
});
afterAll(() => t.close());

function place(shopper: Shopper, from: string, product: string, qty: number) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: shopper.headers,
    remoteAddress: from,
    payload: {
      orderItems: [{ product, qty }],
      shippingAddress: SHIPPING_ADDRESS,
      paymentMethod: 'TestCard',
    },
  });
}

function pay(shopper: Shopper, orderId: string) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/orders/${orderId}/pay`,
    headers: shopper.headers,
    payload: { card: PAYING_CARD },
  });
}

const shoppers = (count: number) => Promise.all(Array.from({ length: count }, () => signedIn(t.app, t.db)));

describe('unpaid orders one network may hold', () => {
  it('when 20 fresh accounts from one address rush a product of 548 units, then they hold 60 and the refusals say why', async () => {
    const product = await createProduct(t.db, { name: 'Console', countInStock: 548 });
    const accounts = await shoppers(20);
    const answers = await Promise.all(
      accounts.flatMap((shopper) => [1, 2, 3].map(() => place(shopper, '198.51.100.7', product.id, 10))),
    );

    const placed = answers.filter((answer) => answer.statusCode === 201);
    expect(placed).toHaveLength(6);
    expect(await stockOf(t.db, product.id)).toBe(548 - 60);
    const refused = answers.filter((answer) => answer.statusCode === 409);
    expect(refused).toHaveLength(54);
    for (const answer of refused) {
      expect(answer.json()).toEqual({
        message:
          'Too many unpaid orders from your network (at most 6): pay or cancel one before placing another',
        code: 'CONFLICT',
      });
    }
    expect(answers.filter((answer) => answer.statusCode >= 500)).toEqual([]);
    // Twenty sign-ins and sixty placements: a limit for a loaded two-core machine, not a budget.
  }, 90_000);

  it('when units pass the network limit before orders do, then the refusal names the units', async () => {
    const product = await createProduct(t.db, { countInStock: 200 });
    const extra = await createProduct(t.db, { countInStock: 200 });
    const accounts = await shoppers(6);
    for (const shopper of accounts.slice(0, 5)) {
      expect((await place(shopper, '198.51.100.9', product.id, 10)).statusCode).toBe(201);
    }
    const [sixth] = accounts.slice(5);
    if (!sixth) throw new Error('no shopper');
    const tooMany = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: sixth.headers,
      remoteAddress: '198.51.100.9',
      payload: {
        orderItems: [
          { product: product.id, qty: 10 },
          { product: extra.id, qty: 1 },
        ],
        shippingAddress: SHIPPING_ADDRESS,
        paymentMethod: 'TestCard',
      },
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toEqual({
      message:
        'Unpaid orders from your network may hold at most 60 items in all: pay or cancel an order, or order fewer items',
      code: 'CONFLICT',
    });
    expect(await stockOf(t.db, extra.id)).toBe(200);
    expect((await place(sixth, '198.51.100.9', product.id, 10)).statusCode).toBe(201);
  });

  it('when addresses share an IPv6 /64, then they share its limit; another /64 has its own', async () => {
    const product = await createProduct(t.db, { countInStock: 300 });
    const accounts = await shoppers(8);
    const answers = [];
    for (const [index, shopper] of accounts.entries()) {
      answers.push(await place(shopper, `2001:db8:1:2::${(index + 1).toString(16)}`, product.id, 5));
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201, 201, 409, 409]);
    const [elsewhere] = await shoppers(1);
    if (!elsewhere) throw new Error('no shopper');
    expect((await place(elsewhere, '2001:db8:1:3::1', product.id, 5)).statusCode).toBe(201);
    // The IPv4-mapped form of an address is that IPv4 address.
    const [mapped, plain] = await shoppers(2);
    if (!mapped || !plain) throw new Error('no shoppers');
    expect((await place(mapped, '::ffff:198.51.100.10', product.id, 10)).statusCode).toBe(201);
    expect((await place(plain, '198.51.100.10', product.id, 10)).statusCode).toBe(201);
    expect(await stockOf(t.db, product.id)).toBe(300 - 30 - 5 - 20);
  });

  it('when a shopper has a paid order behind them, then a full network neither counts nor refuses them', async () => {
    const product = await createProduct(t.db, { countInStock: 200 });
    const [regular] = await shoppers(1);
    if (!regular) throw new Error('no shopper');
    const first = await place(regular, '203.0.113.5', product.id, 1);
    expect((await pay(regular, first.json<Order>()._id)).statusCode).toBe(200);

    const strangers = await shoppers(6);
    for (const shopper of strangers) {
      expect((await place(shopper, '203.0.113.5', product.id, 10)).statusCode).toBe(201);
    }
    const [late] = await shoppers(1);
    if (!late) throw new Error('no shopper');
    expect((await place(late, '203.0.113.5', product.id, 1)).statusCode).toBe(409);
    // The regular customer still buys from the same mobile-network address.
    expect((await place(regular, '203.0.113.5', product.id, 10)).statusCode).toBe(201);
    expect((await place(regular, '203.0.113.5', product.id, 10)).statusCode).toBe(201);
  });

  it('when an order from a full network is paid, then the network may place another', async () => {
    const product = await createProduct(t.db, { countInStock: 200 });
    const accounts = await shoppers(7);
    const placed: { shopper: Shopper; order: Order }[] = [];
    for (const shopper of accounts.slice(0, 6)) {
      const answer = await place(shopper, '203.0.113.6', product.id, 2);
      expect(answer.statusCode).toBe(201);
      placed.push({ shopper, order: answer.json<Order>() });
    }
    const [last] = accounts.slice(6);
    if (!last) throw new Error('no shopper');
    expect((await place(last, '203.0.113.6', product.id, 2)).statusCode).toBe(409);
    const [paying] = placed;
    if (!paying) throw new Error('nothing placed');
    expect((await pay(paying.shopper, paying.order._id)).statusCode).toBe(200);
    expect((await place(last, '203.0.113.6', product.id, 2)).statusCode).toBe(201);
  });
});

describe('unpaid orders behind a trusted proxy', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({ orderLimits: loadConfig({}).orderLimits, trustProxy: ['loopback'] });
  });
  afterAll(() => proxied.close());

  it('when shoppers from 8 networks order through the proxy with an Idempotency-Key, then each network counts its own', async () => {
    const product = await createProduct(proxied.db, { name: 'Proxied', countInStock: 100 });
    const accounts = await Promise.all(Array.from({ length: 8 }, () => signedIn(proxied.app, proxied.db)));
    const answers = await Promise.all(
      accounts.map((shopper, at) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/orders',
          remoteAddress: '127.0.0.1',
          headers: {
            ...shopper.headers,
            'x-forwarded-for': `203.0.113.${at + 1}`,
            'idempotency-key': `proxied-${at}`,
          },
          payload: {
            orderItems: [{ product: product.id, qty: 1 }],
            shippingAddress: SHIPPING_ADDRESS,
            paymentMethod: 'TestCard',
          },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array<number>(8).fill(201));
  });
});
