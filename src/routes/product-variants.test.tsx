import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CreateOrderBody } from '../contract/orders.ts';
import { useCart } from '../stores/cart.ts';
import { renderApp } from '../test/render.tsx';
import { customerInfo, placedOrders, server } from '../test/server.ts';
import { signInAs } from '../test/session.ts';
import { makeOrder } from '../test/fixtures.ts';
import { labelOf, variantPhone } from '../test/variant-product.ts';

function variant(index: number) {
  const found = variantPhone.variants?.[index];
  if (!found) throw new Error(`no variant ${index}`);
  return found;
}

const group = (name: string) => screen.getByRole('radiogroup', { name });
const price = () => screen.getByText(/^\$[\d,.]+$/, { selector: 'dd' });

describe('choosing a variant on the product page', () => {
  it('when the page opens without a choice, then the first variant in stock is chosen', async () => {
    const { router } = renderApp(`/product/${variantPhone._id}`);
    await screen.findByRole('heading', { level: 1, name: variantPhone.name });
    expect(within(group('Storage')).getByRole('radio', { name: '128 GB' })).toBeChecked();
    expect(within(group('Colour')).getByRole('radio', { name: 'Obsidian' })).toBeChecked();
    expect(price()).toHaveTextContent('$699.00');
    expect(screen.getByText('In Stock')).toBeInTheDocument();
    expect(router.state.location.search).toEqual({});
  });

  it('when storage and colour are chosen, then the price, stock, image and address follow, replacing history', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(`/product/${variantPhone._id}`);
    await screen.findByRole('heading', { level: 1, name: variantPhone.name });
    const entries = router.history.length;
    await user.click(within(group('Storage')).getByRole('radio', { name: '256 GB' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ variant: variant(3)._id }));
    expect(price()).toHaveTextContent('$759.00');
    expect(screen.getByRole('combobox', { name: 'Qty' })).toHaveDisplayValue('1');
    expect(screen.getAllByRole('option')).toHaveLength(2);

    await user.click(within(group('Colour')).getByRole('radio', { name: 'Hazel' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ variant: variant(4)._id }));
    expect(screen.getByRole('img', { name: variantPhone.name })).toHaveAttribute(
      'src',
      expect.stringContaining('pixel-hazel'),
    );
    expect(router.history.length).toBe(entries);
  });

  it('when a combination is sold out or not sold, then its value says so and it cannot be added', async () => {
    const user = userEvent.setup();
    renderApp(`/product/${variantPhone._id}?variant=${variant(3)._id}`);
    await screen.findByRole('heading', { level: 1, name: variantPhone.name });
    // With 256 GB chosen, Rose is not sold; with 128 GB, Hazel is sold out.
    expect(within(group('Colour')).getByRole('radio', { name: 'Rose, not available' })).not.toBeChecked();
    await user.click(within(group('Storage')).getByRole('radio', { name: '128 GB' }));
    expect(
      await within(group('Colour')).findByRole('radio', { name: 'Hazel, sold out' }),
    ).toBeInTheDocument();
    await user.click(within(group('Colour')).getByRole('radio', { name: 'Hazel, sold out' }));
    expect(await screen.findByText('Out Of Stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add To Cart' })).toBeDisabled();
    expect(screen.queryByRole('combobox', { name: 'Qty' })).not.toBeInTheDocument();
  });

  it('when the address names a variant, then a reload shows that variant chosen', async () => {
    renderApp(`/product/${variantPhone._id}?variant=${variant(4)._id}`);
    await screen.findByRole('heading', { level: 1, name: variantPhone.name });
    expect(within(group('Storage')).getByRole('radio', { name: '256 GB' })).toBeChecked();
    expect(within(group('Colour')).getByRole('radio', { name: 'Hazel' })).toBeChecked();
    expect(price()).toHaveTextContent('$759.00');
  });

  it('when the arrow keys move in a group, then the choice follows', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(`/product/${variantPhone._id}`);
    await screen.findByRole('heading', { level: 1, name: variantPhone.name });
    await user.click(within(group('Storage')).getByRole('radio', { name: '128 GB' }));
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(router.state.location.search).toEqual({ variant: variant(3)._id }));
    expect(within(group('Storage')).getByRole('radio', { name: '256 GB' })).toHaveFocus();
  });

  it('when two variants are added, then the cart has two lines, each with its label and price', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(`/product/${variantPhone._id}`);
    await user.click(await screen.findByRole('button', { name: 'Add To Cart' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    await router.navigate({ to: '/product/$id', params: { id: variantPhone._id } });
    await user.click(await within(group('Colour')).findByRole('radio', { name: 'Rose' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ variant: variant(2)._id }));
    await user.click(screen.getByRole('button', { name: 'Add To Cart' }));
    await waitFor(() => expect(useCart.getState().cartItems).toHaveLength(2));
    expect(useCart.getState().cartItems).toEqual([
      expect.objectContaining({
        variant: variant(0)._id,
        variantLabel: '128 GB / Obsidian',
        price: 699,
        qty: 1,
      }),
      expect.objectContaining({ variant: variant(2)._id, variantLabel: '128 GB / Rose', countInStock: 1 }),
    ]);
    expect(await screen.findByText('128 GB / Obsidian')).toBeInTheDocument();
    expect(screen.getByText('128 GB / Rose')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Google Pixel 8 (128 GB / Obsidian)' }));
    expect(useCart.getState().cartItems).toEqual([expect.objectContaining({ variant: variant(2)._id })]);
  });

  it('when the cart link names no variant of a product with variants, then the product page opens to choose one', async () => {
    const { router } = renderApp(`/cart/${variantPhone._id}?qty=1`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/product/${variantPhone._id}`));
    expect(useCart.getState().cartItems).toEqual([]);
  });
});

describe('ordering a variant', () => {
  it('when the order is placed, then each line sends its variant and the lines show their labels', async () => {
    signInAs(customerInfo);
    const bought = variant(4);
    useCart.getState().addItem({
      product: variantPhone._id,
      name: variantPhone.name,
      image: variantPhone.image,
      price: bought.price,
      countInStock: bought.countInStock,
      qty: 2,
      variant: bought._id,
      variantLabel: labelOf(bought),
    });
    useCart
      .getState()
      .saveShippingAddress({ address: '1 Road', city: 'Town', postalCode: '1', country: 'Land' });
    useCart.getState().savePaymentMethod('TestCard');
    let sent: CreateOrderBody | undefined;
    server.use(
      http.post('/api/orders', async ({ request }) => {
        sent = (await request.json()) as CreateOrderBody;
        const order = makeOrder({
          orderItems: [
            {
              _id: '77777777-0000-4000-8000-000000000001',
              product: variantPhone._id,
              name: variantPhone.name,
              image: variantPhone.image,
              price: bought.price,
              qty: 2,
              variant: bought._id,
              sku: bought.sku,
              variantLabel: labelOf(bought),
            },
          ],
        });
        placedOrders.push(order);
        return HttpResponse.json(order, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/placeorder');
    expect(await screen.findByText('256 GB / Hazel')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/order\//));
    expect(sent?.orderItems).toEqual([{ product: variantPhone._id, variant: bought._id, qty: 2 }]);
    expect(await screen.findByText('256 GB / Hazel')).toBeInTheDocument();
  });
});
