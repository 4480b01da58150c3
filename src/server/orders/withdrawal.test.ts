import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_KEY_HEADER } from '../../contract/guest-orders.ts';
import type { Order } from '../../contract/orders.ts';
import type { OrderReturn } from '../../contract/returns.ts';
import { mailQueue, orderReturns, orders } from '../db/schema.ts';
import { signedIn } from '../test/accounts.ts';
import { buildApp } from '../app.ts';
import { createTestApp, testAppOptions, type TestApp } from '../test/app.ts';
import { createProduct } from '../test/factories.ts';
import { paidGuestOrder, payByCard, requestOrder, stockOf, twoLineOrder } from '../test/orders.ts';

/** The EU withdrawal (docs/orders-and-payments.md#withdrawal), through HTTP. */

const DAY_MS = 24 * 60 * 60 * 1000;
let t: TestApp;
let customer: Awaited<ReturnType<typeof signedIn>>;
let stranger: Awaited<ReturnType<typeof signedIn>>;
let admin: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  t = await createTestApp();
  customer = await signedIn(t.app, t.db, { name: 'Wanda Withdraw' });
  stranger = await signedIn(t.app, t.db, { name: 'Sam Stranger' });
  admin = await signedIn(t.app, t.db, { isAdmin: true, name: 'Ada Admin' });
});
afterAll(async () => {
  await t.close();
});

/** An order of 3 × $24.99 and 1 × $9.99, paid and delivered unless told otherwise. */
function order(options: { delivered?: boolean; paid?: boolean } = {}) {
  return twoLineOrder(t.app, t.db, customer.headers, {
    ...(options.paid === false ? { paid: false } : {}),
    ...(options.delivered === false ? {} : { deliveredBy: admin.headers }),
  });
}

function withdraw(orderId: string, payload: object = {}, headers: Record<string, string> = customer.headers) {
  return t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/withdrawal`, headers, payload });
}

function withdrawalsOf(orderId: string) {
  return t.db.select().from(orderReturns).where(eq(orderReturns.orderId, orderId));
}

function acks(to: string) {
  return t.db
    .select()
    .from(mailQueue)
    .where(and(eq(mailQueue.kind, 'return-withdrawn'), eq(mailQueue.recipient, to)));
}

/** Units in stock of each of the order's products, in the order's line order. */
function stockOfLines(placed: Order): Promise<number[]> {
  return Promise.all(placed.orderItems.map((item) => stockOf(t.db, item.product ?? '')));
}

async function deliveredDaysAgo(orderId: string, days: number) {
  const deliveredAt = new Date(Date.now() - days * DAY_MS);
  await t.db.update(orders).set({ deliveredAt }).where(eq(orders.id, orderId));
  return deliveredAt;
}

async function receiveAndRefund(returnId: string): Promise<OrderReturn> {
  const received = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/returns/${returnId}`,
    headers: admin.headers,
    payload: { action: 'receive' },
  });
  expect(received.statusCode, received.body).toBe(200);
  const refunded = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/returns/${returnId}/refund`,
    headers: admin.headers,
    payload: {},
  });
  expect(refunded.statusCode, refunded.body).toBe(200);
  return refunded.json<OrderReturn>();
}

describe('POST /api/orders/:id/withdrawal', () => {
  it('when the customer withdraws without naming lines, then every line is withdrawn, approved at once and acknowledged by mail once', async () => {
    const { order: placed, gadgetLine, cableLine } = await order();
    const before = (await acks(customer.account.email)).length;

    const answer = await withdraw(placed._id);

    expect(answer.statusCode, answer.body).toBe(201);
    const created = answer.json<OrderReturn>();
    expect(created).toMatchObject({
      order: placed._id,
      kind: 'withdrawal',
      status: 'approved',
      lines: [
        { item: gadgetLine, qty: 3 },
        { item: cableLine, qty: 1 },
      ],
    });
    expect(created.decidedAt).not.toBeNull();
    const due = new Date(Date.parse(created.decidedAt ?? '') + 14 * DAY_MS).toISOString();
    expect(created.refundDueBy).toBe(due);
    const sent = await acks(customer.account.email);
    expect(sent.length).toBe(before + 1);
    expect(sent.at(-1)?.textBody).toContain(created.decidedAt ?? 'missing');
    expect(sent.at(-1)?.textBody).toContain('Your refund is due by');
  });

  it('when the customer names lines, then only those are withdrawn and the rest may be withdrawn later', async () => {
    const { order: placed, gadgetLine, cableLine } = await order();
    const first = await withdraw(placed._id, { lines: [{ item: gadgetLine, qty: 1 }] });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<OrderReturn>().lines).toEqual([expect.objectContaining({ item: gadgetLine, qty: 1 })]);

    const rest = await withdraw(placed._id);
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json<OrderReturn>().lines).toEqual([
      expect.objectContaining({ item: gadgetLine, qty: 2 }),
      expect.objectContaining({ item: cableLine, qty: 1 }),
    ]);
    const nothingLeft = await withdraw(placed._id);
    expect(nothingLeft.statusCode).toBe(409);
    expect(nothingLeft.json<{ message: string }>().message).toBe(
      'Cannot withdraw: every line is already returned or refunded',
    );
  });

  it('when the order is paid but not shipped, then it may be withdrawn', async () => {
    const { order: placed } = await order({ delivered: false });
    expect((await withdraw(placed._id)).statusCode).toBe(201);
  });

  it('when the order is not paid, then withdrawing cancels it whole, puts its stock back and is acknowledged once with nothing to refund', async () => {
    const { order: placed } = await order({ paid: false });
    const before = (await acks(customer.account.email)).length;
    const answer = await withdraw(placed._id);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<Order>()).toMatchObject({ _id: placed._id, status: 'cancelled' });
    expect(await stockOfLines(placed)).toEqual([10, 10]);
    expect(await withdrawalsOf(placed._id)).toEqual([]);
    const sent = await acks(customer.account.email);
    expect(sent).toHaveLength(before + 1);
    expect(sent.at(-1)?.textBody).toContain(
      'Nothing was charged, so there is nothing to refund: the order is cancelled.',
    );
  });

  it('when part of an unpaid order is withdrawn, then 409 says it goes whole and the order stays as it was', async () => {
    const { order: placed, cableLine } = await order({ paid: false });
    const answer = await withdraw(placed._id, { lines: [{ item: cableLine, qty: 1 }] });
    expect(answer.statusCode).toBe(409);
    expect(answer.json<{ message: string }>().message).toBe(
      'Cannot withdraw part of an unpaid order: nothing was charged, so withdrawing cancels it whole',
    );
    const [row] = await t.db.select().from(orders).where(eq(orders.id, placed._id));
    expect(row?.status).toBe('pending');
  });

  it('when 20 withdrawals of an unpaid order arrive at once, then one cancels it, the rest are 409, one mail and the stock back once', async () => {
    const { order: placed } = await order({ paid: false });
    const before = (await acks(customer.account.email)).length;
    const answers = await Promise.all(Array.from({ length: 20 }, () => withdraw(placed._id)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      200,
      ...Array.from({ length: 19 }, () => 409),
    ]);
    expect(await acks(customer.account.email)).toHaveLength(before + 1);
    expect(await stockOfLines(placed)).toEqual([10, 10]);
  });

  it('when delivery was 13 days ago, then the withdrawal is taken; 15 days ago it is 409 naming the last day', async () => {
    const inside = await order();
    await deliveredDaysAgo(inside.order._id, 13);
    expect((await withdraw(inside.order._id)).statusCode).toBe(201);

    const outside = await order();
    const deliveredAt = await deliveredDaysAgo(outside.order._id, 15);
    const ended = new Date(deliveredAt.getTime() + 14 * DAY_MS).toISOString().slice(0, 10);
    const answer = await withdraw(outside.order._id);
    expect(answer.statusCode).toBe(409);
    expect(answer.json<{ message: string }>().message).toBe(
      `Cannot withdraw: the withdrawal period ended on ${ended}, 14 days after delivery`,
    );
    expect(await withdrawalsOf(outside.order._id)).toEqual([]);
  });

  it('when 20 withdrawals of the same order arrive at once, then exactly one is written and one mail sent', async () => {
    const { order: placed } = await order();
    const before = (await acks(customer.account.email)).length;
    const answers = await Promise.all(Array.from({ length: 20 }, () => withdraw(placed._id)));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(19);
    expect(await withdrawalsOf(placed._id)).toHaveLength(1);
    expect((await acks(customer.account.email)).length).toBe(before + 1);
  });

  it('when staff try to refuse a withdrawal, then 409 says it cannot be refused', async () => {
    const { order: placed } = await order();
    const created = (await withdraw(placed._id)).json<OrderReturn>();
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/returns/${created._id}`,
      headers: admin.headers,
      payload: { action: 'refuse', note: 'No' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(
      'Cannot refuse this return: a withdrawal cannot be refused',
    );
  });

  it('when the whole order is withdrawn and refunded, then the refund is what was paid, shipping included; a part withdrawal gives no shipping', async () => {
    const whole = await order();
    expect(whole.order.shippingPrice).toBeGreaterThan(0);
    const created = (await withdraw(whole.order._id)).json<OrderReturn>();
    const refunded = await receiveAndRefund(created._id);
    expect(refunded.refundAmount).toBe(whole.order.totalPrice);

    const part = await order();
    const some = (
      await withdraw(part.order._id, { lines: [{ item: part.cableLine, qty: 1 }] })
    ).json<OrderReturn>();
    const partRefund = await receiveAndRefund(some._id);
    expect(partRefund.refundAmount).toBeGreaterThan(0);
    expect(partRefund.refundAmount).toBeLessThan(part.order.totalPrice - part.order.shippingPrice);
  });

  it('when a stranger or nobody withdraws, then 404 or 401 and nothing is written', async () => {
    const { order: placed } = await order();
    expect((await withdraw(placed._id, {}, stranger.headers)).statusCode).toBe(404);
    expect((await withdraw(placed._id, {}, {})).statusCode).toBe(401);
    expect(await withdrawalsOf(placed._id)).toEqual([]);
  });

  it('when a guest sends the order key, then they may withdraw; a wrong key is 404', async () => {
    const { order: guestOrder, key } = await paidGuestOrder(
      t.app,
      t.db,
      { email: 'gwen.withdraws@example.com', name: 'Gwen Guest' },
      '203.0.113.78',
    );

    expect((await withdraw(guestOrder._id, {}, { [ORDER_KEY_HEADER]: 'not-the-key' })).statusCode).toBe(404);
    const answer = await withdraw(guestOrder._id, {}, key);
    expect(answer.statusCode, answer.body).toBe(201);
    expect(await acks('gwen.withdraws@example.com')).toHaveLength(1);
  });
});

describe('a shop that offers a longer withdrawal period', () => {
  it('when WITHDRAWAL_DAYS was 30 at placement, then the order keeps 30 days on any instance: 20 days after delivery it is taken, 31 is 409', async () => {
    // A second instance on the same database whose shop offers 30 days (WITHDRAWAL_DAYS=30).
    const shop = { name: 'Easy-Buy', addressLines: ['Easy-Buy Ltd.'], taxId: '', withdrawalDays: 30 };
    const longer = await buildApp(testAppOptions({ dataDir: t.dataDir, shop }), t.db);
    await longer.ready();
    try {
      const placeDelivered = async (daysAgo: number) => {
        const product = await createProduct(t.db, { priceCents: 1_999, countInStock: 5 });
        const placed = await requestOrder(longer, customer.headers, [{ product: product.id, qty: 1 }]);
        expect(placed.statusCode, placed.body).toBe(201);
        expect(placed.json<Order>().withdrawalDays).toBe(30);
        const { _id } = placed.json<Order>();
        expect((await payByCard(longer, customer.headers, _id)).statusCode).toBe(200);
        await t.app.inject({ method: 'PUT', url: `/api/orders/${_id}/deliver`, headers: admin.headers });
        return { id: _id, deliveredAt: await deliveredDaysAgo(_id, daysAgo) };
      };
      const inside = await placeDelivered(20);
      expect((await withdraw(inside.id)).statusCode).toBe(201);

      const outside = await placeDelivered(31);
      const ended = new Date(outside.deliveredAt.getTime() + 30 * DAY_MS).toISOString().slice(0, 10);
      const answer = await withdraw(outside.id);
      expect(answer.statusCode).toBe(409);
      expect(answer.json<{ message: string }>().message).toBe(
        `Cannot withdraw: the withdrawal period ended on ${ended}, 30 days after delivery`,
      );
    } finally {
      await longer.close();
    }
  });
});
