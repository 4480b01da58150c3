import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { listOf, makeProduct, summaryOf } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import { server } from '../../test/server.ts';

async function cardOf(name: string) {
  const link = await screen.findByRole('link', { name });
  const card = link.closest('article');
  if (!card) throw new Error(`no card for ${name}`);
  return card;
}

describe('product card', () => {
  it('when a product has one review, then the card says 1 review', async () => {
    renderApp('/');
    const card = await cardOf('Logitech MX Master 3S Mouse');
    expect(within(card).getByText('1 review')).toBeInTheDocument();
    expect(within(await cardOf('Sony PlayStation 5')).getByText('2 reviews')).toBeInTheDocument();
  });

  it('when shown on a phone, then the card is one compact row: image beside at most two lines of name, the rating and the price', async () => {
    renderApp('/');
    const card = await cardOf('Sony PlayStation 5');
    // Below md the card is a row (image left), from md a column as before.
    expect(card).toHaveClass('flex-row', 'md:flex-col');
    const name = within(card).getByRole('heading', { level: 2 });
    expect(name).toHaveClass('line-clamp-2');
    const image = within(card).getByRole('img', { name: 'Sony PlayStation 5' });
    expect(image.compareDocumentPosition(name) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(card).getByText('2 reviews')).toBeInTheDocument();
    expect(within(card).getByText(/^\$\d+\.\d{2}$/)).toBeInTheDocument();
  });

  it('when a product’s variants differ in price, then its card says “from” the lowest; one price stays as it is', async () => {
    const phone = makeProduct({ name: 'Ranged Phone', price: 799, maxPrice: 999 });
    const plain = makeProduct({ name: 'Plain Cable', price: 9.99 });
    server.use(http.get('/api/products', () => HttpResponse.json(listOf([phone, plain]))));
    renderApp('/');
    expect(within(await cardOf('Ranged Phone')).getByText('from $799.00')).toBeInTheDocument();
    expect(within(await cardOf('Plain Cable')).getByText('$9.99')).toBeInTheDocument();
  });

  it('when a product is out of stock, then its card says so and others do not', async () => {
    renderApp('/');
    expect(within(await cardOf('Logitech MX Master 3S Mouse')).getByText('Out of stock')).toBeInTheDocument();
    expect(within(await cardOf('Sony PlayStation 5')).queryByText('Out of stock')).not.toBeInTheDocument();
  });
});

describe('product carousel', () => {
  const soldOut = makeProduct({ name: 'Sold Out Speaker', rating: 5, countInStock: 0 });
  const inStock = makeProduct({ name: 'Stocked Camera', rating: 4.5, countInStock: 3 });

  it('when a top product is sold out, then the carousel never shows it', async () => {
    server.use(http.get('/api/products/top', () => HttpResponse.json([soldOut, inStock].map(summaryOf))));
    renderApp('/');
    const carousel = await screen.findByRole('region', { name: 'Top rated products' });
    const slides = within(carousel).getAllByRole('group');
    expect(slides).toHaveLength(1);
    expect(within(carousel).getByRole('link', { name: /Stocked Camera/ })).toBeInTheDocument();
    expect(within(carousel).queryByText(/Sold Out Speaker/)).not.toBeInTheDocument();
    expect(within(carousel).getByText('Slide 1 of 1')).toBeInTheDocument();
  });

  it('when every top product is sold out, then there is no carousel and the list still shows', async () => {
    server.use(http.get('/api/products/top', () => HttpResponse.json([soldOut].map(summaryOf))));
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Latest Products' })).toBeInTheDocument();
    await screen.findAllByRole('article');
    expect(screen.queryByRole('region', { name: 'Top rated products' })).not.toBeInTheDocument();
  });

  it('when the controls show, then Pause sits apart from the caption, below the slides', async () => {
    renderApp('/');
    const carousel = await screen.findByRole('region', { name: 'Top rated products' });
    const pause = within(carousel).getByRole('button', { name: /Pause/ });
    const caption = within(carousel).getByText(/Apple iPhone 15 Pro/);
    // The controls follow the slides in a bar of their own instead of floating over the caption.
    expect(pause.closest('[data-carousel-controls]')).not.toBeNull();
    expect(caption.closest('[data-carousel-controls]')).toBeNull();
  });
});
