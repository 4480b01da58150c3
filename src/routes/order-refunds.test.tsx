import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Order } from '../contract/orders.ts';
import { makeOrder } from '../test/fixtures.ts';
import { renderApp } from '../test/render.tsx';
import { adminInfo, customerInfo, placedOrders, server } from '../test/server.ts';
import { signInAs } from '../test/session.ts';

const paid = (overrides: Partial<Order> = {}) =>
  makeOrder({ status: 'paid', isPaid: true, paidAt: '2026-01-01T00:10:00.000Z', ...overrides });

const lineOf = (order: Order) => order.orderItems[0]?._id ?? '';

describe('refunds on the order page', () => {
  it('when an order was partly refunded, then its page lists each refund with amount, date and what went back', async () => {
    signInAs(customerInfo);
    const base = paid();
    const order: Order = {
      ...base,
      status: 'partially-refunded',
      refunds: [
        {
          _id: '55555555-0000-4000-8000-000000000001',
          amount: 57.49,
          lines: [{ item: lineOf(base), qty: 1 }],
          shipping: false,
          createdAt: '2026-01-03T09:00:00.000Z',
        },
      ],
    };
    placedOrders.push(order);
    renderApp(`/order/${order._id}`);

    const section = (await screen.findByRole('heading', { name: 'Refunds' })).closest('section');
    if (!section) throw new Error('no refunds section');
    expect(within(section).getByText('$57.49')).toBeInTheDocument();
    expect(within(section).getByText(/refunded on/)).toHaveTextContent(/2026/);
    expect(within(section).getByText('1 × Gadget')).toBeInTheDocument();
    expect(screen.getAllByText('Partly refunded').length).toBeGreaterThan(0);
    expect(screen.queryByRole('form', { name: 'Refund items' })).not.toBeInTheDocument();
  });

  it('when an admin refunds one unit and the shipping, then the body names them and the new refund shows', async () => {
    signInAs(adminInfo);
    const order = paid();
    placedOrders.push(order);
    const bodies: unknown[] = [];
    server.use(
      http.put('/api/orders/:id/refund', async ({ request }) => {
        const body = (await request.json()) as { lines: { item: string; qty: number }[]; shipping: boolean };
        bodies.push(body);
        const refunded: Order = {
          ...order,
          status: 'partially-refunded',
          refunds: [
            {
              _id: '55555555-0000-4000-8000-000000000002',
              amount: 67.49,
              ...body,
              createdAt: '2026-01-04T10:00:00.000Z',
            },
          ],
        };
        return HttpResponse.json(refunded);
      }),
    );
    const user = userEvent.setup();
    renderApp(`/order/${order._id}`);

    const form = await screen.findByRole('form', { name: 'Refund items' });
    const units = within(form).getByRole('spinbutton', { name: 'Gadget: units to refund' });
    await user.clear(units);
    await user.type(units, '1');
    await user.click(within(form).getByRole('checkbox', { name: /Refund the shipping/ }));
    await user.click(within(form).getByRole('button', { name: 'Refund selected items' }));

    expect(await screen.findByText('$67.49')).toBeInTheDocument();
    expect(bodies).toEqual([{ lines: [{ item: lineOf(order), qty: 1 }], shipping: true, restock: true }]);
    expect(screen.getByText('1 × Gadget, Shipping')).toBeInTheDocument();
    // The whole refund stays beside it, for what is left.
    expect(screen.getByRole('button', { name: 'Refund the rest' })).toBeInTheDocument();
  });

  it('when an admin chooses nothing, then the form says so and sends nothing', async () => {
    signInAs(adminInfo);
    const order = paid();
    placedOrders.push(order);
    let sent = 0;
    server.use(
      http.put('/api/orders/:id/refund', () => {
        sent += 1;
        return HttpResponse.json(order);
      }),
    );
    const user = userEvent.setup();
    renderApp(`/order/${order._id}`);

    const form = await screen.findByRole('form', { name: 'Refund items' });
    await user.click(within(form).getByRole('button', { name: 'Refund selected items' }));
    expect(within(form).getByText('Choose at least one item or the shipping')).toBeInTheDocument();
    expect(sent).toBe(0);
  });
});
