import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useCart } from '../stores/cart.ts';
import { renderApp } from '../test/render.tsx';
import { customerInfo, RIGHT_PASSWORD, server } from '../test/server.ts';
import { signInAs } from '../test/session.ts';

describe('profile screen', () => {
  it('when the profile is saved, then the stored user info is replaced by the response', async () => {
    signInAs(customerInfo);
    const user = userEvent.setup();
    renderApp('/profile');
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Johnny');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('userInfo') ?? 'null')).toEqual({
      ...customerInfo,
      name: 'Johnny',
      token: 'fresh.token.value',
    });
    expect(await screen.findByRole('button', { name: 'Johnny' })).toBeInTheDocument();
  });

  it('when the new passwords differ, then it says so and sends nothing', async () => {
    signInAs(customerInfo);
    let sent = false;
    server.use(
      http.put('/api/users/profile', () => {
        sent = true;
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    const user = userEvent.setup();
    renderApp('/profile');
    await user.type(await screen.findByLabelText('Password'), 'first password');
    await user.type(screen.getByLabelText('Confirm Password'), 'second password');
    await user.type(await screen.findByLabelText('Current password'), RIGHT_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(sent).toBe(false);
  });

  it('when the server refuses the change, then its message shows', async () => {
    signInAs(customerInfo);
    server.use(
      http.put('/api/users/profile', () =>
        HttpResponse.json({ message: 'That email address is already in use' }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That email address is already in use');
  });
});

describe('profile screen: the current password', () => {
  /** Signed in on the profile, with `label`'s field retyped as `value`; returns what updates send. */
  async function retype(label: string, value: string) {
    signInAs(customerInfo);
    const sent: Record<string, unknown>[] = [];
    server.use(
      http.put('/api/users/profile', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        sent.push(body);
        return HttpResponse.json({
          ...customerInfo,
          name: body.name,
          email: body.email,
          token: 'fresh.token.value',
        });
      }),
    );
    const user = userEvent.setup();
    renderApp('/profile');
    const field = await screen.findByLabelText(label);
    await user.clear(field);
    await user.type(field, value);
    return { user, sent, field };
  }

  it('when only the name changes, then no Current password field shows and none is sent', async () => {
    const { user, sent } = await retype('Name', 'Johnny');
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    expect(sent).toEqual([{ name: 'Johnny', email: customerInfo.email }]);
  });

  it('when the e-mail changes, then a Current password field asks for it and it is sent', async () => {
    const { user, sent } = await retype('Email Address', 'johnny@example.com');
    const current = await screen.findByLabelText('Current password');
    expect(current).toHaveAttribute('type', 'password');
    expect(current).toHaveAttribute('autocomplete', 'current-password');
    expect(current).toBeRequired();
    await user.type(current, RIGHT_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    expect(sent).toEqual([
      { name: customerInfo.name, email: 'johnny@example.com', currentPassword: RIGHT_PASSWORD },
    ]);
  });

  it('when a new password is typed, then the field shows, and when it is cleared again, it goes', async () => {
    const { user, field } = await retype('Password', 'a brand new passphrase');
    expect(await screen.findByLabelText('Current password')).toBeInTheDocument();
    await user.clear(field);
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
  });

  it('when the e-mail is typed back as it was, in other case, then no current password is asked', async () => {
    await retype('Email Address', ` ${customerInfo.email.toUpperCase()}`);
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
  });

  it('when the server says the current password is wrong, then its message shows beside the field', async () => {
    const { user } = await retype('Password', 'a brand new passphrase');
    server.use(
      http.put('/api/users/profile', () =>
        HttpResponse.json(
          { message: 'Current password is incorrect', code: 'CURRENT_PASSWORD' },
          { status: 400 },
        ),
      ),
    );
    await user.type(screen.getByLabelText('Confirm Password'), 'a brand new passphrase');
    await user.type(await screen.findByLabelText('Current password'), 'not it');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    const current = screen.getByLabelText('Current password');
    await waitFor(() => expect(current).toHaveAttribute('aria-invalid', 'true'));
    expect(current).toHaveAccessibleDescription(expect.stringContaining('Current password is incorrect'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(current).toHaveFocus();
    expect(localStorage.getItem('userInfo')).not.toBeNull();
  });
});

describe('profile screen: Sign out everywhere', () => {
  /** Signed in on the profile, Sign out everywhere pressed; the server answers with `answer`. */
  async function askToSignOutEverywhere(answer: () => Response) {
    signInAs(customerInfo);
    useCart.getState().savePaymentMethod('TestCard');
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/users/logout', async ({ request }) => {
        bodies.push(await request.json());
        return answer();
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere?' });
    return { user, router, bodies, dialog };
  }

  it('when confirmed, then every session is ended on the server and this browser signs out', async () => {
    const { user, router, bodies, dialog } = await askToSignOutEverywhere(() =>
      HttpResponse.json({ message: 'Signed out everywhere' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(bodies).toEqual([{ everywhere: true }]);
    for (const key of ['userInfo', 'cartItems', 'shippingAddress', 'paymentMethod']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
  });

  it('when cancelled, then nothing is sent and the user stays signed in', async () => {
    const { user, bodies, dialog } = await askToSignOutEverywhere(() =>
      HttpResponse.json({ message: 'Signed out everywhere' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([]);
    expect(localStorage.getItem('userInfo')).not.toBeNull();
  });

  it('when the server cannot do it, then its message shows and the user stays signed in to try again', async () => {
    const { user, router, dialog } = await askToSignOutEverywhere(() =>
      HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText('Internal Server Error')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(localStorage.getItem('userInfo')).not.toBeNull();
  });
});
