import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CreateOrderBody } from '../contract/orders.ts';
import type { QuoteAnswer, QuoteBody } from '../contract/quote.ts';
import { useCart } from '../stores/cart.ts';
import { makeOrder } from '../test/fixtures.ts';
import { IGNORE_BOTTOM_BARS, renderApp } from '../test/render.tsx';
import { catalogue, customerInfo, placedOrders, server } from '../test/server.ts';
import { signInAs } from '../test/session.ts';

/** The storefront's side of the quote (docs/prices.md): discounts, codes, methods, zones and a moved total. */

const address = { address: '1 Main Street', city: 'Springfield', postalCode: '12345', country: 'USA' };

/** One Sony PlayStation 5 at $499.99: over the free-shipping line for Standard. */
function cartOfOneConsole() {
  const found = catalogue[1];
  if (!found) throw new Error('no product');
  const { _id, name, image, price, countInStock } = found;
  useCart.getState().addItem({ product: _id, name, image, price, countInStock, qty: 1 });
}

const METHODS = [
  { id: 'standard', name: 'Standard', price: 0, estimate: '3–7 business days' },
  { id: 'express', name: 'Express', price: 25, estimate: '1–2 business days' },
];

/**
 * A shop with two methods for the United States, a `WELCOME10` code (10 % off, $50.00 on the
 * console) and nowhere else shipped to: each figure worked by hand, as the server would.
 */
function quoteOf(body: QuoteBody): QuoteAnswer | { status: number; message: string } {
  const country = body.shippingAddress?.country;
  if (country !== undefined && country !== 'USA') {
    return { status: 400, message: `We cannot ship to ${country}` };
  }
  const code = body.couponCode?.trim().toUpperCase();
  if (code && code !== 'WELCOME10') return { status: 400, message: `Coupon ${code} has expired` };
  const method = METHODS.find((candidate) => candidate.id === (body.shippingMethod ?? 'standard'));
  if (!method) return { status: 400, message: `Shipping method ${body.shippingMethod} is not offered` };
  const discount = code ? 50 : 0;
  // $499.99 − $50.00 = $449.99; 15 % = $67.4985 → $67.50.
  const tax = code ? 67.5 : 75;
  return {
    itemsPrice: 499.99,
    discountPrice: discount,
    shippingPrice: method.price,
    taxPrice: tax,
    totalPrice: Math.round((499.99 - discount + method.price + tax) * 100) / 100,
    taxIncluded: false,
    taxRate: 15,
    shippingMethod: method.id,
    shippingMethods: METHODS,
    coupon: code ? { code: 'WELCOME10', description: '10 % off' } : null,
  };
}

function serveQuotes(seen: QuoteBody[] = []) {
  server.use(
    http.post('/api/orders/quote', async ({ request }) => {
      const body = (await request.json()) as QuoteBody;
      seen.push(body);
      const answer = quoteOf(body);
      return 'status' in answer
        ? HttpResponse.json({ message: answer.message, code: 'VALIDATION' }, { status: answer.status })
        : HttpResponse.json(answer);
    }),
  );
}

function row(list: HTMLElement, label: string | RegExp) {
  const term = within(list).getByText(label, { selector: 'dt' });
  return term.parentElement?.querySelector('dd')?.textContent;
}

describe('the quote on the cart', () => {
  it('when a promotion applies by itself, then the discount is its own line with what gave it', async () => {
    cartOfOneConsole();
    server.use(
      http.post('/api/orders/quote', () =>
        HttpResponse.json({
          ...(quoteOf({ orderItems: [] }) as QuoteAnswer),
          discountPrice: 50,
          taxPrice: 67.5,
          totalPrice: 517.49,
          coupon: { code: null, description: '10 % off Consoles over $200' },
        } satisfies QuoteAnswer),
      ),
    );
    renderApp('/cart');
    const figures = await screen.findByRole('group', { name: 'Estimated order total' });
    await within(figures).findByText('Discount');
    expect(row(figures, 'Discount')).toBe('−$50.00');
    expect(within(figures).getByText('10 % off Consoles over $200')).toBeInTheDocument();
    expect(row(figures, 'Estimated tax (15%)')).toBe('$67.50');
    expect(row(figures, 'Estimated total')).toBe('$517.49');
  });

  it('when a refused code is applied, then the server’s message sits beside the field, which keeps the focus', async () => {
    cartOfOneConsole();
    serveQuotes();
    const user = userEvent.setup();
    renderApp('/cart');
    const field = await screen.findByRole('textbox', { name: 'Coupon code' });
    await user.type(field, 'summer5{Enter}');
    const message = await screen.findByText('Coupon SUMMER5 has expired');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAttribute('aria-describedby', message.id);
    expect(field).toHaveFocus();
    expect(useCart.getState().couponCode).toBe('');
    expect(localStorage.getItem('couponCode')).toBeNull();
  });

  it('when a good code is applied, then the discount shows, the code is kept for the checkout, and Remove takes it off', async () => {
    cartOfOneConsole();
    serveQuotes();
    const user = userEvent.setup();
    renderApp('/cart');
    await user.type(await screen.findByRole('textbox', { name: 'Coupon code' }), 'welcome10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const figures = screen.getByRole('group', { name: 'Estimated order total' });
    await within(figures).findByText('Discount');
    expect(row(figures, 'Discount')).toBe('−$50.00');
    expect(within(figures).getByText('WELCOME10: 10 % off')).toBeInTheDocument();
    expect(row(figures, 'Estimated total')).toBe('$517.49');
    expect(JSON.parse(localStorage.getItem('couponCode') ?? 'null')).toBe('welcome10');
    await user.click(screen.getByRole('button', { name: 'Remove coupon code welcome10' }));
    await waitFor(() => expect(row(figures, 'Estimated total')).toBe('$574.99'));
    expect(within(figures).queryByText('Discount')).not.toBeInTheDocument();
    expect(localStorage.getItem('couponCode')).toBeNull();
  });

  it('when the quote cannot be had, then the cart says so and what to do', async () => {
    cartOfOneConsole();
    server.use(
      http.post('/api/orders/quote', () =>
        HttpResponse.json({ message: 'Product not found: gone', code: 'VALIDATION' }, { status: 400 }),
      ),
    );
    renderApp('/cart');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not work out the total: Product not found: gone');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('shipping methods and zones', () => {
  async function fillAddress(country: string) {
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Address'), address.address);
    await user.type(screen.getByLabelText('City'), address.city);
    await user.type(screen.getByLabelText('Postal Code'), address.postalCode);
    await user.type(screen.getByLabelText('Country'), country);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    return user;
  }

  it('when the address’s zone has methods, then they are offered with price and estimate, and the chosen one is kept', async () => {
    signInAs(customerInfo);
    cartOfOneConsole();
    serveQuotes();
    const { router } = renderApp('/shipping');
    const user = await fillAddress('USA');
    const methods = await screen.findByRole('group', { name: 'Shipping method' });
    expect(within(methods).getByRole('radio', { name: 'Standard Free 3–7 business days' })).toBeChecked();
    // A zone with a choice is shown before it is made: the first Continue stayed here.
    expect(router.state.location.pathname).toBe('/shipping');
    await user.click(within(methods).getByRole('radio', { name: 'Express $25.00 1–2 business days' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
    expect(JSON.parse(localStorage.getItem('shippingMethod') ?? 'null')).toBe('express');
    expect(useCart.getState().shippingAddress).toEqual(address);
  });

  it('when the zone has one method, then Continue goes straight on with it', async () => {
    signInAs(customerInfo);
    cartOfOneConsole();
    const { router } = renderApp('/shipping');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Address'), address.address);
    await user.type(screen.getByLabelText('City'), address.city);
    await user.type(screen.getByLabelText('Postal Code'), address.postalCode);
    await user.type(screen.getByLabelText('Country'), 'Testland');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
    expect(JSON.parse(localStorage.getItem('shippingMethod') ?? 'null')).toBe('standard');
  });

  it('when another method is chosen, then Place Order’s total is quoted with it and says which', async () => {
    signInAs(customerInfo);
    cartOfOneConsole();
    useCart.getState().saveShippingAddress(address);
    useCart.getState().savePaymentMethod('TestCard');
    const seen: QuoteBody[] = [];
    serveQuotes(seen);
    const { unmount } = renderApp('/placeorder');
    let summary = await screen.findByRole('region', { name: 'Order Summary' });
    // $499.99, Standard free over $100.00, tax $75.00.
    await within(summary).findByText('$574.99', { ignore: IGNORE_BOTTOM_BARS });
    unmount();
    useCart.getState().saveShippingMethod('express');
    renderApp('/placeorder');
    summary = await screen.findByRole('region', { name: 'Order Summary' });
    // $499.99 + Express $25.00 + tax $75.00.
    await within(summary).findByText('$599.99', { ignore: IGNORE_BOTTOM_BARS });
    expect(row(summary, 'Shipping')).toBe('$25.00');
    expect(screen.getByText('Express')).toBeInTheDocument();
    expect(seen.at(-1)).toMatchObject({ shippingMethod: 'express', shippingAddress: address });
  });

  it('when the country is outside every zone, then Shipping says so and does not go on', async () => {
    signInAs(customerInfo);
    cartOfOneConsole();
    serveQuotes();
    const { router } = renderApp('/shipping');
    const user = await fillAddress('Narnia');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We cannot ship to Narnia. Choose another address to continue.',
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(router.state.location.pathname).toBe('/shipping');
    expect(useCart.getState().shippingAddress).toBeNull();
  });
});

describe('placing at the quoted total', () => {
  function readyToPlace() {
    signInAs(customerInfo);
    cartOfOneConsole();
    useCart.getState().saveShippingAddress(address);
    useCart.getState().savePaymentMethod('TestCard');
  }

  function readyToPlaceAsGuest() {
    useCart.setState({
      guestCheckout: true,
      guestDetails: { email: 'gail@example.com', name: 'Gail Guest' },
    });
    cartOfOneConsole();
    useCart.getState().saveShippingAddress(address);
    useCart.getState().savePaymentMethod('TestCard');
  }

  it('when a code is applied on Place Order, then the order is sent with it, its method and the quoted total', async () => {
    readyToPlace();
    serveQuotes();
    const sent: CreateOrderBody[] = [];
    server.use(
      http.post('/api/orders', async ({ request }) => {
        sent.push((await request.json()) as CreateOrderBody);
        const order = makeOrder();
        placedOrders.push(order);
        return HttpResponse.json(order, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/placeorder');
    await user.type(await screen.findByRole('textbox', { name: 'Coupon code' }), 'WELCOME10{Enter}');
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    await within(summary).findByText('Discount');
    expect(row(summary, 'Total')).toBe('$517.49');
    const button = screen.getByRole('button', { name: 'Place Order' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/order\//));
    expect(sent[0]).toMatchObject({
      couponCode: 'WELCOME10',
      shippingMethod: 'standard',
      expectedTotal: 517.49,
    });
    expect(useCart.getState().couponCode).toBe('');
  });

  it.each([
    ['a customer', readyToPlace],
    ['a guest', readyToPlaceAsGuest],
  ])(
    'when the total moved since the quote, then %s sees the new total with the server’s message and a second press places at it',
    async (who, ready) => {
      ready();
      serveQuotes();
      const moved = { ...(quoteOf({ orderItems: [] }) as QuoteAnswer), itemsPrice: 509.99, taxPrice: 76.5 };
      moved.totalPrice = 586.49;
      const sent: (CreateOrderBody & { guest?: unknown })[] = [];
      server.use(
        http.post('/api/orders', async ({ request }) => {
          const body = (await request.json()) as CreateOrderBody & { guest?: unknown };
          sent.push(body);
          if (body.expectedTotal !== moved.totalPrice) {
            return HttpResponse.json(
              {
                message: 'The price of Sony PlayStation 5 has changed.',
                code: 'TOTAL_CHANGED',
                quote: moved,
              },
              { status: 409 },
            );
          }
          const order = makeOrder({ totalPrice: moved.totalPrice });
          placedOrders.push(order);
          // A guest's order comes with its key, which opens it in this tab.
          const key = body.guest ? { accessKey: 'guestkey'.padEnd(43, '0') } : {};
          return HttpResponse.json({ ...order, ...key }, { status: 201 });
        }),
      );
      const user = userEvent.setup();
      const { router } = renderApp('/placeorder');
      const summary = await screen.findByRole('region', { name: 'Order Summary' });
      await within(summary).findByText('$574.99', { ignore: IGNORE_BOTTOM_BARS });
      const first = screen.getByRole('button', { name: 'Place Order' });
      await waitFor(() => expect(first).toBeEnabled());
      await user.click(first);

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(
        'The price of Sony PlayStation 5 has changed. The total is now $586.49. Press Place Order again to order at this total.',
      );
      expect(row(summary, 'Total')).toBe('$586.49');
      expect(router.state.location.pathname).toBe('/placeorder');
      expect(useCart.getState().cartItems).toHaveLength(1);

      await user.click(screen.getByRole('button', { name: 'Place Order at $586.49' }));
      await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/order\//));
      expect(sent.map((body) => body.expectedTotal)).toEqual([574.99, 586.49]);
      expect(sent.every((body) => Boolean(body.guest) === (who === 'a guest'))).toBe(true);
    },
  );
});
