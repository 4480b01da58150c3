import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render.tsx';
import { adminInfo, server } from '../../test/server.ts';
import { signInAs } from '../../test/session.ts';

/** Phones' fields held in memory behind MSW; every PUT body is recorded. */
function servePhoneFields() {
  const saved: unknown[] = [];
  let fields: unknown[] = [
    { name: 'Screen size', kind: 'number', unit: 'in' },
    { name: 'Storage', kind: 'number', unit: 'GB' },
    { name: 'Colour', kind: 'text', unit: null },
  ];
  server.use(
    http.get('/api/categories/:category/spec-fields', ({ params }) =>
      HttpResponse.json({
        category: String(params.category),
        fields: params.category === 'Phones' ? fields : [],
      }),
    ),
    http.put('/api/admin/categories/:category/spec-fields', async ({ params, request }) => {
      const body = (await request.json()) as { fields: unknown[] };
      saved.push(body);
      fields = body.fields;
      return HttpResponse.json({ category: String(params.category), fields });
    }),
  );
  return saved;
}

async function openCategories(path = '/admin/categories') {
  signInAs(adminInfo);
  const user = userEvent.setup();
  const rendered = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Categories' });
  return { user, ...rendered };
}

describe('admin Categories screen: spec fields', () => {
  it('when a category is chosen, then its fields can be added, reordered, removed and saved whole', async () => {
    const saved = servePhoneFields();
    const { user, router } = await openCategories();
    expect(document.title).toBe('Categories | Easy-Buy');
    await user.type(screen.getByLabelText('Category name'), 'Phones{Enter}');
    await waitFor(() => expect(router.state.location.search).toEqual({ category: 'Phones' }));
    expect(await screen.findByLabelText('Field 1 name')).toHaveValue('Screen size');
    expect(screen.getByLabelText('Field 1 unit')).toHaveValue('in');
    expect(screen.getByLabelText('Field 3 unit')).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Remove Colour' }));
    await user.click(screen.getByRole('button', { name: 'Move up Storage' }));
    await user.click(screen.getByRole('button', { name: 'Add field' }));
    await user.type(screen.getByLabelText('Field 3 name'), '5G');
    await user.selectOptions(screen.getByLabelText('Field 3 kind'), 'yes/no');
    const storage = screen.getByLabelText('Field 1 name');
    await user.clear(storage);
    await user.type(storage, 'Storage size');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Spec fields of Phones saved.')).toBeInTheDocument();
    expect(saved).toEqual([
      {
        fields: [
          { name: 'Storage size', kind: 'number', unit: 'GB' },
          { name: 'Screen size', kind: 'number', unit: 'in' },
          { name: '5G', kind: 'yes/no', unit: null },
        ],
      },
    ]);
  });

  it('when a name is blank or repeated, then it says so next to it and nothing is sent', async () => {
    const saved = servePhoneFields();
    const { user } = await openCategories('/admin/categories?category=Phones');
    await user.click(await screen.findByRole('button', { name: 'Add field' }));
    await user.type(screen.getByLabelText('Field 4 name'), 'storage');
    await user.click(screen.getByRole('button', { name: 'Add field' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Field 4 name')).toHaveAccessibleDescription('Two fields are named storage');
    expect(screen.getByLabelText('Field 5 name')).toHaveAccessibleDescription('Field 5 name is required');
    expect(screen.getByLabelText('Field 4 name')).toHaveFocus();
    expect(saved).toEqual([]);
  });

  it('when the server refuses the fields, then its message shows', async () => {
    servePhoneFields();
    server.use(
      http.put('/api/admin/categories/:category/spec-fields', () =>
        HttpResponse.json(
          { message: 'fields[0].unit must be at most 20 characters', code: 'VALIDATION' },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openCategories('/admin/categories?category=Phones');
    await screen.findByLabelText('Field 1 name');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('fields[0].unit must be at most 20 characters')).toBeInTheDocument();
  });

  it('when the admin menu opens, then it links to Categories, which lists the shop’s categories', async () => {
    servePhoneFields();
    const { user } = await openCategories();
    const list = screen.getByRole('navigation', { name: 'Categories' });
    const link = await within(list).findByRole('link', { name: /^Gadgets/ });
    expect(link).toHaveAttribute('href', '/admin/categories?category=Gadgets');
    await user.click(screen.getByRole('button', { name: 'Admin' }));
    expect(await screen.findByRole('menuitem', { name: 'Categories' })).toHaveAttribute(
      'href',
      '/admin/categories',
    );
  });
});
