import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../contract/orders.ts';
import type { TestApp } from '../test/app.ts';
import { orderSuite, type OrderSuiteState } from '../test/order-suite.ts';
import { signedIn } from '../test/accounts.ts';
import { createProduct } from '../test/factories.ts';
import { idempotencyKeyReader } from './repo.ts';
import { SHIPPING_ADDRESS } from '../test/orders.ts';

const suite = orderSuite();
const { place, orderBody, placed, stockOf } = suite;
let t: TestApp;
let customer: OrderSuiteState['customer'];

const address = SHIPPING_ADDRESS;

beforeAll(() => {
  ({ t, customer } = suite.state());
});

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
        {
          _id: expect.any(String),
          product: phone.id,
          name: 'Phone',
          image: phone.image,
          price: 199.99,
          qty: 1,
        },
        {
          _id: expect.any(String),
          product: cable.id,
          name: 'Cable',
          image: cable.image,
          price: 9.99,
          qty: 3,
        },
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

  it('when customers who used the same key retry at once, then each gets their own order back', async () => {
    // Their keys are read together (reads-together.ts): the one read finds both orders.
    const item = await createProduct(t.db, { countInStock: 9 });
    const shoppers = [customer, await signedIn(t.app, t.db), await signedIn(t.app, t.db)];
    const body = orderBody([{ product: item.id, qty: 1 }]);
    const send = () =>
      Promise.all(shoppers.map((shopper) => place(shopper.headers, body, { 'idempotency-key': 'retried' })));
    const first = await send();
    const again = await send();
    expect(first.map((response) => response.statusCode)).toEqual([201, 201, 201]);
    expect(again.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(again.map((response) => response.json<Order>()._id)).toEqual(
      first.map((response) => response.json<Order>()._id),
    );
    expect(new Set(first.map((response) => response.json<Order>().user?._id)).size).toBe(3);
    expect(await stockOf(item.id)).toBe(6);

    // The same three look-ups made in one turn, as a rush makes them: one read, each its own row.
    const placedWithKey = idempotencyKeyReader(t.db);
    const found = await Promise.all(shoppers.map((shopper) => placedWithKey(shopper.account.id, 'retried')));
    expect(found.map((row) => row?.id)).toEqual(first.map((response) => response.json<Order>()._id));
  });
});

describe('GET /api/config/payments', () => {
  it('when asked, then it lists the enabled methods in USD', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config/payments' });
    expect(response.json()).toEqual({ methods: ['TestCard'], currency: 'USD' });
  });
});
