import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useCart } from '../stores/cart.ts';
import { renderApp } from '../test/render.tsx';
import { catalogue, customerInfo, placedOrders, server } from '../test/server.ts';
import { signInAs } from '../test/session.ts';

/** Guest checkout and saving a guest order (docs/orders-and-payments.md#guest-checkout). */

const address = { address: '1 Main Street', city: 'Springfield', postalCode: '12345', country: 'USA' };

function fillCart() {
  const phone = catalogue[0];
  if (!phone) throw new Error('no product');
  const { _id, name, image, price, countInStock } = phone;
  useCart.getState().addItem({ product: _id, name, image, price, countInStock, qty: 1 });
}

/** Places a guest order through the fake API and returns its id and key. */
async function placeGuestOrder(): Promise<{ id: string; key: string }> {
  const response = await fetch(new URL('/api/orders', location.origin), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      orderItems: [{ product: catalogue[0]?._id, qty: 1 }],
      shippingAddress: address,
      paymentMethod: 'TestCard',
      guest: { email: 'gail@example.com', name: 'Gail Guest' },
    }),
  });
  const order = (await response.json()) as { _id: string; accessKey: string };
  return { id: order._id, key: order.accessKey };
}

describe('checking out as a guest', () => {
  it('when a signed-out shopper continues as a guest, then Shipping asks for e-mail and name beside the address, and the order is placed with them', async () => {
    fillCart();
    let sent: Record<string, unknown> | undefined;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/api/orders')) {
        void request
          .clone()
          .json()
          .then((body) => (sent = body as Record<string, unknown>));
      }
    });
    const user = userEvent.setup();
    const { router } = renderApp('/cart');
    await user.click(await screen.findByRole('button', { name: 'Continue as guest' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shipping'));

    const email = await screen.findByLabelText('Email Address');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('inputmode', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    const name = screen.getByLabelText('Name');
    expect(name).toHaveAttribute('autocomplete', 'name');
    expect(screen.getByLabelText('Address')).toHaveAttribute('autocomplete', 'street-address');
    expect(screen.getByLabelText('City')).toHaveAttribute('autocomplete', 'address-level2');
    expect(screen.getByLabelText('Postal Code')).toHaveAttribute('autocomplete', 'postal-code');
    expect(screen.queryByLabelText('Save this address')).not.toBeInTheDocument();

    await user.type(email, 'gail@example.com');
    await user.type(name, '   ');
    await user.type(screen.getByLabelText('Address'), address.address);
    await user.type(screen.getByLabelText('City'), address.city);
    await user.type(screen.getByLabelText('Postal Code'), address.postalCode);
    await user.type(screen.getByLabelText('Country'), address.country);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter your name')).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription('Enter your name');
    expect(router.state.location.pathname).toBe('/shipping');

    await user.type(name, 'Gail Guest');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
    // The cart store keeps the guest's checkout in this tab's storage, never the browser's.
    expect(JSON.parse(sessionStorage.getItem('guestDetails') ?? '')).toEqual({
      email: 'gail@example.com',
      name: 'Gail Guest',
    });
    expect(sessionStorage.getItem('guestCheckout')).toBe('true');
    expect(Object.keys(localStorage).filter((key) => key.startsWith('guest'))).toEqual([]);
    await screen.findByRole('heading', { name: 'Payment Method' });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/placeorder'));
    expect(await screen.findByText(/Gail Guest, gail@example.com/)).toBeInTheDocument();
    const placeOrder = screen.getByRole('button', { name: 'Place Order' });
    await waitFor(() => expect(placeOrder).toBeEnabled());
    await user.click(placeOrder);

    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/order\//));
    expect(sent?.guest).toEqual({ email: 'gail@example.com', name: 'Gail Guest' });
    // Placed: the checkout screens close to a signed-out visitor again.
    expect(sessionStorage.getItem('guestCheckout')).toBeNull();
    expect(router.state.location.hash).toMatch(/^key=guestkey/);
    expect(await screen.findByRole('heading', { name: 'Pay by card' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
    // The whole journey through five screens, each loaded cold and each waiting on its quote.
  }, 40_000);

  it('when the sign-in screen is reached from Proceed To Checkout, then it offers Continue as guest', async () => {
    fillCart();
    const user = userEvent.setup();
    const { router } = renderApp('/cart');
    await user.click(await screen.findByRole('button', { name: 'Proceed To Checkout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await screen.findByRole('heading', { name: 'Sign In' });
    await user.click(await screen.findByRole('button', { name: 'Continue as guest' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shipping'));
    expect(await screen.findByLabelText('Email Address')).toBeInTheDocument();
  });

  it('when the tab is reloaded mid-checkout, then the checkout screens stay open with the guest’s e-mail address and name', async () => {
    fillCart();
    sessionStorage.setItem('guestCheckout', 'true');
    sessionStorage.setItem('guestDetails', JSON.stringify({ email: 'gail@example.com', name: 'Gail Guest' }));
    // What a reload does: the store reads the tab's storage again.
    await useCart.persist.rehydrate();
    const { router } = renderApp('/shipping');
    expect(await screen.findByLabelText('Email Address')).toHaveValue('gail@example.com');
    expect(screen.getByLabelText('Name')).toHaveValue('Gail Guest');
    expect(router.state.location.pathname).toBe('/shipping');
  });

  it('when a signed-out visitor opens Shipping without choosing to continue as a guest, then it is sent to sign in', async () => {
    const { router } = renderApp('/shipping');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('a guest order’s link', () => {
  it('when the link with its key is opened, then the order shows; with a wrong key, it is not found', async () => {
    const { id, key } = await placeGuestOrder();
    const first = renderApp(`/order/${id}#key=${key}`);
    expect(await screen.findByRole('heading', { name: /^Order #/ })).toBeInTheDocument();
    expect(screen.getByText('Gail Guest')).toBeInTheDocument();
    first.unmount();
    sessionStorage.clear();

    renderApp(`/order/${id}#key=wrongkey0000000000000000`);
    expect(await screen.findByText('Order not found')).toBeInTheDocument();
  });

  it('when a signed-in customer opens it and saves it to their account, then it is theirs and the key is forgotten', async () => {
    const { id, key } = await placeGuestOrder();
    signInAs(customerInfo);
    let claimed = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith(`/api/orders/${id}/claim`)) claimed++;
    });
    const user = userEvent.setup();
    renderApp(`/order/${id}#key=${key}`);
    await user.click(await screen.findByRole('button', { name: 'Save to my account' }));

    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Save to my account' })).not.toBeInTheDocument(),
    );
    expect(claimed).toBe(1);
    expect(placedOrders.find((order) => order._id === id)?.user?._id).toBe(customerInfo._id);
    expect(sessionStorage.getItem(`orderKey:${id}`)).toBeNull();
  });

  it('when the guest registers from the order’s page, then they come back to it signed in and it is saved to the new account', async () => {
    const { id, key } = await placeGuestOrder();
    let claimed = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith(`/api/orders/${id}/claim`)) claimed++;
    });
    const user = userEvent.setup();
    const { router } = renderApp(`/order/${id}#key=${key}`);
    await user.click(await screen.findByRole('link', { name: 'Register' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));

    await user.type(await screen.findByLabelText('Name'), 'Gail Guest');
    await user.type(screen.getByLabelText('Email Address'), 'gail@example.com');
    await user.type(screen.getByLabelText('Password'), 'a long password');
    await user.type(screen.getByLabelText('Confirm Password'), 'a long password');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/order/${id}`));
    await waitFor(() => expect(claimed).toBe(1));
    expect(placedOrders.find((order) => order._id === id)?.user?._id).toBe(customerInfo._id);
    await waitFor(() => expect(sessionStorage.getItem(`orderKey:${id}`)).toBeNull());
    expect(await screen.findByRole('heading', { name: /^Order #/ })).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Keep this order with your account' }),
    ).not.toBeInTheDocument();
    expect(router.state.location.hash).toBe('');
    // Saved once: the wait for the new account ended with it.
    expect(sessionStorage.getItem('claimAfterRegister')).toBeNull();
    expect(claimed).toBe(1);
  });

  it('when the claim is refused, then the reason shows beside the button', async () => {
    const { id, key } = await placeGuestOrder();
    signInAs(customerInfo);
    server.use(
      http.post('/api/orders/:id/claim', () =>
        HttpResponse.json({ message: 'Order not found' }, { status: 404 }),
      ),
    );
    const user = userEvent.setup();
    renderApp(`/order/${id}#key=${key}`);
    await user.click(await screen.findByRole('button', { name: 'Save to my account' }));
    expect(await screen.findByText('Order not found')).toBeInTheDocument();
  });
});
