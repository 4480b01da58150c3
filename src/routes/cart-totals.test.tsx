import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { useCart } from '../stores/cart.ts';
import { IGNORE_BOTTOM_BARS, renderApp } from '../test/render.tsx';
import { customerInfo, server } from '../test/server.ts';
import { signInAs } from '../test/session.ts';

const address = { address: '1 Main Street', city: 'Springfield', postalCode: '12345', country: 'USA' };
const LONG_NAME = 'Anker 737 Power Bank PowerCore 24K with a Very Long Name That Runs On and On';

/** Two cables at $40.00: items $80.00, tax 15 % $12.00, shipping $10.00 (not over $100), total $102.00. */
function cartOfCables() {
  useCart.getState().addItem({
    product: '7c1a0b7e-0000-4000-8000-000000000001',
    name: LONG_NAME,
    image: '/images/cable.jpg',
    price: 40,
    countInStock: 5,
    qty: 2,
  });
}

function row(list: HTMLElement, label: string) {
  const term = within(list).getByText(label, { selector: 'dt' });
  return term.parentElement?.querySelector('dd')?.textContent;
}

describe('cart totals', () => {
  it('when the address is not known yet, then shipping, tax and total show labelled as an estimate', async () => {
    cartOfCables();
    renderApp('/cart');
    const summary = await screen.findByRole('region', { name: 'Subtotal (2) items' });
    expect(within(summary).getByText('$80.00', { ignore: IGNORE_BOTTOM_BARS })).toBeInTheDocument();
    const figures = within(summary).getByRole('group', { name: 'Estimated order total' });
    // The figures are the server's quote, which arrives after the screen.
    await within(figures).findByText('Estimated total');
    expect(row(figures, 'Estimated shipping')).toBe('$10.00');
    expect(row(figures, 'Estimated tax (15%)')).toBe('$12.00');
    expect(row(figures, 'Estimated total')).toBe('$102.00');
    expect(
      within(summary).getByText(/Shipping and tax are estimated until you enter your address/),
    ).toBeInTheDocument();
  });

  it('when the shipping address is known, then the figures are the order’s, no longer an estimate', async () => {
    cartOfCables();
    useCart.getState().saveShippingAddress(address);
    renderApp('/cart');
    const summary = await screen.findByRole('region', { name: 'Subtotal (2) items' });
    const figures = within(summary).getByRole('group', { name: 'Order total' });
    await within(figures).findByText('Total');
    expect(row(figures, 'Shipping')).toBe('$10.00');
    expect(row(figures, 'Tax (15%)')).toBe('$12.00');
    expect(row(figures, 'Total')).toBe('$102.00');
    expect(within(summary).queryByText(/estimate/i)).not.toBeInTheDocument();
  });

  it('when an order is about to be placed, then Place Order shows the same total as the cart did', async () => {
    signInAs(customerInfo);
    cartOfCables();
    useCart.getState().saveShippingAddress(address);
    useCart.getState().savePaymentMethod('TestCard');
    renderApp('/placeorder');
    const summary = await screen.findByRole('region', { name: 'Order Summary' });
    expect(await within(summary).findByText('$102.00', { ignore: IGNORE_BOTTOM_BARS })).toBeInTheDocument();
  });

  it('when a line’s name is long, then it wraps to at most two lines in the cart and on Place Order', async () => {
    signInAs(customerInfo);
    cartOfCables();
    useCart.getState().saveShippingAddress(address);
    useCart.getState().savePaymentMethod('TestCard');
    const { unmount } = renderApp('/cart');
    expect(await screen.findByRole('link', { name: LONG_NAME })).toHaveClass('line-clamp-2');
    unmount();
    renderApp('/placeorder');
    expect(await screen.findByRole('link', { name: LONG_NAME })).toHaveClass('line-clamp-2');
  });

  it('when on a phone, then the Place Order button sits in a bar fixed to the bottom of the screen until lg', async () => {
    signInAs(customerInfo);
    cartOfCables();
    useCart.getState().saveShippingAddress(address);
    useCart.getState().savePaymentMethod('TestCard');
    renderApp('/placeorder');
    const button = await screen.findByRole('button', { name: 'Place Order' });
    const bar = button.closest<HTMLElement>('[data-place-order-bar]');
    expect(bar).toHaveClass('fixed', 'bottom-0', 'lg:static');
    // The summary is below a phone's first screen: the bar says what the button will charge.
    expect(await within(bar as HTMLElement).findByText('$102.00')).toBeInTheDocument();
    expect(within(bar as HTMLElement).getByText(/Total/)).toHaveClass('lg:hidden');
  });

  it('while the quote is on its way, Place Order already holds the shipping method’s line, so nothing moves when it comes', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    // The quote is held until the screen has been read without it; then the default answers.
    server.use(
      http.post('/api/orders/quote', async () => {
        await answered;
        return undefined;
      }),
    );
    signInAs(customerInfo);
    cartOfCables();
    useCart.getState().saveShippingAddress(address);
    useCart.getState().savePaymentMethod('TestCard');
    renderApp('/placeorder');
    const shipping = (await screen.findByRole('heading', { level: 1, name: 'Shipping' })).closest('section');
    const method = within(shipping as HTMLElement).getByText('Method:', { selector: 'strong' });
    expect(method.parentElement).toHaveTextContent('Method: …');
    answer();
    await waitFor(() => expect(method.parentElement).toHaveTextContent('Method: Standard'));
  });

  it('when on a phone, then Proceed To Checkout sits in a bar fixed to the bottom with the subtotal until lg', async () => {
    cartOfCables();
    renderApp('/cart');
    const button = await screen.findByRole('button', { name: 'Proceed To Checkout' });
    const bar = button.closest<HTMLElement>('[data-checkout-bar]');
    expect(bar).toHaveClass('fixed', 'bottom-0', 'lg:static');
    expect(within(bar as HTMLElement).getByText('$80.00')).toBeInTheDocument();
  });
});
