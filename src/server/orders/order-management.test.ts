import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../contract/orders.ts';
import type { AdminUser } from '../../contract/users.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createAccount, signedIn } from '../test/accounts.ts';
import { createProduct } from '../test/factories.ts';
import { createOrder } from '../test/stored-orders.ts';
import { csvCell } from './export-orders.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedIn>>;
let zoe: Awaited<ReturnType<typeof signedIn>>;
let stored: { paid: Order; pending: Order; delivered: Order };

function get(url: string, headers: Record<string, string> = admin.headers) {
  return t.app.inject({ method: 'GET', url, headers });
}

async function listed(query: string): Promise<string[]> {
  const response = await get(`/api/orders?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<Order[]>().map((order) => order._id);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, t.db, { isAdmin: true });
  zoe = await signedIn(t.app, t.db, { name: 'Zoë =HYPERLINK("x") Quill' });
  const product = await createProduct(t.db, { priceCents: 1_234 });
  const made = {
    paid: await createOrder(t.db, { userId: zoe.account.id, product, status: 'paid' }),
    pending: await createOrder(t.db, { userId: zoe.account.id, product, status: 'pending' }),
    delivered: await createOrder(t.db, { userId: zoe.account.id, product, status: 'delivered' }),
  };
  const read = async (id: string) => (await get(`/api/orders/${id}`)).json<Order>();
  stored = {
    paid: await read(made.paid.order.id),
    pending: await read(made.pending.order.id),
    delivered: await read(made.delivered.order.id),
  };
});
afterAll(() => t.close());

describe('GET /api/orders (admin) filters and search', () => {
  it('when a status is given, then only orders in it are listed', async () => {
    expect(await listed('status=paid')).toEqual([stored.paid._id]);
    expect(await listed('status=refunded')).toEqual([]);
  });

  it('when the keyword is an order number, with or without #, then that order is found', async () => {
    expect(await listed(`keyword=${stored.pending.number}`)).toEqual([stored.pending._id]);
    expect(await listed(`keyword=%23${stored.pending.number}`)).toEqual([stored.pending._id]);
    expect(await listed('keyword=99999999999')).toEqual([]);
  });

  it('when the keyword is part of a name or e-mail, in any case, then their orders are found', async () => {
    // The stored orders carry the factory's customer name and e-mail (casey@example.com).
    expect(await listed('keyword=CASEY')).toHaveLength(3);
    expect(await listed('keyword=casey%40example')).toHaveLength(3);
    expect(await listed('keyword=%25')).toEqual([]);
    expect(await listed('keyword=casey&status=delivered')).toEqual([stored.delivered._id]);
  });

  it('when the filter is not a known status, then 400 and nothing is listed', async () => {
    expect((await get('/api/orders?status=lost')).statusCode).toBe(400);
  });
});

describe('GET /api/orders/export.csv', () => {
  it('when an admin exports a view, then every matching order comes as quoted CSV', async () => {
    const response = await get('/api/orders/export.csv?status=paid');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="orders.csv"');
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines).toEqual([
      '"Number","Placed","Customer","E-mail","Status","Total","Paid","Delivered","Refunded"',
      `"#${stored.paid.number}","${stored.paid.createdAt}","Casey Customer","casey@example.com","paid","12.34","${stored.paid.paidAt ?? ''}","",""`,
    ]);
  });

  it('when a cell would run as a spreadsheet formula, then it is defused and quotes are doubled', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell('+1')).toBe(`"'+1"`);
    expect(csvCell('-2')).toBe(`"'-2"`);
    expect(csvCell('@sum')).toBe(`"'@sum"`);
    expect(csvCell('\tx')).toBe(`"'\tx"`);
    expect(csvCell('Plain, "quoted"')).toBe('"Plain, ""quoted"""');
    expect(csvCell(null)).toBe('""');
  });

  it('when a customer asks for the export, then 403', async () => {
    expect((await get('/api/orders/export.csv', zoe.headers)).statusCode).toBe(403);
  });
});

describe('GET /api/users (admin) search and pages', () => {
  it('when a keyword is given, then users whose name or e-mail contains it are listed', async () => {
    const response = await get('/api/users?keyword=quill');
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-pages']).toBe('1');
    expect(response.json<AdminUser[]>().map((user) => user._id)).toEqual([zoe.account.id]);
    const byEmail = await get(`/api/users?keyword=${encodeURIComponent(zoe.account.email.toUpperCase())}`);
    expect(byEmail.json<AdminUser[]>().map((user) => user._id)).toEqual([zoe.account.id]);
  });

  it('when there are more than 20 users, then they come 20 a page', async () => {
    for (let index = 0; index < 20; index++) await createAccount(t.db, { name: `Pager ${index}` });
    const first = await get('/api/users?keyword=pager');
    expect(first.headers['x-total-pages']).toBe('1');
    const all = await get('/api/users');
    expect(all.headers['x-total-pages']).toBe('2');
    expect(all.json<AdminUser[]>()).toHaveLength(20);
    expect((await get('/api/users?pageNumber=2')).json<AdminUser[]>()).toHaveLength(2);
  });
});
