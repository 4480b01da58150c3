import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Product } from '../contract/products.ts';
import { useCart } from '../stores/cart.ts';
import { createQueryClient } from '../api/query-client.ts';
import { makeProduct } from '../test/fixtures.ts';
import { renderApp } from '../test/render.tsx';
import { catalogue, customerInfo, server, tokenFailed } from '../test/server.ts';
import { signInAs } from '../test/session.ts';

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

  it('when the product does not exist, then it is asked for once, not retried or fetched again', async () => {
    const missing = '00000000-0000-4000-8000-999999999998';
    let asked = 0;
    server.use(
      http.get('/api/products/:id', () => {
        asked += 1;
        return HttpResponse.json({ message: 'Product not found', code: 'NOT_FOUND' }, { status: 404 });
      }),
    );
    // The app's own query client, with its retry policy.
    const queryClient = createQueryClient();
    renderApp(`/product/${missing}`, { queryClient });
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent('Product not found');
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(asked).toBe(1);
  });
});

describe('product reviews', () => {
  const reviewed = () =>
    makeProduct({
      name: 'Reviewed Speaker',
      rating: 4,
      numReviews: 2,
      reviews: [
        {
          _id: 'aaaaaaaa-0000-4000-8000-000000000001',
          name: 'Jane Doe',
          rating: 5,
          comment: 'Loud and clear.',
          user: 'bbbbbbbb-0000-4000-8000-000000000001',
          verifiedPurchase: true,
          createdAt: '2026-03-15T12:00:00.000Z',
        },
        {
          _id: 'aaaaaaaa-0000-4000-8000-000000000002',
          name: 'Sam Smith',
          rating: 3,
          comment: 'Fine for the price.',
          user: 'bbbbbbbb-0000-4000-8000-000000000002',
          verifiedPurchase: false,
          createdAt: '2026-02-01T12:00:00.000Z',
        },
      ],
    });

  /** One product behind MSW whose reviews, rating and count change as reviews arrive. */
  function serveProduct(product: Product) {
    const sent: unknown[] = [];
    server.use(
      http.get('/api/products/:id', () => HttpResponse.json(product)),
      http.post('/api/products/:id/reviews', async ({ request }) => {
        const body = (await request.json()) as { rating: number; comment: string };
        sent.push(body);
        product.reviews = [
          {
            _id: 'aaaaaaaa-0000-4000-8000-0000000000ff',
            name: customerInfo.name,
            rating: body.rating,
            comment: body.comment,
            user: customerInfo._id,
            verifiedPurchase: false,
            createdAt: '2026-04-01T12:00:00.000Z',
          },
          ...product.reviews,
        ];
        product.numReviews = product.reviews.length;
        product.rating = product.reviews.reduce((sum, review) => sum + review.rating, 0) / product.numReviews;
        return HttpResponse.json({ message: 'Review added' }, { status: 201 });
      }),
    );
    return sent;
  }

  it('when a product has reviews, then each shows name, stars, date, comment and a verified badge', async () => {
    const product = reviewed();
    serveProduct(product);
    renderApp(`/product/${product._id}`);
    const jane = await screen.findByRole('article', { name: 'Review by Jane Doe' });
    expect(within(jane).getByText('Jane Doe')).toBeInTheDocument();
    expect(within(jane).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(within(jane).getByText('Mar 15, 2026')).toHaveAttribute('datetime', '2026-03-15T12:00:00.000Z');
    expect(within(jane).getByText('Loud and clear.')).toBeInTheDocument();
    expect(within(jane).getByText('Verified Purchase')).toBeInTheDocument();
    const sam = screen.getByRole('article', { name: 'Review by Sam Smith' });
    expect(within(sam).getByRole('img', { name: 'Rated 3 out of 5' })).toBeInTheDocument();
    expect(within(sam).queryByText('Verified Purchase')).not.toBeInTheDocument();
    expect(screen.queryByText('No Reviews')).not.toBeInTheDocument();
  });

  it('when a product has no reviews, then it says No Reviews', async () => {
    renderApp(`/product/${product(0)._id}`);
    expect(await screen.findByText('No Reviews')).toBeInTheDocument();
  });

  it('when a visitor is signed out, then they are asked to sign in and brought back here', async () => {
    const phone = product(0);
    renderApp(`/product/${phone._id}`);
    const link = await screen.findByRole('link', { name: 'sign in' });
    expect(link).toHaveAttribute('href', `/login?redirect=${encodeURIComponent(`/product/${phone._id}`)}`);
    expect(screen.queryByRole('combobox', { name: 'Rating' })).not.toBeInTheDocument();
  });

  it('when signed in, then the Rating select offers exactly the five labelled choices', async () => {
    signInAs(customerInfo);
    renderApp(`/product/${product(0)._id}`);
    const rating = await screen.findByRole('combobox', { name: 'Rating' });
    expect(
      within(rating)
        .getAllByRole('option')
        .map((option) => [option.textContent, option.getAttribute('value')]),
    ).toEqual([
      ['Select...', ''],
      ['1 - Poor', '1'],
      ['2 - Fair', '2'],
      ['3 - Good', '3'],
      ['4 - Very Good', '4'],
      ['5 - Excellent', '5'],
    ]);
    expect(screen.getByRole('textbox', { name: 'Comment' })).toBeInTheDocument();
  });

  it('when a review is submitted, then it is sent, listed, and the rating and count update at once', async () => {
    signInAs(customerInfo);
    const speaker = reviewed();
    const sent = serveProduct(speaker);
    const user = userEvent.setup();
    renderApp(`/product/${speaker._id}`);
    expect(await screen.findByText('2 reviews')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rating' }), '2 - Fair');
    await user.type(screen.getByRole('textbox', { name: 'Comment' }), '  Broke in a week.  ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Thank you! Your review has been added.')).toBeInTheDocument();
    expect(sent).toEqual([{ rating: 2, comment: '  Broke in a week.  ' }]);
    expect(screen.getByText('3 reviews')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 3.3 out of 5' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: `Review by ${customerInfo.name}` })).toHaveTextContent(
      'Broke in a week.',
    );
    expect(screen.queryByRole('combobox', { name: 'Rating' })).not.toBeInTheDocument();
  });

  it('when the form is incomplete, then errors show next to the fields and nothing is sent', async () => {
    signInAs(customerInfo);
    const speaker = reviewed();
    const sent = serveProduct(speaker);
    const user = userEvent.setup();
    renderApp(`/product/${speaker._id}`);
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    const rating = screen.getByRole('combobox', { name: 'Rating' });
    expect(rating).toHaveAccessibleDescription('Please select a rating');
    expect(rating).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveAccessibleDescription(
      'Comment is required',
    );
    await user.selectOptions(rating, '4');
    await user.type(screen.getByRole('textbox', { name: 'Comment' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveAccessibleDescription(
      'Comment is required',
    );
    expect(rating).not.toHaveAttribute('aria-invalid');
    expect(sent).toEqual([]);
  });

  it('when the server refuses the review, then its message shows', async () => {
    signInAs(customerInfo);
    server.use(
      http.post('/api/products/:id/reviews', () =>
        HttpResponse.json({ message: 'Product already reviewed', code: 'VALIDATION' }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    renderApp(`/product/${product(0)._id}`);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Rating' }), '5');
    await user.type(screen.getByRole('textbox', { name: 'Comment' }), 'Again!');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Product already reviewed');
  });

  it('when the user has reviewed already, then the form is not offered again', async () => {
    signInAs(customerInfo);
    const speaker = reviewed();
    const first = speaker.reviews[0];
    if (first) first.user = customerInfo._id;
    serveProduct(speaker);
    renderApp(`/product/${speaker._id}`);
    expect(await screen.findByText('You have reviewed this product.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Rating' })).not.toBeInTheDocument();
  });

  it('when reviewing answers Not authorized, token failed, then the user is signed out', async () => {
    signInAs(customerInfo);
    server.use(http.post('/api/products/:id/reviews', () => tokenFailed()));
    const user = userEvent.setup();
    renderApp(`/product/${product(0)._id}`);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Rating' }), '5');
    await user.type(screen.getByRole('textbox', { name: 'Comment' }), 'Expired session');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('link', { name: 'sign in' })).toBeInTheDocument();
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });
});
