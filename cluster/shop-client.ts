/** A small HTTP client for the shop's API, as a browser would call it through the load balancer. */
import type { AdminProduct } from '../src/contract/products.ts';
import type { UserInfo } from '../src/contract/users.ts';
import { PAYING_CARD, SHIPPING_ADDRESS } from '../src/server/test/order-fixtures.ts';

export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export async function call<T = unknown>(
  base: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON (an image, an nginx error page): kept as text.
  }
  return { status: response.status, body: body as T, headers: response.headers };
}

export async function signIn(base: string, email: string, password: string): Promise<string> {
  const answer = await call<UserInfo>(base, 'POST', '/api/users/login', { body: { email, password } });
  if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.status}`);
  return answer.body.token;
}

let registered = 0;

/** A new customer account, signed in. */
export async function newCustomer(base: string): Promise<string> {
  registered += 1;
  const email = `shopper-${process.pid}-${Date.now()}-${registered}@example.com`;
  const answer = await call<UserInfo>(base, 'POST', '/api/users', {
    body: { name: 'Cluster Shopper', email, password: 'cluster-shopper-password' },
  });
  if (answer.status !== 201)
    throw new Error(`registration failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.token;
}

let products = 0;

/** A published product with this stock and price, made through the admin API. */
export async function newProduct(
  base: string,
  adminToken: string,
  values: { countInStock: number; image: string; price?: number },
): Promise<AdminProduct> {
  const created = await call<AdminProduct>(base, 'POST', '/api/products', { token: adminToken });
  if (created.status !== 201) throw new Error(`product creation failed: ${created.status}`);
  products += 1;
  const saved = await call<AdminProduct>(base, 'PUT', `/api/products/${created.body._id}`, {
    token: adminToken,
    body: {
      name: `Cluster Console ${process.pid}-${products}`,
      price: values.price ?? 99,
      image: values.image,
      brand: 'Clusterbrand',
      category: 'Gaming',
      countInStock: values.countInStock,
      description: 'A console for the cluster suite.',
    },
  });
  if (saved.status !== 200)
    throw new Error(`product save failed: ${saved.status} ${JSON.stringify(saved.body)}`);
  return saved.body;
}

export { PAYING_CARD, SHIPPING_ADDRESS };

export function placeOrder(
  base: string,
  token: string,
  lines: { product: string; qty: number }[],
  idempotencyKey?: string,
) {
  return call<{ _id: string }>(base, 'POST', '/api/orders', {
    token,
    body: { orderItems: lines, shippingAddress: SHIPPING_ADDRESS, paymentMethod: 'TestCard' },
    headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
  });
}

export function count(statuses: number[], status: number): number {
  return statuses.filter((candidate) => candidate === status).length;
}
