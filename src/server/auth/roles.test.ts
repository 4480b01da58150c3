import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../../contract/roles.ts';
import type { Order } from '../../contract/orders.ts';
import { queryRows } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { signedIn } from '../test/accounts.ts';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../test/app.ts';
import { createProduct } from '../test/factories.ts';
import { payByCard, requestOrder } from '../test/orders.ts';
import { ADMIN_ROUTE_PERMISSIONS } from './permissions.ts';
import { createAuthHooks } from './guard.ts';
import { createTokenService } from './tokens.ts';

// Who may call each admin route, written out here rather than read from the table, so a change to
// the table that moves a right shows up as a failing row (docs/staff.md).
const O = ['owner'] as const;
const OM = ['owner', 'manager'] as const;
const OMS = ['owner', 'manager', 'support'] as const;
const EXPECTED: Record<string, readonly Role[]> = {
  'GET /api/users': O,
  'GET /api/users/:id': O,
  'PUT /api/users/:id': O,
  'DELETE /api/users/:id': O,
  'GET /api/admin/settings/staff': O,
  'PUT /api/admin/settings/staff': O,
  'GET /api/admin/settings/shipping': O,
  'PUT /api/admin/settings/shipping': O,
  'GET /api/admin/settings/tax': O,
  'PUT /api/admin/settings/tax': O,
  'GET /api/admin/outbox': O,
  'GET /api/admin/audit': O,
  'GET /api/admin/products': OMS,
  'GET /api/admin/products/:id': OMS,
  'GET /api/admin/products/:id/price-history': OMS,
  'GET /api/admin/products/export.csv': OMS,
  'POST /api/admin/products/import': OM,
  'POST /api/products': OM,
  'POST /api/admin/products': OM,
  'PUT /api/products/:id': OM,
  'DELETE /api/products/:id': OM,
  'POST /api/upload': OM,
  'PUT /api/admin/categories/:category/spec-fields': OM,
  'GET /api/orders': OMS,
  'GET /api/orders/export.csv': OMS,
  'PUT /api/orders/:id/ship': OMS,
  'PUT /api/orders/:id/deliver': OMS,
  'PUT /api/orders/:id/refund': OMS,
  'GET /api/orders/:id/timeline': OMS,
  'GET /api/admin/returns': OMS,
  'PUT /api/admin/returns/:id': OMS,
  'PUT /api/admin/returns/:id/refund': OMS,
  'GET /api/admin/reviews': OM,
  'PUT /api/admin/reviews/:id': OM,
  'DELETE /api/admin/reviews/:id': OM,
  'GET /api/admin/coupons': OM,
  'POST /api/admin/coupons': OM,
  'PUT /api/admin/coupons/:id': OM,
  'DELETE /api/admin/coupons/:id': OM,
  'GET /api/admin/dashboard': OM,
  'GET /api/admin/demand': OM,
};

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
const staff = {} as Record<Role, Awaited<ReturnType<typeof signedIn>>>;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLES) staff[role] = await signedIn(t.app, t.db, { role, name: `The ${role}` });
});
afterAll(() => t.close());

function adminRoutes() {
  return t.app.routeCatalogue
    .filter((route) => route.access === 'admin' && route.method !== 'HEAD')
    .map((route) => `${route.method} ${route.url}`);
}

/** A request to the route with ids that match nothing: what it may do, it does to nothing. */
function call(key: string, headers: Record<string, string>) {
  const [method, url] = key.split(' ') as [string, string];
  return t.app.inject({
    method: method as 'GET',
    url: url.replace(':id', NO_SUCH_ID).replace(':category', 'no-such-category'),
    headers,
  });
}

describe('the admin route table', () => {
  it('when the app is built, then every admin route has a permission, and the table names no other route', () => {
    const routes = adminRoutes().sort();
    expect(routes.filter((route) => !(route in ADMIN_ROUTE_PERMISSIONS))).toEqual([]);
    expect(Object.keys(ADMIN_ROUTE_PERMISSIONS).sort()).toEqual(routes);
    expect(Object.keys(EXPECTED).sort()).toEqual(routes);
  });

  it('when each role calls each admin route, then a role without the right gets 403 before the body is read and one with it gets past the guard', async () => {
    const refused: string[] = [];
    const wronglyRefused: string[] = [];
    for (const key of Object.keys(EXPECTED)) {
      for (const role of ROLES) {
        const response = await call(key, staff[role].headers);
        const allowed = EXPECTED[key]?.includes(role) ?? false;
        if (!allowed) {
          if (response.statusCode !== 403) refused.push(`${role} ${key} → ${response.statusCode}`);
          else
            expect(response.json()).toMatchObject({
              message: expect.stringMatching(/^Not allowed for your role/),
            });
        } else if (response.statusCode === 401 || response.statusCode === 403) {
          wronglyRefused.push(`${role} ${key} → ${response.statusCode} ${response.body}`);
        }
      }
    }
    expect(refused).toEqual([]);
    expect(wronglyRefused).toEqual([]);
  });

  it('when a customer calls any admin route, then it answers 403 Not authorized as an admin', async () => {
    const customer = await signedIn(t.app, t.db);
    for (const key of Object.keys(EXPECTED)) {
      const response = await call(key, customer.headers);
      expect({ key, status: response.statusCode, body: response.json() }).toEqual({
        key,
        status: 403,
        body: expect.objectContaining({ message: 'Not authorized as an admin' }),
      });
    }
  });

  it('when an admin route is missing from the table, then it is refused to every role, the owner too', async () => {
    const tokens = createTokenService(TEST_JWT_SECRET, 3600);
    const token = await tokens.sign({ userId: staff.owner.account.id, version: 0 });
    const hooks = createAuthHooks(tokens, async (id) => ({
      id,
      name: 'Olive Owner',
      email: 'olive@example.com',
      isAdmin: true,
      role: 'owner',
      tokenVersion: 0,
      revoked: false,
    }));
    const request = (method: string, url: string) =>
      ({
        method,
        headers: { authorization: `Bearer ${token}` },
        routeOptions: { url },
        log: { error: () => undefined },
      }) as unknown as FastifyRequest;
    await expect(hooks.admin(request('GET', '/api/admin/unlisted'), {} as FastifyReply)).rejects.toThrow(
      'Not allowed for your role (Owner)',
    );
    await expect(hooks.admin(request('POST', '/api/admin/dashboard'), {} as FastifyReply)).rejects.toThrow(
      'Not allowed for your role (Owner)',
    );
    const listed = request('GET', '/api/admin/dashboard');
    await hooks.admin(listed, {} as FastifyReply);
    expect(listed.user).toMatchObject({ role: 'owner' });
  });
});

describe('role changes', () => {
  const edit = (headers: Record<string, string>, id: string, body: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `/api/users/${id}`, headers, payload: body });

  it('when an owner gives and removes roles, then each answer and the next request of that account show it', async () => {
    const target = await signedIn(t.app, t.db, { name: 'Sam Support' });
    const { email, name } = target.account;
    const made = await edit(staff.owner.headers, target.account.id, { name, email, role: 'support' });
    expect(made.json()).toEqual({ _id: target.account.id, name, email, isAdmin: true, role: 'support' });
    // The same token, on its next request: support may list orders, not products' editor writes.
    expect((await call('GET /api/orders', target.headers)).statusCode).toBe(200);
    expect((await call('DELETE /api/products/:id', target.headers)).statusCode).toBe(403);
    const profile = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: target.headers });
    expect(profile.json()).toMatchObject({ isAdmin: true, role: 'support' });

    const removed = await edit(staff.owner.headers, target.account.id, { name, email, role: null });
    expect(removed.json()).toMatchObject({ isAdmin: false, role: null });
    const after = await call('GET /api/orders', target.headers);
    expect(after.statusCode).toBe(403);
    expect(after.json()).toMatchObject({ message: 'Not authorized as an admin' });
  });

  it('when an old client sends only isAdmin, then a matching value changes nothing, true makes a manager and false a customer', async () => {
    const target = await signedIn(t.app, t.db);
    const { id, email, name } = target.account;
    const roleOf = async () =>
      (await t.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role;
    await edit(staff.owner.headers, id, { name, email, isAdmin: false });
    expect(await roleOf()).toBe(null);
    await edit(staff.owner.headers, id, { name, email, isAdmin: true });
    expect(await roleOf()).toBe('manager');
    await edit(staff.owner.headers, id, { name, email, role: 'support' });
    await edit(staff.owner.headers, id, { name, email, isAdmin: true });
    expect(await roleOf()).toBe('support');
    await edit(staff.owner.headers, id, { name, email, isAdmin: false });
    expect(await roleOf()).toBe(null);
  });

  it('when a manager or support tries to change a role, then it answers 403 and nothing changes', async () => {
    const target = await signedIn(t.app, t.db);
    const { email, name } = target.account;
    for (const role of ['manager', 'support'] as const) {
      const response = await edit(staff[role].headers, target.account.id, { name, email, role: 'owner' });
      expect(response.statusCode).toBe(403);
    }
    const [row] = await t.db.select({ role: users.role }).from(users).where(eq(users.id, target.account.id));
    expect(row?.role).toBe(null);
  });

  it('when a role is not one of the three, then it answers 400 and nothing changes', async () => {
    const target = await signedIn(t.app, t.db);
    const { email, name } = target.account;
    const response = await edit(staff.owner.headers, target.account.id, { name, email, role: 'admin' });
    expect(response.statusCode).toBe(400);
    const [row] = await t.db.select({ role: users.role }).from(users).where(eq(users.id, target.account.id));
    expect(row?.role).toBe(null);
  });

  it('when the only owner tries to step down, then it is refused and the shop keeps its owner', async () => {
    const response = await edit(staff.owner.headers, staff.owner.account.id, {
      name: staff.owner.account.name,
      email: staff.owner.account.email,
      role: 'manager',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: 'You cannot change your own role' });
  });

  it('when two owners demote each other at the same moment, then exactly one succeeds and one owner is left', async () => {
    for (let round = 0; round < 6; round++) {
      const [first, second] = await Promise.all([
        signedIn(t.app, t.db, { role: 'owner' }),
        signedIn(t.app, t.db, { role: 'owner' }),
      ]);
      const demote = (actor: typeof first, target: typeof first) =>
        edit(actor.headers, target.account.id, {
          name: target.account.name,
          email: target.account.email,
          role: 'manager',
        });
      const answers = await Promise.all([demote(first, second), demote(second, first)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 403]);
      const owners = await queryRows<{ n: number }>(
        t.db,
        sql`SELECT count(*)::int AS n FROM users WHERE role = 'owner' AND id IN (${first.account.id}::uuid, ${second.account.id}::uuid)`,
      );
      expect(owners[0]?.n).toBe(1);
    }
  });
});

describe('the support refund limit', () => {
  async function paidOrder(totalWanted: number): Promise<Order> {
    const customer = await signedIn(t.app, t.db);
    const product = await createProduct(t.db, { priceCents: totalWanted, countInStock: 10 });
    const placed = await requestOrder(t.app, customer.headers, [{ product: product.id, qty: 1 }]);
    const order = placed.json<Order>();
    expect((await payByCard(t.app, customer.headers, order._id)).statusCode).toBe(200);
    return order;
  }
  const refund = (headers: Record<string, string>, id: string) =>
    t.app.inject({ method: 'PUT', url: `/api/orders/${id}/refund`, headers });

  it('when only the owner reads and sets the limit, then support refunds up to it and gets 403 above it', async () => {
    const settings = await t.app.inject({
      method: 'GET',
      url: '/api/admin/settings/staff',
      headers: staff.owner.headers,
    });
    expect(settings.json()).toEqual({ supportRefundLimit: 500 });
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/staff',
      headers: staff.owner.headers,
      payload: { supportRefundLimit: 150.5 },
    });
    expect(set.json()).toEqual({ supportRefundLimit: 150.5 });

    const small = await paidOrder(100_00); // $100 + tax, free shipping: $115.00
    const large = await paidOrder(200_00); // $230.00
    expect((await refund(staff.support.headers, small._id)).statusCode).toBe(200);
    const refused = await refund(staff.support.headers, large._id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      message: 'Support can refund orders up to $150.50: ask an owner or a manager to refund this one',
    });
    const still = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${large._id}`,
      headers: staff.owner.headers,
    });
    expect(still.json()).toMatchObject({ status: 'paid' });
    expect((await refund(staff.manager.headers, large._id)).statusCode).toBe(200);
  });

  it('when the limit is negative or has more than 2 decimals, then it answers 400 and the limit stays', async () => {
    const put = (value: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings/staff',
        headers: staff.owner.headers,
        payload: { supportRefundLimit: value },
      });
    const before = (
      await t.app.inject({ method: 'GET', url: '/api/admin/settings/staff', headers: staff.owner.headers })
    ).json();
    for (const value of [-1, 10.005, 'ten', 2_000_000]) expect((await put(value)).statusCode).toBe(400);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/admin/settings/staff',
      headers: staff.owner.headers,
    });
    expect(after.json()).toEqual(before);
  });
});
