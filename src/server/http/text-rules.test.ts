import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { PASSWORD, signedIn } from '../test/accounts.ts';
import { createProduct } from '../test/factories.ts';

let t: TestApp;
let customer: Awaited<ReturnType<typeof signedIn>>;
let admin: Awaited<ReturnType<typeof signedIn>>;
let productId: string;

beforeAll(async () => {
  t = await createTestApp();
  customer = await signedIn(t.app, t.db);
  admin = await signedIn(t.app, t.db, { isAdmin: true });
  productId = (await createProduct(t.db)).id;
});
afterAll(() => t.close());

const address = { address: '1 Main Street', city: 'Springfield', postalCode: '12345', country: 'USA' };
const product = {
  name: 'Gadget',
  price: 10,
  image: '/uploads/demo/none.webp',
  brand: 'Brand',
  category: 'Category',
  countInStock: 1,
  description: 'Fine.',
};

interface Case {
  field: string;
  send: (text: string) => {
    method: 'GET' | 'POST' | 'PUT';
    url: string;
    payload?: object;
    as?: 'customer' | 'admin';
  };
  message: string;
}

/** Every text field the hardening issue found giving 500 for a NUL, and where it is sent. */
const cases: Case[] = [
  {
    field: 'search keyword',
    send: (text) => ({ method: 'GET', url: `/api/products?keyword=${encodeURIComponent(text)}` }),
    message: 'Invalid query: keyword must not contain control characters',
  },
  {
    field: 'sign-in email',
    send: (text) => ({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: text, password: PASSWORD },
    }),
    message: 'Invalid body: email must not contain control characters',
  },
  {
    field: 'register name',
    send: (text) => ({
      method: 'POST',
      url: '/api/users',
      payload: { name: text, email: 'nul@example.com', password: PASSWORD },
    }),
    message: 'Invalid body: name must not contain control characters',
  },
  {
    field: 'register email',
    send: (text) => ({
      method: 'POST',
      url: '/api/users',
      payload: { name: 'Nul', email: `${text}@example.com`, password: PASSWORD },
    }),
    message: 'Invalid body: email must be a valid email address',
  },
  {
    field: 'profile name',
    send: (text) => ({ method: 'PUT', url: '/api/users/profile', payload: { name: text }, as: 'customer' }),
    message: 'Invalid body: name must not contain control characters',
  },
  {
    field: 'review comment',
    send: (text) => ({
      method: 'POST',
      url: `/api/products/${productId}/reviews`,
      payload: { rating: 5, comment: text },
      as: 'customer',
    }),
    message: 'Invalid body: comment must not contain control characters',
  },
  {
    field: 'shipping address',
    send: (text) => ({
      method: 'POST',
      url: '/api/orders',
      payload: {
        orderItems: [{ product: productId, qty: 1 }],
        shippingAddress: { ...address, address: text },
        paymentMethod: 'TestCard',
      },
      as: 'customer',
    }),
    message: 'Invalid body: shippingAddress.address must not contain control characters',
  },
  {
    field: 'admin user name',
    send: (text) => ({
      method: 'PUT',
      url: `/api/users/${customer.account.id}`,
      payload: { name: text, email: customer.account.email, isAdmin: false },
      as: 'admin',
    }),
    message: 'Invalid body: name must not contain control characters',
  },
  {
    field: 'product description',
    send: (text) => ({
      method: 'PUT',
      url: `/api/products/${productId}`,
      payload: { ...product, description: text },
      as: 'admin',
    }),
    message: 'Invalid body: description must not contain control characters',
  },
];

function inject(request: ReturnType<Case['send']>) {
  const headers = request.as === undefined ? {} : { customer, admin }[request.as].headers;
  return t.app.inject({ method: request.method, url: request.url, payload: request.payload, headers });
}

describe('text rules at the request boundary', () => {
  it.each(cases)(
    'when the $field holds a NUL character, then it answers 400 naming the field',
    async ({ send, message }) => {
      const response = await inject(send('before\u0000after'));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, code: 'VALIDATION' });
    },
  );

  it.each([
    ['a line feed', 'Two\nLines', 'must be a single line of text'],
    ['a carriage return', 'Two\rLines', 'must be a single line of text'],
    ['a line separator', 'Two\u2028Lines', 'must be a single line of text'],
    ['a tab', 'Tab\there', 'must not contain control characters'],
    ['an escape character', 'Bell\u001b[31m', 'must not contain control characters'],
    ['a C1 control character', 'C1\u009bhere', 'must not contain control characters'],
    ['a right-to-left override', 'evil\u202egnp.exe', 'must not contain bidirectional override characters'],
    ['a right-to-left isolate', 'isolated\u2067text', 'must not contain bidirectional override characters'],
  ])('when a single-line name holds %s, then it is refused with the reason', async (_label, name, reason) => {
    const response = await inject({
      method: 'PUT',
      url: '/api/users/profile',
      payload: { name },
      as: 'customer',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: `Invalid body: name ${reason}`, code: 'VALIDATION' });
  });

  it('when a multi-line comment holds line breaks and tabs, then it is accepted as written', async () => {
    const reviewer = await signedIn(t.app, t.db);
    const comment = 'Great sound.\r\n\tDeep bass,\nclear highs.';
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/products/${productId}/reviews`,
      headers: reviewer.headers,
      payload: { rating: 4, comment },
    });
    expect(response.statusCode).toBe(201);
    const stored = await t.app.inject({ method: 'GET', url: `/api/products/${productId}` });
    expect(
      stored.json<{ reviews: { comment: string }[] }>().reviews.map((review) => review.comment),
    ).toContain(comment.trim());
  });

  it('when a name is written in a right-to-left script, then it is accepted', async () => {
    const response = await inject({
      method: 'PUT',
      url: '/api/users/profile',
      payload: { name: 'سارا محمدی' },
      as: 'customer',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'سارا محمدی' });
  });

  it.each([
    'a@example.com?cc=x@evil.example&subject=y',
    'a@example.com\nBcc: x@evil.example',
    'two@at@example.com',
    'no-domain@',
    'a@localhost',
    'a b@example.com',
    '<a@example.com>',
  ])('when registering with the email %j, then it is refused', async (email) => {
    const response = await inject({
      method: 'POST',
      url: '/api/users',
      payload: { name: 'Eve', email, password: PASSWORD },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Invalid body: email must be a valid email address',
      code: 'VALIDATION',
    });
  });

  it.each(["o'brien+shop@mail.example.co.uk", '  Padded.Name@Example.com  '])(
    'when registering with the email %j, then it is accepted',
    async (email) => {
      const response = await inject({
        method: 'POST',
        url: '/api/users',
        payload: { name: 'Ok', email, password: PASSWORD },
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ email: email.trim().toLowerCase() });
    },
  );

  it('when the Idempotency-Key header holds a tab, then the order is refused and nothing is placed', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...customer.headers, 'idempotency-key': 'key\twith-tab' },
      payload: {
        orderItems: [{ product: productId, qty: 1 }],
        shippingAddress: address,
        paymentMethod: 'TestCard',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Invalid headers: idempotency-key must not contain control characters',
      code: 'VALIDATION',
    });
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/orders/myorders',
      headers: customer.headers,
    });
    expect(mine.json()).toEqual([]);
  });
});
