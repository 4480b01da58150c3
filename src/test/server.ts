import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ERROR_CODES, TOKEN_FAILED_MESSAGE } from '../contract/errors.ts';
import type { AdminUser, UserInfo } from '../contract/users.ts';
import type { CreateOrderBody, Order } from '../contract/orders.ts';
import { orderTotals, toCents, toDollars } from '../contract/pricing.ts';
import { facetsOf, listOf, makeOrder, makeProduct, summaryOf } from './fixtures.ts';
import { wishlistCartHandlers } from './wishlist-cart-api.ts';
import { addressHandlers } from './addresses-api.ts';
import { guestOrderHandlers } from './guest-orders-api.ts';
import { labelOf, variantOf, variantPhone } from './variant-product.ts';
import { defaultQuote, linePriceOf, quoteHandlers } from './quote-api.ts';

export const catalogue = [
  makeProduct({ name: 'Apple iPhone 15 Pro', price: 999, rating: 5, numReviews: 3 }),
  makeProduct({ name: 'Sony PlayStation 5', price: 499.99, rating: 4.5, numReviews: 2 }),
  makeProduct({
    name: 'Logitech MX Master 3S Mouse',
    price: 99.99,
    rating: 4,
    numReviews: 1,
    countInStock: 0,
  }),
];

export const RIGHT_PASSWORD = 'right password';

export const customerInfo: UserInfo = {
  _id: '11111111-1111-4111-8111-111111111111',
  name: 'John Doe',
  email: 'john@example.com',
  isAdmin: false,
  role: null,
  token: 'customer.token.value',
};

export const adminInfo: UserInfo = {
  _id: '22222222-2222-4222-8222-222222222222',
  name: 'Admin User',
  email: 'admin@example.com',
  isAdmin: true,
  role: 'owner',
  token: 'admin.token.value',
};

export const users: AdminUser[] = [adminInfo, customerInfo].map(({ token: _token, ...user }) => ({
  ...user,
  createdAt: '2026-01-01T00:00:00.000Z',
}));

function userOf(info: UserInfo) {
  const { token: _token, ...user } = info;
  return user;
}

/** The server's answer to a token it no longer accepts (forged, expired, revoked, user deleted). */
export function tokenFailed() {
  return HttpResponse.json({ message: TOKEN_FAILED_MESSAGE, code: ERROR_CODES.tokenFailed }, { status: 401 });
}

/** The default API: a small catalogue answered in the contract's shapes. Tests override per case. */
export const handlers = [
  http.get('/api/products', ({ request }) => {
    const keyword = new URL(request.url).searchParams.get('keyword')?.toLowerCase() ?? '';
    return HttpResponse.json(
      listOf(catalogue.filter((product) => product.name.toLowerCase().includes(keyword))),
    );
  }),
  // An edit screen's price history: none, unless a test serves its own.
  http.get('/api/admin/products/:id/price-history', () => HttpResponse.json({ changes: [] })),
  http.get('/api/products/top', () => HttpResponse.json(catalogue.slice(0, 2).map(summaryOf))),
  http.get('/api/products/categories', () =>
    HttpResponse.json(facetsOf(catalogue).categories.map(({ value, count }) => ({ name: value, count }))),
  ),
  http.get('/api/products/suggest', ({ request }) => {
    const q = new URL(request.url).searchParams.get('q')?.trim().toLowerCase() ?? '';
    const found = q.length < 2 ? [] : catalogue.filter((product) => product.name.toLowerCase().includes(q));
    return HttpResponse.json({
      products: found.slice(0, 6).map(({ _id, name, image, price }) => ({ _id, name, image, price })),
      categories: [...new Set(found.map((product) => product.category))],
    });
  }),
  // No category defines spec fields by default; the spec screens' tests override.
  http.get('/api/categories/:category/spec-fields', ({ params }) =>
    HttpResponse.json({ category: String(params.category), fields: [] }),
  ),
  // None by default, so product page tests see only their product; related-products tests override.
  http.get('/api/products/:id/related', () => HttpResponse.json([])),
  http.get('/api/products/:id', ({ params }) => {
    const product = [...catalogue, variantPhone].find((candidate) => candidate._id === params.id);
    return product
      ? HttpResponse.json(product)
      : HttpResponse.json({ message: 'Product not found' }, { status: 404 });
  }),
];

handlers.push(
  http.post('/api/users/login', async ({ request }) => {
    const body = (await request.json()) as { email: string; password: string };
    const account = [customerInfo, adminInfo].find((info) => info.email === body.email);
    return account && body.password === RIGHT_PASSWORD
      ? HttpResponse.json(account)
      : HttpResponse.json({ message: 'Invalid email or password' }, { status: 401 });
  }),
  http.post('/api/users', async ({ request }) => {
    const body = (await request.json()) as { name: string; email: string };
    return HttpResponse.json({ ...customerInfo, name: body.name, email: body.email }, { status: 201 });
  }),
  http.post('/api/users/logout', () => HttpResponse.json({ message: 'Logged out' })),
  http.get('/api/users/profile', () => HttpResponse.json(userOf(customerInfo))),
  http.put('/api/users/profile', async ({ request }) => {
    const body = (await request.json()) as { name: string; email: string };
    return HttpResponse.json({ ...customerInfo, ...body, token: 'fresh.token.value' });
  }),
  http.get('/api/users', () => HttpResponse.json(users)),
  http.get('/api/users/:id', ({ params }) => {
    const user = users.find((candidate) => candidate._id === params.id);
    return user ? HttpResponse.json(user) : HttpResponse.json({ message: 'User not found' }, { status: 404 });
  }),
  http.put('/api/users/:id', async ({ request }) => HttpResponse.json(await request.json())),
  http.delete('/api/users/:id', () => HttpResponse.json({ message: 'User removed' })),
);

/** Orders the fake API has taken, priced the way the real one prices them. */
export const placedOrders: Order[] = [];

function priceOrder(body: CreateOrderBody): Order {
  const lines = body.orderItems.map((item, index) => {
    const product = [...catalogue, variantPhone].find((candidate) => candidate._id === item.product);
    const bought = variantOf(item.variant);
    return {
      _id: `77777777-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
      product: item.product,
      name: product?.name ?? 'Unknown',
      image: bought?.image ?? product?.image ?? '',
      price: linePriceOf([...catalogue, variantPhone], item),
      qty: item.qty,
      ...(bought && { variant: bought._id, sku: bought.sku, variantLabel: labelOf(bought) }),
    };
  });
  const totals = orderTotals(lines.map((line) => ({ priceCents: toCents(line.price), qty: line.qty })));
  return makeOrder({
    orderItems: lines,
    shippingAddress: body.shippingAddress,
    paymentMethod: body.paymentMethod,
    itemsPrice: toDollars(totals.itemsCents),
    taxPrice: toDollars(totals.taxCents),
    shippingPrice: toDollars(totals.shippingCents),
    totalPrice: toDollars(totals.totalCents),
  });
}

function findOrder(id: unknown) {
  return placedOrders.find((order) => order._id === id);
}

/** An order list's answer: a JSON array of one page, and the page count in `X-Total-Pages`. */
export function orderPage(orders: Order[], pages = 1) {
  return HttpResponse.json([...orders].reverse(), { headers: { 'X-Total-Pages': String(pages) } });
}

const orderNotFound = () => HttpResponse.json({ message: 'Order not found' }, { status: 404 });

handlers.push(
  http.get('/api/config/payments', () => HttpResponse.json({ methods: ['TestCard'], currency: 'USD' })),
  http.post('/api/orders', async ({ request }) => {
    const body = (await request.json()) as CreateOrderBody;
    // As the real API: a line of a product with variants must name one of them.
    if (body.orderItems.some((item) => item.product === variantPhone._id && !variantOf(item.variant))) {
      return HttpResponse.json({ message: 'orderItems[0].variant: Choose a variant' }, { status: 400 });
    }
    // As the real API: a total other than the quoted one places nothing and answers the new quote.
    const quote = defaultQuote([...catalogue, variantPhone], body);
    if ('refusal' in quote) return HttpResponse.json({ message: quote.refusal }, { status: 400 });
    if (body.expectedTotal !== undefined && body.expectedTotal !== quote.totalPrice) {
      return HttpResponse.json(
        { message: 'The total has changed since it was shown.', code: 'CONFLICT', quote },
        { status: 409 },
      );
    }
    const order = priceOrder(body);
    placedOrders.push(order);
    return HttpResponse.json(order, { status: 201 });
  }),
  // One page of every order, newest first, the page count in a header (the lists' contract).
  http.get('/api/orders/myorders', () => orderPage(placedOrders)),
  http.get('/api/orders', () => orderPage(placedOrders)),
  http.get('/api/orders/:id', ({ params }) => {
    const order = findOrder(params.id);
    return order ? HttpResponse.json(order) : orderNotFound();
  }),
  // Every order screen reads the order's returns: none, unless a suite serves its own.
  http.get('/api/orders/:id/returns', () => HttpResponse.json([])),
  // An admin's order screen also reads the timeline; suites about it serve their own.
  http.get('/api/orders/:id/timeline', ({ params }) => {
    const order = findOrder(params.id);
    return order
      ? HttpResponse.json([
          {
            kind: 'placed',
            at: order.createdAt,
            by: order.user && { _id: order.user._id, name: order.user.name },
          },
        ])
      : orderNotFound();
  }),
  http.put('/api/orders/:id/pay', ({ params }) => {
    const order = findOrder(params.id);
    if (!order) return orderNotFound();
    Object.assign(order, {
      status: 'paid',
      isPaid: true,
      paidAt: '2026-01-01T00:10:00.000Z',
      paymentResult: {
        provider: 'TestCard',
        id: 'tc_1',
        status: 'COMPLETED',
        updateTime: '2026-01-01T00:10:00.000Z',
        brand: 'Visa',
        last4: '4242',
      },
    });
    return HttpResponse.json(order);
  }),
  http.put('/api/orders/:id/deliver', ({ params }) => {
    const order = findOrder(params.id);
    if (!order) return orderNotFound();
    Object.assign(order, { status: 'delivered', isDelivered: true, deliveredAt: '2026-01-02T00:00:00.000Z' });
    return HttpResponse.json(order);
  }),
  http.put('/api/orders/:id/cancel', ({ params }) => {
    const order = findOrder(params.id);
    if (!order) return orderNotFound();
    Object.assign(order, { status: 'cancelled', cancelledAt: '2026-01-01T00:30:00.000Z' });
    return HttpResponse.json(order);
  }),
);

handlers.push(...wishlistCartHandlers([...catalogue, variantPhone]));
handlers.push(...quoteHandlers([...catalogue, variantPhone]));
// Ahead of `/api/users/:id`, which would otherwise answer `/api/users/addresses`.
handlers.unshift(...addressHandlers);
// Guests' orders (no token, or an order key) are answered before the customer's handlers.
handlers.unshift(...guestOrderHandlers(priceOrder, placedOrders, customerInfo));
// The dashboard's demand section (src/features/admin/demand-report.tsx): nothing counted yet.
handlers.push(
  http.get('/api/admin/demand', ({ request }) =>
    HttpResponse.json({
      days: Number(new URL(request.url).searchParams.get('days') ?? 30),
      timeZone: 'UTC',
      zeroResultSearches: [],
      soldOutViews: [],
      stockAlerts: [],
    }),
  ),
);

export const server = setupServer(...handlers);
