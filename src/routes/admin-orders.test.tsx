import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Dashboard } from '../contract/dashboard.ts';
import type { Order, OrderEvent } from '../contract/orders.ts';
import { makeOrder } from '../test/fixtures.ts';
import { renderApp } from '../test/render.tsx';
import { adminInfo, customerInfo, orderPage, server } from '../test/server.ts';
import { signInAs } from '../test/session.ts';

const PAID_AT = '2026-03-14T10:00:00.000Z';

/** Serves one paid order, its timeline, and its refund; records how often Refund reached the API. */
function servePaidOrder() {
  let order: Order = makeOrder({ status: 'paid', isPaid: true, paidAt: PAID_AT, totalPrice: 124.98 });
  const events: OrderEvent[] = [
    { kind: 'placed', at: order.createdAt, by: { _id: customerInfo._id, name: 'John Doe' } },
    { kind: 'paid', at: PAID_AT, by: { _id: customerInfo._id, name: 'John Doe' } },
  ];
  const refunds: string[] = [];
  server.use(
    http.get('/api/orders/:id', () => HttpResponse.json(order)),
    http.get('/api/orders/:id/timeline', () => HttpResponse.json(events)),
    http.put('/api/orders/:id/refund', ({ params }) => {
      refunds.push(String(params.id));
      const refundedAt = '2026-03-15T09:00:00.000Z';
      order = { ...order, status: 'refunded', refundedAt };
      events.push({ kind: 'refunded', at: refundedAt, by: { _id: adminInfo._id, name: 'Admin User' } });
      return HttpResponse.json(order);
    }),
  );
  return { order, refunds };
}

describe('order screen for admins', () => {
  it('when Refund is confirmed, then the order is refunded once and the timeline shows who did it', async () => {
    signInAs(adminInfo);
    const { order, refunds } = servePaidOrder();
    const user = userEvent.setup();
    renderApp(`/order/${order._id}`);
    const timeline = await screen.findByRole('region', { name: 'Timeline' });
    expect(await within(timeline).findAllByRole('listitem')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund order?' });
    expect(dialog).toHaveTextContent('$124.98 goes back to John Doe through Test card');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));

    expect(await screen.findByText('Order refunded')).toBeInTheDocument();
    expect(refunds).toEqual([order._id]);
    await waitFor(() => expect(within(timeline).getAllByRole('listitem')).toHaveLength(3));
    expect(within(timeline).getAllByRole('listitem')[2]).toHaveTextContent(/Refunded.*by Admin User/);
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
  });

  it('when Refund is cancelled in the dialog, then nothing is sent', async () => {
    signInAs(adminInfo);
    const { order, refunds } = servePaidOrder();
    const user = userEvent.setup();
    renderApp(`/order/${order._id}`);
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(refunds).toEqual([]);
  });

  it('when the server refuses the refund, then its message is shown', async () => {
    signInAs(adminInfo);
    const { order } = servePaidOrder();
    server.use(
      http.put('/api/orders/:id/refund', () =>
        HttpResponse.json({ message: 'Cannot refund: Order was already refunded' }, { status: 409 }),
      ),
    );
    const user = userEvent.setup();
    renderApp(`/order/${order._id}`);
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Cannot refund: Order was already refunded')).toHaveAttribute(
      'role',
      'alert',
    );
  });

  it('when a customer opens their paid order, then there is no Refund and no timeline', async () => {
    signInAs(customerInfo);
    const { order } = servePaidOrder();
    renderApp(`/order/${order._id}`);
    expect(await screen.findByText(/^Paid on /)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Timeline' })).not.toBeInTheDocument();
  });
});

describe('admin order list filters', () => {
  it('when a status is chosen and a number searched, then the list asks for that view', async () => {
    signInAs(adminInfo);
    const asked: string[] = [];
    server.use(
      http.get('/api/orders', ({ request }) => {
        asked.push(new URL(request.url).search);
        return orderPage([makeOrder()]);
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/admin/orderlist');
    await user.selectOptions(await screen.findByLabelText('Status'), 'Paid');
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'paid' }));
    const searchBox = screen.getByRole('searchbox', { name: 'Search orders' });
    await user.type(searchBox, '#10234');
    const form = searchBox.closest('form');
    if (!form) throw new Error('the search box has no form');
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'paid', q: '#10234' }));
    await waitFor(() => expect(asked).toContain('?pageNumber=1&status=paid&keyword=%2310234'));
  });

  it('when nothing matches the view, then it says so', async () => {
    signInAs(adminInfo);
    server.use(http.get('/api/orders', () => orderPage([])));
    renderApp('/admin/orderlist?status=refunded');
    expect(await screen.findByText('No orders match this view.')).toBeInTheDocument();
  });
});

const dashboard: Dashboard = {
  days: 7,
  timeZone: 'UTC',
  revenue: 210.1,
  orders: 4,
  averageOrderValue: 52.53,
  perDay: [
    { day: '2026-03-14', revenue: 100, orders: 2 },
    { day: '2026-03-15', revenue: 110.1, orders: 2 },
  ],
  byStatus: [
    { status: 'paid', count: 3 },
    { status: 'refunded', count: 1 },
  ],
  topProducts: [{ product: null, name: 'Gadget', units: 3, revenue: 120.15 }],
  lowStock: [{ _id: '33333333-3333-4333-8333-333333333333', name: 'Cable', countInStock: 0 }],
};

describe('admin dashboard', () => {
  it('when it opens for a period, then it shows that period’s figures and lists', async () => {
    signInAs(adminInfo);
    const asked: (string | null)[] = [];
    server.use(
      http.get('/api/admin/dashboard', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('days'));
        return HttpResponse.json(dashboard);
      }),
    );
    renderApp('/admin?days=7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(asked).toEqual(['7']);
    const figures = screen.getByText('Revenue', { selector: 'dt' }).closest('dl');
    if (!figures) throw new Error('no figures');
    expect(within(figures).getByText('$210.10')).toBeInTheDocument();
    expect(within(figures).getByText('4')).toBeInTheDocument();
    expect(within(figures).getByText('$52.53')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Revenue and orders per day, last 7 days (UTC)' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: '7 days' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('row', { name: /Gadget 3 \$120\.15/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cable' })).toHaveAttribute(
      'href',
      '/admin/product/33333333-3333-4333-8333-333333333333/edit',
    );
    expect(screen.getByRole('row', { name: 'Cable 0' })).toBeInTheDocument();
  });

  it('when a customer opens /admin, then it is for admins only and nothing is fetched', async () => {
    signInAs(customerInfo);
    let fetched = false;
    server.use(
      http.get('/api/admin/dashboard', () => {
        fetched = true;
        return HttpResponse.json(dashboard);
      }),
    );
    renderApp('/admin');
    expect(await screen.findByText('Not authorized as an admin')).toBeInTheDocument();
    expect(fetched).toBe(false);
  });
});
