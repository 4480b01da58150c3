import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { STOCK_ALERT_CONFIRM_SENT, STOCK_ALERT_SAVED } from '../contract/stock-alerts.ts';
import { renderApp } from '../test/render.tsx';
import { catalogue, customerInfo, server } from '../test/server.ts';
import { signInAs } from '../test/session.ts';
import { variantPhone } from '../test/variant-product.ts';

interface SignUp {
  product: string;
  body: Record<string, unknown>;
  authorization: string | null;
}

/** The sign-up route as the server answers it, recording what each request sent. */
function acceptSignUps(confirmed: boolean): SignUp[] {
  const seen: SignUp[] = [];
  server.use(
    http.post('/api/products/:id/stock-alerts', async ({ params, request }) => {
      seen.push({
        product: String(params.id),
        body: (await request.json()) as Record<string, unknown>,
        authorization: request.headers.get('authorization'),
      });
      return HttpResponse.json(
        {
          product: params.id,
          confirmed,
          message: confirmed ? STOCK_ALERT_SAVED : STOCK_ALERT_CONFIRM_SENT,
        },
        { status: 201 },
      );
    }),
  );
  return seen;
}

function soldOutProduct() {
  const found = catalogue.find((product) => product.countInStock === 0);
  if (!found) throw new Error('the test catalogue has no sold-out product');
  return found;
}

const notifyRegion = () => screen.findByRole('region', { name: 'Notify me when it is back' });

describe('Notify me on the product page', () => {
  it('when a visitor types an address for a sold-out product, then the sign-up is sent and the page asks them to confirm by mail', async () => {
    const user = userEvent.setup();
    const seen = acceptSignUps(false);
    const product = soldOutProduct();
    renderApp(`/product/${product._id}`);
    const region = await notifyRegion();
    await user.type(within(region).getByLabelText('E-mail address'), 'shopper@example.com');
    await user.click(within(region).getByRole('button', { name: 'Notify me' }));

    expect(await within(region).findByRole('status')).toHaveTextContent('Check your inbox');
    expect(within(region).getByRole('status')).toHaveTextContent(STOCK_ALERT_CONFIRM_SENT);
    expect(seen).toEqual([
      { product: product._id, body: { email: 'shopper@example.com' }, authorization: null },
    ]);
  });

  it('when a signed-in customer opens a sold-out product, then their own address is shown and one button saves the alert', async () => {
    const user = userEvent.setup();
    signInAs(customerInfo);
    const seen = acceptSignUps(true);
    const product = soldOutProduct();
    renderApp(`/product/${product._id}`);
    const region = await notifyRegion();
    expect(within(region).getByText(customerInfo.email)).toBeInTheDocument();
    expect(within(region).queryByLabelText('E-mail address')).not.toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Notify me' }));

    expect(await within(region).findByRole('status')).toHaveTextContent('Alert saved');
    expect(within(region).getByRole('status')).toHaveTextContent(STOCK_ALERT_SAVED);
    expect(seen).toEqual([{ product: product._id, body: {}, authorization: `Bearer ${customerInfo.token}` }]);
  });

  it('when the chosen variant is sold out, then the form is offered for that variant and names it in the request', async () => {
    const user = userEvent.setup();
    const seen = acceptSignUps(false);
    const soldOut = variantPhone.variants?.find((variant) => variant.countInStock === 0);
    const inStock = variantPhone.variants?.find((variant) => variant.countInStock > 0);
    if (!soldOut || !inStock) throw new Error('the variant fixture needs one variant of each kind');

    const { unmount } = renderApp(`/product/${variantPhone._id}?variant=${inStock._id}`);
    await screen.findByRole('heading', { level: 1, name: variantPhone.name });
    expect(screen.queryByRole('region', { name: 'Notify me when it is back' })).not.toBeInTheDocument();
    unmount();

    renderApp(`/product/${variantPhone._id}?variant=${soldOut._id}`);
    const region = await notifyRegion();
    await user.type(within(region).getByLabelText('E-mail address'), 'variant@example.com');
    await user.click(within(region).getByRole('button', { name: 'Notify me' }));
    await within(region).findByRole('status');
    expect(seen.map((signUp) => signUp.body)).toEqual([
      { email: 'variant@example.com', variant: soldOut._id },
    ]);
  });

  it('when the API refuses the sign-up, then its message is shown as an alert tied to the field', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('/api/products/:id/stock-alerts', () =>
        HttpResponse.json({ message: 'Too many alert requests. Please try again later.' }, { status: 429 }),
      ),
    );
    renderApp(`/product/${soldOutProduct()._id}`);
    const region = await notifyRegion();
    const field = within(region).getByLabelText('E-mail address');
    await user.type(field, 'eager@example.com');
    await user.click(within(region).getByRole('button', { name: 'Notify me' }));

    const alert = await within(region).findByRole('alert');
    expect(alert).toHaveTextContent('Too many alert requests. Please try again later.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Too many alert requests. Please try again later.');
    expect(within(region).queryByRole('status')).not.toBeInTheDocument();
  });

  it('when a visitor sends no address, then the form says so without asking the API', async () => {
    const user = userEvent.setup();
    const seen = acceptSignUps(false);
    renderApp(`/product/${soldOutProduct()._id}`);
    const region = await notifyRegion();
    await user.click(within(region).getByRole('button', { name: 'Notify me' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent('Enter your e-mail address.');
    expect(seen).toEqual([]);
  });

  it('when the product is in stock, then no Notify me form is offered', async () => {
    const product = catalogue.find((candidate) => candidate.countInStock > 0);
    renderApp(`/product/${product?._id ?? ''}`);
    await screen.findByRole('heading', { level: 1, name: product?.name ?? '' });
    expect(screen.queryByRole('region', { name: 'Notify me when it is back' })).not.toBeInTheDocument();
  });
});
