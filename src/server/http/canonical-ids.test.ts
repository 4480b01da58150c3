import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../contract/orders.ts';
import type { Product } from '../../contract/products.ts';
import { createTokenService } from '../auth/tokens.ts';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../test/app.ts';
import { signedIn } from '../test/accounts.ts';
import { createProduct } from '../test/factories.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const address = { address: '1 Main Street', city: 'Springfield', postalCode: '12345', country: 'USA' };

describe('ids compare case-insensitively', () => {
  it('when an admin deletes their own account by its upper-case id, then it is refused and the account stays', async () => {
    await signedIn(t.app, t.db, { isAdmin: true }); // another admin, so "the last admin" is not the reason
    const admin = await signedIn(t.app, t.db, { isAdmin: true });
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${admin.account.id.toUpperCase()}`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: 'You cannot delete your own account' });
    const profile = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: admin.headers });
    expect(profile.statusCode).toBe(200);
  });

  it('when an admin takes away their own admin rights by their upper-case id, then it is refused', async () => {
    await signedIn(t.app, t.db, { isAdmin: true });
    const admin = await signedIn(t.app, t.db, { isAdmin: true });
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${admin.account.id.toUpperCase()}`,
      headers: admin.headers,
      payload: {
        _id: admin.account.id.toUpperCase(),
        name: admin.account.name,
        email: admin.account.email,
        isAdmin: false,
        role: null,
      },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: 'You cannot change your own role' });
  });

  it('when a product is read by its upper-case id, then it is the same product under its canonical id', async () => {
    const product = await createProduct(t.db);
    const response = await t.app.inject({ method: 'GET', url: `/api/products/${product.id.toUpperCase()}` });
    expect(response.statusCode).toBe(200);
    expect(response.json<Product>()._id).toBe(product.id);
  });

  it('when a customer reviews by the upper-case id and again by the lower-case one, then the second is a repeat', async () => {
    const customer = await signedIn(t.app, t.db);
    const product = await createProduct(t.db);
    const review = (id: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/products/${id}/reviews`,
        headers: customer.headers,
        payload: { rating: 5, comment: 'Works.' },
      });
    expect((await review(product.id.toUpperCase())).statusCode).toBe(201);
    const again = await review(product.id);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: 'Product already reviewed' });
  });

  it('when an order names one product in both cases, then it is one line, and the order reads back by its upper-case id', async () => {
    const customer = await signedIn(t.app, t.db);
    const product = await createProduct(t.db, { countInStock: 10 });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: customer.headers,
      payload: {
        orderItems: [
          { product: product.id.toUpperCase(), qty: 1 },
          { product: product.id, qty: 2 },
        ],
        shippingAddress: address,
        paymentMethod: 'TestCard',
      },
    });
    expect(placed.statusCode).toBe(201);
    const order = placed.json<Order>();
    expect(order.orderItems).toMatchObject([{ product: product.id, qty: 3 }]);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order._id.toUpperCase()}`,
      headers: customer.headers,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json<Order>()._id).toBe(order._id);
  });

  it('when a token names its user by the upper-case id, then it is that user', async () => {
    const customer = await signedIn(t.app, t.db);
    const token = await createTokenService(TEST_JWT_SECRET, 3600).sign({
      userId: customer.account.id.toUpperCase(),
      version: customer.account.tokenVersion,
    });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ _id: customer.account.id });
  });
});
