import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../contract/orders.ts';
import type { OutboxPage } from '../../contract/mail.ts';
import { mailQueue, orders } from '../db/schema.ts';
import { signedIn } from '../test/accounts.ts';
import { createTestApp, testAppOptions, type TestApp } from '../test/app.ts';
import { createProduct } from '../test/factories.ts';
import { payByCard, requestOrder } from '../test/orders.ts';
import { startSmtpSink, type SmtpSink } from '../test/smtp-sink.ts';
import { mailOrderRefunded } from './enqueue.ts';
import { createMailJobs } from './mail-jobs.ts';

const HOUR_MS = 60 * 60_000;
const later = (hours: number) => new Date(Date.now() + hours * HOUR_MS);

async function placeOrder(t: TestApp, options: { name?: string; productName?: string; qty?: number } = {}) {
  const customer = await signedIn(t.app, t.db, { name: options.name ?? 'Casey Customer' });
  const product = await createProduct(t.db, {
    name: options.productName ?? 'Noise-cancelling Headphones',
    priceCents: 12_999,
    countInStock: 10,
  });
  const response = await requestOrder(t.app, customer.headers, [
    { product: product.id, qty: options.qty ?? 2 },
  ]);
  expect(response.statusCode).toBe(201);
  return { customer, product, order: response.json<Order>() };
}

describe('mail through SMTP', () => {
  let sink: SmtpSink;
  let t: TestApp;

  beforeAll(async () => {
    sink = await startSmtpSink();
    const base = testAppOptions({ dataDir: 'unused' });
    t = await createTestApp({
      mail: { ...base.mail, smtp: { url: sink.url }, from: 'Easy-Buy <shop@example.com>' },
    });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });
  afterEach(() => {
    sink.received.length = 0;
  });

  it('when an order is placed, then its confirmation arrives with items, totals, address and number, every value escaped', async () => {
    const { customer, order } = await placeOrder(t, {
      name: '<b>Eve</b> & "Co"',
      productName: 'Cable <script>alert(1)</script>',
    });

    expect(await t.app.mail.deliverDue()).toEqual({ sent: 1, refused: 0 });

    expect(sink.received).toHaveLength(1);
    const [mail] = sink.received;
    expect(mail?.to).toEqual([customer.account.email]);
    expect(mail?.from).toBe('shop@example.com');
    expect(mail?.subject).toBe(`Your Easy-Buy order #${order.number}`);
    expect(mail?.text).toContain(`#${order.number}`);
    expect(mail?.text).toContain('2 x Cable <script>alert(1)</script> at $129.99 = $259.98');
    expect(mail?.text).toContain('Total: $298.98');
    expect(mail?.text).toContain('1 Main Street');
    expect(mail?.text).toContain('12345 Springfield');
    expect(mail?.html).toContain('Cable &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail?.html).toContain('&lt;b&gt;Eve&lt;/b&gt; &amp; &quot;Co&quot;');
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.html).not.toContain('<b>Eve');
    expect(mail?.html).toContain('$298.98');
  });

  it('when the server refuses a message once, then it is retried after the backoff and arrives once', async () => {
    await placeOrder(t);
    sink.refuseNext(1);

    expect(await t.app.mail.deliverDue()).toEqual({ sent: 0, refused: 1 });
    expect(sink.received).toHaveLength(0);
    // Not due again at once: the first retry waits the base delay (a minute here).
    expect(await t.app.mail.deliverDue()).toEqual({ sent: 0, refused: 0 });

    expect(await t.app.mail.deliverDue(later(1))).toEqual({ sent: 1, refused: 0 });
    expect(sink.received).toHaveLength(1);
    expect(await t.app.mail.pending()).toBe(0);
  });

  it('when an order is paid and delivered, then the receipt and the delivery notice arrive', async () => {
    const { customer, order } = await placeOrder(t);
    const admin = await signedIn(t.app, t.db, { isAdmin: true });
    await t.app.mail.deliverDue();
    sink.received.length = 0;

    const paid = await payByCard(t.app, customer.headers, order._id);
    expect(paid.statusCode).toBe(200);
    const delivered = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${order._id}/deliver`,
      headers: admin.headers,
    });
    expect(delivered.statusCode).toBe(200);

    expect(await t.app.mail.deliverDue()).toEqual({ sent: 2, refused: 0 });
    const owner = customer.account.email;
    expect(sink.received.map((mail) => [mail.to, mail.subject])).toEqual([
      [[owner], `Payment received for order #${order.number}`],
      [[owner], `Your order #${order.number} has shipped`],
    ]);
    expect(sink.received[0]?.text).toContain('we received $298.98');
  });

  it('when the shipping notice cannot be queued, then the order is not marked delivered and a retry ships it once', async () => {
    const { customer, order } = await placeOrder(t);
    const admin = await signedIn(t.app, t.db, { isAdmin: true });
    const paid = await payByCard(t.app, customer.headers, order._id);
    expect(paid.statusCode).toBe(200);
    await t.app.mail.deliverDue();
    sink.received.length = 0;
    // The queue refuses this one message, as a full disk or a lost connection would.
    await t.db.execute(sql`
      CREATE FUNCTION refuse_shipping_notice() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.subject LIKE '%has shipped' THEN RAISE EXCEPTION 'queue refused'; END IF;
        RETURN NEW;
      END $$`);
    await t.db.execute(sql`
      CREATE TRIGGER refuse_shipping_notice BEFORE INSERT ON mail_queue
      FOR EACH ROW EXECUTE FUNCTION refuse_shipping_notice()`);
    const deliver = () =>
      t.app.inject({ method: 'PUT', url: `/api/orders/${order._id}/deliver`, headers: admin.headers });
    try {
      expect((await deliver()).statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`DROP TRIGGER refuse_shipping_notice ON mail_queue`);
      await t.db.execute(sql`DROP FUNCTION refuse_shipping_notice()`);
    }
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row?.status).toBe('paid');
    expect(row?.deliveredAt).toBeNull();

    expect((await deliver()).statusCode).toBe(200);
    expect(await t.app.mail.deliverDue()).toEqual({ sent: 1, refused: 0 });
    expect(sink.received.map((mail) => mail.subject)).toEqual([`Your order #${order.number} has shipped`]);
  });

  it('when the refunds use case queues a refund notice, then it arrives with the amount and the number, escaped', async () => {
    const { customer, order } = await placeOrder(t, { name: 'Rae <Refund>' });
    await t.app.mail.deliverDue();
    sink.received.length = 0;
    const record = await t.db.transaction(async (tx) => {
      const [row] = await tx.select().from(orders).where(eq(orders.id, order._id));
      if (!row) throw new Error('order not found');
      return mailOrderRefunded(tx, row);
    });
    expect(record.id).toBe(order._id);

    expect(await t.app.mail.deliverDue()).toEqual({ sent: 1, refused: 0 });
    expect(sink.received[0]?.to).toEqual([customer.account.email]);
    expect(sink.received[0]?.subject).toBe(`Your order #${order.number} has been refunded`);
    expect(sink.received[0]?.text).toContain(`we refunded $298.98 for order #${order.number}`);
    expect(sink.received[0]?.html).toContain('Rae &lt;Refund&gt;');
  });

  it('when a product falls under the low-stock threshold, then every admin is told once', async () => {
    const admin = await signedIn(t.app, t.db, { isAdmin: true, name: 'Ada <Admin>' });
    await t.app.mail.checkLowStock();
    await t.app.mail.deliverDue();
    sink.received.length = 0;

    await placeOrder(t, { productName: 'Tiny <Speaker>', qty: 6 });
    expect(await t.app.mail.checkLowStock()).toBe(1);
    expect(await t.app.mail.checkLowStock()).toBe(0);
    await t.app.mail.deliverDue();

    const alert = sink.received.find((mail) => mail.to.includes(admin.account.email));
    expect(alert?.subject).toBe('Low stock: 1 product under 5');
    expect(alert?.text).toContain('Tiny <Speaker>: 4 left ($129.99)');
    expect(alert?.html).toContain('Tiny &lt;Speaker&gt;: 4 left');
    expect(alert?.html).toContain('Ada &lt;Admin&gt;');
  });
});

describe('mail when the SMTP server is down', () => {
  let t: TestApp;

  beforeAll(async () => {
    const base = testAppOptions({ dataDir: 'unused' });
    // Port 9 on loopback: nothing listens, so every connection is refused at once.
    t = await createTestApp({ mail: { ...base.mail, smtp: { url: 'smtp://127.0.0.1:9' } } });
  });
  afterAll(() => t.close());

  it('when an order is placed, then it succeeds and its mail waits in the queue for a retry', async () => {
    const { order } = await placeOrder(t);
    expect(order.status).toBe('pending');

    expect(await t.app.mail.deliverDue()).toEqual({ sent: 0, refused: 1 });
    const [row] = await t.db.select().from(mailQueue);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, kind: 'order-placed' });
    expect(row?.lastError).toBeTruthy();
  });

  it('when every attempt is refused, then the message is given up after the last one, with backoff between', async () => {
    await t.db.delete(mailQueue);
    await placeOrder(t);
    const delays: number[] = [];
    let now = new Date();
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect(await t.app.mail.deliverDue(now)).toEqual({ sent: 0, refused: 1 });
      const [row] = await t.db.select().from(mailQueue);
      if (row?.status === 'pending') delays.push(row.nextAttemptAt.getTime() - now.getTime());
      now = row?.nextAttemptAt ?? now;
    }
    expect(delays).toEqual([60_000, 120_000, 240_000, 480_000]);
    const [row] = await t.db.select().from(mailQueue);
    expect(row).toMatchObject({ status: 'failed', attempts: 5 });
  });
});

describe('mail without SMTP: the outbox', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('when a message is sent, then it is written privately to the outbox and listed for admins only', async () => {
    const { customer, order } = await placeOrder(t);
    expect(await t.app.mail.deliverDue()).toEqual({ sent: 1, refused: 0 });

    const dir = path.join(t.dataDir, 'outbox');
    expect((await stat(dir)).mode & 0o777).toBe(0o700);
    const admin = await signedIn(t.app, t.db, { isAdmin: true });
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: admin.headers });
    expect(response.statusCode).toBe(200);
    const page = response.json<OutboxPage>();
    expect(page).toMatchObject({ transport: 'outbox', page: 1, pages: 1 });
    expect(page.messages).toHaveLength(1);
    expect(page.messages[0]).toMatchObject({
      kind: 'order-placed',
      to: customer.account.email,
      subject: `Your Easy-Buy order #${order.number}`,
    });
    const [row] = await t.db.select().from(mailQueue).where(eq(mailQueue.status, 'sent'));
    const file = path.join(dir, (await readdir(dir))[0] ?? '');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(row?.sentAt).toBeInstanceOf(Date);

    const forbidden = await t.app.inject({
      method: 'GET',
      url: '/api/admin/outbox',
      headers: customer.headers,
    });
    expect(forbidden.statusCode).toBe(403);
  });

  it('when the instance that queued mail stops, then another instance on the same database sends it exactly once', async () => {
    await placeOrder(t);
    await placeOrder(t);
    const log = { warn: () => undefined, error: () => undefined };
    const config = { ...testAppOptions({ dataDir: t.dataDir }).mail, dataDir: t.dataDir };
    const first = createMailJobs(config, { db: t.db, log });
    const second = createMailJobs(config, { db: t.db, log });

    const [a, b] = await Promise.all([first.deliverDue(), second.deliverDue()]);
    expect(a.sent + b.sent).toBe(2);
    expect(await t.app.mail.pending()).toBe(0);
    const admin = await signedIn(t.app, t.db, { isAdmin: true });
    const page = (
      await t.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: admin.headers })
    ).json<OutboxPage>();
    expect(page.messages).toHaveLength(3);
  });

  it('when sent mail is older than the retention, then it and its outbox file are deleted and pending mail stays', async () => {
    await placeOrder(t);
    await t.app.mail.deliverDue();
    await placeOrder(t);
    const pending = await t.app.mail.pending();
    expect(pending).toBe(1);
    const sent = await t.db.select().from(mailQueue).where(eq(mailQueue.status, 'sent'));
    expect(sent.length).toBeGreaterThan(0);
    const log = { warn: () => undefined, error: () => undefined };
    const config = { ...testAppOptions({ dataDir: t.dataDir }).mail, dataDir: t.dataDir };
    const jobsAt = (days: number) => createMailJobs(config, { db: t.db, log, clock: () => later(days * 24) });

    expect(await jobsAt(config.retentionDays - 1).pruneFinished()).toBe(0);
    // Every sent row and its file (one each) go; the pending message does not.
    expect(await jobsAt(config.retentionDays + 1).pruneFinished()).toBe(2 * sent.length);
    expect(await t.db.select().from(mailQueue).where(eq(mailQueue.status, 'sent'))).toEqual([]);
    expect(await t.app.mail.pending()).toBe(pending);
    expect(await readdir(path.join(t.dataDir, 'outbox'))).toEqual([]);
  });
});
