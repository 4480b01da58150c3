import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient, withQueryClient } from '../../test/render.tsx';
import { catalogue, server } from '../../test/server.ts';
import { useProduct, useProducts, useTopProducts } from './products-api.ts';

function renderWithClient<T>(hook: () => T) {
  return renderHook(hook, { wrapper: withQueryClient(createTestQueryClient()) });
}

describe('product hooks', () => {
  it('when the list loads, then it passes keyword and page to the API and returns its answer', async () => {
    let asked: URLSearchParams | undefined;
    server.use(
      http.get('/api/products', ({ request }) => {
        asked = new URL(request.url).searchParams;
        return HttpResponse.json({ products: [], page: 3, pages: 4 });
      }),
    );
    const { result } = renderWithClient(() => useProducts({ keyword: 'sony', pageNumber: 3 }));
    expect(result.current.isPending).toBe(true);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual({ products: [], page: 3, pages: 4 });
    expect(asked?.get('keyword')).toBe('sony');
    expect(asked?.get('pageNumber')).toBe('3');
  });

  it('when the server fails with a message, then the error carries that message', async () => {
    server.use(
      http.get('/api/products/top', () => HttpResponse.json({ message: 'Database asleep' }, { status: 503 })),
    );
    const { result } = renderWithClient(() => useTopProducts());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('Database asleep');
  });

  it('when the network fails, then the error carries the network error message', async () => {
    server.use(http.get('/api/products/:id', () => HttpResponse.error()));
    const { result } = renderWithClient(() => useProduct('anything'));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('Failed to fetch');
  });

  it('when a product loads, then it is the API body', async () => {
    const product = catalogue[0];
    if (!product) throw new Error('catalogue is empty');
    const { result } = renderWithClient(() => useProduct(product._id));
    await waitFor(() => expect(result.current.data).toEqual(product));
  });
});
