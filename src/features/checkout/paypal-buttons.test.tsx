import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { makeOrder } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import { customerInfo, placedOrders, server } from '../../test/server.ts';
import { signInAs } from '../../test/session.ts';

afterEach(() => {
  delete window.paypal;
});

describe('PayPal buttons', () => {
  it('when the shopper approves in PayPal, then our server creates the PayPal order and captures that id', async () => {
    signInAs(customerInfo);
    const order = makeOrder({ paymentMethod: 'PayPal' });
    placedOrders.push(order);
    let paidWith: unknown;
    server.use(
      http.get('/api/config/payments', () =>
        HttpResponse.json({ methods: ['PayPal'], currency: 'USD', paypalClientId: 'client-123' }),
      ),
      http.post('/api/orders/:id/paypal', () => HttpResponse.json({ id: 'PAYPAL-42' })),
      http.put('/api/orders/:id/pay', async ({ request }) => {
        paidWith = await request.json();
        return HttpResponse.json({
          ...order,
          status: 'paid',
          isPaid: true,
          paidAt: '2026-01-01T00:10:00.000Z',
        });
      }),
    );
    // PayPal's SDK stands in: it asks for an order, then reports the shopper's approval of it.
    window.paypal = {
      Buttons: (options) => ({
        render: async () => {
          const paypalOrderId = await options.createOrder();
          await options.onApprove({ orderID: paypalOrderId });
        },
        close: () => Promise.resolve(),
      }),
    };
    renderApp(`/order/${order._id}`);
    await waitFor(() => expect(paidWith).toEqual({ paypalOrderId: 'PAYPAL-42' }));
    expect(await screen.findByText(/Paid on/)).toBeInTheDocument();
  });
});
