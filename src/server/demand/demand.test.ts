import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemandReport } from '../../contract/demand.ts';
import { buildApp } from '../app.ts';
import { shopJobs } from '../background-jobs.ts';
import { demandZeroResultSearches, productOptions, productVariants } from '../db/schema.ts';
import { signedIn } from '../test/accounts.ts';
import { createTestApp, testAppOptions, type TestApp } from '../test/app.ts';
import { openTestDatabase } from '../test/database.ts';
import { createProduct } from '../test/factories.ts';

/** A fixed "now" the test moves back and forth, so counts land on the UTC days it names. */
const TODAY = new Date('2026-03-15T10:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;
let now = TODAY;

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedIn>>;
let customer: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  owner = await signedIn(t.app, t.db, { role: 'owner' });
  customer = await signedIn(t.app, t.db);
  await createProduct(t.db, { name: 'Aurora Desk Lamp', countInStock: 4 });
});
afterAll(() => t.close());

function get(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers });
}

function search(keyword: string, extra = '') {
  return get(`/api/products?${new URLSearchParams({ keyword, pageNumber: '1' })}${extra}`);
}

async function report(days: 7 | 30 = 30): Promise<DemandReport> {
  const response = await get(`/api/admin/demand?days=${days}`, owner.headers);
  expect(response.statusCode).toBe(200);
  return response.json<DemandReport>();
}

const countOf = (body: DemandReport, term: string) =>
  body.zeroResultSearches.find((row) => row.term === term)?.count;
const viewsOf = (body: DemandReport, product: string) =>
  body.soldOutViews.find((row) => row.product === product)?.count;

describe('zero-result searches', () => {
  it('when a shopper types a search that finds nothing, then it counts once, after the flush', async () => {
    // Suggestions run per keystroke and are never counted.
    for (const typed of ['un', 'uni', 'unic', 'unicorn', 'unicorn l', 'unicorn lamp']) {
      expect((await get(`/api/products/suggest?q=${encodeURIComponent(typed)}`)).statusCode).toBe(200);
    }
    const typed = await search('Unicorn lamp');
    expect(typed.json<{ products: unknown[] }>().products).toEqual([]);
    // Reading on in the same search: another page, a filter, another order.
    await get('/api/products?keyword=Unicorn+lamp&pageNumber=2');
    await search('Unicorn lamp', '&category=Gadgets');
    await search('Unicorn lamp', '&inStock=true');
    await search('Unicorn lamp', '&sort=price-asc');

    expect(countOf(await report(), 'unicorn lamp')).toBeUndefined();
    await t.app.demand.flush();
    expect(countOf(await report(), 'unicorn lamp')).toBe(1);
  });

  it('when terms differ only in case and spaces, then they count as one term', async () => {
    await search('  ZEBRA   Charger ');
    await search('zebra charger');
    await t.app.demand.flush();
    expect(countOf(await report(), 'zebra charger')).toBe(2);
  });

  it('when a search finds products, even through a typo, then it is not counted', async () => {
    await search('aurora');
    await search('auroar');
    await t.app.demand.flush();
    const body = await report();
    expect(countOf(body, 'aurora')).toBeUndefined();
    expect(countOf(body, 'auroar')).toBeUndefined();
  });

  it('when a search looks like personal data, then it is never counted', async () => {
    await search('jane.doe@example.com');
    await search('4000 0000 0000 0002');
    await search('+1 555 010 2030');
    await t.app.demand.flush();
    const terms = (await report()).zeroResultSearches.map((row) => row.term);
    expect(terms.filter((term) => /@|\d{4}/.test(term))).toEqual([]);
  });

  it('when a term is longer than 80 characters, then it is counted under its first 80', async () => {
    await search(`${'x'.repeat(90)} gadget`);
    await t.app.demand.flush();
    expect(countOf(await report(), 'x'.repeat(80))).toBe(1);
  });
});

describe('sold-out views', () => {
  it('when shoppers open a sold-out product, then each view counts; in stock, staff and misses do not', async () => {
    const soldOut = await createProduct(t.db, { name: 'Gone Gadget', countInStock: 0 });
    const inStock = await createProduct(t.db, { name: 'Here Gadget', countInStock: 2 });
    await get(`/api/products/${soldOut.id}`);
    await get(`/api/products/${soldOut.id}`, customer.headers);
    // An owner reads the product through the admin path: staff looking is not demand.
    await get(`/api/products/${soldOut.id}`, owner.headers);
    await get(`/api/products/${inStock.id}`);
    await get('/api/products/00000000-0000-4000-8000-000000000000');
    await t.app.demand.flush();
    const body = await report();
    expect(body.soldOutViews).toContainEqual({ product: soldOut.id, name: 'Gone Gadget', count: 2 });
    expect(viewsOf(body, inStock.id)).toBeUndefined();
  });

  it('when a product has variants, then it counts only while every variant is sold out', async () => {
    const variantsOf = async (name: string, stock: [number, number]) => {
      const product = await createProduct(t.db, { name });
      await t.db
        .insert(productOptions)
        .values({ productId: product.id, position: 0, name: 'Colour', values: ['Black', 'Blue'] });
      await t.db.insert(productVariants).values(
        stock.map((countInStock, position) => ({
          productId: product.id,
          sku: `${name}-${position}`,
          optionValues: [position === 0 ? 'Black' : 'Blue'],
          priceCents: 1_000,
          countInStock,
          position,
        })),
      );
      return product.id;
    };
    const allGone = await variantsOf('All Gone Phone', [0, 0]);
    const oneLeft = await variantsOf('One Left Phone', [0, 1]);
    await get(`/api/products/${allGone}`);
    await get(`/api/products/${oneLeft}`);
    await t.app.demand.flush();
    const body = await report();
    expect(viewsOf(body, allGone)).toBe(1);
    expect(viewsOf(body, oneLeft)).toBeUndefined();
  });
});

describe('the period', () => {
  it('when counts are older than 7 days, then only the 30-day report has them', async () => {
    now = new Date(TODAY.getTime() - 6 * DAY_MS);
    await search('window edge');
    now = new Date(TODAY.getTime() - 7 * DAY_MS);
    await search('window edge');
    await search('last month only');
    now = new Date(TODAY.getTime() - 30 * DAY_MS);
    await search('window edge');
    now = TODAY;
    await t.app.demand.flush();

    const week = await report(7);
    expect(week).toMatchObject({ days: 7, timeZone: 'UTC', stockAlerts: [] });
    expect(countOf(week, 'window edge')).toBe(1);
    expect(countOf(week, 'last month only')).toBeUndefined();
    const month = await report(30);
    expect(countOf(month, 'window edge')).toBe(2);
    expect(countOf(month, 'last month only')).toBe(1);
  });
});

describe('several instances', () => {
  it('when two instances flush the same term and day together, then one row holds the sum', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'easybuy-test-'));
    const other = await buildApp(testAppOptions({ dataDir, clock: () => now }), t.db);
    try {
      await search('twin term');
      await search('twin term');
      await other.inject({ method: 'GET', url: '/api/products?keyword=Twin+term&pageNumber=1' });
      await Promise.all([t.app.demand.flush(), other.demand.flush()]);
      const rows = await t.db
        .select()
        .from(demandZeroResultSearches)
        .where(eq(demandZeroResultSearches.term, 'twin term'));
      expect(rows).toEqual([{ day: '2026-03-15', term: 'twin term', count: 3 }]);
    } finally {
      await other.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('when an instance closes, then what it counted is written', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'easybuy-test-'));
    const other = await buildApp(testAppOptions({ dataDir, clock: () => now }), t.db);
    await other.inject({ method: 'GET', url: '/api/products?keyword=closing+time&pageNumber=1' });
    await other.close();
    await rm(dataDir, { recursive: true, force: true });
    expect(countOf(await report(), 'closing time')).toBe(1);
  });

  it('when the database is gone, then the flush fails without naming a term, and closing goes on', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'easybuy-test-'));
    const database = await openTestDatabase();
    const other = await buildApp(testAppOptions({ dataDir, clock: () => now }), database.db);
    try {
      await other.inject({ method: 'GET', url: '/api/products?keyword=secret+gizmo&pageNumber=1' });
      await database.close();
      const failure = await other.demand.flush().then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(Error);
      expect((failure as Error).message).toBe(
        'demand counts could not be written; 1 kept for the next flush',
      );
      expect(JSON.stringify(failure)).not.toMatch(/secret/);
      await expect(other.close()).resolves.toBeUndefined();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('when the background jobs run, then counts are written within 30 seconds', async () => {
    const job = shopJobs(t.app, t.db, { orderExpiryIntervalMs: 60_000, stockAlertIntervalMs: 60_000 }).find(
      (candidate) => candidate.name === 'writing demand counts',
    );
    expect(job?.everyMs).toBeLessThanOrEqual(30_000);
    await search('by the job');
    await job?.run();
    expect(countOf(await report(), 'by the job')).toBe(1);
  });
});

describe('stock alerts', () => {
  it('when shoppers ask to be notified, then the report counts the waiting sign-ups per product in the period', async () => {
    const product = await createProduct(t.db, { name: 'Waited-For Kettle', countInStock: 0 });
    const signUp = (email: string) =>
      t.app.inject({ method: 'POST', url: `/api/products/${product.id}/stock-alerts`, payload: { email } });
    expect((await signUp('first-waiter@example.com')).statusCode).toBe(201);
    expect((await signUp('second-waiter@example.com')).statusCode).toBe(201);
    expect((await signUp('second-waiter@example.com')).statusCode).toBe(200);

    expect((await report(7)).stockAlerts).toEqual([
      { product: product.id, name: 'Waited-For Kettle', count: 2 },
    ]);
    now = new Date(TODAY.getTime() + 8 * 24 * 60 * 60 * 1000);
    try {
      expect((await report(7)).stockAlerts).toEqual([]);
    } finally {
      now = TODAY;
    }
  });
});

describe('privacy and access', () => {
  it('when a shopper searches and views, then no cookie is set', async () => {
    const soldOut = await createProduct(t.db, { name: 'Cookieless Gadget', countInStock: 0 });
    for (const response of [await search('no cookies here'), await get(`/api/products/${soldOut.id}`)]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    expect((await get('/api/admin/demand?days=7', owner.headers)).headers['set-cookie']).toBeUndefined();
  });

  it('when the period is not 7 or 30, then 400 and nothing else', async () => {
    for (const days of ['14', '0', 'abc', '-7', '7.5']) {
      const response = await get(`/api/admin/demand?days=${days}`, owner.headers);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/days/);
    }
    expect((await get('/api/admin/demand', owner.headers)).json<DemandReport>().days).toBe(30);
  });

  it('when a customer or a visitor asks, then 403 and 401', async () => {
    expect((await get('/api/admin/demand?days=7', customer.headers)).statusCode).toBe(403);
    expect((await get('/api/admin/demand?days=7')).statusCode).toBe(401);
  });
});
