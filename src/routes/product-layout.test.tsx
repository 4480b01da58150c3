import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render.tsx';
import { catalogue, server } from '../test/server.ts';

function follows(first: HTMLElement, second: HTMLElement): boolean {
  return Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);
}

describe('product screen layout', () => {
  it('when it opens on a phone, then the price and Add To Cart come before the description', async () => {
    const phone = catalogue[0];
    if (!phone) throw new Error('no product');
    renderApp(`/product/${phone._id}`);
    const addToCart = await screen.findByRole('button', { name: 'Add To Cart' });
    const description = screen.getByText(`Description: ${phone.description}`);
    expect(follows(addToCart, description)).toBe(true);
    expect(follows(screen.getByRole('heading', { level: 1, name: phone.name }), addToCart)).toBe(true);
  });

  it('when the product does not exist, then it is asked for once and the message shows', async () => {
    let asked = 0;
    server.use(
      http.get('/api/products/:id', () => {
        asked += 1;
        return HttpResponse.json({ message: 'Product not found' }, { status: 404 });
      }),
    );
    renderApp('/product/00000000-0000-4000-8000-999999999999');
    expect(await screen.findByRole('alert')).toHaveTextContent('Product not found');
    expect(asked).toBe(1);
  });
});
