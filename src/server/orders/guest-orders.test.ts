import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuestAwareOrder } from '../../contract/guest-orders.ts';
import type { Order } from '../../contract/orders.ts';
import { loadConfig } from '../config.ts';
import { mailQueue, orders } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { signedIn } from '../test/accounts.ts';
import { createProduct } from '../test/factories.ts';
import { PAYING_CARD, SHIPPING_ADDRESS, stockOf } from '../test/orders.ts';

/**
 * Guest checkout and claiming (docs/orders-and-payments.md#guest-checkout): orders placed without
 * an account, opened and paid with the key their placement answered, and saved to an account.
 */

let guestCount = 0;
/** A guest of their own for each placement, so one test's unpaid orders never meet another's limit. */
const freshGuest = () => ({ email: ` Guest.${++guestCount}@Example.com `, name: 'Gail Guest' });
const LOOKS_LIKE_A_KEY = /^[A-Za-z0-9_-]{43}$/;

interface LogLine {
  [field: string]: unknown;
}

const logged: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    // The shop's own defaults: 3 orders and 30 units per customer, 6 orders and 60 units per network.
    orderLimits: loadConfig({}).orderLimits,
    logLevel: 'trace',
    logStream: { write: (line: string) => void logged.push(line) },
  });
});
afterAll(() => t.close());

let addressCount = 0;
/** A network of its own for each test, so one test's unpaid orders never meet another's limit. */
const freshAddress = () => `203.0.113.${++addressCount}`;

function placeAsGuest(
  product: string,
  options: {
    guest?: Record<string, unknown> | null;
    qty?: number;
    from?: string;
    idempotencyKey?: string;
    headers?: Record<string, string>;
  } = {},
) {
  const { guest = freshGuest(), qty = 1, from = freshAddress(), idempotencyKey } = options;
  return t.app.inject({
    method: 'POST',
    url: '/api/orders',
    remoteAddress: from,
    headers: { ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}), ...options.headers },
    payload: {
      orderItems: [{ product, qty }],
      shippingAddress: SHIPPING_ADDRESS,
      paymentMethod: 'TestCard',
      ...(guest === null ? {} : { guest }),
    },
  });
}

function getOrder(id: string, headers: Record<string, string>) {
  return t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers });
}

function pay(id: string, headers: Record<string, string>) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/orders/${id}/pay`,
    headers,
    payload: { card: PAYING_CARD },
  });
}

function claim(id: string, headers: Record<string, string>) {
  return t.app.inject({ method: 'POST', url: `/api/orders/${id}/claim`, headers });
}

async function placed(product: string, guest: Record<string, unknown> = freshGuest()) {
  const answer = await placeAsGuest(product, { guest });
  expect(answer.statusCode).toBe(201);
  const order = answer.json<GuestAwareOrder>();
  return { order, key: order.accessKey ?? '' };
}

describe('placing an order as a guest', () => {
  it('when a guest gives an e-mail address and a name, then the order is placed and answers with a key that no column holds', async () => {
    const product = await createProduct(t.db, { countInStock: 5 });
    const answer = await placeAsGuest(product.id, {
      qty: 2,
      guest: { email: ' Guest.Shopper@Example.com', name: ' Gail Guest ' },
    });

    expect(answer.statusCode).toBe(201);
    const order = answer.json<GuestAwareOrder>();
    expect(order.user).toBeNull();
    expect(order.guest).toEqual({ email: 'guest.shopper@example.com', name: 'Gail Guest' });
    expect(order.accessKey).toMatch(LOOKS_LIKE_A_KEY);
    expect(order.totalPrice).toBeGreaterThan(0);
    expect(await stockOf(t.db, product.id)).toBe(3);

    const [row] = await t.db.select().from(orders).where(eq(orders.id, order._id));
    expect(JSON.stringify(row)).not.toContain(order.accessKey);
    expect(row?.guestKeySalt).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it.each([
    [{ name: 'Gail Guest' }, 'guest.email is required'],
    [{ email: '   ', name: 'Gail Guest' }, 'guest.email is required'],
    [{ email: 'not-an-address', name: 'Gail Guest' }, 'guest.email must be a valid email address'],
    [{ email: 'gail@example.com' }, 'guest.name is required'],
    [{ email: 'gail@example.com', name: '  ' }, 'guest.name is required'],
    [{ email: 'gail@example.com', name: 'Gail\u0000' }, 'guest.name must not contain control characters'],
  ])('when the guest sends %j, then 400 says %s and nothing is placed', async (guest, message) => {
    const product = await createProduct(t.db, { countInStock: 5 });
    const answer = await placeAsGuest(product.id, { guest });

    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ message, code: 'VALIDATION' });
    expect(await stockOf(t.db, product.id)).toBe(5);
  });

  it('when neither a token nor guest details are sent, then the answer is the spec’s 401', async () => {
    const product = await createProduct(t.db, { countInStock: 5 });
    const answer = await placeAsGuest(product.id, { guest: null });

    expect(answer.statusCode).toBe(401);
    expect(answer.json<{ message: string }>().message).toBe('Not authorized, no token');
    expect(await stockOf(t.db, product.id)).toBe(5);
  });

  it('when a signed-in customer sends guest details too, then the order is theirs as always', async () => {
    const product = await createProduct(t.db, { countInStock: 5 });
    const customer = await signedIn(t.app, t.db);
    const answer = await placeAsGuest(product.id, { headers: customer.headers });

    expect(answer.statusCode).toBe(201);
    const order = answer.json<GuestAwareOrder>();
    expect(order.user?._id).toBe(customer.account.id);
    expect(order.accessKey).toBeUndefined();
    expect(order.guest).toBeUndefined();
  });

  it('when the placement is retried with the same Idempotency-Key, then it answers the same order and key', async () => {
    const product = await createProduct(t.db, { countInStock: 5 });
    const [from, guest] = [freshAddress(), freshGuest()];
    const first = await placeAsGuest(product.id, { idempotencyKey: 'guest-retry-1', from, guest });
    const again = await placeAsGuest(product.id, { idempotencyKey: 'guest-retry-1', from, guest });

    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    const [a, b] = [first.json<GuestAwareOrder>(), again.json<GuestAwareOrder>()];
    expect(b._id).toBe(a._id);
    expect(b.accessKey).toBe(a.accessKey);
    expect(await stockOf(t.db, product.id)).toBe(4);

    const other = await placeAsGuest(product.id, {
      idempotencyKey: 'guest-retry-1',
      guest: { email: 'someone.else@example.com', name: 'Sam' },
    });
    expect(other.statusCode).toBe(201);
    expect(other.json<GuestAwareOrder>()._id).not.toBe(a._id);

    const changed = await placeAsGuest(product.id, { idempotencyKey: 'guest-retry-1', qty: 2, guest });
    expect(changed.statusCode).toBe(409);
  });

  it('when the order is placed, then its confirmation mail carries the order’s link with the key after #', async () => {
    const product = await createProduct(t.db, { countInStock: 5 });
    const { order, key } = await placed(product.id, { email: 'mail.guest@example.com', name: 'Mo' });

    const [mail] = await t.db
      .select()
      .from(mailQueue)
      .where(and(eq(mailQueue.kind, 'order-placed'), eq(mailQueue.recipient, 'mail.guest@example.com')));
    const link = `http://shop.test/order/${order._id}#key=${key}`;
    expect(mail?.textBody).toContain(link);
    expect(mail?.htmlBody).toContain(`href="${link}"`);
  });
});

describe('opening and paying a guest order with its key', () => {
  it('when the key is sent, then the order opens and can be paid; a wrong or missing key is the 404 of an unknown order', async () => {
    const product = await createProduct(t.db, { countInStock: 5 });
    const { order, key } = await placed(product.id);

    const opened = await getOrder(order._id, { 'x-order-key': key });
    expect(opened.statusCode).toBe(200);
    expect(opened.json<GuestAwareOrder>()._id).toBe(order._id);
    expect(opened.headers['cache-control']).toBe('no-store');

    const unknown = await getOrder('7b0a52f4-95b5-4d39-9a3b-7c1f8f1d7e11', { 'x-order-key': key });
    // One character changed, whatever the key ends with (a key ending in A once made this the key itself).
    const wrongKey = await getOrder(order._id, {
      'x-order-key': `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`,
    });
    const stranger = await signedIn(t.app, t.db);
    const someoneElse = await getOrder(order._id, stranger.headers);
    for (const refused of [wrongKey, someoneElse]) {
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual(unknown.json());
    }
    expect(unknown.statusCode).toBe(404);
    expect((await getOrder(order._id, {})).statusCode).toBe(401);

    expect((await pay(order._id, { 'x-order-key': 'wrong' })).statusCode).toBe(404);
    expect((await pay(order._id, stranger.headers)).statusCode).toBe(404);
    const paid = await pay(order._id, { 'x-order-key': key });
    expect(paid.statusCode).toBe(200);
    expect(paid.json<Order>().isPaid).toBe(true);
  });

  it('when a guest places, opens, pays and is refused, then no log line carries the key', async () => {
    const product = await createProduct(t.db, { countInStock: 5 });
    const start = logged.length;
    const { order, key } = await placed(product.id);
    await getOrder(order._id, { 'x-order-key': key });
    await getOrder(order._id, { 'x-order-key': `${key}x` });
    await pay(order._id, { 'x-order-key': key });
    await pay(order._id, { 'x-order-key': key });

    const lines = logged.slice(start);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.map((line) => JSON.parse(line) as LogLine).length).toBe(lines.length);
    expect(lines.join('\n')).not.toContain(key);
  });
});

describe('what one guest may hold unpaid', () => {
  it('when one e-mail address, however typed, places a fourth unpaid order from other networks, then it is refused', async () => {
    const product = await createProduct(t.db, { countInStock: 50 });
    const email = 'hoarder@example.com';
    for (const typed of [email, 'Hoarder@Example.com', ` ${email}`]) {
      const answer = await placeAsGuest(product.id, { guest: { email: typed, name: 'H' } });
      expect(answer.statusCode).toBe(201);
    }
    const fourth = await placeAsGuest(product.id, { guest: { email, name: 'H' } });

    expect(fourth.statusCode).toBe(409);
    expect(fourth.json<{ message: string }>().message).toBe(
      'You already have 3 unpaid orders: pay or cancel one before placing another',
    );
    expect(await stockOf(t.db, product.id)).toBe(47);
    // Another address is another guest.
    expect(
      (await placeAsGuest(product.id, { guest: { email: 'other@example.com', name: 'O' } })).statusCode,
    ).toBe(201);
  });

  it('when guests with seven addresses place from one network, then the network’s limit refuses the seventh', async () => {
    const product = await createProduct(t.db, { countInStock: 50 });
    const from = freshAddress();
    const answers = [];
    for (let guest = 1; guest <= 7; guest++) {
      answers.push(
        await placeAsGuest(product.id, { from, guest: { email: `g${guest}@net.example`, name: 'G' } }),
      );
    }

    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201, 201, 409]);
    expect(answers[6]?.json<{ message: string }>().message).toBe(
      'Too many unpaid orders from your network (at most 6): pay or cancel one before placing another',
    );
  });
});

describe('saving a guest order to an account', () => {
  it('when a signed-in customer with the key saves it, then it is in My Orders and the key opens it no more', async () => {
    const product = await createProduct(t.db, { countInStock: 5 });
    const { order, key } = await placed(product.id);
    const customer = await signedIn(t.app, t.db);

    expect((await claim(order._id, { 'x-order-key': key })).statusCode).toBe(401);
    expect((await claim(order._id, { ...customer.headers, 'x-order-key': 'wrong' })).statusCode).toBe(404);
    expect((await claim(order._id, customer.headers)).statusCode).toBe(404);

    const saved = await claim(order._id, { ...customer.headers, 'x-order-key': key });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<Order>().user?._id).toBe(customer.account.id);

    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/orders/myorders',
      headers: customer.headers,
    });
    expect(mine.json<Order[]>().map((listed) => listed._id)).toContain(order._id);
    expect((await getOrder(order._id, customer.headers)).statusCode).toBe(200);
    expect((await getOrder(order._id, { 'x-order-key': key })).statusCode).toBe(404);
    expect((await pay(order._id, { 'x-order-key': key })).statusCode).toBe(404);

    const other = await signedIn(t.app, t.db);
    expect((await claim(order._id, { ...other.headers, 'x-order-key': key })).statusCode).toBe(404);
    expect((await claim(order._id, { ...customer.headers, 'x-order-key': key })).statusCode).toBe(404);
  });

  it('when a customer with the same e-mail address signs in, then the guest order is not theirs without the key', async () => {
    const product = await createProduct(t.db, { countInStock: 5 });
    const customer = await signedIn(t.app, t.db);
    const { order } = await placed(product.id, { email: customer.account.email, name: 'Same Person' });

    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/orders/myorders',
      headers: customer.headers,
    });
    expect(mine.json<Order[]>().map((listed) => listed._id)).not.toContain(order._id);
    expect((await getOrder(order._id, customer.headers)).statusCode).toBe(404);
  });
});
