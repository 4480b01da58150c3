import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expect } from 'vitest';
import type { AdminProduct, AdminProductList } from '../contract/products.ts';
import { makeProduct } from './fixtures.ts';
import { renderApp } from './render.tsx';
import { adminInfo, server } from './server.ts';
import { signInAs } from './session.ts';

/** The admin's product screens' tests: an admin catalogue behind MSW, and the edit page opened on one. */

export function adminProduct(overrides: Partial<AdminProduct> = {}): AdminProduct {
  return { ...makeProduct(), isDraft: false, version: 1, ...overrides };
}

export function summary({ reviews: _reviews, ...rest }: AdminProduct) {
  return rest;
}

/** An admin catalogue held in memory behind MSW, answering in the contract's shapes. */
export function serveAdminCatalogue(products: AdminProduct[], pages = 1) {
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
    http.post('/api/admin/products', async ({ request }) => {
      const body = (await request.json()) as Partial<AdminProduct>;
      saved.push(body);
      const created = adminProduct({ ...body, rating: 0, numReviews: 0, isDraft: false });
      products.unshift(created);
      return HttpResponse.json(created, { status: 201 });
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

export const camera = () =>
  adminProduct({
    name: 'Canon EOS R50',
    price: 679.99,
    brand: 'Canon',
    category: 'Cameras',
    countInStock: 3,
    image: '/uploads/demo/canon.webp',
    description: 'A small mirrorless camera.',
  });

/** Signs in as admin, serves `product` and opens its edit page once the form holds it. */
export async function openProductEditor(product: AdminProduct) {
  signInAs(adminInfo);
  const api = serveAdminCatalogue([product]);
  const user = userEvent.setup();
  const rendered = renderApp(`/admin/product/${product._id}/edit`);
  await screen.findByRole('heading', { level: 1, name: 'Edit Product' });
  expect(await screen.findByLabelText('Name')).toHaveValue(product.name);
  return { ...api, user, ...rendered };
}
