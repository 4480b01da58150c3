import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useCart } from '../stores/cart.ts';
import { IGNORE_BOTTOM_BARS, renderApp } from '../test/render.tsx';
import { adminInfo, catalogue, customerInfo, placedOrders, server } from '../test/server.ts';
import { signInAs } from '../test/session.ts';
import { makeOrder } from '../test/fixtures.ts';

function product(index: number) {
  const found = catalogue[index];
  if (!found) throw new Error(`no product ${index}`);
  return found;
}

function fillCart() {
  for (const [index, qty] of [
    [0, 1],
    [1, 2],
  ] as const) {
    const { _id, name, image, price, countInStock } = product(index);
    useCart.getState().addItem({ product: _id, name, image, price, countInStock, qty });
  }
}

const address = { address: '1 Main Street', city: 'Springfield', postalCode: '12345', country: 'USA' };

describe('cart screen', () => {
  it('when /cart/{id}?qty=n is opened, then that product is added with that quantity', async () => {
    const phone = product(0);
    const { router } = renderApp(`/cart/${phone._id}?qty=3`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(await screen.findByRole('link', { name: phone.name })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: `Quantity of ${phone.name}` })).toHaveValue('3');
    expect(screen.getByRole('heading', { name: 'Subtotal (3) items' })).toBeInTheDocument();
    expect(screen.getByText('$2,997.00', { ignore: IGNORE_BOTTOM_BARS })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Cart/ })).toHaveTextContent('3 items');
  });

  it('when the quantity in the address is not a whole number, then one is added', async () => {
    const phone = product(0);
    const { router } = renderApp(`/cart/${phone._id}?qty=abc`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(await screen.findByRole('combobox', { name: `Quantity of ${phone.name}` })).toHaveValue('1');
    expect(useCart.getState().cartItems).toEqual([expect.objectContaining({ product: phone._id, qty: 1 })]);
  });

  it('when quantities change or lines are removed, then the subtotal follows; empty says so', async () => {
    fillCart();
    const user = userEvent.setup();
    renderApp('/cart');
    const console = product(1);
    expect(await screen.findByRole('heading', { name: 'Subtotal (3) items' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: `Quantity of ${console.name}` }), '1');
    expect(screen.getByRole('heading', { name: 'Subtotal (2) items' })).toBeInTheDocument();
    expect(screen.getByText('$1,498.99', { ignore: IGNORE_BOTTOM_BARS })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Remove ${console.name}` }));
    await user.click(screen.getByRole('button', { name: `Remove ${product(0).name}` }));
    expect(await screen.findByText(/Your cart is empty/)).toBeInTheDocument();
  });

  it('when a signed-out shopper proceeds to checkout, then they sign in with navigate=checkout', async () => {
    fillCart();
    const user = userEvent.setup();
    const { router } = renderApp('/cart');
    await user.click(await screen.findByRole('button', { name: 'Proceed To Checkout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ navigate: 'checkout' });
  });

  it('when a signed-in shopper proceeds to checkout, then shipping opens', async () => {
    signInAs(customerInfo);
    fillCart();
    const user = userEvent.setup();
    const { router } = renderApp('/cart');
    await user.click(await screen.findByRole('button', { name: 'Proceed To Checkout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shipping'));
  });

  it('when the quantity select opens, then it offers 1 to the smaller of stock and 10', async () => {
    const { _id, name, image, price } = product(0);
    useCart.getState().addItem({ product: _id, name, image, price, countInStock: 25, qty: 1 });
    renderApp('/cart');
    const select = await screen.findByRole('combobox', { name: `Quantity of ${name}` });
    expect(within(select).getAllByRole('option')).toHaveLength(10);
  });
});

describe('checkout', () => {
  it('when shipping and payment are filled in, then they are saved and place order shows the server figures', async () => {
    signInAs(customerInfo);
    fillCart();
    const user = userEvent.setup();
    const { router } = renderApp('/shipping');
    expect(await screen.findByRole('navigation', { name: 'Checkout steps' })).toHaveTextContent('Shipping');
    await user.type(screen.getByLabelText('Address'), address.address);
    await user.type(screen.getByLabelText('City'), address.city);
    await user.type(screen.getByLabelText('Postal Code'), address.postalCode);
    await user.type(screen.getByLabelText('Country'), address.country);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
    expect(JSON.parse(localStorage.getItem('shippingAddress') ?? 'null')).toEqual(address);

    expect(await screen.findByRole('radio', { name: /Test mode — no real money/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/placeorder'));
    expect(JSON.parse(localStorage.getItem('paymentMethod') ?? 'null')).toBe('TestCard');

    // $999.00 + 2 x $499.99 = $1,998.98; tax 15 % = $299.847 → $299.85; free shipping.
    const summary = await screen.findByRole('region', { name: 'Order Summary' });
    expect(await within(summary).findByText('$1,998.98')).toBeInTheDocument();
    expect(within(summary).getByText('$0.00')).toBeInTheDocument();
    expect(within(summary).getByText('$299.85')).toBeInTheDocument();
    expect(within(summary).getByText('$2,298.83', { ignore: IGNORE_BOTTOM_BARS })).toBeInTheDocument();
  });

  it('when the order is placed, then only ids and quantities are sent with a key, the cart empties and the order opens', async () => {
    signInAs(customerInfo);
    fillCart();
    useCart.getState().saveShippingAddress(address);
    useCart.getState().savePaymentMethod('TestCard');
    let sent: unknown;
    let key: string | null = null;
    server.use(
      http.post('/api/orders', async ({ request }) => {
        sent = await request.json();
        key = request.headers.get('idempotency-key');
        const order = makeOrder();
        placedOrders.push(order);
        return HttpResponse.json(order, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/placeorder');
    const placeOrder = await screen.findByRole('button', { name: 'Place Order' });
    // Enabled once the quoted figures show: the order is placed at them, never before they are seen.
    await waitFor(() => expect(placeOrder).toBeEnabled());
    await user.click(placeOrder);
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/order\//));
    expect(sent).toEqual({
      orderItems: [
        { product: product(0)._id, qty: 1 },
        { product: product(1)._id, qty: 2 },
      ],
      shippingAddress: address,
      paymentMethod: 'TestCard',
      shippingMethod: 'standard',
      expectedTotal: 2298.83,
    });
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(useCart.getState().cartItems).toEqual([]);
  });

  it('when the cart is empty, then Place Order is disabled', async () => {
    signInAs(customerInfo);
    useCart.getState().saveShippingAddress(address);
    useCart.getState().savePaymentMethod('TestCard');
    renderApp('/placeorder');
    expect(await screen.findByRole('button', { name: 'Place Order' })).toBeDisabled();
  });

  it('when the server refuses the order, then its message shows and the cart stays', async () => {
    signInAs(customerInfo);
    fillCart();
    useCart.getState().saveShippingAddress(address);
    useCart.getState().savePaymentMethod('TestCard');
    server.use(
      http.post('/api/orders', () =>
        HttpResponse.json({ message: 'Only 1 of Sony PlayStation 5 left in stock' }, { status: 409 }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/placeorder');
    const placeOrder = await screen.findByRole('button', { name: 'Place Order' });
    await waitFor(() => expect(placeOrder).toBeEnabled());
    await user.click(placeOrder);
    expect(await screen.findByRole('alert')).toHaveTextContent('Only 1 of Sony PlayStation 5 left in stock');
    expect(useCart.getState().cartItems).toHaveLength(2);
  });
});

describe('order screen', () => {
  it('when the owner pays with the test card, then the order shows as paid', async () => {
    signInAs(customerInfo);
    const order = makeOrder();
    placedOrders.push(order);
    const user = userEvent.setup();
    renderApp(`/order/${order._id}`);
    expect(await screen.findByText('Awaiting payment')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pay by card' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name on card'), 'John Doe');
    await user.type(screen.getByLabelText('Card number'), '4242 4242 4242 4242');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), '12');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Year' }),
      String(new Date().getFullYear() + 1),
    );
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(screen.getByRole('button', { name: 'Pay $124.98' }));
    expect(await screen.findByText(/Paid on .* \(Visa ending 4242\)/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it('when an admin views a paid order, then Mark As Delivered delivers it', async () => {
    signInAs(adminInfo);
    const order = makeOrder({ status: 'paid', isPaid: true, paidAt: '2026-01-01T00:10:00.000Z' });
    placedOrders.push(order);
    const user = userEvent.setup();
    renderApp(`/order/${order._id}`);
    await user.click(await screen.findByRole('button', { name: 'Mark As Delivered' }));
    expect(await screen.findByText(/Delivered on/)).toBeInTheDocument();
  });

  it('when the owner cancels an unpaid order, then it shows as cancelled', async () => {
    signInAs(customerInfo);
    const order = makeOrder();
    placedOrders.push(order);
    const user = userEvent.setup();
    renderApp(`/order/${order._id}`);
    await user.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    expect(await screen.findByText(/Cancelled on/)).toBeInTheDocument();
  });

  it('when the order is not the viewer’s, then the server message shows', async () => {
    signInAs(customerInfo);
    renderApp('/order/00000000-0000-4000-8000-000000000000');
    expect(await screen.findByRole('alert')).toHaveTextContent('Order not found');
  });

  it('when the profile and admin lists open, then orders are listed with details links', async () => {
    signInAs(adminInfo);
    const order = makeOrder({ status: 'paid', isPaid: true, paidAt: '2026-01-01T00:10:00.000Z' });
    placedOrders.push(order);
    renderApp('/admin/orderlist');
    const row = (await screen.findByText(order._id)).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('John Doe')).toBeInTheDocument();
    expect(within(row).getByText('$124.98')).toBeInTheDocument();
    expect(within(row).getByText('Paid')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: `Details of order ${order._id}` })).toHaveAttribute(
      'href',
      `/order/${order._id}`,
    );
  });
});
