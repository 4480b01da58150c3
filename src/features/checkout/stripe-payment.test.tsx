import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Order } from '../../contract/orders.ts';
import { useCart } from '../../stores/cart.ts';
import { makeOrder } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import { catalogue, customerInfo, placedOrders, server } from '../../test/server.ts';
import { signInAs } from '../../test/session.ts';

/**
 * Stripe.js stands in at the package boundary only (the browser never reaches Stripe in tests):
 * it mounts the Payment Element into the page and reports the shopper's confirmation.
 */
const stripeJs = vi.hoisted(() => ({
  loadedWith: [] as string[],
  intentStatus: 'requires_payment_method',
  confirmError: undefined as { message: string } | undefined,
  confirmed: [] as unknown[],
}));

vi.mock('@stripe/stripe-js/pure', () => ({
  loadStripe: (key: string) => {
    stripeJs.loadedWith.push(key);
    return Promise.resolve({
      retrievePaymentIntent: () => Promise.resolve({ paymentIntent: { status: stripeJs.intentStatus } }),
      elements: () => ({
        create: () => ({
          mount: (container: HTMLElement) => {
            const field = document.createElement('input');
            field.setAttribute('aria-label', 'Card number');
            container.append(field);
          },
          destroy: () => undefined,
        }),
      }),
      confirmPayment: (options: unknown) => {
        stripeJs.confirmed.push(options);
        return Promise.resolve(stripeJs.confirmError ? { error: stripeJs.confirmError } : {});
      },
    });
  },
}));

const stripeConfig = () =>
  http.get('/api/config/payments', () =>
    HttpResponse.json({
      methods: ['TestCard', 'Stripe'],
      currency: 'USD',
      stripePublishableKey: 'pk_test_42',
    }),
  );

beforeEach(() => {
  stripeJs.loadedWith = [];
  stripeJs.intentStatus = 'requires_payment_method';
  stripeJs.confirmError = undefined;
  stripeJs.confirmed = [];
});

describe('Stripe on the Payment screen', () => {
  it('when Stripe is configured, then the Payment screen offers it beside the other methods', async () => {
    signInAs(customerInfo);
    useCart
      .getState()
      .saveShippingAddress({ address: '1 Road', city: 'Town', postalCode: '1000', country: 'USA' });
    server.use(stripeConfig());
    renderApp('/payment');
    expect(
      await screen.findByRole('radio', { name: 'Card, Apple Pay or Google Pay (Stripe)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Test card/ })).toBeChecked();
    // Nothing of Stripe loads before the order page.
    expect(stripeJs.loadedWith).toEqual([]);
  });
});

describe('Stripe on the order page', () => {
  function stripeOrder() {
    signInAs(customerInfo);
    const order = makeOrder({ paymentMethod: 'Stripe' });
    placedOrders.push(order);
    const checks: string[] = [];
    server.use(
      stripeConfig(),
      http.post('/api/orders/:id/stripe', () => HttpResponse.json({ clientSecret: 'pi_1_secret_2' })),
      http.post('/api/orders/:id/stripe/check', ({ params }) => {
        checks.push(String(params.id));
        return HttpResponse.json({
          ...order,
          status: 'paid',
          isPaid: true,
          paidAt: '2026-01-01T00:10:00.000Z',
        });
      }),
    );
    return { order, checks };
  }

  it('when the shopper confirms in the Payment Element, then our server is asked to read the payment from Stripe and the order shows paid', async () => {
    const { order, checks } = stripeOrder();
    const user = userEvent.setup();
    renderApp(`/order/${order._id}`);
    expect(await screen.findByRole('textbox', { name: 'Card number' })).toBeInTheDocument();
    expect(stripeJs.loadedWith).toEqual(['pk_test_42']);

    await user.click(await screen.findByRole('button', { name: 'Pay with Stripe' }));
    expect(await screen.findByText(/Paid on/)).toBeInTheDocument();
    expect(checks).toEqual([order._id]);
    expect(stripeJs.confirmed).toEqual([expect.objectContaining({ redirect: 'if_required' })]);
  });

  it('when Stripe declines, then its message is shown and the order is not checked', async () => {
    const { order, checks } = stripeOrder();
    stripeJs.confirmError = { message: 'Your card was declined.' };
    const user = userEvent.setup();
    renderApp(`/order/${order._id}`);
    await user.click(await screen.findByRole('button', { name: 'Pay with Stripe' }));
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    expect(checks).toEqual([]);
  });

  it('when the shopper returns after paying, then the page asks our server at once without a new payment', async () => {
    const { order, checks } = stripeOrder();
    stripeJs.intentStatus = 'succeeded';
    renderApp(`/order/${order._id}`);
    expect(await screen.findByText(/Paid on/)).toBeInTheDocument();
    await waitFor(() => expect(checks).toEqual([order._id]));
    expect(stripeJs.confirmed).toEqual([]);
  });

  it('when a guest pays from the order’s link, then the return address given to Stripe carries neither the key nor the placement notice', async () => {
    server.use(
      stripeConfig(),
      http.post('/api/orders/:id/stripe', () => HttpResponse.json({ clientSecret: 'pi_1_secret_2' })),
    );
    const placed = await fetch(new URL('/api/orders', location.origin), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        orderItems: [{ product: catalogue[0]?._id, qty: 1 }],
        shippingAddress: { address: '1 Road', city: 'Town', postalCode: '1000', country: 'USA' },
        paymentMethod: 'Stripe',
        guest: { email: 'gail@example.com', name: 'Gail Guest' },
      }),
    });
    const order = (await placed.json()) as Order & { accessKey: string };
    const { _id: id, accessKey } = order;
    server.use(http.post('/api/orders/:id/stripe/check', () => HttpResponse.json(order)));
    // The tab's address bar as Place Order leaves it: the order's link, its key after `#`.
    const link = `/order/${id}?placed=true#key=${accessKey}`;
    const before = window.location.href;
    window.history.replaceState(null, '', link);
    onTestFinished(() => window.history.replaceState(null, '', before));
    const user = userEvent.setup();
    renderApp(link);

    await user.click(await screen.findByRole('button', { name: 'Pay with Stripe' }));
    await waitFor(() => expect(stripeJs.confirmed).toHaveLength(1));
    const [options] = stripeJs.confirmed as { confirmParams: { return_url: string } }[];
    const returnUrl = options?.confirmParams.return_url ?? '';
    expect(returnUrl).toBe(new URL(`/order/${id}`, window.location.origin).href);
    expect(returnUrl).not.toContain(accessKey);
    // The way back opens the order from the key this tab keeps, not from the address.
    expect(sessionStorage.getItem(`orderKey:${id}`)).toBe(accessKey);
  });
});
