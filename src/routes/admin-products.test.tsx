import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AdminProduct, AdminProductList } from '../contract/products.ts';
import { makeProduct } from '../test/fixtures.ts';
import { renderApp } from '../test/render.tsx';
import { adminInfo, server, tokenFailed } from '../test/server.ts';
import { signInAs } from '../test/session.ts';

function adminProduct(overrides: Partial<AdminProduct> = {}): AdminProduct {
  return { ...makeProduct(), isDraft: false, version: 1, ...overrides };
}

function summary({ reviews: _reviews, ...rest }: AdminProduct) {
  return rest;
}

/** An admin catalogue held in memory behind MSW, answering in the contract's shapes. */
function serveAdminCatalogue(products: AdminProduct[], pages = 1) {
  const deleted: string[] = [];
  const saved: unknown[] = [];
  server.use(
    http.get('/api/admin/products', ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('pageNumber') ?? '1');
      const list: AdminProductList = {
        products: products.filter((p) => !deleted.includes(p._id)).map(summary),
        page,
        pages,
      };
      return HttpResponse.json(list);
    }),
    http.get('/api/admin/products/:id', ({ params }) => {
      const product = products.find((candidate) => candidate._id === params.id);
      return product
        ? HttpResponse.json(product)
        : HttpResponse.json({ message: 'Product not found' }, { status: 404 });
    }),
    http.post('/api/products', () => {
      const draft = adminProduct({
        name: '',
        brand: '',
        category: '',
        description: '',
        image: '',
        price: 0,
        countInStock: 0,
        rating: 0,
        numReviews: 0,
        isDraft: true,
      });
      products.unshift(draft);
      return HttpResponse.json(draft, { status: 201 });
    }),
    http.put('/api/products/:id', async ({ params, request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      saved.push(body);
      const index = products.findIndex((candidate) => candidate._id === params.id);
      const current = products[index];
      if (!current) return HttpResponse.json({ message: 'Product not found' }, { status: 404 });
      const updated = {
        ...current,
        ...body,
        isDraft: false,
        updatedAt: new Date().toISOString(),
      } as AdminProduct;
      products[index] = updated;
      return HttpResponse.json(updated);
    }),
    http.delete('/api/products/:id', ({ params }) => {
      deleted.push(String(params.id));
      return HttpResponse.json({ message: 'Product removed' });
    }),
  );
  return { deleted, saved };
}

const camera = () =>
  adminProduct({
    name: 'Canon EOS R50',
    price: 679.99,
    brand: 'Canon',
    category: 'Cameras',
    countInStock: 3,
    image: '/uploads/demo/canon.webp',
    description: 'A small mirrorless camera.',
  });

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

  it('when Create Product is pressed, then a draft is made and its edit page opens', async () => {
    signInAs(adminInfo);
    serveAdminCatalogue([camera()]);
    const user = userEvent.setup();
    const { router } = renderApp('/admin/productlist');
    await user.click(await screen.findByRole('button', { name: 'Create Product' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/admin\/product\/[^/]+\/edit$/));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Product' })).toBeInTheDocument();
    expect(screen.getByText('A draft: shoppers will see it once you save it.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('');
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

describe('admin product edit', () => {
  async function openEditor(product: AdminProduct) {
    signInAs(adminInfo);
    const api = serveAdminCatalogue([product]);
    const user = userEvent.setup();
    const rendered = renderApp(`/admin/product/${product._id}/edit`);
    await screen.findByRole('heading', { level: 1, name: 'Edit Product' });
    expect(await screen.findByLabelText('Name')).toHaveValue(product.name);
    return { ...api, user, ...rendered };
  }

  it('when it opens, then every field holds the product and Go Back leads to the list', async () => {
    const product = camera();
    await openEditor(product);
    expect(screen.getByLabelText('Price')).toHaveValue('679.99');
    expect(screen.getByLabelText('Image')).toHaveValue('/uploads/demo/canon.webp');
    expect(screen.getByLabelText('Brand')).toHaveValue('Canon');
    expect(screen.getByLabelText('Count In Stock')).toHaveValue(3);
    expect(screen.getByLabelText('Category')).toHaveValue('Cameras');
    expect(screen.getByLabelText('Description')).toHaveValue('A small mirrorless camera.');
    expect(screen.getByRole('img', { name: 'Preview of the product image' })).toHaveAttribute(
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
      ['Image', 'Image is required: upload one'],
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
    expect(screen.getByLabelText('Image')).toHaveAccessibleDescription(
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

  describe('image upload', () => {
    const png = () =>
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], 'photo.png', { type: 'image/png' });

    it('when a file is chosen, then it uploads with a progress bar and the preview shows the stored image', async () => {
      const { user, saved } = await openEditor(camera());
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => (release = resolve));
      let received: FormDataEntryValue | null = null;
      let authorization: string | null = null;
      server.use(
        http.post('/api/upload', async ({ request }) => {
          authorization = request.headers.get('authorization');
          received = (await request.formData()).get('image');
          await released;
          return HttpResponse.json(
            {
              message: 'Image uploaded successfully',
              image: '/uploads/0f0e0d0c-0000-4000-8000-000000000001.webp',
            },
            { status: 201 },
          );
        }),
      );
      await user.upload(screen.getByLabelText('Upload Image'), png());
      expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled();
      release();
      await waitFor(() =>
        expect(screen.getByLabelText('Image')).toHaveValue(
          '/uploads/0f0e0d0c-0000-4000-8000-000000000001.webp',
        ),
      );
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
      expect(screen.getByRole('img', { name: 'Preview of the product image' })).toHaveAttribute(
        'src',
        '/uploads/0f0e0d0c-0000-4000-8000-000000000001.webp',
      );
      expect(screen.getByText('Image uploaded')).toBeInTheDocument();
      // The bytes travel as the multipart field `image` (jsdom's File is another realm's class).
      expect(received).toMatchObject({ size: 7, type: 'image/png' });
      expect(authorization).toBe(`Bearer ${adminInfo.token}`);

      await user.click(screen.getByRole('button', { name: 'Update' }));
      await waitFor(() =>
        expect(saved).toEqual([
          expect.objectContaining({ image: '/uploads/0f0e0d0c-0000-4000-8000-000000000001.webp' }),
        ]),
      );
    });

    it('when the server refuses the file, then its message shows next to the image', async () => {
      await openEditor(camera());
      const user = userEvent.setup();
      server.use(
        http.post('/api/upload', async () => {
          await delay(10);
          return HttpResponse.json(
            { message: 'Only JPEG, PNG or WebP images can be uploaded' },
            { status: 400 },
          );
        }),
      );
      await user.upload(screen.getByLabelText('Upload Image'), png());
      await waitFor(() =>
        expect(screen.getByLabelText('Image')).toHaveAccessibleDescription(
          'Only JPEG, PNG or WebP images can be uploaded',
        ),
      );
      expect(screen.getByLabelText('Image')).toHaveValue('/uploads/demo/canon.webp');
    });

    it('when the file is over 5 MB, then it is refused before anything is sent', async () => {
      await openEditor(camera());
      const user = userEvent.setup();
      let sent = false;
      server.use(
        http.post('/api/upload', () => {
          sent = true;
          return HttpResponse.json({}, { status: 500 });
        }),
      );
      const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.jpg', { type: 'image/jpeg' });
      await user.upload(screen.getByLabelText('Upload Image'), big);
      expect(screen.getByLabelText('Image')).toHaveAccessibleDescription(
        'The image is too large: the limit is 5 MB',
      );
      expect(sent).toBe(false);
    });

    it('when the upload answers Not authorized, token failed, then the admin is signed out', async () => {
      const { router } = await openEditor(camera());
      const user = userEvent.setup();
      server.use(http.post('/api/upload', () => tokenFailed()));
      await user.upload(screen.getByLabelText('Upload Image'), png());
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    });
  });
});
