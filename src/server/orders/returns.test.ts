import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_KEY_HEADER } from '../../contract/guest-orders.ts';
import type { Order } from '../../contract/orders.ts';
import type { OrderReturn } from '../../contract/returns.ts';
import { auditLog, mailQueue, orderReturns, orders } from '../db/schema.ts';
import { signedIn } from '../test/accounts.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { deliver, paidGuestOrder, stockOf, twoLineOrder } from '../test/orders.ts';

/** Returns (docs/orders-and-payments.md#returns), through HTTP. */

let t: TestApp;
let customer: Awaited<ReturnType<typeof signedIn>>;
let stranger: Awaited<ReturnType<typeof signedIn>>;
let admin: Awaited<ReturnType<typeof signedIn>>;
let support: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  t = await createTestApp();
  customer = await signedIn(t.app, t.db, { name: 'Casey Customer' });
  stranger = await signedIn(t.app, t.db, { name: 'Sam Stranger' });
  admin = await signedIn(t.app, t.db, { isAdmin: true, name: 'Ada Admin' });
  support = await signedIn(t.app, t.db, { isAdmin: true, role: 'support', name: 'Sue Support' });
});
afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;

/** A paid order of 3 × $24.99 and 1 × $9.99, delivered unless `delivered` is false. */
function order(options: { delivered?: boolean } = {}) {
  return twoLineOrder(t.app, t.db, customer.headers, {
    ...(options.delivered === false ? {} : { deliveredBy: admin.headers }),
  });
}

function ask(orderId: string, payload: object, headers: Headers = customer.headers) {
  return t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/returns`, headers, payload });
}

function move(id: string, action: string, note?: string, headers: Headers = admin.headers) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/admin/returns/${id}`,
    headers,
    payload: { action, ...(note === undefined ? {} : { note }) },
  });
}

function refundReturn(id: string, headers: Headers = admin.headers) {
  return t.app.inject({ method: 'PUT', url: `/api/admin/returns/${id}/refund`, headers, payload: {} });
}

async function asked(orderId: string, lines: { item: string; qty: number }[]): Promise<OrderReturn> {
  const answer = await ask(orderId, { lines, reason: 'Too small' });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<OrderReturn>();
}

async function received(orderId: string, lines: { item: string; qty: number }[]) {
  const one = await asked(orderId, lines);
  expect((await move(one._id, 'approve')).statusCode).toBe(200);
  expect((await move(one._id, 'receive')).statusCode).toBe(200);
  return one;
}

async function returnsOfOrder(orderId: string) {
  return t.db.select().from(orderReturns).where(eq(orderReturns.orderId, orderId));
}

async function mails(kind: string, to: string) {
  return t.db
    .select()
    .from(mailQueue)
    .where(and(eq(mailQueue.kind, kind), eq(mailQueue.recipient, to)));
}

async function readOrder(orderId: string): Promise<Order> {
  const answer = await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: admin.headers });
  return answer.json<Order>();
}

describe('POST /api/orders/:id/returns', () => {
  it('when the customer asks to return a line of a delivered order, then 201 answers the return, it is listed and acknowledged by mail', async () => {
    const { order: placed, gadgetLine } = await order();
    const before = (await mails('return-requested', customer.account.email)).length;

    const answer = await ask(placed._id, { lines: [{ item: gadgetLine, qty: 2 }], reason: '  Too small  ' });

    expect(answer.statusCode, answer.body).toBe(201);
    const created = answer.json<OrderReturn>();
    expect(created).toMatchObject({
      order: placed._id,
      orderNumber: placed.number,
      kind: 'return',
      status: 'requested',
      reason: 'Too small',
      lines: [{ item: gadgetLine, qty: 2 }],
      refundAmount: null,
    });
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${placed._id}/returns`,
      headers: customer.headers,
    });
    expect(listed.json<OrderReturn[]>().map((one) => one._id)).toEqual([created._id]);
    const sent = await mails('return-requested', customer.account.email);
    expect(sent.length).toBe(before + 1);
    expect(sent.at(-1)?.textBody).toContain(`2 × `);
  });

  it.each([
    ['empty lines', () => ({ lines: [], reason: 'Too small' }), 'Name at least one line to return'],
    [
      'an empty reason',
      (line: string) => ({ lines: [{ item: line, qty: 1 }], reason: '   ' }),
      'reason is required',
    ],
    [
      'a reason too long',
      (line: string) => ({ lines: [{ item: line, qty: 1 }], reason: 'x'.repeat(501) }),
      'reason must be at most 500 characters',
    ],
    [
      'a line not in the order',
      () => ({ lines: [{ item: '00000000-0000-4000-8000-000000000000', qty: 1 }], reason: 'Too small' }),
      'Order line 00000000-0000-4000-8000-000000000000 is not in this order',
    ],
  ])('when the request has %s, then 400 says why and nothing is written', async (_case, body, message) => {
    const { order: placed, gadgetLine } = await order();
    const answer = await ask(placed._id, body(gadgetLine));
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ message: string }>().message).toBe(message);
    expect(await returnsOfOrder(placed._id)).toEqual([]);
  });

  it('when the order is paid but not delivered, then 409 says so and nothing is written', async () => {
    const { order: placed, gadgetLine } = await order({ delivered: false });
    const answer = await ask(placed._id, { lines: [{ item: gadgetLine, qty: 1 }], reason: 'Too small' });
    expect(answer.statusCode).toBe(409);
    expect(answer.json<{ message: string }>().message).toBe(
      'Cannot return items: the order is not delivered yet',
    );
    expect(await returnsOfOrder(placed._id)).toEqual([]);
  });

  it('when the order was delivered more than 30 days ago, then 409 names the day the period ended', async () => {
    const { order: placed, gadgetLine } = await order();
    const deliveredAt = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000);
    await t.db.update(orders).set({ deliveredAt }).where(eq(orders.id, placed._id));
    const ended = new Date(deliveredAt.getTime() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

    const answer = await ask(placed._id, { lines: [{ item: gadgetLine, qty: 1 }], reason: 'Too small' });

    expect(answer.statusCode).toBe(409);
    expect(answer.json<{ message: string }>().message).toBe(
      `Cannot return items: the return period ended on ${ended}, 30 days after delivery`,
    );
    expect(await returnsOfOrder(placed._id)).toEqual([]);
  });

  it('when units are in a return or refunded already, then asking for more than is left is 409 and a refused return frees its units', async () => {
    const { order: placed, gadgetLine, cableLine } = await order();
    const first = await asked(placed._id, [{ item: gadgetLine, qty: 2 }]);
    const refunded = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${placed._id}/refund`,
      headers: admin.headers,
      payload: { lines: [{ item: cableLine, qty: 1 }] },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);

    const tooMany = await ask(placed._id, { lines: [{ item: gadgetLine, qty: 2 }], reason: 'Again' });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json<{ message: string }>().message).toMatch(
      /^Cannot return 2 of .+: only 1 is left to return$/,
    );
    const refundedLine = await ask(placed._id, { lines: [{ item: cableLine, qty: 1 }], reason: 'Again' });
    expect(refundedLine.statusCode).toBe(409);
    expect(refundedLine.json<{ message: string }>().message).toMatch(/none is left to return$/);
    expect(await returnsOfOrder(placed._id)).toHaveLength(1);

    expect((await move(first._id, 'refuse', 'Worn')).statusCode).toBe(200);
    expect(
      (await ask(placed._id, { lines: [{ item: gadgetLine, qty: 3 }], reason: 'Again' })).statusCode,
    ).toBe(201);
  });

  it('when 20 identical requests for every unit of a line arrive at once, then one return is written and 19 get 409', async () => {
    const { order: placed, gadgetLine } = await order();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        ask(placed._id, { lines: [{ item: gadgetLine, qty: 3 }], reason: 'Too small' }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(19);
    expect(await returnsOfOrder(placed._id)).toHaveLength(1);
  });

  it('when another customer or nobody asks, then the order is not found or the token is missing', async () => {
    const { order: placed, gadgetLine } = await order();
    const body = { lines: [{ item: gadgetLine, qty: 1 }], reason: 'Mine now' };
    expect((await ask(placed._id, body, stranger.headers)).statusCode).toBe(404);
    expect((await ask(placed._id, body, {})).statusCode).toBe(401);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${placed._id}/returns`,
      headers: stranger.headers,
    });
    expect(listed.statusCode).toBe(404);
    expect(await returnsOfOrder(placed._id)).toEqual([]);
  });
});

describe('a guest order with its key', () => {
  it('when the guest sends the order key, then they may ask for a return and read it; a wrong key is 404', async () => {
    const { order: guestOrder, key } = await paidGuestOrder(
      t.app,
      t.db,
      { email: 'gail.returns@example.com', name: 'Gail Guest' },
      '203.0.113.77',
    );
    await deliver(t.app, admin.headers, guestOrder._id);
    const line = guestOrder.orderItems[0]?._id ?? '';
    const body = { lines: [{ item: line, qty: 1 }], reason: 'Changed my mind' };

    expect((await ask(guestOrder._id, body, { [ORDER_KEY_HEADER]: 'not-the-key' })).statusCode).toBe(404);
    expect((await ask(guestOrder._id, body, key)).statusCode).toBe(201);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${guestOrder._id}/returns`,
      headers: key,
    });
    expect(listed.json<OrderReturn[]>()).toHaveLength(1);
    expect(await mails('return-requested', 'gail.returns@example.com')).toHaveLength(1);
  });
});

describe('staff handle a return', () => {
  it('when staff approve, receive and refund it, then each step is mailed and audited, the refund equals the partial refund of the lines and the units are restocked once', async () => {
    const { order: placed, gadget, gadgetLine } = await order();
    const twin = await order();
    const stock = await stockOf(t.db, gadget.id);
    const one = await asked(placed._id, [{ item: gadgetLine, qty: 2 }]);

    const approved = await move(one._id, 'approve', 'Send it to our warehouse');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<OrderReturn>()).toMatchObject({
      status: 'approved',
      note: 'Send it to our warehouse',
    });
    expect((await move(one._id, 'receive')).json<OrderReturn>().status).toBe('received');
    const refunded = await refundReturn(one._id);
    expect(refunded.statusCode, refunded.body).toBe(200);

    // The same lines refunded by hand on an identical order give the same amount.
    const byHand = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${twin.order._id}/refund`,
      headers: admin.headers,
      payload: { lines: [{ item: twin.gadgetLine, qty: 2 }], restock: true },
    });
    const handAmount = byHand.json<Order>().refunds?.[0]?.amount;
    expect(refunded.json<OrderReturn>()).toMatchObject({ status: 'refunded', refundAmount: handAmount });
    const after = await readOrder(placed._id);
    expect(after.status).toBe('partially-refunded');
    expect(after.refunds?.map((refund) => refund.amount)).toEqual([handAmount]);
    expect(await stockOf(t.db, gadget.id)).toBe(stock + 2);

    for (const step of ['approved', 'received', 'refunded']) {
      expect(await mails(`return-${step}`, customer.account.email)).not.toHaveLength(0);
    }
    const [approvedMail] = (await mails('return-approved', customer.account.email)).filter((mail) =>
      mail.textBody.includes(`#${placed.number}`),
    );
    expect(approvedMail?.textBody).toContain('Send it to our warehouse');
    const audited = await t.db.select().from(auditLog).where(eq(auditLog.targetId, one._id));
    expect(audited.map((entry) => entry.kind).sort()).toEqual([
      'return.approve',
      'return.receive',
      'return.refund',
    ]);
  });

  it('when 20 refunds of one received return arrive at once, then one refund is given and its units go back on sale once', async () => {
    const { order: placed, gadget, gadgetLine } = await order();
    const one = await received(placed._id, [{ item: gadgetLine, qty: 1 }]);
    const stock = await stockOf(t.db, gadget.id);

    const answers = await Promise.all(Array.from({ length: 20 }, () => refundReturn(one._id)));

    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(19);
    expect((await readOrder(placed._id)).refunds).toHaveLength(1);
    expect(await stockOf(t.db, gadget.id)).toBe(stock + 1);
  });

  it('when staff refuse with a note, then the shopper is mailed the note; refusing without a note is 400 and moves out of order are 409', async () => {
    const { order: placed, gadgetLine } = await order();
    const one = await asked(placed._id, [{ item: gadgetLine, qty: 1 }]);

    const noNote = await move(one._id, 'refuse', '  ');
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json<{ message: string }>().message).toBe('note is required to refuse a return');
    const early = await refundReturn(one._id);
    expect(early.statusCode).toBe(409);
    expect(early.json<{ message: string }>().message).toBe(
      'Cannot refund this return: it is waiting for a decision',
    );
    expect((await move(one._id, 'receive')).statusCode).toBe(409);

    const refused = await move(one._id, 'refuse', 'The seal is broken');
    expect(refused.json<OrderReturn>()).toMatchObject({ status: 'refused', note: 'The seal is broken' });
    const again = await move(one._id, 'approve');
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe('Cannot approve this return: it was refused');
    const [mail] = (await mails('return-refused', customer.account.email)).filter((row) =>
      row.textBody.includes(`#${placed.number}`),
    );
    expect(mail?.textBody).toContain('The seal is broken');
  });

  it('when 20 approvals of one return arrive at once, then one wins and one mail goes out', async () => {
    const { order: placed, gadgetLine } = await order();
    const one = await asked(placed._id, [{ item: gadgetLine, qty: 1 }]);
    const answers = await Promise.all(Array.from({ length: 20 }, () => move(one._id, 'approve')));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    const approvedMails = (await mails('return-approved', customer.account.email)).filter((row) =>
      row.textBody.includes(`#${placed.number}`),
    );
    expect(approvedMails).toHaveLength(1);
  });

  it('when support refunds a return above the refund limit, then 403 and the return stays received', async () => {
    const { order: placed, gadgetLine } = await order();
    const one = await received(placed._id, [{ item: gadgetLine, qty: 3 }]);
    const limited = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/staff',
      headers: admin.headers,
      payload: { supportRefundLimit: 10 },
    });
    expect(limited.statusCode, limited.body).toBe(200);
    try {
      const answer = await refundReturn(one._id, support.headers);
      expect(answer.statusCode).toBe(403);
      const [row] = await t.db.select().from(orderReturns).where(eq(orderReturns.id, one._id));
      expect(row?.state).toBe('received');
    } finally {
      await t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings/staff',
        headers: admin.headers,
        payload: { supportRefundLimit: 500 },
      });
    }
  });

  it('when staff list returns by state, then only that state is listed, and without one the open returns come first', async () => {
    const { order: placed, gadgetLine, cableLine } = await order();
    const refused = await asked(placed._id, [{ item: cableLine, qty: 1 }]);
    expect((await move(refused._id, 'refuse', 'No')).statusCode).toBe(200);
    const open = await asked(placed._id, [{ item: gadgetLine, qty: 1 }]);

    const list = async (query: string) => {
      const answer = await t.app.inject({
        method: 'GET',
        url: `/api/admin/returns${query}`,
        headers: support.headers,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(Number(answer.headers['x-total-pages'])).toBeGreaterThanOrEqual(1);
      return answer.json<OrderReturn[]>();
    };
    const refusedOnes = await list('?status=refused');
    expect(refusedOnes.every((one) => one.status === 'refused')).toBe(true);
    expect(refusedOnes.map((one) => one._id)).toContain(refused._id);
    const all = await list('');
    const firstClosed = all.findIndex((one) => one.status === 'refused' || one.status === 'refunded');
    const lastOpen = all.map((one) => one.status).lastIndexOf('requested');
    expect(firstClosed === -1 || lastOpen < firstClosed).toBe(true);
    expect(all[0]?._id).toBe(open._id);
  });
});
