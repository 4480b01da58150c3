import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AdminProduct } from '../contract/products.ts';
import { makeProduct } from '../test/fixtures.ts';
import { renderApp } from '../test/render.tsx';
import { adminInfo, server } from '../test/server.ts';
import { signInAs } from '../test/session.ts';

const lens = (): AdminProduct => ({
  ...makeProduct({ name: 'Canon RF 50mm', brand: 'Canon', category: 'Cameras', countInStock: 0 }),
  isDraft: false,
  version: 1,
});

/** The admin list and one product behind MSW; every list query is recorded. */
function serveAdmin(product: AdminProduct) {
  const asked: URLSearchParams[] = [];
  const saved: Record<string, unknown>[] = [];
  server.use(
    http.get('/api/admin/products', ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      const { reviews: _reviews, ...summary } = product;
      return HttpResponse.json({ products: [summary], page: 1, pages: 2 });
    }),
    http.get('/api/admin/products/:id', () => HttpResponse.json(product)),
    http.get('/api/products/categories', () =>
      HttpResponse.json([
        { name: 'Audio', count: 3 },
        { name: 'Cameras', count: 1 },
      ]),
    ),
    http.put('/api/products/:id', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      saved.push(body);
      return HttpResponse.json({ ...product, ...body });
    }),
  );
  return { asked, saved };
}

describe('admin product list: search, sort, stock and thumbnails', () => {
  it('when searched and sorted, then the API is asked so and page links keep both', async () => {
    signInAs(adminInfo);
    const { asked } = serveAdmin(lens());
    const user = userEvent.setup();
    const { router } = renderApp('/admin/productlist/2');
    const table = await screen.findByRole('table');
    const row = within(table).getByText('Canon RF 50mm').closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('Out of stock')).toBeInTheDocument();
    expect(row.querySelector('img')).toHaveAttribute('src', expect.stringContaining('/uploads/demo/'));

    await user.type(screen.getByLabelText('Search products'), 'canon');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/productlist'));
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Stock: lowest first');
    await waitFor(() => expect(asked.at(-1)?.get('sort')).toBe('stock-asc'));
    expect(asked.at(-1)?.get('keyword')).toBe('canon');
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'href',
      '/admin/productlist/2?keyword=canon&sort=stock-asc',
    );
  });

  it('when the address has a bad sort, then it is dropped', async () => {
    signInAs(adminInfo);
    const { asked } = serveAdmin(lens());
    renderApp('/admin/productlist?sort=cheapest');
    await screen.findByRole('table');
    expect(asked.at(-1)?.has('sort')).toBe(false);
  });
});

/** An admin editing the lens, with the shop's categories loaded into the Category field. */
async function editLensCategory() {
  signInAs(adminInfo);
  const { saved } = serveAdmin(lens());
  const user = userEvent.setup();
  renderApp(`/admin/product/${lens()._id}/edit`);
  const category = await screen.findByLabelText('Category');
  await waitFor(() => expect(within(category).getByRole('option', { name: 'Audio' })).toBeInTheDocument());
  return { user, category, saved };
}

describe('product form category', () => {
  it('when editing, then the category is chosen from the shop categories, and a new one is typed deliberately', async () => {
    const { user, category, saved } = await editLensCategory();
    expect(category).toHaveValue('Cameras');
    await user.selectOptions(category, 'Audio');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(saved.at(-1)?.category).toBe('Audio'));

    await user.selectOptions(category, 'New category…');
    const typed = screen.getByLabelText('New category name');
    await user.type(typed, 'Drones');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(saved.at(-1)?.category).toBe('Drones'));
  });

  it('when New category… is chosen, then its name field has the focus at once and does not take it back later', async () => {
    const { user, category } = await editLensCategory();
    await user.selectOptions(category, 'New category…');
    expect(screen.getByLabelText('New category name')).toHaveFocus();

    // An admin (or a browser filling the form) who moves straight on keeps the field they went to.
    const description = screen.getByRole('textbox', { name: 'Description' });
    await user.click(description);
    await new Promise((frame) => requestAnimationFrame(frame));
    expect(description).toHaveFocus();
  });

  it('when a typed new category matches an existing one, then the existing one is used', async () => {
    const { user, category } = await editLensCategory();
    await user.selectOptions(category, 'New category…');
    await user.type(screen.getByLabelText('New category name'), 'audio');
    await user.tab();
    expect(screen.queryByLabelText('New category name')).not.toBeInTheDocument();
    expect(category).toHaveValue('Audio');
  });
});
