import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { renderApp } from '../../test/render.tsx';
import { catalogue, server } from '../../test/server.ts';

function recordSuggestQueries() {
  const asked: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/products/suggest') asked.push(url.searchParams.get('q') ?? '');
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return asked;
}

// The field becomes a combobox once its lazily loaded code arrives; importing it here first keeps
// the first test from waiting on the module's first transform on a busy machine.
beforeAll(() => import('./search-suggestions.tsx'));

describe('search suggestions', () => {
  it('when two characters are typed, then products with image and price and categories are offered', async () => {
    const asked = recordSuggestQueries();
    const user = userEvent.setup();
    renderApp('/product/elsewhere');
    const box = await screen.findByRole('combobox', { name: 'Search Products' });
    await user.type(box, 's');
    await user.type(box, 'o');
    const listbox = await screen.findByRole('listbox');
    const sony = within(listbox).getByRole('option', { name: /Sony PlayStation 5/ });
    expect(sony).toHaveTextContent('$499.99');
    expect(within(listbox).getByRole('option', { name: /Category: Gadgets/ })).toBeInTheDocument();
    // Debounced: the one letter was never asked for, and "so" once.
    expect(asked).toEqual(['so']);
  });

  it('when a product is chosen with the keyboard, then its page opens', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/product/elsewhere');
    const box = await screen.findByRole('combobox', { name: 'Search Products' });
    await user.type(box, 'sony');
    await screen.findByRole('option', { name: /Sony PlayStation 5/ });
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/product/${catalogue[1]?._id ?? ''}`));
  });

  it('when a category is chosen, then the list filtered by it opens', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/product/elsewhere');
    await user.type(await screen.findByRole('combobox', { name: 'Search Products' }), 'sony');
    await user.click(await screen.findByRole('option', { name: /Category: Gadgets/ }));
    await waitFor(() => expect(router.state.location.search).toEqual({ category: 'Gadgets' }));
  });

  it('when Enter is pressed while suggestions show and none is highlighted, then it searches', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/product/elsewhere');
    await user.type(await screen.findByRole('combobox', { name: 'Search Products' }), 'sony');
    await screen.findByRole('listbox');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search/sony'));
    // The search is made: the suggestions close, until the shopper types again.
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.keyboard('{Backspace}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
  });

  it('when the API offers nothing, then no list opens', async () => {
    server.use(http.get('/api/products/suggest', () => HttpResponse.json({ products: [], categories: [] })));
    const user = userEvent.setup();
    renderApp('/product/elsewhere');
    await user.type(await screen.findByRole('combobox', { name: 'Search Products' }), 'zz');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  });
});
