import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeProduct, summaryOf } from '../test/fixtures.ts';
import { renderApp } from '../test/render.tsx';
import { adminInfo, catalogue, server } from '../test/server.ts';
import { signInAs } from '../test/session.ts';

describe('product page: breadcrumbs, brand and category links, related products', () => {
  it('when a product opens, then breadcrumbs lead home and to its category, and brand and category link to the list', async () => {
    const product = catalogue[0];
    if (!product) throw new Error('catalogue is empty');
    renderApp(`/product/${product._id}`);
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByRole('link', { name: 'Gadgets' })).toHaveAttribute(
      'href',
      '/?category=Gadgets',
    );
    expect(within(crumbs).getByText(product.name)).toHaveAttribute('aria-current', 'page');
    const brandLink = screen.getByRole('link', { name: 'Brand' });
    expect(decodeURIComponent(brandLink.getAttribute('href') ?? '')).toBe('/?brand=["Brand"]');
  });

  it('when related products exist, then they are listed as cards', async () => {
    const related = [makeProduct({ name: 'Related Speaker' }), makeProduct({ name: 'Related Phone' })];
    server.use(http.get('/api/products/:id/related', () => HttpResponse.json(related.map(summaryOf))));
    const product = catalogue[1];
    if (!product) throw new Error('catalogue is empty');
    renderApp(`/product/${product._id}`);
    const section = await screen.findByRole('region', { name: 'Related products' });
    expect(within(section).getAllByRole('article')).toHaveLength(2);
    expect(within(section).getByRole('link', { name: 'Related Speaker' })).toBeInTheDocument();
  });

  it('when the related products fail, then the product page still shows', async () => {
    server.use(
      http.get('/api/products/:id/related', () => HttpResponse.json({ message: 'x' }, { status: 500 })),
    );
    const product = catalogue[1];
    if (!product) throw new Error('catalogue is empty');
    renderApp(`/product/${product._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: product.name })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Related products' })).not.toBeInTheDocument();
  });
});

describe('header: categories and the admin menus', () => {
  it('when Categories is opened, then each category links to its filtered list, and Escape closes it', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/product/elsewhere');
    const button = await screen.findByRole('button', { name: 'Categories' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const link = await screen.findByRole('link', { name: /^Gadgets/ });
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    await user.click(button);
    await user.click(link);
    await waitFor(() => expect(router.state.location.search).toEqual({ category: 'Gadgets' }));
  });

  it('when an admin is signed in, then the name menu and the Admin menu keep their spec words and differ', async () => {
    signInAs(adminInfo);
    renderApp('/product/elsewhere');
    const name = await screen.findByRole('button', { name: 'Admin User' });
    const admin = screen.getByRole('button', { name: 'Admin' });
    expect(name.className).not.toBe(admin.className);
  });
});
