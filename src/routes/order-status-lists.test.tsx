import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeOrder } from '../test/fixtures.ts';
import { renderApp } from '../test/render.tsx';
import { adminInfo, customerInfo, orderPage, server } from '../test/server.ts';
import { signInAs } from '../test/session.ts';
import { http } from 'msw';

const refunded = () =>
  makeOrder({
    status: 'refunded',
    isPaid: true,
    paidAt: '2026-01-01T00:10:00.000Z',
    refundedAt: '2026-01-03T09:30:00.000Z',
  });

/** The row of the order, and its cells by column (the stacked phone layout's labels). */
async function rowOf(id: string) {
  const row = (await screen.findByText(id)).closest('tr');
  if (!row) throw new Error('no row');
  return row;
}

function statusCell(row: HTMLElement) {
  const cell = row.querySelector('td[data-label="Status"]');
  if (!(cell instanceof HTMLElement)) throw new Error('no Status cell');
  return cell;
}

describe('order status in the order lists', () => {
  it('when My Orders lists a refunded order, then its Status says Refunded and nothing reads paid or not delivered', async () => {
    signInAs(customerInfo);
    const order = refunded();
    server.use(http.get('/api/orders/myorders', () => orderPage([order], 1)));
    renderApp('/profile');
    const row = await rowOf(order._id);
    expect(screen.getByRole('columnheader', { name: 'Status' })).toBeInTheDocument();
    expect(within(statusCell(row)).getByText('Refunded')).toBeInTheDocument();
    expect(within(row).queryByText(/^Paid$|Not delivered|Not paid/)).not.toBeInTheDocument();
  });

  it('when the admin list shows a cancelled and an awaiting order, then each row carries its status badge', async () => {
    signInAs(adminInfo);
    const cancelled = makeOrder({ status: 'cancelled', cancelledAt: '2026-01-01T01:00:00.000Z' });
    const pending = makeOrder();
    server.use(http.get('/api/orders', () => orderPage([cancelled, pending], 1)));
    renderApp('/admin/orderlist');
    const cancelledRow = await rowOf(cancelled._id);
    expect(within(statusCell(cancelledRow)).getByText('Cancelled')).toBeInTheDocument();
    expect(within(cancelledRow).queryByText(/Not delivered|Not paid/)).not.toBeInTheDocument();
    expect(within(statusCell(await rowOf(pending._id))).getByText('Awaiting payment')).toBeInTheDocument();
  });

  it('when the admin filters by status, then the choices are the same words as the badges', async () => {
    signInAs(adminInfo);
    server.use(http.get('/api/orders', () => orderPage([], 1)));
    renderApp('/admin/orderlist');
    const select = await screen.findByLabelText('Status');
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      'All statuses',
      'Awaiting payment',
      'Payment in progress',
      'Payment under review',
      'Paid',
      'Shipped',
      'Delivered',
      'Cancelled',
      'Partly refunded',
      'Refunded',
    ]);
  });
});
