import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../contract/orders.ts';
import { orders, products } from '../db/schema.ts';
import type { TestApp } from '../test/app.ts';
import { orderSuite, type OrderSuiteState } from '../test/order-suite.ts';
import { signedIn } from '../test/accounts.ts';
import { createProduct } from '../test/factories.ts';
import { PAYING_CARD } from '../test/orders.ts';

const suite = orderSuite();
const { placed, stockOf } = suite;
let t: TestApp;
let customer: OrderSuiteState['customer'];
let admin: OrderSuiteState['admin'];

const goodCard = PAYING_CARD;

beforeAll(() => {
  ({ t, customer, admin } = suite.state());
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
      {
        _id: expect.any(String),
        product: null,
        name: 'Discontinued Radio',
        image: item.image,
        price: 45,
        qty: 1,
      },
    ]);
  });
});
