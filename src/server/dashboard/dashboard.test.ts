import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '../../contract/dashboard.ts';
import type { OrderStatus } from '../../contract/order-status.ts';
import { orderItems, orders } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { signedIn } from '../test/accounts.ts';
import { createProduct } from '../test/factories.ts';

/**
 * A known data set around a fixed "now" (2026-03-15 10:00 UTC), with orders on both sides of
 * each UTC midnight that matters, a refund and unpaid orders that must not count as revenue.
 */
const NOW = new Date('2026-03-15T10:00:00.000Z');

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedIn>>;
let customer: Awaited<ReturnType<typeof signedIn>>;
const ids: Record<'p1' | 'p2' | 'p3', string> = { p1: '', p2: '', p3: '' };

interface Line {
  product: keyof typeof ids;
  priceCents: number;
  qty: number;
}

async function stored(status: OrderStatus, at: string, lines: Line[], taxCents = 0, shippingCents = 0) {
  const moment = new Date(at);
  const itemsCents = lines.reduce((sum, line) => sum + line.priceCents * line.qty, 0);
  const paid = ['paid', 'delivered', 'refunded'].includes(status);
  const [order] = await t.db
    .insert(orders)
    .values({
      userId: customer.account.id,
      customerName: 'Casey Customer',
      customerEmail: customer.account.email,
      address: '1 Test Street',
      city: 'Testville',
      postalCode: '12345',
      country: 'Testland',
      paymentMethod: 'TestCard',
      itemsCents,
      taxCents,
      shippingCents,
      totalCents: itemsCents + taxCents + shippingCents,
      status,
      createdAt: moment,
      expiresAt: new Date(moment.getTime() + 3_600_000),
      paidAt: paid ? moment : null,
      deliveredAt: status === 'delivered' ? moment : null,
      refundedAt: status === 'refunded' ? moment : null,
      cancelledAt: status === 'cancelled' ? moment : null,
    })
    .returning();
  if (!order) throw new Error('order not stored');
  await t.db.insert(orderItems).values(
    lines.map((line) => ({
      orderId: order.id,
      productId: ids[line.product],
      name: line.product.toUpperCase(),
      image: '/uploads/demo/test.webp',
      priceCents: line.priceCents,
      qty: line.qty,
    })),
  );
}

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  admin = await signedIn(t.app, t.db, { isAdmin: true });
  customer = await signedIn(t.app, t.db);
  ids.p1 = (await createProduct(t.db, { name: 'P1', countInStock: 0 })).id;
  ids.p2 = (await createProduct(t.db, { name: 'P2', countInStock: 5 })).id;
  ids.p3 = (await createProduct(t.db, { name: 'P3', countInStock: 6 })).id;
  await createProduct(t.db, { name: 'Draft', countInStock: 1, isDraft: true });

  await stored(
    'paid',
    '2026-03-15T09:00:00.000Z',
    [{ product: 'p1', priceCents: 4_005, qty: 2 }],
    1_200,
    800,
  );
  await stored('delivered', '2026-03-14T23:59:59.999Z', [{ product: 'p2', priceCents: 3_333, qty: 1 }]);
  await stored('paid', '2026-03-14T00:00:00.000Z', [
    { product: 'p1', priceCents: 4_005, qty: 1 },
    { product: 'p2', priceCents: 2_662, qty: 1 },
  ]);
  await stored('paid', '2026-03-09T00:00:00.000Z', [{ product: 'p3', priceCents: 1_000, qty: 1 }]);
  // The last moment before the 7-day window opens.
  await stored('paid', '2026-03-08T23:59:59.999Z', [{ product: 'p1', priceCents: 5_000, qty: 10 }]);
  await stored('refunded', '2026-03-13T12:00:00.000Z', [{ product: 'p3', priceCents: 11_111, qty: 9 }]);
  await stored('pending', '2026-03-15T08:00:00.000Z', [{ product: 'p2', priceCents: 99_999, qty: 1 }]);
  await stored('cancelled', '2026-03-12T08:00:00.000Z', [{ product: 'p3', priceCents: 77_777, qty: 1 }]);
});
afterAll(() => t.close());

async function dashboard(query: string, headers: Record<string, string> = admin.headers) {
  return t.app.inject({ method: 'GET', url: `/api/admin/dashboard${query}`, headers });
}

describe('GET /api/admin/dashboard', () => {
  it('when asked for 7 days, then every figure matches the data set to the cent, in UTC days', async () => {
    const response = await dashboard('?days=7');
    expect(response.statusCode).toBe(200);
    expect(response.json<Dashboard>()).toEqual({
      days: 7,
      timeZone: 'UTC',
      revenue: 210.1,
      orders: 4,
      // 21 010 cents over 4 orders is 5 252.5 cents: rounded half up.
      averageOrderValue: 52.53,
      perDay: [
        { day: '2026-03-09', revenue: 10, orders: 1 },
        { day: '2026-03-10', revenue: 0, orders: 0 },
        { day: '2026-03-11', revenue: 0, orders: 0 },
        { day: '2026-03-12', revenue: 0, orders: 0 },
        { day: '2026-03-13', revenue: 0, orders: 0 },
        { day: '2026-03-14', revenue: 100, orders: 2 },
        { day: '2026-03-15', revenue: 100.1, orders: 1 },
      ],
      byStatus: [
        { status: 'cancelled', count: 1 },
        { status: 'delivered', count: 1 },
        { status: 'paid', count: 3 },
        { status: 'pending', count: 1 },
        { status: 'refunded', count: 1 },
      ],
      topProducts: [
        { product: ids.p1, name: 'P1', units: 3, revenue: 120.15 },
        { product: ids.p2, name: 'P2', units: 2, revenue: 59.95 },
        { product: ids.p3, name: 'P3', units: 1, revenue: 10 },
      ],
      lowStock: [
        { _id: ids.p1, name: 'P1', countInStock: 0 },
        { _id: ids.p2, name: 'P2', countInStock: 5 },
      ],
    });
  });

  it('when asked for 30 days, then the order just before the 7-day window counts too', async () => {
    const body = (await dashboard('?days=30')).json<Dashboard>();
    expect(body).toMatchObject({ days: 30, revenue: 710.1, orders: 5, averageOrderValue: 142.02 });
    expect(body.perDay).toHaveLength(30);
    expect(body.perDay.find((day) => day.day === '2026-03-08')).toEqual({
      day: '2026-03-08',
      revenue: 500,
      orders: 1,
    });
    expect(body.topProducts[0]).toEqual({ product: ids.p1, name: 'P1', units: 13, revenue: 620.15 });
  });

  it('when no period is given, then 30 days; a period out of range is a 400', async () => {
    expect((await dashboard('')).json<Dashboard>().days).toBe(30);
    expect((await dashboard('?days=0')).statusCode).toBe(400);
    expect((await dashboard('?days=367')).statusCode).toBe(400);
    expect((await dashboard('?days=abc')).statusCode).toBe(400);
  });

  it('when a customer or a visitor asks, then 403 and 401', async () => {
    expect((await dashboard('?days=7', customer.headers)).statusCode).toBe(403);
    expect((await dashboard('?days=7', {})).statusCode).toBe(401);
  });
});
