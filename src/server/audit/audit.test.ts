import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_PAGE_SIZE, type AuditPage } from '../../contract/audit.ts';
import type { Coupon } from '../../contract/coupons.ts';
import { auditLog } from '../db/index.ts';
import { signedIn } from '../test/accounts.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { auditCount, onlyAuditOf } from '../test/audit.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedIn>>;
let manager: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedIn(t.app, t.db, { role: 'owner', name: 'Olive Owner' });
  manager = await signedIn(t.app, t.db, { role: 'manager', name: 'Max Manager' });
});
afterAll(() => t.close());

const ADDRESS = '203.0.113.7';
const unique = () => `A${Math.random().toString(36).slice(2, 10)}`.toUpperCase();

function send(
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  body?: object,
) {
  return t.app.inject({ method, url, headers, remoteAddress: ADDRESS, ...(body ? { payload: body } : {}) });
}

async function createdCoupon(headers = manager.headers): Promise<Coupon> {
  const response = await send('POST', '/api/admin/coupons', headers, {
    code: unique(),
    kind: 'fixed',
    value: 5,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Coupon>();
}

function readLog(query: string, headers = owner.headers) {
  return t.app.inject({ method: 'GET', url: `/api/admin/audit${query}`, headers });
}

describe('coupon writes in the audit log', () => {
  it('when a manager creates, edits and deletes a coupon, then each leaves one entry with who, where and what changed', async () => {
    const coupon = await createdCoupon();
    const created = await onlyAuditOf(t.db, coupon._id);
    expect(created).toMatchObject({
      actorId: manager.account.id,
      actorName: 'Max Manager',
      actorEmail: manager.account.email,
      address: ADDRESS,
      kind: 'coupon.create',
      before: {},
    });
    expect(created.after).toMatchObject({ code: coupon.code, value: 5, kind: 'fixed' });

    const edited = await send('PUT', `/api/admin/coupons/${coupon._id}`, manager.headers, {
      code: coupon.code,
      kind: 'fixed',
      value: 7.5,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const page = await readLog(`?kind=coupon.update&user=${manager.account.id}`);
    const [update] = page.json<AuditPage>().entries;
    expect(update).toMatchObject({ target: coupon._id, before: { value: 5 }, after: { value: 7.5 } });
    expect(Object.keys(update?.before ?? {}).sort()).toEqual(['description', 'updatedAt', 'value']);

    expect((await send('DELETE', `/api/admin/coupons/${coupon._id}`, manager.headers)).statusCode).toBe(200);
    const deleted = await readLog(`?kind=coupon.delete`);
    expect(deleted.json<AuditPage>().entries[0]).toMatchObject({
      target: coupon._id,
      before: { code: coupon.code },
      after: {},
    });
  });

  it('when a coupon write is refused, then the log is unchanged', async () => {
    const coupon = await createdCoupon();
    const before = await auditCount(t.db);
    const taken = await send('POST', '/api/admin/coupons', manager.headers, {
      code: coupon.code,
      kind: 'percent',
      value: 5,
    });
    expect(taken.statusCode).toBe(409);
    const invalid = await send('PUT', `/api/admin/coupons/${coupon._id}`, manager.headers, {
      code: coupon.code,
      kind: 'fixed',
      value: 0.001,
    });
    expect(invalid.statusCode).toBe(400);
    const missing = await send(
      'DELETE',
      '/api/admin/coupons/00000000-0000-4000-8000-000000000000',
      manager.headers,
    );
    expect(missing.statusCode).toBe(404);
    const support = await signedIn(t.app, t.db, { role: 'support' });
    expect(
      (await send('POST', '/api/admin/coupons', support.headers, { code: unique(), kind: 'fixed', value: 1 }))
        .statusCode,
    ).toBe(403);
    expect(await auditCount(t.db)).toBe(before);
  });
});

describe('GET /api/admin/audit', () => {
  it('when anyone but the owner asks, then it is refused', async () => {
    for (const role of ['manager', 'support'] as const) {
      const staff = await signedIn(t.app, t.db, { role });
      expect((await readLog('', staff.headers)).statusCode).toBe(403);
    }
    const customer = await signedIn(t.app, t.db);
    expect((await readLog('', customer.headers)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit' })).statusCode).toBe(401);
  });

  it('when the owner pages through, then entries come newest first, a page at a time, with the page count', async () => {
    const writer = await signedIn(t.app, t.db, { role: 'manager', name: 'Pat Pager' });
    const made: string[] = [];
    for (let i = 0; i < AUDIT_PAGE_SIZE + 3; i += 1) made.push((await createdCoupon(writer.headers))._id);
    const first = (await readLog(`?user=${writer.account.id}`)).json<AuditPage>();
    expect(first).toMatchObject({ page: 1, pages: 2 });
    expect(first.entries.map((entry) => entry.target)).toEqual(made.slice(3).reverse());
    expect(first.entries[0]).toMatchObject({
      user: { _id: writer.account.id, name: 'Pat Pager' },
      kind: 'coupon.create',
    });
    const second = (await readLog(`?user=${writer.account.id}&pageNumber=2`)).json<AuditPage>();
    expect(second).toMatchObject({ page: 2, pages: 2 });
    expect(second.entries.map((entry) => entry.target)).toEqual(made.slice(0, 3).reverse());
  });

  it('when filtered by person, kind and dates, then only matching entries come back', async () => {
    const writer = await signedIn(t.app, t.db, { role: 'manager' });
    const coupon = await createdCoupon(writer.headers);
    await send('DELETE', `/api/admin/coupons/${coupon._id}`, writer.headers);
    const mine = (await readLog(`?user=${writer.account.id}`)).json<AuditPage>().entries;
    expect(mine.map((entry) => entry.kind)).toEqual(['coupon.delete', 'coupon.create']);
    const deletes = (await readLog(`?user=${writer.account.id}&kind=coupon.delete`)).json<AuditPage>()
      .entries;
    expect(deletes.map((entry) => entry.kind)).toEqual(['coupon.delete']);

    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const inToday = (await readLog(`?user=${writer.account.id}&from=${today}&to=${today}`)).json<AuditPage>();
    expect(inToday.entries).toHaveLength(2);
    const beforeToday = (await readLog(`?user=${writer.account.id}&to=${yesterday}`)).json<AuditPage>();
    expect(beforeToday).toEqual({ entries: [], page: 1, pages: 0 });
    const fromTomorrow = (await readLog(`?user=${writer.account.id}&from=${tomorrow}`)).json<AuditPage>();
    expect(fromTomorrow.entries).toEqual([]);
    const noOne = (await readLog('?user=00000000-0000-4000-8000-000000000000')).json<AuditPage>();
    expect(noOne.entries).toEqual([]);
  });

  it('when a filter is malformed, then it answers 400 with a message', async () => {
    for (const query of [
      '?from=yesterday',
      '?to=2026-02-30',
      '?kind=coupon.steal',
      '?pageNumber=0',
      '?from=2026-05-02&to=2026-05-01',
    ]) {
      const response = await readLog(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ message: string }>().message).toBeTruthy();
    }
  });
});

describe('entries cannot be changed or deleted', () => {
  it('when the owner tries to change or delete the log through the API, then there is no such route', async () => {
    const coupon = await createdCoupon();
    const entry = await onlyAuditOf(t.db, coupon._id);
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const) {
      for (const url of ['/api/admin/audit', `/api/admin/audit/${entry.id}`]) {
        const response = await t.app.inject({ method, url, headers: owner.headers, payload: {} });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    expect(await onlyAuditOf(t.db, coupon._id)).toEqual(entry);
  });

  it('when code writes to the table directly, then the database refuses to update or delete an entry', async () => {
    const coupon = await createdCoupon();
    await expect(
      t.db.execute(sql`UPDATE ${auditLog} SET kind = 'x' WHERE target_id = ${coupon._id}`),
    ).rejects.toThrow();
    await expect(
      t.db.execute(sql`DELETE FROM ${auditLog} WHERE target_id = ${coupon._id}`),
    ).rejects.toThrow();
    expect((await onlyAuditOf(t.db, coupon._id)).kind).toBe('coupon.create');
  });
});
