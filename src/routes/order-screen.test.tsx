import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useCart } from '../stores/cart.ts';
import { renderApp } from '../test/render.tsx';
import { catalogue, customerInfo, placedOrders, server } from '../test/server.ts';
import { signInAs } from '../test/session.ts';
import { makeOrder } from '../test/fixtures.ts';

const address = { address: '1 Main Street', city: 'Springfield', postalCode: '12345', country: 'USA' };

async function fillCard(user: ReturnType<typeof userEvent.setup>, number = '4242 4242 4242 4242') {
  await user.type(screen.getByLabelText('Name on card'), 'John Doe');
  await user.type(screen.getByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('CVC'), '123');
}

/** Fills the card form of a $124.98 order with the test card and pays. */
async function payByCard(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('heading', { name: 'Pay by card' });
  await fillCard(user);
  await chooseExpiry(user);
  await user.click(screen.getByRole('button', { name: 'Pay $124.98' }));
}

async function chooseExpiry(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), '12');
  await user.selectOptions(
    screen.getByRole('combobox', { name: 'Year' }),
    String(new Date().getFullYear() + 1),
  );
}

describe('order screen', () => {
  it('when it opens, then the heading is the short order number and the id sits beside it', async () => {
    signInAs(customerInfo);
    const order = makeOrder({ number: 10234 });
    placedOrders.push(order);
    renderApp(`/order/${order._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #10234' })).toBeInTheDocument();
    expect(screen.getByText(order._id)).toBeInTheDocument();
  });

  it('when a fresh order opens, then a calm status badge says what comes next, with no red alarm', async () => {
    signInAs(customerInfo);
    const order = makeOrder();
    placedOrders.push(order);
    renderApp(`/order/${order._id}`);
    expect(await screen.findByText('Awaiting payment')).toBeInTheDocument();
    expect(screen.getByText(/Next: pay by .* to confirm the order/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Not Paid')).not.toBeInTheDocument();
    expect(screen.queryByText('Not Delivered')).not.toBeInTheDocument();
  });

  it('when a paid order opens, then the badge says paid and that delivery is next', async () => {
    signInAs(customerInfo);
    const order = makeOrder({ status: 'paid', isPaid: true, paidAt: '2026-01-01T00:10:00.000Z' });
    placedOrders.push(order);
    renderApp(`/order/${order._id}`);
    expect(await screen.findByText('Paid')).toBeInTheDocument();
    expect(screen.getByText('Next: we ship it and the delivery date shows here.')).toBeInTheDocument();
  });

  it('when a paid order was refunded, then the payment section says when it was refunded', async () => {
    signInAs(customerInfo);
    const order = makeOrder({
      status: 'refunded',
      isPaid: true,
      paidAt: '2026-01-01T00:10:00.000Z',
      refundedAt: '2026-01-03T09:30:00.000Z',
    });
    placedOrders.push(order);
    renderApp(`/order/${order._id}`);
    const payment = (await screen.findByRole('heading', { name: 'Payment Method' })).closest('section');
    if (!payment) throw new Error('no payment section');
    expect(within(payment).getByText(/^Paid on /)).toBeInTheDocument();
    expect(within(payment).getByText(/^Refunded on /)).toBeInTheDocument();
  });

  it('when an order is placed, then the order screen confirms it by number', async () => {
    signInAs(customerInfo);
    const [first] = catalogue;
    if (!first) throw new Error('no product');
    const { _id, name, image, price, countInStock } = first;
    useCart.getState().addItem({ product: _id, name, image, price, countInStock, qty: 1 });
    useCart.getState().saveShippingAddress(address);
    useCart.getState().savePaymentMethod('TestCard');
    const user = userEvent.setup();
    renderApp('/placeorder');
    await user.click(await screen.findByRole('button', { name: 'Place Order' }));
    const placed = placedOrders.at(-1);
    const status = await screen.findByText(`Order #${placed?.number} is placed and waiting for payment.`);
    expect(status.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByText(/^Next: pay by .* to confirm the order\.$/)).toBeInTheDocument();
    expect(screen.queryByText(/Thank you/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pay by card' })).toBeInTheDocument();
  });

  it('when a placed order is paid, then the thanks come only with the payment', async () => {
    signInAs(customerInfo);
    const order = makeOrder();
    placedOrders.push(order);
    const user = userEvent.setup();
    renderApp(`/order/${order._id}?placed=true`);
    expect(
      await screen.findByText(`Order #${order.number} is placed and waiting for payment.`),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Thank you/)).not.toBeInTheDocument();
    await payByCard(user);
    expect(
      await screen.findByText(`Payment received for order #${order.number}. Thank you!`),
    ).toBeInTheDocument();
    expect(screen.queryByText(/is placed and waiting for payment/)).not.toBeInTheDocument();
  });

  it('when the owner pays, then the payment is confirmed clearly', async () => {
    signInAs(customerInfo);
    const order = makeOrder();
    placedOrders.push(order);
    const user = userEvent.setup();
    renderApp(`/order/${order._id}`);
    await payByCard(user);
    const status = await screen.findByText(`Payment received for order #${order.number}. Thank you!`);
    expect(status.closest('[role="status"]')).not.toBeNull();
  });

  it('when the provider holds the payment for review, then no thanks are given and the badge says so', async () => {
    signInAs(customerInfo);
    const order = makeOrder();
    placedOrders.push(order);
    server.use(
      http.put('/api/orders/:id/pay', () =>
        HttpResponse.json({ ...order, status: 'payment-review' }, { status: 202 }),
      ),
    );
    const user = userEvent.setup();
    renderApp(`/order/${order._id}`);
    await payByCard(user);
    expect(await screen.findByText('Payment under review')).toBeInTheDocument();
    expect(screen.getByText(/the payment provider finishes reviewing your payment/)).toBeInTheDocument();
    expect(screen.queryByText(/Thank you/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
  });

  it('when payment is due, then the payment form comes before the order details', async () => {
    signInAs(customerInfo);
    const order = makeOrder();
    placedOrders.push(order);
    renderApp(`/order/${order._id}`);
    const pay = await screen.findByRole('heading', { name: 'Pay by card' });
    const shipping = screen.getByRole('heading', { name: 'Shipping' });
    expect(pay.compareDocumentPosition(shipping) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('card payment form', () => {
  it('when it opens, then no expiry month or year is chosen', async () => {
    signInAs(customerInfo);
    const order = makeOrder();
    placedOrders.push(order);
    renderApp(`/order/${order._id}`);
    expect(await screen.findByRole('combobox', { name: 'Month' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveValue('');
  });

  it('when the expiry is left out, then the missing field is named and nothing is sent', async () => {
    signInAs(customerInfo);
    const order = makeOrder();
    placedOrders.push(order);
    const user = userEvent.setup();
    renderApp(`/order/${order._id}`);
    await screen.findByRole('heading', { name: 'Pay by card' });
    await fillCard(user, '4000 0000 0000 0002');
    await user.click(screen.getByRole('button', { name: 'Pay $124.98' }));
    const form = screen.getByRole('form', { name: 'Pay by card' });
    expect(within(form).getByText('Choose the expiry month')).toBeInTheDocument();
    expect(screen.queryByText('Card has expired')).not.toBeInTheDocument();
    expect(placedOrders.find((candidate) => candidate._id === order._id)?.isPaid).toBe(false);
  });
});
