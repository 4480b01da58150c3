import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Order } from '../contract/orders.ts';
import { makeOrder } from '../test/fixtures.ts';
import { renderApp } from '../test/render.tsx';
import { adminInfo, customerInfo, placedOrders, server } from '../test/server.ts';
import { signInAs } from '../test/session.ts';

const paid = () =>
  makeOrder({
    status: 'paid',
    isPaid: true,
    paidAt: '2026-01-01T00:10:00.000Z',
    invoiceNumber: '2026-000001',
  });

function shippingSection() {
  const section = screen.getByRole('heading', { name: 'Shipping' }).closest('section');
  if (!section) throw new Error('no shipping section');
  return within(section);
}

describe('shipping an order', () => {
  it('when an admin ships a paid order with DHL, then the body names carrier and number and the page shows the tracking link', async () => {
    signInAs(adminInfo);
    const order = paid();
    placedOrders.push(order);
    const bodies: unknown[] = [];
    server.use(
      http.put('/api/orders/:id/ship', async ({ request }) => {
        const body = (await request.json()) as { carrier: string; trackingNumber: string };
        bodies.push(body);
        const shipped: Order = {
          ...order,
          status: 'shipped',
          shipment: {
            carrier: body.carrier,
            trackingNumber: body.trackingNumber,
            trackingUrl: `https://www.dhl.com/global-en/home/tracking.html?tracking-id=${body.trackingNumber}`,
            shippedAt: '2026-01-02T08:00:00.000Z',
          },
        };
        return HttpResponse.json(shipped);
      }),
    );
    const user = userEvent.setup();
    renderApp(`/order/${order._id}`);

    const form = await screen.findByRole('form', { name: 'Ship order' });
    expect(screen.getByRole('button', { name: 'Mark As Delivered' })).toBeInTheDocument();
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Carrier' }), 'DHL');
    await user.type(within(form).getByLabelText('Tracking number'), 'JD014600006281');
    await user.click(within(form).getByRole('button', { name: 'Mark As Shipped' }));

    const link = await screen.findByRole('link', { name: 'Track your parcel with DHL' });
    expect(link).toHaveAttribute(
      'href',
      'https://www.dhl.com/global-en/home/tracking.html?tracking-id=JD014600006281',
    );
    expect(bodies).toEqual([{ carrier: 'DHL', trackingNumber: 'JD014600006281' }]);
    expect(screen.getAllByText('Shipped').length).toBeGreaterThan(0);
    expect(screen.queryByRole('form', { name: 'Ship order' })).not.toBeInTheDocument();
    // A shipped order can still be marked delivered.
    expect(screen.getByRole('button', { name: 'Mark As Delivered' })).toBeInTheDocument();
  });

  it('when the tracking number has a line break or markup, then the form says so and sends nothing', async () => {
    signInAs(adminInfo);
    const order = paid();
    placedOrders.push(order);
    let sent = 0;
    server.use(
      http.put('/api/orders/:id/ship', () => {
        sent += 1;
        return HttpResponse.json(order);
      }),
    );
    const user = userEvent.setup();
    renderApp(`/order/${order._id}`);
    const form = await screen.findByRole('form', { name: 'Ship order' });
    await user.type(within(form).getByLabelText('Tracking number'), '<b>1Z</b>');
    await user.click(within(form).getByRole('button', { name: 'Mark As Shipped' }));
    expect(
      await within(form).findByText('Enter the tracking number: 4 to 40 letters, digits, spaces or hyphens'),
    ).toBeInTheDocument();
    expect(sent).toBe(0);
  });

  it('when another carrier is chosen, then its name is sent as typed', async () => {
    signInAs(adminInfo);
    const order = paid();
    placedOrders.push(order);
    const bodies: unknown[] = [];
    server.use(
      http.put('/api/orders/:id/ship', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ ...order, status: 'shipped' });
      }),
    );
    const user = userEvent.setup();
    renderApp(`/order/${order._id}`);
    const form = await screen.findByRole('form', { name: 'Ship order' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Carrier' }), 'Other');
    await user.type(within(form).getByLabelText('Carrier name'), 'Royal Mail');
    await user.type(within(form).getByLabelText('Tracking number'), 'AB123456789GB');
    await user.click(within(form).getByRole('button', { name: 'Mark As Shipped' }));
    await screen.findByText('Shipped');
    expect(bodies).toEqual([{ carrier: 'Royal Mail', trackingNumber: 'AB123456789GB' }]);
  });

  it('when a customer opens a paid order, then there is no ship form', async () => {
    signInAs(customerInfo);
    const order = paid();
    placedOrders.push(order);
    renderApp(`/order/${order._id}`);
    expect(await screen.findByText('Paid')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Ship order' })).not.toBeInTheDocument();
  });
});

describe('the shopper’s shipped order', () => {
  it('when the carrier is known, then the page shows carrier, number and a tracking link', async () => {
    signInAs(customerInfo);
    const order = makeOrder({
      ...paid(),
      status: 'shipped',
      shipment: {
        carrier: 'UPS',
        trackingNumber: '1Z999AA10123456784',
        trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
        shippedAt: '2026-01-02T08:00:00.000Z',
      },
    });
    placedOrders.push(order);
    renderApp(`/order/${order._id}`);
    await screen.findByRole('heading', { name: 'Shipping' });
    expect(shippingSection().getByText('Shipped with UPS')).toBeInTheDocument();
    expect(shippingSection().getByText('1Z999AA10123456784')).toBeInTheDocument();
    expect(shippingSection().getByRole('link', { name: 'Track your parcel with UPS' })).toHaveAttribute(
      'href',
      'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    );
  });

  it('when the carrier is not one the shop knows, then the number shows without a link', async () => {
    signInAs(customerInfo);
    const order = makeOrder({
      ...paid(),
      status: 'shipped',
      shipment: {
        carrier: 'Royal Mail',
        trackingNumber: 'AB123456789GB',
        trackingUrl: null,
        shippedAt: '2026-01-02T08:00:00.000Z',
      },
    });
    placedOrders.push(order);
    renderApp(`/order/${order._id}`);
    await screen.findByRole('heading', { name: 'Shipping' });
    expect(shippingSection().getByText('AB123456789GB')).toBeInTheDocument();
    expect(shippingSection().queryByRole('link', { name: /Track your parcel/ })).not.toBeInTheDocument();
  });
});

describe('the invoice link', () => {
  it('when the order has an invoice number, then "Download invoice" fetches the PDF', async () => {
    signInAs(customerInfo);
    const order = paid();
    placedOrders.push(order);
    let fetched = 0;
    server.use(
      http.get('/api/orders/:id/invoice.pdf', ({ request }) => {
        fetched += 1;
        expect(request.headers.get('authorization')).toBe(`Bearer ${customerInfo.token}`);
        return new HttpResponse('%PDF-1.3', { headers: { 'Content-Type': 'application/pdf' } });
      }),
    );
    const user = userEvent.setup();
    renderApp(`/order/${order._id}`);
    await user.click(await screen.findByRole('button', { name: 'Download invoice' }));
    expect(screen.getByText('No. 2026-000001')).toBeInTheDocument();
    await expect.poll(() => fetched).toBe(1);
  });

  it('when the order is not paid, then there is no invoice link', async () => {
    signInAs(customerInfo);
    const order = makeOrder({ invoiceNumber: null });
    placedOrders.push(order);
    renderApp(`/order/${order._id}`);
    expect(await screen.findByText('Awaiting payment')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download invoice' })).not.toBeInTheDocument();
  });
});
