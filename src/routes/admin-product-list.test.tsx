import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminProduct, camera, serveAdminCatalogue, summary } from '../test/admin-catalogue-api.ts';
import { renderApp } from '../test/render.tsx';
import { adminInfo, server } from '../test/server.ts';
import { signInAs } from '../test/session.ts';

describe('admin product list', () => {
  it('when it loads, then each product shows id, name, price, category, brand, and drafts are marked', async () => {
    signInAs(adminInfo);
    const product = camera();
    const draft = adminProduct({ name: '', isDraft: true });
    serveAdminCatalogue([draft, product]);
    renderApp('/admin/productlist');
    expect(await screen.findByRole('heading', { level: 1, name: 'Products' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Image', 'ID', 'Name', 'Price', 'Stock', 'Category', 'Brand', 'Actions']);
    const row = within(table).getByText('Canon EOS R50').closest('tr');
    if (!row) throw new Error('no row');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['', product._id, 'Canon EOS R50', '$679.99', '3', 'Cameras', 'Canon', 'EditDelete']);
    expect(within(row).getByRole('link', { name: 'Edit Canon EOS R50' })).toHaveAttribute(
      'href',
      `/admin/product/${product._id}/edit`,
    );
    const draftRow = within(table).getByText('Draft').closest('tr');
    if (!draftRow) throw new Error('no draft row');
    expect(within(draftRow).getByText('Untitled')).toBeInTheDocument();
  });

  it('when Create Product is pressed, then an empty form opens and nothing is made until it is saved', async () => {
    signInAs(adminInfo);
    const { saved } = serveAdminCatalogue([camera()]);
    const user = userEvent.setup();
    const { router } = renderApp('/admin/productlist');
    await user.click(await screen.findByRole('link', { name: 'Create Product' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Product' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/product/new');
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Price')).toHaveValue('');
    expect(saved).toEqual([]);

    // Saving an empty form is refused beside each field, and still nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('when the new product is filled in and saved, then it is sent whole and its edit page says it was created', async () => {
    signInAs(adminInfo);
    const { saved } = serveAdminCatalogue([camera()]);
    const user = userEvent.setup();
    const { router } = renderApp('/admin/product/new');
    await user.type(await screen.findByLabelText('Name'), 'Nikon Z50');
    await user.type(screen.getByLabelText('Price'), '859.95');
    await user.type(screen.getByLabelText('Brand'), 'Nikon');
    await user.clear(screen.getByLabelText('Count In Stock'));
    await user.type(screen.getByLabelText('Count In Stock'), '4');
    server.use(
      http.post('/api/upload', () =>
        HttpResponse.json(
          { message: 'Image uploaded successfully', image: '/uploads/demo/canon.webp' },
          { status: 201 },
        ),
      ),
    );
    await user.upload(
      screen.getByLabelText('Upload Images'),
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'nikon.png', { type: 'image/png' }),
    );
    await screen.findByRole('img', { name: 'Photo 1 (main photo)' });
    const category = screen.getByLabelText('Category');
    await screen.findByRole('option', { name: /^Gadgets/ });
    await user.selectOptions(category, 'Gadgets');
    await user.type(screen.getByLabelText('Description'), 'A mirrorless camera.');
    expect(saved).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Create Product' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Product' })).toBeInTheDocument();
    expect(screen.getByText(/Product created/)).toBeInTheDocument();
    expect(saved).toEqual([
      {
        name: 'Nikon Z50',
        price: 859.95,
        image: '/uploads/demo/canon.webp',
        images: ['/uploads/demo/canon.webp'],
        brand: 'Nikon',
        category: 'Gadgets',
        countInStock: 4,
        description: 'A mirrorless camera.',
      },
    ]);
    expect(router.state.location.pathname).toMatch(/^\/admin\/product\/[^/]+\/edit$/);
    expect(screen.getByLabelText('Name')).toHaveValue('Nikon Z50');
  });

  it('when Delete is confirmed in the dialog, then the product is deleted and the list updates', async () => {
    signInAs(adminInfo);
    const product = camera();
    const { deleted } = serveAdminCatalogue([product]);
    const user = userEvent.setup();
    renderApp('/admin/productlist');
    await user.click(await screen.findByRole('button', { name: 'Delete Canon EOS R50' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete product?' });
    expect(dialog).toHaveTextContent('Canon EOS R50 will be removed from the store');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toEqual([product._id]));
    expect(await screen.findByText('Product removed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Canon EOS R50')).not.toBeInTheDocument());
  });

  it('when Delete is cancelled, then nothing is deleted and focus returns to the Delete button', async () => {
    signInAs(adminInfo);
    const { deleted } = serveAdminCatalogue([camera()]);
    const user = userEvent.setup();
    renderApp('/admin/productlist');
    const deleteButton = await screen.findByRole('button', { name: 'Delete Canon EOS R50' });
    await user.click(deleteButton);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleted).toEqual([]);
    await waitFor(() => expect(deleteButton).toHaveFocus());
  });

  it('when there are several pages, then the links are /admin/productlist/{n} and the page is asked for', async () => {
    signInAs(adminInfo);
    let asked: string | null = null;
    server.use(
      http.get('/api/admin/products', ({ request }) => {
        asked = new URL(request.url).searchParams.get('pageNumber');
        return HttpResponse.json({ products: [summary(camera())], page: 2, pages: 3 });
      }),
    );
    renderApp('/admin/productlist/2');
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/admin/productlist/1', '/admin/productlist/2', '/admin/productlist/3']);
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(asked).toBe('2');
  });

  it('when the page number in the address is not a number, then it is not found', async () => {
    signInAs(adminInfo);
    renderApp('/admin/productlist/abc');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('when the Admin menu is opened, then it offers Products', async () => {
    signInAs(adminInfo);
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Admin' }));
    expect(await screen.findByRole('menuitem', { name: 'Products' })).toHaveAttribute(
      'href',
      '/admin/productlist',
    );
  });
});
