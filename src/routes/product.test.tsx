import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useCart } from '../stores/cart.ts';
import { renderApp } from '../test/render.tsx';
import { catalogue } from '../test/server.ts';

function product(index: number) {
  const found = catalogue[index];
  if (!found) throw new Error(`no product ${index}`);
  return found;
}

describe('product screen', () => {
  it('when the product is in stock, then it shows its details and a quantity up to its stock', async () => {
    const phone = product(0);
    renderApp(`/product/${phone._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: phone.name })).toBeInTheDocument();
    expect(screen.getByText('In Stock')).toBeInTheDocument();
    expect(screen.getByText('3 reviews')).toBeInTheDocument();
    expect(screen.getByText(`Description: ${phone.description}`)).toBeInTheDocument();
    const qty = screen.getByRole('combobox', { name: 'Qty' });
    expect(Array.from((qty as HTMLSelectElement).options).map((option) => option.value)).toEqual([
      '1',
      '2',
      '3',
      '4',
    ]);
    expect(screen.getByRole('button', { name: 'Add To Cart' })).toBeEnabled();
    await waitFor(() => expect(document.title).toBe(`${phone.name} | Easy-Buy`));
  });

  it('when the product is out of stock, then it says so and cannot be added', async () => {
    renderApp(`/product/${product(2)._id}`);
    expect(await screen.findByText('Out Of Stock')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Qty' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add To Cart' })).toBeDisabled();
  });

  it('when Add To Cart is pressed, then it opens the cart with the product and quantity', async () => {
    const user = userEvent.setup();
    const phone = product(0);
    const { router } = renderApp(`/product/${phone._id}`);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Qty' }), '3');
    await user.click(screen.getByRole('button', { name: 'Add To Cart' }));
    // /cart/{id}?qty=3 adds the line, then settles on /cart.
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(useCart.getState().cartItems).toEqual([
      expect.objectContaining({ product: phone._id, name: phone.name, price: phone.price, qty: 3 }),
    ]);
  });

  it('when the product does not exist, then the server message shows in a danger alert', async () => {
    renderApp('/product/00000000-0000-4000-8000-999999999999');
    expect(await screen.findByRole('alert')).toHaveTextContent('Product not found');
    expect(screen.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/');
  });
});
