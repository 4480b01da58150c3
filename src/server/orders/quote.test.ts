import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Coupon } from '../../contract/coupons.ts';
import type { GuestAwareOrder } from '../../contract/guest-orders.ts';
import type { QuoteAnswer } from '../../contract/quote.ts';
import { couponRedemptions, coupons, orders } from '../db/index.ts';
import { signedIn } from '../test/accounts.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createProduct } from '../test/factories.ts';
import { SHIPPING_ADDRESS } from '../test/orders.ts';
import { QUOTES_PER_NETWORK_MINUTE } from './quote-order.ts';

let t: TestApp;
let owner: Record<string, string>;
let shopper: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  owner = (await signedIn(t.app, t.db, { role: 'owner' })).headers;
  shopper = (await signedIn(t.app, t.db)).headers;
});
afterAll(() => t.close());

const unique = () => `Q${Math.random().toString(36).slice(2, 10).toUpperCase()}`;

async function coupon(body: Record<string, unknown>): Promise<Coupon> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/coupons',
    headers: owner,
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Coupon>();
}

function quote(body: Record<string, unknown>, headers: Record<string, string> = shopper) {
  return t.app.inject({ method: 'POST', url: '/api/orders/quote', headers, payload: body });
}

function place(body: Record<string, unknown>, headers: Record<string, string> = shopper) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers,
    payload: { shippingAddress: SHIPPING_ADDRESS, paymentMethod: 'TestCard', ...body },
  });
}

async function quoted(body: Record<string, unknown>, headers?: Record<string, string>): Promise<QuoteAnswer> {
  const response = await quote(body, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<QuoteAnswer>();
}

async function usesOf(id: string): Promise<number> {
  const [row] = await t.db.select({ uses: coupons.uses }).from(coupons).where(eq(coupons.id, id));
  return row?.uses ?? -1;
}

function figures(answer: QuoteAnswer | GuestAwareOrder) {
  const { itemsPrice, discountPrice, shippingPrice, taxPrice, totalPrice } = answer;
  return { itemsPrice, discountPrice, shippingPrice, taxPrice, totalPrice };
}

describe('POST /api/orders/quote, priced as the order will be', () => {
  it('when nothing is set, then the quote and the order charge today’s prices: 15 % tax, $10 shipping under $100', async () => {
    const item = await createProduct(t.db, { priceCents: 1999, countInStock: 10 });
    const body = { orderItems: [{ product: item.id, qty: 3 }] };
    const answer = await quoted(body, {});
    expect(answer).toEqual({
      itemsPrice: 59.97,
      discountPrice: 0,
      shippingPrice: 10,
      taxPrice: 9,
      totalPrice: 78.97,
      taxIncluded: false,
      taxRate: 15,
      shippingMethod: 'standard',
      shippingMethods: [{ id: 'standard', name: 'Standard', price: 10, estimate: '3–7 business days' }],
      coupon: null,
    });
    const placed = await place(body);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json<GuestAwareOrder>()).toMatchObject({
      ...figures(answer),
      couponCode: null,
      shippingMethod: 'standard',
    });
  });

  it('when the client sends its own prices, then the database’s current price is quoted', async () => {
    const item = await createProduct(t.db, { priceCents: 5000 });
    const answer = await quoted({ orderItems: [{ product: item.id, qty: 1, price: 0.01 }] });
    expect(answer.itemsPrice).toBe(50);
  });

  it('when a 10 % code is given with an odd cent, then quote and order both show the hand-worked $72.07', async () => {
    const item = await createProduct(t.db, { priceCents: 1999, countInStock: 10 });
    const code = unique();
    await coupon({ code, kind: 'percent', value: 10 });
    const body = { orderItems: [{ product: item.id, qty: 3 }], couponCode: code.toLowerCase() };
    const answer = await quoted(body);
    expect(figures(answer)).toEqual({
      itemsPrice: 59.97,
      discountPrice: 6,
      shippingPrice: 10,
      taxPrice: 8.1,
      totalPrice: 72.07,
    });
    expect(answer.coupon).toEqual({ code, description: '10 % off' });
    const placed = await place({ ...body, expectedTotal: 72.07 });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json<GuestAwareOrder>()).toMatchObject({ ...figures(answer), couponCode: code });
  });

  it('when each coupon rule fails, then 400 says which and no use is taken', async () => {
    const item = await createProduct(t.db, { priceCents: 2000, countInStock: 10 });
    const past = new Date(Date.now() - 86_400_000).toISOString();
    const earlier = new Date(Date.now() - 2 * 86_400_000).toISOString();
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const cases: [Record<string, unknown> | null, string][] = [
      [null, 'does not exist'],
      [{ kind: 'percent', value: 10, startsAt: earlier, endsAt: past }, 'has expired'],
      [{ kind: 'percent', value: 10, startsAt: future }, 'is not valid yet'],
      [{ kind: 'percent', value: 10, active: false }, 'is paused'],
      [{ kind: 'fixed', value: 5, minSubtotal: 100 }, 'needs a subtotal of at least $100.00'],
    ];
    for (const [fields, message] of cases) {
      const code = unique();
      if (fields) await coupon({ code, ...fields });
      const body = { orderItems: [{ product: item.id, qty: 1 }], couponCode: code };
      for (const response of [await quote(body), await place(body)]) {
        expect(response.statusCode).toBe(400);
        expect(response.json<{ message: string }>().message).toContain(`Coupon ${code} ${message}`);
      }
    }
    const usedUp = await coupon({ code: unique(), kind: 'fixed', value: 1, maxUses: 1 });
    const body = { orderItems: [{ product: item.id, qty: 1 }], couponCode: usedUp.code };
    expect((await place(body)).statusCode).toBe(201);
    const refused = await quote(body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe(`Coupon ${usedUp.code ?? ''} has been used up`);
    expect(await usesOf(usedUp._id)).toBe(1);
  });

  it('when a customer has used a code as often as it allows, then that customer is refused and another is not', async () => {
    const item = await createProduct(t.db, { priceCents: 2000, countInStock: 10 });
    const once = await coupon({ code: unique(), kind: 'fixed', value: 1, maxUsesPerCustomer: 1 });
    const body = { orderItems: [{ product: item.id, qty: 1 }], couponCode: once.code };
    expect((await place(body)).statusCode).toBe(201);
    const again = await place(body);
    expect(again.statusCode).toBe(400);
    expect(again.json<{ message: string }>().message).toContain('as many times as it allows per customer');
    const other = (await signedIn(t.app, t.db)).headers;
    expect((await quoted(body, other)).discountPrice).toBe(1);
  });

  it('when the owner sets zones, then the quote offers the country’s methods and refuses a country outside them', async () => {
    const item = await createProduct(t.db, { priceCents: 2000, countInStock: 10 });
    const zones = {
      zones: [
        {
          id: 'us',
          name: 'United States',
          countries: ['US'],
          methods: [
            { id: 'standard', name: 'Standard', price: 10, freeOver: 100, estimate: '3–7 days' },
            { id: 'express', name: 'Express', price: 25, freeOver: null, estimate: '1–2 days' },
          ],
        },
      ],
    };
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/shipping',
      headers: owner,
      payload: zones,
    });
    expect(set.statusCode, set.body).toBe(200);
    try {
      const address = { ...SHIPPING_ADDRESS, country: 'United States' };
      const body = {
        orderItems: [{ product: item.id, qty: 1 }],
        shippingAddress: address,
        shippingMethod: 'express',
      };
      const answer = await quoted(body);
      expect(answer.shippingMethods.map((method) => [method.id, method.price])).toEqual([
        ['standard', 10],
        ['express', 25],
      ]);
      expect(figures(answer)).toEqual({
        itemsPrice: 20,
        discountPrice: 0,
        shippingPrice: 25,
        taxPrice: 3,
        totalPrice: 48,
      });
      const placed = await place(body);
      expect(placed.json<GuestAwareOrder>()).toMatchObject({ ...figures(answer), shippingMethod: 'express' });

      const abroad = { ...body, shippingAddress: { ...SHIPPING_ADDRESS, country: 'DE' } };
      for (const response of [await quote(abroad), await place(abroad)]) {
        expect(response.statusCode).toBe(400);
        expect(response.json<{ message: string }>().message).toBe('We cannot ship to Germany');
      }
      const unknownMethod = await quote({ ...body, shippingMethod: 'drone' });
      expect(unknownMethod.json<{ message: string }>().message).toBe(
        'Shipping method drone is not offered for United States',
      );
    } finally {
      await t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings/shipping',
        headers: owner,
        payload: {
          zones: [
            {
              id: 'everywhere',
              name: 'Everywhere',
              countries: ['*'],
              methods: [
                { id: 'standard', name: 'Standard', price: 10, freeOver: 100, estimate: '3–7 business days' },
              ],
            },
          ],
        },
      });
    }
  });

  it('when the owner sets a country’s rate, then tax-inclusive prices, then quote and order follow both', async () => {
    const item = await createProduct(t.db, { priceCents: 999, countInStock: 10 });
    const setTax = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/admin/settings/tax', headers: owner, payload });
    const body = {
      orderItems: [{ product: item.id, qty: 1 }],
      shippingAddress: { ...SHIPPING_ADDRESS, country: 'de' },
    };
    try {
      expect(
        (
          await setTax({
            defaultRate: 15,
            pricesIncludeTax: false,
            rates: [{ country: 'DE', region: null, rate: 19 }],
          })
        ).statusCode,
      ).toBe(200);
      const exclusive = await quoted(body);
      // $9.99 at 19 % = $1.8981 → $1.90, added.
      expect(figures(exclusive)).toEqual({
        itemsPrice: 9.99,
        discountPrice: 0,
        shippingPrice: 10,
        taxPrice: 1.9,
        totalPrice: 21.89,
      });
      // The rate applied goes with the quote, so the screens can label the tax line with it.
      expect(exclusive.taxRate).toBe(19);
      expect((await setTax({ defaultRate: 20, pricesIncludeTax: true, rates: [] })).statusCode).toBe(200);
      const inclusive = await quoted(body);
      // $9.99 holds $1.665 → $1.67 of tax at 20 %, not added (docs/prices.md).
      expect(inclusive).toMatchObject({ taxIncluded: true, taxRate: 20, taxPrice: 1.67, totalPrice: 19.99 });
      const placed = await place(body);
      expect(placed.statusCode, placed.body).toBe(201);
      expect(placed.json<GuestAwareOrder>()).toMatchObject(figures(inclusive));
    } finally {
      await setTax({ defaultRate: 15, pricesIncludeTax: false, rates: [] });
    }
  });

  it('when the owner sets a state’s rate, then an address in that state is taxed at it and the order keeps the country’s code and the state', async () => {
    const item = await createProduct(t.db, { priceCents: 10_000, countInStock: 10 });
    const setTax = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/admin/settings/tax', headers: owner, payload });
    const rates = [
      { country: 'US', region: null, rate: 5 },
      { country: 'US', region: 'US-CA', rate: 7.25 },
    ];
    try {
      expect((await setTax({ defaultRate: 15, pricesIncludeTax: false, rates })).statusCode).toBe(200);
      const inState = {
        orderItems: [{ product: item.id, qty: 1 }],
        shippingAddress: { ...SHIPPING_ADDRESS, country: 'United States', region: 'US-CA' },
      };
      // $100 at 7.25 % = $7.25; elsewhere in the country 5 %.
      expect((await quoted(inState)).taxPrice).toBe(7.25);
      const elsewhere = {
        ...inState,
        shippingAddress: { ...SHIPPING_ADDRESS, country: 'US', region: 'US-NY' },
      };
      expect((await quoted(elsewhere)).taxPrice).toBe(5);
      const placed = await place(inState);
      expect(placed.statusCode, placed.body).toBe(201);
      expect(placed.json<GuestAwareOrder>()).toMatchObject({
        taxPrice: 7.25,
        shippingAddress: { country: 'US', region: 'US-CA' },
      });

      const wrongCountry = {
        ...inState,
        shippingAddress: { ...SHIPPING_ADDRESS, country: 'DE', region: 'US-CA' },
      };
      for (const response of [await quote(wrongCountry), await place(wrongCountry)]) {
        expect(response.statusCode).toBe(400);
        expect(response.json<{ message: string }>().message).toBe('Region US-CA is not in Germany');
      }
    } finally {
      await setTax({ defaultRate: 15, pricesIncludeTax: false, rates: [] });
    }
  });

  it('when a promotion’s rule holds, then it applies by itself, the order carries it and takes its use', async () => {
    const category = `Promo ${unique()}`;
    const item = await createProduct(t.db, { priceCents: 25_000, countInStock: 10, category });
    const promotion = await coupon({
      code: null,
      description: '10 % off Audio over $200',
      kind: 'percent',
      value: 10,
      minSubtotal: 200,
      maxUses: 10,
      scope: { categories: [category], brands: [], products: [] },
    });
    const body = { orderItems: [{ product: item.id, qty: 1 }] };
    const answer = await quoted(body);
    expect(answer.coupon).toEqual({ code: null, description: '10 % off Audio over $200' });
    expect(figures(answer)).toEqual({
      itemsPrice: 250,
      discountPrice: 25,
      shippingPrice: 0,
      taxPrice: 33.75,
      totalPrice: 258.75,
    });
    const placed = await place({ ...body, expectedTotal: 258.75 });
    expect(placed.json<GuestAwareOrder>()).toMatchObject({ ...figures(answer), couponCode: null });
    expect(await usesOf(promotion._id)).toBe(1);
    await t.app.inject({ method: 'DELETE', url: `/api/admin/coupons/${promotion._id}`, headers: owner });
  });

  it('when the total changed since the quote, then 409 answers the new quote and nothing is placed', async () => {
    const item = await createProduct(t.db, { priceCents: 2000, countInStock: 10 });
    const body = { orderItems: [{ product: item.id, qty: 1 }] };
    const before = await quoted(body);
    await t.db.execute(sql`UPDATE products SET price_cents = 2500 WHERE id = ${item.id}`);
    const count = async () => (await t.db.select().from(orders)).length;
    const ordersBefore = await count();
    const refused = await place({ ...body, expectedTotal: before.totalPrice });
    expect(refused.statusCode).toBe(409);
    const answer = refused.json<{ message: string; quote: QuoteAnswer }>();
    expect(answer.message).toBe('The total is now $38.75, not $33.00: nothing was placed');
    expect(answer.quote).toEqual(await quoted(body));
    expect(await count()).toBe(ordersBefore);
    expect((await place({ ...body, expectedTotal: 38.75 })).statusCode).toBe(201);
  });

  it('when a code has run out since the quote and a total is expected, then 409 answers the quote without it', async () => {
    const item = await createProduct(t.db, { priceCents: 2000, countInStock: 10 });
    const once = await coupon({ code: unique(), kind: 'fixed', value: 5, maxUses: 1 });
    const body = { orderItems: [{ product: item.id, qty: 1 }], couponCode: once.code };
    const seen = await quoted(body);
    expect((await place(body, (await signedIn(t.app, t.db)).headers)).statusCode).toBe(201);
    const late = await place({ ...body, expectedTotal: seen.totalPrice });
    expect(late.statusCode).toBe(409);
    const answer = late.json<{ message: string; quote: QuoteAnswer }>();
    expect(answer.message).toBe(`Coupon ${once.code ?? ''} has been used up: nothing was placed`);
    expect(answer.quote).toMatchObject({ discountPrice: 0, totalPrice: 33, coupon: null });
  });

  it('when an unpaid order with a code is cancelled, or expires, then its use is given back once', async () => {
    const item = await createProduct(t.db, { priceCents: 2000, countInStock: 10 });
    const code = await coupon({ code: unique(), kind: 'fixed', value: 2, maxUses: 5 });
    const body = { orderItems: [{ product: item.id, qty: 1 }], couponCode: code.code };
    const first = (await place(body)).json<GuestAwareOrder>();
    const second = (await place(body)).json<GuestAwareOrder>();
    expect(first.discountPrice).toBe(2);
    expect(await usesOf(code._id)).toBe(2);

    const cancel = () =>
      t.app.inject({ method: 'PUT', url: `/api/orders/${first._id}/cancel`, headers: shopper });
    expect((await cancel()).statusCode).toBe(200);
    expect((await cancel()).statusCode).toBe(409);
    expect(await usesOf(code._id)).toBe(1);

    await t.db
      .update(orders)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(orders.id, second._id));
    expect(await t.app.orders.expireDue()).toBeGreaterThan(0);
    await t.app.orders.expireDue();
    expect(await usesOf(code._id)).toBe(0);
    const left = await t.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, code._id));
    expect(left).toEqual([]);
  });
});

describe('the quote’s network limit', () => {
  it('when one network asks for more quotes than a minute allows, then the next is 429 with Retry-After', async () => {
    const item = await createProduct(t.db, { priceCents: 1000 });
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders/quote',
        remoteAddress: '203.0.113.7',
        payload: { orderItems: [{ product: item.id, qty: 1 }] },
      });
    for (let asked = 0; asked < QUOTES_PER_NETWORK_MINUTE; asked += 1)
      expect((await ask()).statusCode).toBe(200);
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await quote({ orderItems: [{ product: item.id, qty: 1 }] })).statusCode).toBe(200);
  });
});

describe('a code’s use limit under a race', () => {
  it('when 20 orders race for a code with maxUses 5, then exactly 5 are discounted and the rest are refused', async () => {
    const item = await createProduct(t.db, { priceCents: 2000, countInStock: 100 });
    const code = await coupon({ code: unique(), kind: 'fixed', value: 3, maxUses: 5 });
    const shoppers = await Promise.all(
      Array.from({ length: 20 }, async () => (await signedIn(t.app, t.db)).headers),
    );
    const body = { orderItems: [{ product: item.id, qty: 1 }], couponCode: code.code };
    const answers = await Promise.all(shoppers.map((headers) => place(body, headers)));
    const placed = answers
      .filter((response) => response.statusCode === 201)
      .map((response) => response.json<GuestAwareOrder>());
    expect(placed).toHaveLength(5);
    expect(placed.every((order) => order.discountPrice === 3 && order.couponCode === code.code)).toBe(true);
    const refused = answers.filter((response) => response.statusCode !== 201);
    expect(
      refused.map((response) => [response.statusCode, response.json<{ message: string }>().message]),
    ).toEqual(Array.from({ length: 15 }, () => [400, `Coupon ${code.code ?? ''} has been used up`]));
    expect(await usesOf(code._id)).toBe(5);
  });
});
