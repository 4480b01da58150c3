import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCart } from '../stores/cart.ts';
import { renderApp } from '../test/render.tsx';
import { catalogue } from '../test/server.ts';

function product(index: number) {
  const found = catalogue[index];
  if (!found) throw new Error(`no product ${index} in the fake catalogue`);
  return found;
}

describe('recently viewed', () => {
  it('when nothing has been opened yet, then the home page has no Recently viewed', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Latest Products' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Recently viewed' })).not.toBeInTheDocument();
  });

  it('when a product page is opened, then it is remembered and the home page lists it first', async () => {
    const first = product(0);
    const second = product(1);
    useCart.getState().viewProduct(first);
    renderApp(`/product/${second._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: second.name })).toBeInTheDocument();
    // The product on screen is not offered again; the one opened before is.
    const strip = await screen.findByRole('region', { name: 'Recently viewed' });
    expect(
      within(strip)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([first.name]);
    expect(useCart.getState().recentlyViewed.map((viewed) => viewed._id)).toEqual([second._id, first._id]);
  });

  it('when the home page opens after two products were viewed, then both are listed, newest first', async () => {
    useCart.getState().viewProduct(product(0));
    useCart.getState().viewProduct(product(1));
    renderApp('/');
    const strip = await screen.findByRole('region', { name: 'Recently viewed' });
    expect(
      within(strip)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([`/product/${product(1)._id}`, `/product/${product(0)._id}`]);
  });
});
