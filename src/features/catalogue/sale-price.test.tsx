import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ProductDetails } from '../../contract/products.ts';
import { listOf, makeProduct } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import { server } from '../../test/server.ts';

// The struck-through price and the saving come from lowestPrice30d, never from compareAtPrice
// (docs/prices.md#sale-prices).

async function cardOf(name: string) {
  const link = await screen.findByRole('link', { name });
  const card = link.closest('article');
  if (!card) throw new Error(`no card for ${name}`);
  return card;
}

describe('sale prices on cards', () => {
  it('when a price is below the lowest of 30 days, then the card strikes that through and shows the saving rounded down', async () => {
    // $79.99 against $100.00: a saving of 20.01 %, shown as 20 %.
    const kettle = makeProduct({
      name: 'Honest Kettle',
      price: 79.99,
      compareAtPrice: 150,
      lowestPrice30d: 100,
    });
    server.use(http.get('/api/products', () => HttpResponse.json(listOf([kettle]))));
    renderApp('/');
    const card = await cardOf('Honest Kettle');
    expect(within(card).getByText('Was $100.00, now $79.99, save 20%')).toHaveClass('sr-only');
    expect(within(card).getByText('$100.00').tagName).toBe('S');
    expect(within(card).getByText('$100.00').parentElement).toHaveTextContent('$79.99 $100.00 -20%');
    expect(within(card).queryByText('$150.00')).not.toBeInTheDocument();
  });

  it('when a "sale" lowers nothing, or there is no sale, then the card shows the price alone', async () => {
    const fake = makeProduct({ name: 'Raised Kettle', price: 110, compareAtPrice: 150, lowestPrice30d: 100 });
    const plain = makeProduct({ name: 'Plain Kettle', price: 40, lowestPrice30d: 60 });
    server.use(http.get('/api/products', () => HttpResponse.json(listOf([fake, plain]))));
    renderApp('/');
    for (const [name, price] of [
      ['Raised Kettle', '$110.00'],
      ['Plain Kettle', '$40.00'],
    ] as const) {
      const card = await cardOf(name);
      expect(within(card).getByText(price)).toBeInTheDocument();
      expect(within(card).queryByText(/save|%/)).not.toBeInTheDocument();
      expect(card.querySelector('s')).toBeNull();
    }
  });
});

describe('sale prices on the product page', () => {
  it('when the product is on sale, then the page strikes through the lowest of 30 days and says the saving', async () => {
    const kettle = makeProduct({ name: 'Page Kettle', price: 75, compareAtPrice: 120, lowestPrice30d: 90 });
    server.use(http.get('/api/products/:id', () => HttpResponse.json(kettle)));
    renderApp(`/product/${kettle._id}`);
    await screen.findByRole('heading', { level: 1, name: 'Page Kettle' });
    // $75 against $90: 16.67 %, shown as 16 %; once by the name, once in the buy box.
    expect(screen.getAllByText('Was $90.00, now $75.00, save 16%')).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 1 }).parentElement?.parentElement).toHaveTextContent(
      'Price: Was $90.00, now $75.00, save 16%$75.00 $90.00 -16%',
    );
  });

  it('when the chosen variant is not reduced, then the page shows its price alone', async () => {
    const phone: ProductDetails = {
      ...makeProduct({ name: 'Variant Phone', price: 700, compareAtPrice: 900, lowestPrice30d: 800 }),
      options: [{ name: 'Colour', values: ['Red', 'Blue'] }],
      variants: [
        {
          _id: '00000000-0000-4000-8000-00000000a001',
          sku: 'VP-R',
          options: { Colour: 'Red' },
          price: 700,
          compareAtPrice: 900,
          lowestPrice30d: 800,
          countInStock: 2,
          image: null,
        },
        {
          _id: '00000000-0000-4000-8000-00000000a002',
          sku: 'VP-B',
          options: { Colour: 'Blue' },
          price: 850,
          countInStock: 2,
          image: null,
        },
      ],
    };
    server.use(http.get('/api/products/:id', () => HttpResponse.json(phone)));
    renderApp(`/product/${phone._id}?variant=00000000-0000-4000-8000-00000000a002`);
    await screen.findByRole('heading', { level: 1, name: 'Variant Phone' });
    expect(screen.getByText('Price: $850.00')).toBeInTheDocument();
    expect(screen.queryByText(/save/)).not.toBeInTheDocument();
  });
});
