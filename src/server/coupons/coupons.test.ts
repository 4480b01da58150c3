import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Coupon } from '../../contract/coupons.ts';
import { coupons } from '../db/index.ts';
import { signedIn } from '../test/accounts.ts';
import { createTestApp, type TestApp } from '../test/app.ts';

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedIn(t.app, t.db, { isAdmin: true })).headers;
});
afterAll(() => t.close());

const URL = '/api/admin/coupons';

function send(method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, headers = admin) {
  return t.app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body as object }) });
}

async function created(body: unknown): Promise<Coupon> {
  const response = await send('POST', URL, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Coupon>();
}

async function listed(): Promise<Coupon[]> {
  const response = await t.app.inject({ method: 'GET', url: URL, headers: admin });
  expect(response.statusCode).toBe(200);
  return response.json<Coupon[]>();
}

const unique = () => `C${Math.random().toString(36).slice(2, 10)}`;

describe('coupons, as the owner manages them', () => {
  it('when a code is created, then it is stored upper case with its defaults and listed first', async () => {
    const code = unique().toLowerCase();
    const coupon = await created({ code: `  ${code} `, kind: 'percent', value: 12.5 });
    expect(coupon).toMatchObject({
      code: code.toUpperCase(),
      description: '12.5 % off',
      kind: 'percent',
      value: 12.5,
      minSubtotal: 0,
      startsAt: null,
      endsAt: null,
      maxUses: null,
      maxUsesPerCustomer: null,
      active: true,
      scope: null,
      uses: 0,
    });
    expect((await listed())[0]?._id).toBe(coupon._id);
  });

  it('when a promotion without a code is created with a scope, then it keeps the scope and fixed dollars', async () => {
    const promotion = await created({
      code: null,
      description: '$20 off Audio over $200',
      kind: 'fixed',
      value: 20,
      minSubtotal: 200,
      scope: { categories: ['Audio'], brands: [], products: [] },
    });
    expect(promotion).toMatchObject({
      code: null,
      value: 20,
      minSubtotal: 200,
      scope: { categories: ['Audio'] },
    });
  });

  it('when a code is taken in another case, then it is refused with 409 and nothing is stored', async () => {
    const code = unique();
    await created({ code, kind: 'free-shipping' });
    const before = (await listed()).length;
    const again = await send('POST', URL, { code: code.toLowerCase(), kind: 'fixed', value: 5 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: `Coupon code ${code.toUpperCase()} already exists` });
    expect(await listed()).toHaveLength(before);
  });

  it.each([
    [
      { kind: 'percent', value: 0 },
      'Value must be a percent above 0 and at most 100, with up to three decimals',
    ],
    [
      { kind: 'percent', value: 100.5 },
      'Value must be a percent above 0 and at most 100, with up to three decimals',
    ],
    [
      { kind: 'percent', value: 10.0005 },
      'Value must be a percent above 0 and at most 100, with up to three decimals',
    ],
    [{ kind: 'fixed', value: 0 }, 'Value must be an amount of dollars above 0, in whole cents'],
    [{ kind: 'fixed', value: 5.005 }, 'Value must be an amount of dollars above 0, in whole cents'],
    [{ kind: 'fixed', value: 5, minSubtotal: 10.001 }, 'Min subtotal must be in whole cents'],
    [
      { kind: 'fixed', value: 5, startsAt: '2026-12-01T00:00:00Z', endsAt: '2026-11-01T00:00:00Z' },
      'Ends at must be after starts at',
    ],
  ])('when the input is %j, then it is refused with a message naming the field', async (fields, message) => {
    const response = await send('POST', URL, { code: unique(), ...fields });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
  });

  it('when the code has characters a shopper could not type, then it is refused', async () => {
    for (const code of ['ab', 'has space', 'x'.repeat(33), 'semi;colon']) {
      expect((await send('POST', URL, { code, kind: 'free-shipping' })).statusCode, code).toBe(400);
    }
  });

  it('when a coupon is edited and paused, then the list shows the new fields; a limit below its uses is refused', async () => {
    const coupon = await created({ code: unique(), kind: 'fixed', value: 5, maxUses: 10 });
    const paused = await send('PUT', `${URL}/${coupon._id}`, {
      code: coupon.code,
      kind: 'fixed',
      value: 7.5,
      maxUses: 3,
      active: false,
    });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json()).toMatchObject({ value: 7.5, maxUses: 3, active: false, description: '$7.50 off' });
    expect((await listed()).find((listedCoupon) => listedCoupon._id === coupon._id)?.active).toBe(false);

    await t.db.update(coupons).set({ uses: 3 }).where(eq(coupons.id, coupon._id));
    const below = await send('PUT', `${URL}/${coupon._id}`, {
      code: coupon.code,
      kind: 'fixed',
      value: 5,
      maxUses: 2,
    });
    expect(below.statusCode).toBe(400);
    expect(below.json()).toMatchObject({ message: 'Max uses cannot be below the 3 uses already made' });
  });

  it('when a coupon is deleted, then it is gone, and a second delete or an unknown id is 404', async () => {
    const coupon = await created({ code: unique(), kind: 'free-shipping' });
    expect((await send('DELETE', `${URL}/${coupon._id}`)).statusCode).toBe(200);
    expect((await listed()).some((listedCoupon) => listedCoupon._id === coupon._id)).toBe(false);
    expect((await send('DELETE', `${URL}/${coupon._id}`)).statusCode).toBe(404);
    const missing = await send('PUT', `${URL}/${coupon._id}`, { code: null, kind: 'free-shipping' });
    expect(missing.statusCode).toBe(404);
  });

  it('when a customer or nobody asks, then every coupon route is refused and nothing changes', async () => {
    const customer = (await signedIn(t.app, t.db)).headers;
    const before = await listed();
    for (const headers of [customer, {}]) {
      const get = await t.app.inject({ method: 'GET', url: URL, headers });
      const post = await send('POST', URL, { code: unique(), kind: 'free-shipping' }, headers);
      const remove = await send('DELETE', `${URL}/${before[0]?._id ?? ''}`, undefined, headers);
      for (const response of [get, post, remove]) expect([401, 403]).toContain(response.statusCode);
    }
    expect(await listed()).toEqual(before);
  });
});
