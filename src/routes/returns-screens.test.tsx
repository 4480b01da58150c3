import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Order } from '../contract/orders.ts';
import type { OrderReturn } from '../contract/returns.ts';
import { makeOrder } from '../test/fixtures.ts';
import { renderApp } from '../test/render.tsx';
import { adminInfo, customerInfo, placedOrders, server } from '../test/server.ts';
import { signInAs } from '../test/session.ts';

/** Delivered a day ago: inside the 30 days. */
const delivered = (overrides: Partial<Order> = {}) => {
  const at = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString();
  return makeOrder({
    status: 'delivered',
    isPaid: true,
    paidAt: at,
    isDelivered: true,
    deliveredAt: at,
    ...overrides,
  });
};

const lineOf = (order: Order) => order.orderItems[0]?._id ?? '';

function aReturn(order: Order, overrides: Partial<OrderReturn> = {}): OrderReturn {
  return {
    _id: '88888888-0000-4000-8000-000000000001',
    order: order._id,
    orderNumber: order.number,
    kind: 'return',
    status: 'requested',
    lines: [{ item: lineOf(order), qty: 1, name: 'Gadget' }],
    reason: 'Too small',
    note: null,
    refundAmount: null,
    createdAt: '2026-01-05T09:00:00.000Z',
    decidedAt: null,
    receivedAt: null,
    refundedAt: null,
    ...overrides,
  };
}

describe('returns on the order page', () => {
  it('when a shopper returns one unit with a reason, then the body names the line and the new return shows as requested', async () => {
    signInAs(customerInfo);
    const order = delivered();
    placedOrders.push(order);
    const bodies: unknown[] = [];
    let returns: OrderReturn[] = [];
    server.use(
      http.get('/api/orders/:id/returns', () => HttpResponse.json(returns)),
      http.post('/api/orders/:id/returns', async ({ request }) => {
        bodies.push(await request.json());
        returns = [aReturn(order)];
        return HttpResponse.json(returns[0], { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderApp(`/order/${order._id}`);

    const form = await screen.findByRole('form', { name: 'Return items' });
    await user.click(within(form).getByRole('button', { name: 'Request return' }));
    expect(await within(form).findByText('Choose at least one item to return')).toBeInTheDocument();
    await user.click(within(form).getByRole('checkbox', { name: 'Gadget' }));
    const qty = within(form).getByRole('spinbutton', { name: 'Quantity' });
    await user.tripleClick(qty);
    await user.keyboard('1');
    await user.type(within(form).getByRole('textbox', { name: 'Reason' }), 'Too small');
    await user.click(within(form).getByRole('button', { name: 'Request return' }));

    expect(await screen.findByText('Requested')).toBeInTheDocument();
    expect(bodies).toEqual([{ lines: [{ item: lineOf(order), qty: 1 }], reason: 'Too small' }]);
  });

  it('when a return was refused with a note, then the page shows its state and the note', async () => {
    signInAs(customerInfo);
    const order = delivered();
    placedOrders.push(order);
    server.use(
      http.get('/api/orders/:id/returns', () =>
        HttpResponse.json([aReturn(order, { status: 'refused', note: 'The seal is broken' })]),
      ),
    );
    renderApp(`/order/${order._id}`);

    const section = (await screen.findByRole('heading', { name: 'Returns' })).closest('section');
    if (!section) throw new Error('no returns section');
    expect(await within(section).findByText('Refused')).toBeInTheDocument();
    expect(within(section).getByText('Note from the shop: The seal is broken')).toBeInTheDocument();
  });

  it('when the order is not delivered, then no return form is offered', async () => {
    signInAs(customerInfo);
    const order = makeOrder({ status: 'paid', isPaid: true, paidAt: '2026-01-01T00:10:00.000Z' });
    placedOrders.push(order);
    renderApp(`/order/${order._id}`);
    expect(await screen.findByRole('heading', { name: /Order #/ })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Return items' })).not.toBeInTheDocument();
  });
});

describe('the withdrawal on the order page', () => {
  it('when a shopper withdraws in two steps, then focus follows each step, all lines are sent by default and the withdrawal shows with its time', async () => {
    signInAs(customerInfo);
    const order = delivered();
    placedOrders.push(order);
    const bodies: unknown[] = [];
    let returns: OrderReturn[] = [];
    server.use(
      http.get('/api/orders/:id/returns', () => HttpResponse.json(returns)),
      http.post('/api/orders/:id/withdrawal', async ({ request }) => {
        bodies.push(await request.json());
        returns = [
          aReturn(order, {
            kind: 'withdrawal',
            status: 'approved',
            createdAt: '2026-01-06T10:00:00.000Z',
            decidedAt: '2026-01-06T10:00:00.000Z',
          }),
        ];
        return HttpResponse.json(returns[0], { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderApp(`/order/${order._id}`);

    await user.click(await screen.findByRole('button', { name: 'Withdraw from contract' }));
    const stepOne = screen.getByRole('heading', { name: /choose the items/ });
    expect(stepOne).toHaveFocus();
    const dialog = stepOne.closest('section');
    if (!dialog) throw new Error('the withdrawal has no section');
    const boxes = within(dialog).getAllByRole('checkbox');
    expect(boxes.length).toBeGreaterThan(0);
    for (const box of boxes) expect(box).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { name: 'Confirm your withdrawal' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Confirm withdrawal' }));

    expect(await screen.findByText(/withdrawn at/)).toBeInTheDocument();
    expect(bodies).toEqual([{}]);
    expect(screen.queryByRole('heading', { name: 'Confirm your withdrawal' })).not.toBeInTheDocument();
  });

  it('when the order is not paid yet, then the withdrawal goes straight to its confirmation and cancels the whole order', async () => {
    signInAs(customerInfo);
    const order = makeOrder({ status: 'pending' });
    placedOrders.push(order);
    const bodies: unknown[] = [];
    server.use(
      http.get('/api/orders/:id/returns', () => HttpResponse.json([])),
      http.post('/api/orders/:id/withdrawal', async ({ request }) => {
        bodies.push(await request.json());
        const cancelled = { ...order, status: 'cancelled' as const, cancelledAt: new Date().toISOString() };
        placedOrders.splice(placedOrders.indexOf(order), 1, cancelled);
        return HttpResponse.json(cancelled);
      }),
    );
    const user = userEvent.setup();
    renderApp(`/order/${order._id}`);

    await user.click(await screen.findByRole('button', { name: 'Withdraw from contract' }));
    expect(screen.getByRole('heading', { name: 'Confirm your withdrawal' })).toHaveFocus();
    expect(screen.getByText(/nothing was charged, so the whole order is cancelled/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm withdrawal' }));

    expect(
      await screen.findByText('Nothing was charged, and the items went back on sale.'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([{}]);
    expect(screen.queryByRole('button', { name: 'Withdraw from contract' })).not.toBeInTheDocument();
  });

  it('when the order was delivered 15 days ago, then no withdrawal is offered', async () => {
    signInAs(customerInfo);
    const at = new Date(Date.now() - 15 * 24 * 60 * 60 * 1000).toISOString();
    const order = delivered({ deliveredAt: at });
    placedOrders.push(order);
    server.use(http.get('/api/orders/:id/returns', () => HttpResponse.json([])));
    renderApp(`/order/${order._id}`);

    expect(await screen.findByRole('form', { name: 'Return items' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw from contract' })).not.toBeInTheDocument();
  });

  it('when the shop sold the order with 30 days to withdraw, then 20 days after delivery the button is still offered', async () => {
    signInAs(customerInfo);
    const at = new Date(Date.now() - 20 * 24 * 60 * 60 * 1000).toISOString();
    const order = delivered({ deliveredAt: at, withdrawalDays: 30 });
    placedOrders.push(order);
    server.use(http.get('/api/orders/:id/returns', () => HttpResponse.json([])));
    renderApp(`/order/${order._id}`);

    expect(await screen.findByRole('button', { name: 'Withdraw from contract' })).toBeInTheDocument();
  });
});

describe('the admin returns screen', () => {
  it('when staff filter by state and approve a return with a note, then the query and the move are sent and the list follows', async () => {
    signInAs(adminInfo);
    const order = delivered();
    let current = aReturn(order);
    const queries: URLSearchParams[] = [];
    const moves: unknown[] = [];
    server.use(
      http.get('/api/admin/returns', ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return HttpResponse.json([current], { headers: { 'X-Total-Pages': '1' } });
      }),
      http.put('/api/admin/returns/:id', async ({ request }) => {
        moves.push(await request.json());
        current = { ...current, status: 'approved', note: 'Send it back' };
        return HttpResponse.json(current);
      }),
    );
    const user = userEvent.setup();
    renderApp('/admin/returns');

    expect(await screen.findByRole('heading', { level: 1, name: 'Returns' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: `Order #${order.number}` })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'requested');
    await user.type(screen.getByRole('textbox', { name: /Note to the shopper/ }), 'Send it back');
    await user.click(screen.getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Note: Send it back')).toBeInTheDocument();
    expect(moves).toEqual([{ action: 'approve', note: 'Send it back' }]);
    expect(queries.some((query) => query.get('status') === 'requested')).toBe(true);
    expect(screen.getByRole('button', { name: 'Mark received' })).toBeInTheDocument();
  });

  it('when withdrawals wait for their refund, then each shows its refund due date, the overdue one marked, and none can be refused', async () => {
    signInAs(adminInfo);
    const order = delivered();
    const day = 24 * 60 * 60 * 1000;
    const due = new Date(Date.now() + 5 * day).toISOString();
    const late = new Date(Date.now() - 2 * day).toISOString();
    server.use(
      http.get('/api/admin/returns', () =>
        HttpResponse.json(
          [
            aReturn(order, { kind: 'withdrawal', status: 'approved', refundDueBy: due }),
            aReturn(order, {
              _id: '88888888-0000-4000-8000-000000000002',
              kind: 'withdrawal',
              status: 'received',
              refundDueBy: late,
            }),
          ],
          { headers: { 'X-Total-Pages': '1' } },
        ),
      ),
    );
    renderApp('/admin/returns');

    const dues = await screen.findAllByText(/^Refund due by/);
    expect(dues).toHaveLength(2);
    expect(dues[0]).not.toHaveTextContent('Overdue');
    expect(dues[1]).toHaveTextContent('Overdue');
    expect(screen.queryByRole('button', { name: 'Refuse' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refund and restock' })).toBeInTheDocument();
  });
});
