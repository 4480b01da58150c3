import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render.tsx';
import { server } from '../test/server.ts';

async function fillAndSubmit(password: string, confirm: string, path = '/register') {
  const user = userEvent.setup();
  const rendered = renderApp(path);
  await user.type(await screen.findByLabelText('Name'), 'New Shopper');
  await user.type(screen.getByLabelText('Email Address'), 'new@example.com');
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm Password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Register' }));
  return rendered;
}

describe('Sign Up screen', () => {
  it('when it opens, then the password rules are shown with the field before any submit', async () => {
    renderApp('/register');
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAccessibleDescription('8 to 128 characters; common passwords are refused.');
    expect(screen.getByText('8 to 128 characters; common passwords are refused.')).toBeVisible();
  });

  it('when the passwords differ, then it says Passwords do not match and sends nothing', async () => {
    let sent = false;
    server.use(
      http.post('/api/users', () => {
        sent = true;
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    await fillAndSubmit('a long password', 'another password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(sent).toBe(false);
  });

  it('when the details are valid, then it registers, signs in and follows the redirect', async () => {
    const { router } = await fillAndSubmit(
      'a long password',
      'a long password',
      '/register?redirect=profile',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(JSON.parse(localStorage.getItem('userInfo') ?? 'null')).toMatchObject({
      name: 'New Shopper',
      email: 'new@example.com',
    });
  });

  it('when a shopper on their way to checkout registers, then they go on to shipping', async () => {
    const { router } = await fillAndSubmit(
      'a long password',
      'a long password',
      '/register?navigate=checkout',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/shipping'));
  });

  it('when Sign In sent the shopper here, then Login leads back with the same destination', async () => {
    renderApp('/register?navigate=checkout&redirect=profile');
    expect(await screen.findByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login?redirect=profile&navigate=checkout',
    );
  });

  it('when the server refuses, then its message shows in a danger alert', async () => {
    server.use(
      http.post('/api/users', () => HttpResponse.json({ message: 'User already exists' }, { status: 400 })),
    );
    await fillAndSubmit('a long password', 'a long password');
    expect(await screen.findByRole('alert')).toHaveTextContent('User already exists');
  });

  it('when it opens, then it links to Login', async () => {
    renderApp('/register');
    expect(await screen.findByText(/Have an Account\?/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });
});
