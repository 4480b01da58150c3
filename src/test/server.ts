import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { listOf, makeProduct, summaryOf } from './fixtures.ts';

export const catalogue = [
  makeProduct({ name: 'Apple iPhone 15 Pro', price: 999, rating: 5, numReviews: 3 }),
  makeProduct({ name: 'Sony PlayStation 5', price: 499.99, rating: 4.5, numReviews: 2 }),
  makeProduct({ name: 'Logitech MX Master 3S Mouse', price: 99.99, rating: 4, numReviews: 1, countInStock: 0 }),
];

/** The default API: a small catalogue answered in the contract's shapes. Tests override per case. */
export const handlers = [
  http.get('/api/products', ({ request }) => {
    const keyword = new URL(request.url).searchParams.get('keyword')?.toLowerCase() ?? '';
    return HttpResponse.json(listOf(catalogue.filter((product) => product.name.toLowerCase().includes(keyword))));
  }),
  http.get('/api/products/top', () => HttpResponse.json(catalogue.slice(0, 2).map(summaryOf))),
  http.get('/api/products/:id', ({ params }) => {
    const product = catalogue.find((candidate) => candidate._id === params.id);
    return product
      ? HttpResponse.json(product)
      : HttpResponse.json({ message: 'Product not found' }, { status: 404 });
  }),
];

export const server = setupServer(...handlers);
