import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render.tsx';
import { adminInfo, customerInfo, server, users } from '../test/server.ts';
import { signInAs } from '../test/session.ts';

describe('admin user list', () => {
  it('when it loads, then each user has id, name, mailto email, admin flag and actions', async () => {
    signInAs(adminInfo);
    renderApp('/admin/userlist');
    const row = (await screen.findByText(customerInfo.email)).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText(customerInfo._id)).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: customerInfo.email })).toHaveAttribute(
      'href',
      `mailto:${customerInfo.email}`,
    );
    expect(within(row).getByText('No')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Edit John Doe' })).toHaveAttribute(
      'href',
      `/admin/user/${customerInfo._id}/edit`,
    );
  });

  it('when Delete is confirmed in the dialog, then the user is deleted', async () => {
    signInAs(adminInfo);
    let deleted: string | undefined;
    server.use(
      http.delete('/api/users/:id', ({ params }) => {
        deleted = String(params.id);
        return HttpResponse.json({ message: 'User removed' });
      }),
    );
    const user = userEvent.setup();
    renderApp('/admin/userlist');
    await user.click(await screen.findByRole('button', { name: 'Delete John Doe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete user?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toBe(customerInfo._id));
    expect(await screen.findByText('User removed')).toBeInTheDocument();
  });

  it('when Delete is cancelled, then nothing is deleted', async () => {
    signInAs(adminInfo);
    let deleted = false;
    server.use(
      http.delete('/api/users/:id', () => {
        deleted = true;
        return HttpResponse.json({ message: 'User removed' });
      }),
    );
    const user = userEvent.setup();
    renderApp('/admin/userlist');
    await user.click(await screen.findByRole('button', { name: 'Delete John Doe' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleted).toBe(false);
  });
});

describe('admin user edit', () => {
  it('when saved, then the whole user is sent and the details show the response', async () => {
    signInAs(adminInfo);
    let sent: unknown;
    server.use(
      http.put('/api/users/:id', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ ...(sent as object), name: 'Name From Server' });
      }),
    );
    const user = userEvent.setup();
    renderApp(`/admin/user/${customerInfo._id}/edit`);
    const name = await screen.findByLabelText('Name');
    expect(name).toHaveValue('John Doe');
    await user.clear(name);
    await user.type(name, 'Johnathan');
    await user.click(screen.getByLabelText('Is Admin'));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByDisplayValue('Name From Server')).toBeInTheDocument();
    expect(sent).toEqual({
      _id: customerInfo._id,
      name: 'Johnathan',
      email: customerInfo.email,
      isAdmin: true,
      // Ticking Is Admin on a customer picks Manager unless another role is chosen (docs/staff.md).
      role: 'manager',
    });
    expect(screen.getByLabelText('Is Admin')).toBeChecked();
    expect(screen.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/admin/userlist');
    expect(users).toHaveLength(2);
  });
});
