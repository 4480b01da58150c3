import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useCart } from '../stores/cart.ts';
import { renderApp } from '../test/render.tsx';
import { adminInfo, customerInfo, server, tokenFailed } from '../test/server.ts';
import { signInAs } from '../test/session.ts';
import { userKeys } from './query-keys.ts';

function storeCheckoutState() {
  useCart.getState().addItem({ product: 'p1', name: 'Thing', image: '', price: 1, countInStock: 1, qty: 1 });
  useCart
    .getState()
    .saveShippingAddress({ address: '1 Road', city: 'Town', postalCode: '123', country: 'Land' });
  useCart.getState().savePaymentMethod('TestCard');
}

describe('session', () => {
  it('when signed-in calls are made, then they carry the stored token as a bearer header', async () => {
    signInAs(customerInfo);
    let authorization: string | null = null;
    server.use(
      http.get('/api/users/profile', ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({
          _id: customerInfo._id,
          name: 'John Doe',
          email: customerInfo.email,
          isAdmin: false,
        });
      }),
    );
    renderApp('/profile');
    await screen.findByDisplayValue('John Doe');
    expect(authorization).toBe(`Bearer ${customerInfo.token}`);
  });

  it('when the user logs out, then the stored keys and cached user data are gone and it goes to /login', async () => {
    signInAs(customerInfo);
    storeCheckoutState();
    const user = userEvent.setup();
    const { router, queryClient } = renderApp('/profile');
    await screen.findByDisplayValue('John Doe');
    expect(queryClient.getQueryData(userKeys.detail('profile'))).toBeDefined();
    await user.click(await screen.findByRole('button', { name: 'John Doe' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    for (const key of ['userInfo', 'cartItems', 'shippingAddress', 'paymentMethod']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(queryClient.getQueryData(userKeys.detail('profile'))).toBeUndefined();
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('when the user logs out, then the server is asked to end that token', async () => {
    signInAs(customerInfo);
    let ended: { authorization: string | null; body: unknown } | undefined;
    server.use(
      http.post('/api/users/logout', async ({ request }) => {
        ended = { authorization: request.headers.get('authorization'), body: await request.json() };
        return HttpResponse.json({ message: 'Logged out' });
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'John Doe' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await waitFor(() => expect(ended).toEqual({ authorization: `Bearer ${customerInfo.token}`, body: {} }));
  });

  it.each([
    ['the server fails', () => HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 })],
    ['the token was already refused', () => tokenFailed()],
    ['the network is down', () => HttpResponse.error()],
  ])('when %s at Logout, then the four stored keys still go and it goes to /login', async (_what, answer) => {
    signInAs(customerInfo);
    storeCheckoutState();
    let called = false;
    server.use(
      http.post('/api/users/logout', () => {
        called = true;
        return answer();
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'John Doe' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    for (const key of ['userInfo', 'cartItems', 'shippingAddress', 'paymentMethod']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    await waitFor(() => expect(called).toBe(true));
  });

  it('when a listed call answers Not authorized, token failed, then the user is signed out', async () => {
    signInAs(customerInfo);
    storeCheckoutState();
    server.use(http.get('/api/users/profile', () => tokenFailed()));
    const { router } = renderApp('/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(localStorage.getItem('cartItems')).toBeNull();
  });

  it('when another 401 arrives, then the user stays signed in', async () => {
    signInAs(customerInfo);
    server.use(
      http.get('/api/users/profile', () => HttpResponse.json({ message: 'Something else' }, { status: 401 })),
    );
    renderApp('/profile');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something else');
    expect(localStorage.getItem('userInfo')).not.toBeNull();
  });

  it('when the signed-in user is a customer, then there is no Admin menu', async () => {
    signInAs(customerInfo);
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'John Doe' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('when the signed-in user is an admin, then the Admin menu offers Users', async () => {
    signInAs(adminInfo);
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Admin' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Users' })).toHaveAttribute('href', '/admin/userlist');
  });

  it('when a signed-out visitor opens a customer screen, then they are sent to sign in and back', async () => {
    const { router } = renderApp('/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ redirect: '/profile' });
  });

  it('when a customer opens an admin screen, then they are told it is for admins', async () => {
    signInAs(customerInfo);
    renderApp('/admin/userlist');
    expect(await screen.findByRole('heading', { name: 'Admins only' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Not authorized as an admin');
  });
});
