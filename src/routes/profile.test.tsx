import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render.tsx';
import { customerInfo, server } from '../test/server.ts';
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
