import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useCart } from '../../../stores/cart.ts';
import { renderApp } from '../../../test/render.tsx';
import {
  compareItemOf,
  phoneA,
  phoneB,
  rangedPhone,
  serveComparable,
  soldOutPhone,
} from './compare-fixtures.ts';

const UNKNOWN = '00000000-0000-4000-8000-999999999999';

function rowOf(name: string) {
  const head = screen.getByRole('rowheader', { name: new RegExp(`^${name}`) });
  const row = head.closest('tr');
  if (!row) throw new Error(`no row ${name}`);
  return row;
}

const cellsOf = (name: string) =>
  within(rowOf(name))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the compare screen', () => {
  it('when two phones are compared, then each has a column and rows whose values differ are marked', async () => {
    serveComparable();
    renderApp(`/compare?ids=${phoneA._id},${phoneB._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Compare Phones' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Compare Phones | Easy-Buy'));
    expect(screen.getByRole('link', { name: phoneA.name })).toHaveAttribute('href', `/product/${phoneA._id}`);
    // Specs in field order, formatted as the product page formats them; a missing one is a dash.
    const heads = screen.getAllByRole('rowheader').map((head) => head.textContent);
    expect(heads).toEqual([
      'Price',
      'Rating',
      'Stock',
      'Screen size',
      'StorageDiffers',
      'BatteryDiffers',
      '5G',
    ]);
    expect(cellsOf('Storage')).toEqual(['128 GB', '256 GB']);
    expect(cellsOf('Battery')).toEqual(['4,500 mAh', '—']);
    expect(cellsOf('5G')).toEqual(['Yes', 'Yes']);
    expect(cellsOf('Stock')).toEqual(['In Stock', 'In Stock']);
  });

  it('when Only differences is on, then rows that are the same for all are hidden', async () => {
    serveComparable();
    const user = userEvent.setup();
    renderApp(`/compare?ids=${phoneA._id},${phoneB._id}`);
    await user.click(await screen.findByRole('checkbox', { name: 'Only differences' }));
    expect(screen.getAllByRole('rowheader').map((head) => head.textContent)).toEqual([
      'StorageDiffers',
      'BatteryDiffers',
    ]);
    await user.click(screen.getByRole('checkbox', { name: 'Only differences' }));
    expect(screen.getByRole('rowheader', { name: '5G' })).toBeInTheDocument();
  });

  it('when a column is removed, then the address and the comparison both lose it', async () => {
    serveComparable();
    useCart.getState().toggleCompare(compareItemOf(phoneA));
    useCart.getState().toggleCompare(compareItemOf(phoneB));
    const user = userEvent.setup();
    const { router } = renderApp(`/compare?ids=${phoneA._id},${phoneB._id}`);
    await user.click(await screen.findByRole('button', { name: `Remove ${phoneA.name} from compare` }));
    await waitFor(() => expect(router.state.location.search).toEqual({ ids: phoneB._id }));
    expect(screen.queryByRole('link', { name: phoneA.name })).not.toBeInTheDocument();
    expect(useCart.getState().compareItems).toEqual([compareItemOf(phoneB)]);
    // The compare screen never shows the bar.
    expect(screen.queryByRole('region', { name: 'Compare bar' })).not.toBeInTheDocument();
  });

  it('when Add To Cart is pressed in a column, then that product goes into the cart', async () => {
    serveComparable();
    const user = userEvent.setup();
    const { router } = renderApp(`/compare?ids=${phoneA._id},${phoneB._id}`);
    await user.click(await screen.findByRole('button', { name: `Add To Cart: ${phoneB.name}` }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(useCart.getState().cartItems).toMatchObject([{ product: phoneB._id, qty: 1 }]);
  });

  it('when a product has variants or is sold out, then its column offers Choose options, or says why it cannot be added', async () => {
    serveComparable();
    renderApp(`/compare?ids=${rangedPhone._id},${soldOutPhone._id}`);
    expect(await screen.findByRole('link', { name: `Choose options: ${rangedPhone.name}` })).toHaveAttribute(
      'href',
      `/product/${rangedPhone._id}`,
    );
    expect(cellsOf('Price')[0]).toBe('from $699.00');
    const soldOut = screen.getByRole('button', { name: 'Add To Cart' });
    expect(soldOut).toBeDisabled();
    expect(soldOut).toHaveAccessibleDescription('Out of stock');
  });

  it('when an id names no product, then its column says it is no longer sold and can be removed', async () => {
    serveComparable();
    const user = userEvent.setup();
    const { router } = renderApp(`/compare?ids=${phoneA._id},${UNKNOWN}`);
    expect(await screen.findByText('This product is no longer sold.')).toBeInTheDocument();
    // The missing column neither counts as a difference nor hides the other.
    expect(screen.getByRole('rowheader', { name: 'Price' })).toBeInTheDocument();
    expect(cellsOf('Price')).toEqual(['$799.00', '—']);
    await user.click(screen.getByRole('button', { name: 'Remove this product from compare' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ ids: phoneA._id }));
  });

  it('when the address names nothing, then the screen says how to start', async () => {
    renderApp('/compare');
    expect(await screen.findByRole('heading', { level: 1, name: 'Compare products' })).toBeInTheDocument();
    expect(screen.getByText(/choose Compare on two or more products/)).toBeInTheDocument();
  });
});
