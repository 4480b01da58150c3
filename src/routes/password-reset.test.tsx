import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { OutboxPage } from '../contract/mail.ts';
import { renderApp } from '../test/render.tsx';
import { adminInfo, server } from '../test/server.ts';
import { signInAs } from '../test/session.ts';

const REQUESTED = 'If an account uses that address, we have sent it a link to set a new password.';
const DONE = 'Your password has been changed. Please sign in with the new one.';

describe('Forgot password', () => {
  it('when the shopper follows Forgot password? and sends an address, then the server is asked and its answer shown', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/users/password-reset', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ message: REQUESTED }, { status: 202 });
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/login');
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
    expect(await screen.findByRole('heading', { name: 'Forgot Password' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email Address'), 'john@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByText(REQUESTED)).toBeInTheDocument();
    expect(sent).toEqual([{ email: 'john@example.com' }]);
  });
});

describe('Set new password', () => {
  function answerConfirm(status: number, message: string) {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/users/password-reset/confirm', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ message }, { status });
      }),
    );
    return sent;
  }

  async function fillIn(password: string, confirmation: string) {
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New Password'), password);
    await user.type(screen.getByLabelText('Confirm Password'), confirmation);
    await user.click(screen.getByRole('button', { name: 'Set Password' }));
  }

  it('when the passwords differ, then Passwords do not match and nothing is sent', async () => {
    const sent = answerConfirm(200, DONE);
    renderApp('/reset-password?token=abc123');
    await fillIn('a fine passphrase', 'a fine passphrasf');
    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(sent).toEqual([]);
  });

  it('when the link is good, then the token and password are sent and the shopper is sent to sign in', async () => {
    const sent = answerConfirm(200, DONE);
    renderApp('/reset-password?token=abc123');
    await fillIn('a fine passphrase', 'a fine passphrase');
    expect(await screen.findByText(DONE)).toBeInTheDocument();
    expect(sent).toEqual([{ token: 'abc123', password: 'a fine passphrase' }]);
    // The header's Sign In link and the screen's both lead to /login.
    for (const link of screen.getAllByRole('link', { name: 'Sign In' })) {
      expect(link).toHaveAttribute('href', '/login');
    }
  });

  it('when the server refuses the link, then its message is shown with a way to ask for a new one', async () => {
    answerConfirm(400, 'This password reset link has expired. Please ask for a new one.');
    renderApp('/reset-password?token=abc123');
    await fillIn('a fine passphrase', 'a fine passphrase');
    expect(await screen.findByRole('alert')).toHaveTextContent('This password reset link has expired.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('when the link has no token, then it says so and offers a new one', async () => {
    renderApp('/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('This password reset link is not valid.');
    expect(screen.queryByRole('button', { name: 'Set Password' })).not.toBeInTheDocument();
  });
});

describe('Outbox', () => {
  it('when an admin opens it, then the messages the shop would have sent are listed, newest first', async () => {
    const page: OutboxPage = {
      transport: 'outbox',
      page: 1,
      pages: 1,
      messages: [
        {
          id: '1b4e28ba-2fa1-11d2-883f-0016d3cca427',
          kind: 'password-reset',
          from: 'Easy-Buy <no-reply@easy-buy.invalid>',
          to: 'john@example.com',
          subject: 'Reset your Easy-Buy password',
          text: 'Hello John,\nhttp://localhost:5000/reset-password?token=abc',
          createdAt: '2026-11-23T16:00:00.000Z',
        },
      ],
    };
    server.use(http.get('/api/admin/outbox', () => HttpResponse.json(page)));
    signInAs(adminInfo);
    renderApp('/admin/outbox');
    expect(await screen.findByRole('heading', { name: 'Outbox' })).toBeInTheDocument();
    expect(screen.getByText('Reset your Easy-Buy password')).toBeInTheDocument();
    expect(screen.getByText(/To john@example\.com/)).toBeInTheDocument();
    expect(screen.getByText(/reset-password\?token=abc/)).toBeInTheDocument();
  });

  it('when an admin opens the Admin menu, then it offers the Outbox', async () => {
    signInAs(adminInfo);
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Admin' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Outbox' })).toHaveAttribute('href', '/admin/outbox');
  });
});
