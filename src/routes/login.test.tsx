import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render.tsx';
import { customerInfo, RIGHT_PASSWORD } from '../test/server.ts';
import { signInAs } from '../test/session.ts';

async function signIn(path: string, password = RIGHT_PASSWORD) {
  const user = userEvent.setup();
  const rendered = renderApp(path);
  await user.type(await screen.findByLabelText('Email Address'), customerInfo.email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return rendered;
}

describe('Sign In screen', () => {
  it('when it opens, then it has the fixed fields, an email input and the register link with the redirect', async () => {
    renderApp('/login?redirect=profile');
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByText(/New Customer\?/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/register?redirect=profile',
    );
  });

  it('when the shopper came from Proceed To Checkout, then the register link keeps navigate and redirect', async () => {
    renderApp('/login?navigate=checkout&redirect=profile');
    expect(await screen.findByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/register?redirect=profile&navigate=checkout',
    );
  });

  it('when the credentials are right, then the response is stored as userInfo and it goes home', async () => {
    const { router } = await signIn('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(JSON.parse(localStorage.getItem('userInfo') ?? 'null')).toEqual(customerInfo);
    expect(await screen.findByRole('button', { name: 'John Doe' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('when navigate is checkout, then signing in goes to /shipping', async () => {
    const { router } = await signIn('/login?navigate=checkout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/shipping'));
  });

  it('when a guard sent the visitor here, then signing in returns to that page', async () => {
    const { router } = await signIn('/login?redirect=%2Fprofile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  it('when the redirect points off-site, then it goes home instead', async () => {
    const { router } = await signIn('/login?redirect=https%3A%2F%2Fevil.example');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('when the redirect is a number, then it is ignored and signing in goes home', async () => {
    const { router } = await signIn('/login?redirect=123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('when the credentials are wrong, then the server message shows in a danger alert', async () => {
    await signIn('/login', 'wrong password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(localStorage.getItem('userInfo')).toBeNull();
  });

  it('when user info already exists, then it goes straight to /{redirect}', async () => {
    signInAs(customerInfo);
    const { router } = renderApp('/login?redirect=profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });
});
