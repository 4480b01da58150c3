import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  adminProduct,
  camera,
  openProductEditor as openEditor,
  serveAdminCatalogue,
} from '../test/admin-catalogue-api.ts';
import { renderApp } from '../test/render.tsx';
import { adminInfo, server, tokenFailed } from '../test/server.ts';
import { signInAs } from '../test/session.ts';

describe('admin product edit', () => {
  it('when it opens, then every field holds the product and Go Back leads to the list', async () => {
    const product = camera();
    await openEditor(product);
    expect(screen.getByLabelText('Price')).toHaveValue('679.99');
    expect(screen.getByLabelText('Brand')).toHaveValue('Canon');
    expect(screen.getByLabelText('Count In Stock')).toHaveValue(3);
    expect(screen.getByLabelText('Category')).toHaveValue('Cameras');
    expect(screen.getByLabelText('Description')).toHaveValue('A small mirrorless camera.');
    expect(screen.getByRole('img', { name: 'Photo 1 (main photo)' })).toHaveAttribute(
      'src',
      '/uploads/demo/canon.webp',
    );
    expect(screen.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/admin/productlist');
  });

  it('when saved, then the whole product is sent and the saved product is shown', async () => {
    const product = camera();
    const { user, saved } = await openEditor(product);
    const name = screen.getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Canon EOS R50 Kit');
    await user.clear(screen.getByLabelText('Price'));
    await user.type(screen.getByLabelText('Price'), '749.5');
    await user.clear(screen.getByLabelText('Count In Stock'));
    await user.type(screen.getByLabelText('Count In Stock'), '12');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(/Product saved/)).toBeInTheDocument();
    expect(saved).toEqual([
      {
        name: 'Canon EOS R50 Kit',
        price: 749.5,
        image: '/uploads/demo/canon.webp',
        images: ['/uploads/demo/canon.webp'],
        brand: 'Canon',
        category: 'Cameras',
        countInStock: 12,
        description: 'A small mirrorless camera.',
        version: 1,
      },
    ]);
    expect(screen.getByRole('link', { name: 'View in store' })).toHaveAttribute(
      'href',
      `/product/${product._id}`,
    );
    expect(screen.getByLabelText('Name')).toHaveValue('Canon EOS R50 Kit');
  });

  it('when fields are wrong, then each error shows next to its field, nothing is sent and the first gets focus', async () => {
    const { user, saved } = await openEditor(
      adminProduct({
        name: '',
        image: '',
        brand: '',
        category: '',
        price: 0,
        countInStock: 0,
        isDraft: true,
      }),
    );
    await user.type(screen.getByLabelText('Price'), '.999');
    await user.clear(screen.getByLabelText('Count In Stock'));
    await user.type(screen.getByLabelText('Count In Stock'), '-2');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    const expectations: [string, string][] = [
      ['Name', 'Name is required'],
      ['Price', 'Price must have at most 2 decimal places'],
      ['Upload Images', 'Image is required: upload one'],
      ['Brand', 'Brand is required'],
      ['Count In Stock', 'Count In Stock must be 0 or more'],
      ['Category', 'Category is required'],
    ];
    for (const [label, message] of expectations) {
      const field = screen.getByLabelText(label);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(message);
    }
    expect(screen.getByLabelText('Description')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(saved).toEqual([]);

    await user.type(screen.getByLabelText('Name'), 'Now named');
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
  });

  it('when the price is blank or words, then it says so', async () => {
    const { user } = await openEditor(camera());
    await user.clear(screen.getByLabelText('Price'));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(screen.getByLabelText('Price')).toHaveAccessibleDescription('Price is required');
    await user.type(screen.getByLabelText('Price'), 'ten');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(screen.getByLabelText('Price')).toHaveAccessibleDescription('Price must be a number');
  });

  it('when the server refuses a field, then its message shows at the top and next to that field', async () => {
    const { user } = await openEditor(camera());
    server.use(
      http.put('/api/products/:id', () =>
        HttpResponse.json(
          { message: 'Image must be an image uploaded to this shop', code: 'VALIDATION' },
          { status: 400 },
        ),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Image must be an image uploaded to this shop',
    );
    expect(screen.getByRole('group', { name: 'Photos' })).toHaveAccessibleDescription(
      'Image must be an image uploaded to this shop',
    );
  });

  it('when the product changed since it was opened, then the save is refused, the message shows and the form reloads', async () => {
    signInAs(adminInfo);
    const opened = { ...camera(), version: 3 };
    // Someone else saved in between: the server now holds version 4 with another name and stock.
    const current = { ...opened, name: 'Canon EOS R50 (2026)', countInStock: 1, version: 4 };
    let served = opened;
    const sent: unknown[] = [];
    server.use(
      http.get('/api/admin/products/:id', () => HttpResponse.json(served)),
      http.put('/api/products/:id', async ({ request }) => {
        const body = (await request.json()) as { version?: number };
        sent.push(body);
        if (body.version !== current.version) {
          return HttpResponse.json(
            { message: 'Someone else saved this product since you opened it', code: 'CONFLICT' },
            { status: 409 },
          );
        }
        return HttpResponse.json({ ...current, ...body, version: 5, updatedAt: new Date().toISOString() });
      }),
    );
    const user = userEvent.setup();
    renderApp(`/admin/product/${opened._id}/edit`);
    const price = await screen.findByLabelText('Price');
    await user.clear(price);
    await user.type(price, '700');
    served = current;
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Someone else saved this product since you opened it',
    );
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Canon EOS R50 (2026)'));
    expect(screen.getByLabelText('Count In Stock')).toHaveValue(1);
    expect(screen.getByLabelText('Price')).toHaveValue('679.99');
    expect(sent).toEqual([expect.objectContaining({ price: 700, version: 3 })]);

    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(/Product saved/)).toBeInTheDocument();
    expect(sent[1]).toEqual(expect.objectContaining({ name: 'Canon EOS R50 (2026)', version: 4 }));
  });

  it('when saving answers Not authorized, token failed, then the admin is signed out', async () => {
    const { user, router } = await openEditor(camera());
    server.use(http.put('/api/products/:id', () => tokenFailed()));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('userInfo')).toBeNull();
  });

  it('when the product does not exist, then the server message shows', async () => {
    signInAs(adminInfo);
    serveAdminCatalogue([]);
    renderApp('/admin/product/00000000-0000-4000-8000-00000000dead/edit');
    expect(await screen.findByRole('alert')).toHaveTextContent('Product not found');
  });
});
