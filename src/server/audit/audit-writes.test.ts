import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProductDetails } from '../../contract/products.ts';
import { reviews } from '../db/index.ts';
import { signedIn } from '../test/accounts.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { auditCount, auditOf, onlyAuditOf } from '../test/audit.ts';
import { createProduct } from '../test/factories.ts';
import { createOrder, createOrderOf } from '../test/stored-orders.ts';
import { uploadImage } from '../test/uploaded-image.ts';

/** Each kind of staff write leaves exactly one entry, in its own transaction (docs/staff.md#the-audit-log). */

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedIn>>;
let manager: Awaited<ReturnType<typeof signedIn>>;
let support: Awaited<ReturnType<typeof signedIn>>;
let image: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedIn(t.app, t.db, { role: 'owner', name: 'Olive Owner' });
  manager = await signedIn(t.app, t.db, { role: 'manager', name: 'Max Manager' });
  support = await signedIn(t.app, t.db, { role: 'support', name: 'Sue Support' });
  image = await uploadImage(t.app, owner.headers);
});
afterAll(() => t.close());

const ADDRESS = '198.51.100.23';

function send(
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  body?: object,
) {
  return t.app.inject({ method, url, headers, remoteAddress: ADDRESS, ...(body ? { payload: body } : {}) });
}

const product = (overrides: Record<string, unknown> = {}) => ({
  name: 'Audited Toaster',
  price: 49.99,
  image,
  brand: 'Zorblax',
  category: 'Kitchen',
  countInStock: 7,
  description: 'Toasts bread.',
  ...overrides,
});

describe('product writes', () => {
  it('when a manager creates, edits the price and stock of, and deletes a product, then each leaves one entry with the changed fields', async () => {
    const made = await send('POST', '/api/admin/products', manager.headers, product());
    expect(made.statusCode, made.body).toBe(201);
    const { _id: id, version } = made.json<AdminProductDetails>();
    const created = await onlyAuditOf(t.db, id);
    expect(created).toMatchObject({
      kind: 'product.create',
      actorId: manager.account.id,
      address: ADDRESS,
      before: {},
    });
    expect(created.after).toMatchObject({ name: 'Audited Toaster', price: 49.99, countInStock: 7 });

    const edited = await send(
      'PUT',
      `/api/products/${id}`,
      manager.headers,
      product({ price: 59.99, countInStock: 3, version }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const [, update] = await auditOf(t.db, id);
    expect(update).toMatchObject({
      kind: 'product.update',
      before: { price: 49.99, countInStock: 7 },
      after: { price: 59.99, countInStock: 3 },
    });
    expect(update?.before).not.toHaveProperty('name');

    const stale = await send('PUT', `/api/products/${id}`, manager.headers, product({ price: 1, version }));
    expect(stale.statusCode).toBe(409);
    expect(await auditOf(t.db, id)).toHaveLength(2);

    expect((await send('DELETE', `/api/products/${id}`, manager.headers)).statusCode).toBe(200);
    const entries = await auditOf(t.db, id);
    expect(entries.map((entry) => entry.kind)).toEqual([
      'product.create',
      'product.update',
      'product.delete',
    ]);
    expect(entries[2]).toMatchObject({ before: { name: 'Audited Toaster', price: 59.99 }, after: {} });
  });

  it('when a blank draft is made, then it is recorded; when support tries to write, then nothing is', async () => {
    const draft = await send('POST', '/api/products', manager.headers);
    expect(draft.statusCode).toBe(201);
    expect((await onlyAuditOf(t.db, draft.json<{ _id: string }>()._id)).kind).toBe('product.create');
    const before = await auditCount(t.db);
    expect((await send('POST', '/api/admin/products', support.headers, product())).statusCode).toBe(403);
    expect(
      (await send('POST', '/api/admin/products', manager.headers, product({ price: -1 }))).statusCode,
    ).toBe(400);
    expect(await auditCount(t.db)).toBe(before);
  });
});

describe('spec fields', () => {
  it("when a manager replaces a category's spec fields, then one entry shows the fields before and after", async () => {
    const url = '/api/admin/categories/Audited%20Phones/spec-fields';
    const first = [{ name: 'Storage', kind: 'number', unit: 'GB' }];
    expect((await send('PUT', url, manager.headers, { fields: first })).statusCode).toBe(200);
    const second = [...first, { name: 'Colour', kind: 'text', unit: null }];
    expect((await send('PUT', url, manager.headers, { fields: second })).statusCode).toBe(200);
    const entries = await auditOf(t.db, 'Audited Phones');
    expect(entries.map(({ kind, before, after }) => ({ kind, before, after }))).toEqual([
      { kind: 'category.spec-fields', before: { fields: [] }, after: { fields: first } },
      { kind: 'category.spec-fields', before: { fields: first }, after: { fields: second } },
    ]);
    expect(
      (await send('PUT', url, manager.headers, { fields: [{ name: '', kind: 'number', unit: null }] }))
        .statusCode,
    ).toBe(400);
    expect(await auditOf(t.db, 'Audited Phones')).toHaveLength(2);
  });
});

describe('users, roles and settings', () => {
  it('when the owner edits a user and changes a role, then each leaves one entry and no secret', async () => {
    const target = await signedIn(t.app, t.db, { name: 'Terry Target' });
    const { email } = target.account;
    const renamed = await send('PUT', `/api/users/${target.account.id}`, owner.headers, {
      name: 'Terry T',
      email,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const promoted = await send('PUT', `/api/users/${target.account.id}`, owner.headers, {
      name: 'Terry T',
      email,
      role: 'support',
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    const [update, role] = await auditOf(t.db, target.account.id);
    expect(update).toMatchObject({
      kind: 'user.update',
      actorId: owner.account.id,
      before: { name: 'Terry Target' },
      after: { name: 'Terry T' },
    });
    expect(role).toMatchObject({
      kind: 'user.role',
      before: { role: null, isAdmin: false },
      after: { role: 'support', isAdmin: true },
    });

    expect((await send('DELETE', `/api/users/${target.account.id}`, owner.headers)).statusCode).toBe(200);
    const entries = await auditOf(t.db, target.account.id);
    expect(entries[2]).toMatchObject({ kind: 'user.delete', before: { email, role: 'support' }, after: {} });
    expect(JSON.stringify(entries)).not.toMatch(/password|hash|token|\$argon|\$scrypt/i);
  });

  it('when a role change is refused, then it leaves no entry', async () => {
    const before = await auditCount(t.db);
    const own = await send('PUT', `/api/users/${owner.account.id}`, owner.headers, {
      name: 'Olive Owner',
      email: owner.account.email,
      role: 'manager',
    });
    expect(own.statusCode).toBe(403);
    const byManager = await send('PUT', `/api/users/${support.account.id}`, manager.headers, {
      name: 'Sue Support',
      email: support.account.email,
      role: 'owner',
    });
    expect(byManager.statusCode).toBe(403);
    expect(await auditCount(t.db)).toBe(before);
  });

  it('when the owner sets the support refund limit, then the entry shows the old and new limit', async () => {
    const set = await send('PUT', '/api/admin/settings/staff', owner.headers, { supportRefundLimit: 250 });
    expect(set.statusCode, set.body).toBe(200);
    expect(await onlyAuditOf(t.db, 'staff')).toMatchObject({
      kind: 'settings.update',
      before: { supportRefundLimit: 500 },
      after: { supportRefundLimit: 250 },
    });
    expect(
      (await send('PUT', '/api/admin/settings/staff', owner.headers, { supportRefundLimit: 1.234 }))
        .statusCode,
    ).toBe(400);
    expect(await auditOf(t.db, 'staff')).toHaveLength(1);
  });
});

describe('review moderation', () => {
  it('when a manager hides, restores and deletes a review, then each leaves one entry', async () => {
    const reviewed = await createProduct(t.db);
    const author = await signedIn(t.app, t.db);
    const [review] = await t.db
      .insert(reviews)
      .values({
        productId: reviewed.id,
        userId: author.account.id,
        name: 'Ann',
        rating: 1,
        comment: 'Rude words',
      })
      .returning();
    if (!review) throw new Error('review not stored');
    const url = `/api/admin/reviews/${review.id}`;
    expect((await send('PUT', url, manager.headers, { hidden: true })).statusCode).toBe(200);
    expect((await send('PUT', url, manager.headers, { hidden: false })).statusCode).toBe(200);
    expect((await send('DELETE', url, manager.headers)).statusCode).toBe(200);
    const entries = await auditOf(t.db, review.id);
    expect(entries.map(({ kind, before, after }) => ({ kind, before, after }))).toEqual([
      { kind: 'review.hide', before: { hidden: false }, after: { hidden: true } },
      { kind: 'review.restore', before: { hidden: true }, after: { hidden: false } },
      {
        kind: 'review.delete',
        before: {
          product: reviewed.id,
          user: author.account.id,
          name: 'Ann',
          rating: 1,
          comment: 'Rude words',
          hidden: false,
        },
        after: {},
      },
    ]);
    const before = await auditCount(t.db);
    expect((await send('DELETE', url, manager.headers)).statusCode).toBe(404);
    expect(await auditCount(t.db)).toBe(before);
  });
});

describe('order status moves', () => {
  it('when support ships and delivers an order, then each leaves one entry with the status before and after', async () => {
    const shopper = await signedIn(t.app, t.db);
    const item = await createProduct(t.db);
    const { order } = await createOrder(t.db, { userId: shopper.account.id, product: item, status: 'paid' });
    const shipped = await send('PUT', `/api/orders/${order.id}/ship`, support.headers, {
      carrier: 'ups',
      trackingNumber: '1Z999AA10123456784',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const again = await send('PUT', `/api/orders/${order.id}/ship`, support.headers, {
      carrier: 'ups',
      trackingNumber: '1Z999AA10123456784',
    });
    expect(again.statusCode).toBe(409);
    expect((await send('PUT', `/api/orders/${order.id}/deliver`, support.headers)).statusCode).toBe(200);
    const [ship, deliver, ...rest] = await auditOf(t.db, order.id);
    expect(rest).toEqual([]);
    expect(ship).toMatchObject({
      kind: 'order.ship',
      actorId: support.account.id,
      before: { status: 'paid' },
      after: { status: 'shipped' },
    });
    expect(deliver).toMatchObject({
      kind: 'order.deliver',
      before: { status: 'shipped' },
      after: { status: 'delivered', isDelivered: true },
    });
  });

  it('when the owner refunds one line and then the rest, then each refund leaves one entry with its amount and the status it moved to', async () => {
    const shopper = await signedIn(t.app, t.db);
    const { order, lines } = await createOrderOf(t.db, {
      userId: shopper.account.id,
      products: [await createProduct(t.db), await createProduct(t.db)],
      status: 'paid',
    });
    const [first] = lines;
    const part = await send('PUT', `/api/orders/${order.id}/refund`, owner.headers, {
      lines: [{ item: first?.id, qty: 1 }],
    });
    expect(part.statusCode, part.body).toBe(200);
    const rest = await send('PUT', `/api/orders/${order.id}/refund`, owner.headers);
    expect(rest.statusCode, rest.body).toBe(200);
    const [partEntry, restEntry, ...more] = await auditOf(t.db, order.id);
    expect(more).toEqual([]);
    expect(partEntry).toMatchObject({
      kind: 'order.refund',
      actorId: owner.account.id,
      before: { status: 'paid' },
      after: {
        status: 'partially-refunded',
        refund: { lines: [{ item: first?.id, qty: 1 }], shipping: false },
      },
    });
    expect(restEntry).toMatchObject({ kind: 'order.refund', after: { status: 'refunded' } });
    const refunded = [partEntry, restEntry].map(
      (entry) => (entry?.after as { refund: { amount: number } }).refund.amount,
    );
    expect(Math.round((refunded[0] ?? 0) * 100) + Math.round((refunded[1] ?? 0) * 100)).toBe(
      order.totalCents,
    );
  });

  it('when staff cancel an unpaid order, then it is recorded; when a customer cancels their own, then it is not a staff write', async () => {
    const shopper = await signedIn(t.app, t.db);
    const item = await createProduct(t.db);
    const { order: byStaff } = await createOrder(t.db, {
      userId: shopper.account.id,
      product: item,
      status: 'pending',
    });
    expect((await send('PUT', `/api/orders/${byStaff.id}/cancel`, support.headers)).statusCode).toBe(200);
    expect(await onlyAuditOf(t.db, byStaff.id)).toMatchObject({
      kind: 'order.cancel',
      actorId: support.account.id,
      before: { status: 'pending' },
      after: { status: 'cancelled' },
    });
    const { order: own } = await createOrder(t.db, {
      userId: shopper.account.id,
      product: item,
      status: 'pending',
    });
    expect((await send('PUT', `/api/orders/${own.id}/cancel`, shopper.headers)).statusCode).toBe(200);
    expect(await auditOf(t.db, own.id)).toEqual([]);
    expect((await send('PUT', `/api/orders/${byStaff.id}/cancel`, support.headers)).statusCode).toBe(409);
    expect(await auditOf(t.db, byStaff.id)).toHaveLength(1);
  });
});

describe('price settings', () => {
  it('when the owner changes the tax settings, then one entry keeps them before and after; a refused change leaves none', async () => {
    const tax = {
      defaultRate: 20,
      pricesIncludeTax: false,
      rates: [{ country: 'DE', region: null, rate: 19 }],
    };
    const saved = await send('PUT', '/api/admin/settings/tax', owner.headers, tax);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await onlyAuditOf(t.db, 'tax')).toMatchObject({
      kind: 'settings.update',
      actorId: owner.account.id,
      before: { defaultRate: 15 },
      after: { defaultRate: 20 },
    });
    const before = await auditCount(t.db);
    const refused = await send('PUT', '/api/admin/settings/tax', owner.headers, { ...tax, defaultRate: 101 });
    expect(refused.statusCode).toBe(400);
    expect(await auditCount(t.db)).toBe(before);
  });

  it('when the owner changes the shipping zones, then one entry keeps them before and after', async () => {
    const zones = [
      {
        id: 'everywhere',
        name: 'Everywhere',
        countries: ['*'],
        methods: [{ id: 'standard', name: 'Standard', price: 12, freeOver: null, estimate: '3–5 days' }],
      },
    ];
    const saved = await send('PUT', '/api/admin/settings/shipping', owner.headers, { zones });
    expect(saved.statusCode, saved.body).toBe(200);
    const entry = await onlyAuditOf(t.db, 'shipping');
    expect(entry.kind).toBe('settings.update');
    expect(JSON.stringify(entry.after)).toContain('"price":12');
    expect(JSON.stringify(entry.before)).toContain('"price":10');
  });
});
