import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueList } from '../../contract/catalogue.ts';
import { facetsOf, listOf, makeProduct } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import { server } from '../../test/server.ts';

const shop = [
  makeProduct({ name: 'Sony WH-1000XM5', brand: 'Sony', category: 'Audio', price: 349.99, rating: 4.5 }),
  makeProduct({ name: 'Sony SRS-XB13', brand: 'Sony', category: 'Audio', price: 59.99, rating: 4 }),
  makeProduct({ name: 'Apple AirPods Pro', brand: 'Apple', category: 'Audio', price: 249, rating: 5 }),
  makeProduct({ name: 'Canon EOS R50', brand: 'Canon', category: 'Cameras', price: 679.99, rating: 3 }),
];

/** Serves `shop` filtered by brand and category, and records every query the screen sends. */
function serveShop(pages = 1) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('/api/products', ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      const brands = query.getAll('brand');
      const category = query.get('category');
      const ofBrand = (product: (typeof shop)[number]) =>
        brands.length === 0 || brands.includes(product.brand);
      const inCategory = (product: (typeof shop)[number]) => !category || product.category === category;
      const page = Number(query.get('pageNumber') ?? '1');
      const list: CatalogueList = listOf(shop.filter(ofBrand).filter(inCategory), page, pages);
      // Each group's counts ignore its own selection, as the API's do.
      list.facets.categories = facetsOf(shop.filter(ofBrand)).categories;
      list.facets.brands = facetsOf(shop.filter(inCategory)).brands;
      return HttpResponse.json(list);
    }),
  );
  return asked;
}

async function noAxeViolations(element: Element) {
  const results = await axe.run(element, { rules: { 'color-contrast': { enabled: false } } });
  expect(
    results.violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.html).join(', ')}`),
  ).toEqual([]);
}

// The list screen and its filter panel arrive as lazily loaded code; importing them first keeps the
// first test from waiting on their first transform on a busy machine.
beforeAll(() => Promise.all([import('./product-list-screen.tsx'), import('./catalogue-filters.tsx')]));

describe('list screen filters and sort', () => {
  it('when the address carries filters, then the API gets them under the same names and bad ones are dropped', async () => {
    const asked = serveShop();
    renderApp(
      '/?brand=Sony&brand=Apple&minPrice=50&maxPrice=cheap&rating=4&inStock=true&sort=price-asc&category=Audio',
    );
    await screen.findAllByRole('article');
    const query = asked.at(-1);
    expect(query?.getAll('brand')).toEqual(['Sony', 'Apple']);
    expect(query?.get('minPrice')).toBe('50');
    expect(query?.has('maxPrice')).toBe(false);
    expect(query?.get('rating')).toBe('4');
    expect(query?.get('inStock')).toBe('true');
    expect(query?.get('sort')).toBe('price-asc');
    expect(query?.get('category')).toBe('Audio');
    expect(screen.queryByRole('region', { name: 'Top rated products' })).not.toBeInTheDocument();
  });

  it('when a brand is ticked, then the list narrows, the chip appears, and Back walks it off again', async () => {
    serveShop();
    const user = userEvent.setup();
    const { router } = renderApp('/');
    const filters = await screen.findByRole('complementary', { name: 'Filters' });
    const brand = await within(filters).findByRole('group', { name: 'Brand' });
    await user.click(within(brand).getByRole('checkbox', { name: /^Sony/ }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(router.state.location.search).toEqual({ brand: ['Sony'] });
    const chips = screen.getByRole('region', { name: 'Active filters' });
    expect(within(chips).getByRole('button', { name: /Brand: Sony/ })).toBeInTheDocument();
    expect(screen.getByText('2 products')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Top rated products' })).not.toBeInTheDocument();

    router.history.back();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(4));
    expect(screen.queryByRole('region', { name: 'Active filters' })).not.toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Top rated products' })).toBeInTheDocument();
  });

  it('when a chip is removed or Clear all pressed, then those filters go and the sort stays', async () => {
    serveShop();
    const user = userEvent.setup();
    const { router } = renderApp('/?brand=Sony&category=Audio&sort=rating');
    const chips = await screen.findByRole('region', { name: 'Active filters' });
    await user.click(within(chips).getByRole('button', { name: /Brand: Sony/ }));
    await waitFor(() => expect(router.state.location.search).toEqual({ category: 'Audio', sort: 'rating' }));
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: 'rating' }));
  });

  it('when the sort changes, then the list reloads in that order from its first page', async () => {
    const asked = serveShop(3);
    const user = userEvent.setup();
    const { router } = renderApp('/page/2?brand=Sony');
    await screen.findAllByRole('article');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Price: low to high');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toEqual({ brand: ['Sony'], sort: 'price-asc' });
    await waitFor(() => expect(asked.at(-1)?.get('sort')).toBe('price-asc'));
    expect(screen.getByLabelText('Sort by')).not.toHaveTextContent('Best match');
  });

  it('when paging a filtered list, then every page link keeps the filters and sort', async () => {
    serveShop(2);
    renderApp('/search/sony?brand=Sony&sort=price-desc');
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => decodeURIComponent(link.getAttribute('href') ?? ''));
    expect(hrefs[1]).toMatch(/^\/search\/sony\/page\/2\?/);
    for (const href of hrefs) {
      expect(href).toContain('sort=price-desc');
      expect(href).toContain('Sony');
    }
  });

  it('when a price is typed, then the range filters the list', async () => {
    const asked = serveShop();
    const user = userEvent.setup();
    const { router } = renderApp('/');
    const price = await within(await screen.findByRole('complementary', { name: 'Filters' })).findByRole(
      'group',
      {
        name: 'Price',
      },
    );
    await user.type(within(price).getByLabelText('Min $'), '50');
    await user.type(within(price).getByLabelText('Max $'), '300');
    await user.click(within(price).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ minPrice: 50, maxPrice: 300 }));
    await waitFor(() => expect(asked.at(-1)?.get('maxPrice')).toBe('300'));
    expect(screen.getByRole('button', { name: /Price: \$50\.00 – \$300\.00/ })).toBeInTheDocument();
  });

  it('when the filters show, then counts are given and the panel has no accessibility violations', async () => {
    serveShop();
    renderApp('/search/sony');
    const filters = await screen.findByRole('complementary', { name: 'Filters' });
    expect(await within(filters).findByRole('radio', { name: /^Audio\s+3\s+products$/ })).toBeInTheDocument();
    expect(within(filters).getByRole('checkbox', { name: 'Canon 1 product' })).toBeInTheDocument();
    await noAxeViolations(document.body);
  });

  it('when the counts are estimated, then the total and every filter count say "about"', async () => {
    const many = Array.from({ length: 3 }, () => makeProduct({ brand: 'Sony', category: 'Audio' }));
    const list = listOf(many);
    list.facets = {
      ...list.facets,
      categories: [{ value: 'Audio', count: 98_760 }],
      brands: [{ value: 'Sony', count: 1_230 }],
      approximate: true,
    };
    server.use(http.get('/api/products', () => HttpResponse.json(list)));
    renderApp('/search/device');
    expect(await screen.findByText('about 98,760 products')).toBeInTheDocument();
    const filters = await screen.findByRole('complementary', { name: 'Filters' });
    expect(
      await within(filters).findByRole('radio', { name: /^Audio\s+about 98,760\s+products$/ }),
    ).toBeInTheDocument();
    expect(
      within(filters).getByRole('checkbox', { name: /^Sony\s+about 1,230\s+products$/ }),
    ).toBeInTheDocument();
  });

  it('when Filters is pressed on a phone, then a dialog with the filters opens and closes', async () => {
    serveShop();
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(within(dialog).getByRole('radio', { name: /^Cameras/ }));
    await waitFor(() => expect(router.state.location.search).toEqual({ category: 'Cameras' }));
    await noAxeViolations(dialog);
    await user.click(within(dialog).getByRole('button', { name: /Show results \(1 product\)/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('when a filter takes long to load on a phone, then the sheet stays open on the list it filters and counts the new results when they come', async () => {
    serveShop();
    let answerCameras = () => {};
    const camerasAnswered = new Promise<void>((resolve) => (answerCameras = resolve));
    server.use(
      http.get('/api/products', async ({ request }) => {
        if (new URL(request.url).searchParams.get('category') !== 'Cameras') return undefined;
        // Held well past the router's pending delay, as a slow phone network would.
        await camerasAnswered;
        return undefined;
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(within(dialog).getByRole('radio', { name: /^Cameras/ }));
    // The list behind says it is loading; the spinner does not replace the screen and its sheet.
    await waitFor(
      () => expect(screen.getByRole('region', { name: 'Results' })).toHaveAttribute('aria-busy', 'true'),
      {
        timeout: 2_000,
      },
    );
    // No route is left pending, so the router has no spinner to show however long the answer takes.
    expect(router.state.matches.map((match) => match.status)).not.toContain('pending');
    expect(dialog).toBeInTheDocument();
    answerCameras();
    await user.click(await within(dialog).findByRole('button', { name: /Show results \(1 product\)/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'Results' })).toHaveAttribute('aria-busy', 'false');
  });
});

describe('search results and missing pages', () => {
  it('when searching, then the heading stays Latest Products and the line above the grid names the search and the count', async () => {
    serveShop();
    renderApp('/search/sony');
    expect(await screen.findByRole('heading', { level: 1, name: 'Latest Products' })).toBeInTheDocument();
    expect(await screen.findByText('Results for “sony”')).toBeInTheDocument();
    expect(screen.getByText('4 products')).toBeInTheDocument();
    expect(document.title).toBe('Results for “sony” | Easy-Buy');
    expect(await screen.findByRole('combobox', { name: 'Search Products' })).toHaveValue('sony');
  });

  it('when the keyword is quoted, then the API gets it without quotes and the message does not double them', async () => {
    const asked: (string | null)[] = [];
    server.use(
      http.get('/api/products', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('keyword'));
        return HttpResponse.json(listOf([]));
      }),
    );
    renderApp(`/search/${encodeURIComponent('"zebra"')}`);
    expect(await screen.findByText('No products found for "zebra".')).toBeInTheDocument();
    expect(asked).toEqual(['zebra']);
    expect(screen.getByText('Results for “zebra”')).toBeInTheDocument();
  });

  it('when a search matches more than can be paged through, then its last page says how to reach the rest', async () => {
    const many = Array.from({ length: 3 }, () => makeProduct({ brand: 'Sony', category: 'Audio' }));
    const answer = (page: number) => {
      const list = listOf(many, page, 125);
      list.facets = { ...list.facets, categories: [{ value: 'Audio', count: 4_321 }], approximate: true };
      return list;
    };
    server.use(
      http.get('/api/products', ({ request }) =>
        HttpResponse.json(answer(Number(new URL(request.url).searchParams.get('pageNumber') ?? '1'))),
      ),
    );
    const note =
      /Only the first 1,000 results can be paged through\. Add a word or a filter to find the rest\./;
    renderApp('/search/device/page/125');
    expect(await screen.findByText(note)).toBeInTheDocument();
    renderApp('/search/device');
    await screen.findAllByText('about 4,321 products');
    expect(screen.getAllByText(note)).toHaveLength(1);
  });

  it('when the page is past the last, then it says so and links to the first page', async () => {
    server.use(http.get('/api/products', () => HttpResponse.json(listOf([], 99, 5))));
    renderApp('/page/99?sort=rating');
    expect(await screen.findByText(/Page 99 does not exist: there are 5 pages\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the first page' })).toHaveAttribute(
      'href',
      '/?sort=rating',
    );
    expect(screen.queryByText('No products yet.')).not.toBeInTheDocument();
  });

  it('when filters match nothing, then it says so and offers to clear them', async () => {
    server.use(http.get('/api/products', () => HttpResponse.json(listOf([]))));
    const user = userEvent.setup();
    const { router } = renderApp('/?brand=Nobody');
    expect(await screen.findByText(/No products match these filters\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });
});
