import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueList } from '../../contract/catalogue.ts';
import { listOf, makeProduct } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import { catalogue, server } from '../../test/server.ts';

const audio = [
  makeProduct({ name: 'Sony WH-1000XM5', brand: 'Sony', category: 'Audio', countInStock: 3 }),
  makeProduct({ name: 'Sony SRS-XB13', brand: 'Sony', category: 'Audio', countInStock: 5 }),
];

/** Answers every list request with `list`. */
function serveList(list: CatalogueList) {
  server.use(http.get('/api/products', () => HttpResponse.json(list)));
}

/** The line above the grid that says what is shown. */
async function shownLine() {
  const line = (await screen.findByText(/^Results for|^All products/)).closest('p');
  if (!line) throw new Error('no line above the grid');
  return line;
}

beforeAll(() => import('./product-list-screen.tsx'));

describe('what the list shows, said above the grid', () => {
  it('when searching in a category with filters, then the heading stays Latest Products and a line says it all', async () => {
    serveList(listOf(audio));
    renderApp('/search/sony?category=Audio&inStock=true&brand=Sony');
    expect(await screen.findByRole('heading', { level: 1, name: 'Latest Products' })).toBeInTheDocument();
    expect((await shownLine()).textContent).toBe(
      'Results for “sony”: 2 products in Audio · Brand: Sony · In stock only',
    );
    expect(document.title).toBe('Results for “sony” | Easy-Buy');
  });

  it('when the home page is unfiltered, then the line says how many products there are', async () => {
    serveList(listOf(audio));
    renderApp('/');
    expect((await shownLine()).textContent).toBe('All products: 2 products');
  });

  it('when a typo was corrected, then the line says which spelling the results are for', async () => {
    serveList({ ...listOf(audio), correctedKeyword: 'sony' });
    renderApp('/search/sonny');
    expect(await screen.findByText('Showing results for “sony” instead.')).toBeInTheDocument();
  });
});

describe('a search with no results', () => {
  it('when nothing is found, then it offers the closest spelling, the categories and the top products', async () => {
    serveList({ ...listOf([]), correctedKeyword: 'sony' });
    renderApp('/search/sonny');
    expect(await screen.findByText('No products found for "sonny".')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'sony' })).toHaveAttribute('href', '/search/sony');
    expect(screen.getByText(/^Did you mean/)).toHaveTextContent('Did you mean sony?');

    const categories = await screen.findByRole('region', { name: 'Shop by category' });
    const first = within(categories).getAllByRole('link')[0];
    expect(first?.getAttribute('href')).toMatch(/^\/\?category=/);

    const top = await screen.findByRole('region', { name: 'Top products' });
    for (const product of catalogue.slice(0, 2)) {
      expect(within(top).getByRole('link', { name: new RegExp(product.name) })).toHaveAttribute(
        'href',
        `/product/${product._id}`,
      );
    }
  });

  it('when no spelling is close, then there is no Did you mean, and the categories and top products still show', async () => {
    serveList(listOf([]));
    renderApp('/search/qqxxzz');
    expect(await screen.findByText('No products found for "qqxxzz".')).toBeInTheDocument();
    expect(screen.queryByText(/Did you mean/)).not.toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Shop by category' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Top products' })).toBeInTheDocument();
  });
});
