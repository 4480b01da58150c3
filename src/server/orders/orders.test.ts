import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../contract/orders.ts';
import { orders, products } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { signedIn } from '../test/accounts.ts';
import { createProduct } from '../test/factories.ts';
import { PAYING_CARD, SHIPPING_ADDRESS, stockOf as stockOfProduct } from '../test/orders.ts';

let t: TestApp;
let customer: Awaited<ReturnType<typeof signedIn>>;
let admin: Awaited<ReturnType<typeof signedIn>>;

const address = SHIPPING_ADDRESS;
const goodCard = PAYING_CARD;

beforeAll(async () => {
  t = await createTestApp();
  customer = await signedIn(t.app, t.db, { name: 'Casey Customer' });
  admin = await signedIn(t.app, t.db, { isAdmin: true });
});
afterAll(() => t.close());

function place(headers: Record<string, string>, payload: unknown, extra: Record<string, string> = {}) {
  return t.app.inject({
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
  return { orderItems: items, shippingAddress: address, paymentMethod };
}

const stockOf = (id: string) => stockOfProduct(t.db, id);

async function placed(items: { product: string; qty: number }[], headers = customer.headers): Promise<Order> {
  const response = await place(headers, orderBody(items));
  if (response.statusCode !== 201) throw new Error(`order failed: ${response.statusCode} ${response.body}`);
  return response.json<Order>();
}

describe('POST /api/orders', () => {
  it('when an order is placed, then the server prices it in cents, ignoring client prices, and reserves stock', async () => {
    const phone = await createProduct(t.db, { name: 'Phone', priceCents: 19_999, countInStock: 5 });
    const cable = await createProduct(t.db, { name: 'Cable', priceCents: 999, countInStock: 50 });
    const response = await place(customer.headers, {
      ...orderBody([
        { product: phone.id, qty: 1, price: 0.01, name: 'Free phone' },
        { product: cable.id, qty: 3, price: 0 },
      ]),
      itemsPrice: 0,
      totalPrice: 0,
      isPaid: true,
    });
    expect(response.statusCode).toBe(201);
    const order = response.json<Order>();
    expect(order).toMatchObject({
      user: { _id: customer.account.id, name: 'Casey Customer', email: customer.account.email },
      shippingAddress: address,
      paymentMethod: 'TestCard',
      itemsPrice: 229.96,
      taxPrice: 34.49,
      shippingPrice: 0,
      totalPrice: 264.45,
      status: 'pending',
      isPaid: false,
      isDelivered: false,
      paidAt: null,
      paymentResult: null,
    });
    expect(order.orderItems).toEqual(
      expect.arrayContaining([
        { product: phone.id, name: 'Phone', image: phone.image, price: 199.99, qty: 1 },
        { product: cable.id, name: 'Cable', image: cable.image, price: 9.99, qty: 3 },
      ]),
    );
    expect(await stockOf(phone.id)).toBe(4);
    expect(await stockOf(cable.id)).toBe(47);
  });

  it('when items are $100.00 or less, then shipping is $10.00 and tax rounds half up', async () => {
    const item = await createProduct(t.db, { priceCents: 10, countInStock: 5 });
    const order = await placed([{ product: item.id, qty: 1 }]);
    expect(order).toMatchObject({ itemsPrice: 0.1, taxPrice: 0.02, shippingPrice: 10, totalPrice: 10.12 });
  });

  it('when the same product appears twice, then it becomes one line', async () => {
    const item = await createProduct(t.db, { countInStock: 10 });
    const order = await placed([
      { product: item.id, qty: 2 },
      { product: item.id, qty: 3 },
    ]);
    expect(order.orderItems).toHaveLength(1);
    expect(order.orderItems[0]?.qty).toBe(5);
    expect(await stockOf(item.id)).toBe(5);
  });

  it.each([
    ['no items', [], 'No order items'],
    ['zero', [{ qty: 0 }], 'Invalid body: orderItems.0.qty must be >= 1'],
    ['negative', [{ qty: -3 }], 'Invalid body: orderItems.0.qty must be >= 1'],
    ['fractional', [{ qty: 1.5 }], 'Invalid body: orderItems.0.qty must be integer'],
    ['huge', [{ qty: 1e9 }], 'Invalid body: orderItems.0.qty must be <= 10'],
    ['a string', [{ qty: 'lots' }], 'Invalid body: orderItems.0.qty must be integer'],
    ['merged over the limit', [{ qty: 6 }, { qty: 6 }], 'At most 10 of one product fit in one order'],
  ])('when the quantity is %s, then it answers 400 and reserves nothing', async (_label, lines, message) => {
    const item = await createProduct(t.db, { countInStock: 20 });
    const response = await place(
      customer.headers,
      orderBody((lines as { qty: unknown }[]).map((line) => ({ product: item.id, qty: line.qty as number }))),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
    expect(await stockOf(item.id)).toBe(20);
  });

  it('when a product is unknown, malformed or a draft, then it answers 400 and reserves nothing', async () => {
    const real = await createProduct(t.db, { countInStock: 3 });
    const draft = await createProduct(t.db, { isDraft: true, countInStock: 3 });
    for (const product of ['00000000-0000-4000-8000-000000000000', 'nope', draft.id]) {
      const response = await place(
        customer.headers,
        orderBody([
          { product: real.id, qty: 1 },
          { product, qty: 1 },
        ]),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: expect.stringContaining('Product not found') });
    }
    expect(await stockOf(real.id)).toBe(3);
  });

  it('when stock is short, then it answers 409 naming the product and nothing is reserved', async () => {
    const plenty = await createProduct(t.db, { name: 'Plenty', countInStock: 10 });
    const scarce = await createProduct(t.db, { name: 'Rare Lens', countInStock: 2 });
    const response = await place(
      customer.headers,
      orderBody([
        { product: plenty.id, qty: 1 },
        { product: scarce.id, qty: 3 },
      ]),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: 'Only 2 of Rare Lens left in stock' });
    expect(await stockOf(plenty.id)).toBe(10);
    expect(await stockOf(scarce.id)).toBe(2);
  });

  it('when the payment method is not offered or the address is blank, then it answers 400', async () => {
    const item = await createProduct(t.db);
    const paypal = await place(customer.headers, orderBody([{ product: item.id, qty: 1 }], 'PayPal'));
    expect(paypal.statusCode).toBe(400);
    expect(paypal.json()).toMatchObject({ message: 'Payment method PayPal is not available' });
    const blank = await place(customer.headers, {
      ...orderBody([{ product: item.id, qty: 1 }]),
      shippingAddress: { ...address, city: '   ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ message: 'Shipping city is required' });
  });

  it('when nobody is signed in, then it answers 401', async () => {
    const response = await place({}, orderBody([]));
    expect(response.statusCode).toBe(401);
  });

  it('when 50 customers order the last 5 units at once, then exactly 5 succeed and stock ends at 0', async () => {
    const item = await createProduct(t.db, { name: 'Last Console', countInStock: 5 });
    const buyers = await Promise.all(Array.from({ length: 10 }, () => signedIn(t.app, t.db)));
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        place(buyers[index % buyers.length]?.headers ?? {}, orderBody([{ product: item.id, qty: 1 }])),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(45);
    expect(await stockOf(item.id)).toBe(0);
  });
});

describe('Idempotency-Key', () => {
  it('when the same key and body are sent again, then the same order comes back and stock moves once', async () => {
    const item = await createProduct(t.db, { countInStock: 5 });
    const body = orderBody([{ product: item.id, qty: 2 }]);
    const first = await place(customer.headers, body, { 'idempotency-key': 'checkout-abc' });
    const again = await place(customer.headers, body, { 'idempotency-key': 'checkout-abc' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json<Order>()._id).toBe(first.json<Order>()._id);
    expect(await stockOf(item.id)).toBe(3);
  });

  it('when the same key is sent with another body, then it answers 409', async () => {
    const item = await createProduct(t.db, { countInStock: 5 });
    await place(customer.headers, orderBody([{ product: item.id, qty: 1 }]), { 'idempotency-key': 'key-2' });
    const other = await place(customer.headers, orderBody([{ product: item.id, qty: 2 }]), {
      'idempotency-key': 'key-2',
    });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({
      message: 'This Idempotency-Key was already used for a different order',
    });
  });

  it('when one key is sent 10 times at once, then one order is made', async () => {
    const item = await createProduct(t.db, { countInStock: 10 });
    const body = orderBody([{ product: item.id, qty: 1 }]);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => place(customer.headers, body, { 'idempotency-key': 'burst' })),
    );
    const ids = new Set(responses.map((response) => response.json<Order>()._id));
    expect(ids.size).toBe(1);
    expect(await stockOf(item.id)).toBe(9);
  });

  it('when another customer uses the same key, then it is their own order', async () => {
    const item = await createProduct(t.db, { countInStock: 5 });
    const other = await signedIn(t.app, t.db);
    const body = orderBody([{ product: item.id, qty: 1 }]);
    const mine = await place(customer.headers, body, { 'idempotency-key': 'shared' });
    const theirs = await place(other.headers, body, { 'idempotency-key': 'shared' });
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json<Order>()._id).not.toBe(mine.json<Order>()._id);
  });
});

describe('reading orders', () => {
  it('when another customer asks for an order, then it does not exist for them; admins see it', async () => {
    const order = await placed([{ product: (await createProduct(t.db)).id, qty: 1 }]);
    const stranger = await signedIn(t.app, t.db);
    const hidden = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order._id}`,
      headers: stranger.headers,
    });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ message: 'Order not found' });
    const asAdmin = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order._id}`,
      headers: admin.headers,
    });
    expect(asAdmin.json<Order>()._id).toBe(order._id);
    const malformed = await t.app.inject({
      method: 'GET',
      url: '/api/orders/not-an-id',
      headers: customer.headers,
    });
    expect(malformed.statusCode).toBe(404);
  });

  it('when a customer lists their orders, then only theirs come back, newest first', async () => {
    const shopper = await signedIn(t.app, t.db);
    const item = await createProduct(t.db, { countInStock: 10 });
    const first = await placed([{ product: item.id, qty: 1 }], shopper.headers);
    const second = await placed([{ product: item.id, qty: 2 }], shopper.headers);
    await placed([{ product: item.id, qty: 1 }]);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/orders/myorders',
      headers: shopper.headers,
    });
    expect(response.json<Order[]>().map((order) => order._id)).toEqual([second._id, first._id]);
  });

  it('when an admin lists all orders, then they come with the customer; customers get 403', async () => {
    const order = await placed([{ product: (await createProduct(t.db)).id, qty: 1 }]);
    const response = await t.app.inject({ method: 'GET', url: '/api/orders', headers: admin.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json<Order[]>().find((candidate) => candidate._id === order._id)?.user).toMatchObject({
      _id: customer.account.id,
      name: 'Casey Customer',
    });
    const forbidden = await t.app.inject({ method: 'GET', url: '/api/orders', headers: customer.headers });
    expect(forbidden.statusCode).toBe(403);
  });
});

describe('paying, delivering and cancelling', () => {
  function pay(id: string, card: object = goodCard, headers = customer.headers) {
    return t.app.inject({ method: 'PUT', url: `/api/orders/${id}/pay`, headers, payload: { card } });
  }

  it('when the test card pays, then the order is paid and only brand and last four are kept', async () => {
    const order = await placed([{ product: (await createProduct(t.db)).id, qty: 1 }]);
    const response = await pay(order._id);
    expect(response.statusCode).toBe(200);
    expect(response.json<Order>()).toMatchObject({
      status: 'paid',
      isPaid: true,
      paidAt: expect.any(String),
      paymentResult: {
        provider: 'TestCard',
        status: 'COMPLETED',
        brand: 'Visa',
        last4: '4242',
        id: expect.stringMatching(/^tc_/),
      },
    });
    expect(response.body).not.toContain('4242424242424242');
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order._id));
    expect(JSON.stringify(row)).not.toContain('4242424242424242');
  });

  it.each([
    [{ ...goodCard, number: '4000 0000 0000 0002' }, 402, 'Card declined'],
    [{ ...goodCard, number: '4242 4242 4242 4241' }, 400, 'Card number is not valid'],
    [{ ...goodCard, expYear: 2020 }, 400, 'Card has expired'],
    [{ ...goodCard, cvc: '12a' }, 400, 'Security code must be 3 or 4 digits'],
  ])('when the card is %j, then it answers %i and the order stays unpaid', async (card, status, message) => {
    const order = await placed([{ product: (await createProduct(t.db)).id, qty: 1 }]);
    const response = await pay(order._id, card);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ message });
    const reread = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order._id}`,
      headers: customer.headers,
    });
    expect(reread.json<Order>().isPaid).toBe(false);
  });

  it('when someone else pays my order, or it is paid twice, then it is refused', async () => {
    const order = await placed([{ product: (await createProduct(t.db)).id, qty: 1 }]);
    const stranger = await signedIn(t.app, t.db);
    expect((await pay(order._id, goodCard, stranger.headers)).statusCode).toBe(404);
    expect((await pay(order._id)).statusCode).toBe(200);
    const again = await pay(order._id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'Cannot pay: Order is already paid' });
  });

  it('when 20 pay requests for one order arrive at once, then exactly one succeeds', async () => {
    const order = await placed([{ product: (await createProduct(t.db)).id, qty: 1 }]);
    const responses = await Promise.all(Array.from({ length: 20 }, () => pay(order._id)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
  });

  it('when an admin marks an unpaid order delivered, then it answers 409; once paid, it is delivered once', async () => {
    const order = await placed([{ product: (await createProduct(t.db)).id, qty: 1 }]);
    const deliver = () =>
      t.app.inject({ method: 'PUT', url: `/api/orders/${order._id}/deliver`, headers: admin.headers });
    const early = await deliver();
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: 'Cannot mark as delivered: Order is not paid yet' });
    await pay(order._id);
    const delivered = await deliver();
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json<Order>()).toMatchObject({
      status: 'delivered',
      isDelivered: true,
      deliveredAt: expect.any(String),
    });
    expect((await deliver()).statusCode).toBe(409);
    const byCustomer = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${order._id}/deliver`,
      headers: customer.headers,
    });
    expect(byCustomer.statusCode).toBe(403);
  });

  it('when a customer cancels an unpaid order, then its stock returns; a paid one cannot be cancelled', async () => {
    const item = await createProduct(t.db, { countInStock: 4 });
    const order = await placed([{ product: item.id, qty: 3 }]);
    expect(await stockOf(item.id)).toBe(1);
    const cancel = (id: string) =>
      t.app.inject({ method: 'PUT', url: `/api/orders/${id}/cancel`, headers: customer.headers });
    const response = await cancel(order._id);
    expect(response.json<Order>()).toMatchObject({ status: 'cancelled', cancelledAt: expect.any(String) });
    expect(await stockOf(item.id)).toBe(4);
    expect((await cancel(order._id)).statusCode).toBe(409);
    expect(await stockOf(item.id)).toBe(4);
    expect((await pay(order._id)).statusCode).toBe(409);
    const paid = await placed([{ product: item.id, qty: 1 }]);
    await pay(paid._id);
    expect((await cancel(paid._id)).statusCode).toBe(409);
  });

  it('when an unpaid order passes its hold, then expiry cancels it and returns the stock', async () => {
    const item = await createProduct(t.db, { countInStock: 5 });
    const order = await placed([{ product: item.id, qty: 2 }]);
    const paidOrder = await placed([{ product: item.id, qty: 1 }]);
    await pay(paidOrder._id);
    await t.db
      .update(orders)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(inArray(orders.id, [order._id, paidOrder._id]));
    expect(await t.app.orders.expireDue()).toBeGreaterThan(0);
    const reread = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order._id}`,
      headers: customer.headers,
    });
    expect(reread.json<Order>().status).toBe('cancelled');
    const stillPaid = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${paidOrder._id}`,
      headers: customer.headers,
    });
    expect(stillPaid.json<Order>().status).toBe('paid');
    expect(await stockOf(item.id)).toBe(4);
  });

  it('when a product is deleted, then past orders keep their own copy of it', async () => {
    const item = await createProduct(t.db, { name: 'Discontinued Radio', priceCents: 4_500 });
    const order = await placed([{ product: item.id, qty: 1 }]);
    await t.db.delete(products).where(eq(products.id, item.id));
    const reread = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order._id}`,
      headers: customer.headers,
    });
    expect(reread.json<Order>().orderItems).toEqual([
      { product: null, name: 'Discontinued Radio', image: item.image, price: 45, qty: 1 },
    ]);
  });
});

describe('GET /api/config/payments', () => {
  it('when asked, then it lists the enabled methods in USD', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config/payments' });
    expect(response.json()).toEqual({ methods: ['TestCard'], currency: 'USD' });
  });
});
