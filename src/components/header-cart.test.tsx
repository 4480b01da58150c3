import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCart } from '../stores/cart.ts';
import { renderApp } from '../test/render.tsx';
import { catalogue } from '../test/server.ts';

function addFirstProduct(qty: number) {
  const first = catalogue[0];
  if (!first) throw new Error('no product');
  const { _id, name, image, price, countInStock } = first;
  act(() => useCart.getState().addItem({ product: _id, name, image, price, countInStock, qty }));
}

describe('the cart in the header', () => {
  it('when the bar is folded on a phone, then the Cart link stays outside the Menu, in sight', async () => {
    renderApp('/');
    const menu = await screen.findByRole('button', { name: 'Menu' });
    const folded = document.getElementById(menu.getAttribute('aria-controls') ?? '');
    if (!folded) throw new Error('no folded menu');
    const header = screen.getByRole('banner');
    const cart = within(header).getByRole('link', { name: /^Cart/ });
    expect(folded).not.toContainElement(cart);
    expect(within(folded).getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('when the count changes, then a polite live region says the new count, and nothing at first', async () => {
    addFirstProduct(1);
    renderApp('/');
    // The page settled first: a screen still loading its code may mount the header again.
    await screen.findByRole('heading', { level: 1, name: 'Latest Products' });
    const header = screen.getByRole('banner');
    const announcer = within(header).getByRole('status');
    expect(announcer).toHaveAttribute('aria-live', 'polite');
    expect(announcer).toHaveTextContent('');
    addFirstProduct(3);
    expect(announcer).toHaveTextContent('Cart updated: 3 items');
    expect(within(header).getByRole('link', { name: /^Cart/ })).toHaveTextContent('Cart3 items');
  });

  it('when the cart holds one item, then the link and the announcement say "1 item"', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Latest Products' });
    const header = screen.getByRole('banner');
    addFirstProduct(1);
    expect(within(header).getByRole('status')).toHaveTextContent(/^Cart updated: 1 item$/);
    expect(within(header).getByRole('link', { name: /^Cart/ })).toHaveTextContent(/^Cart1 item$/);
  });
});
