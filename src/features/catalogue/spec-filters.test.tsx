import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueList } from '../../contract/catalogue.ts';
import type { SpecFacet, SpecKind } from '../../contract/specs.ts';
import { listOf, makeProduct } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import { server } from '../../test/server.ts';

const phones = [
  makeProduct({ name: 'Apple iPhone 15', brand: 'Apple', category: 'Phones', price: 799 }),
  makeProduct({ name: 'Google Pixel 8', brand: 'Google', category: 'Phones', price: 699 }),
];

// The contract's Static type makes `kind` never (a mapped union); the kinds are SPEC_KINDS.
const specFacets: (Omit<SpecFacet, 'kind'> & { kind: SpecKind })[] = [
  {
    name: 'Storage',
    kind: 'text',
    unit: null,
    values: [
      { value: '128 GB', count: 2 },
      { value: '256 GB', count: 1 },
    ],
  },
  {
    name: '5G',
    kind: 'yes/no',
    unit: null,
    values: [
      { value: 'yes', count: 2 },
      { value: 'no', count: 0 },
    ],
  },
  { name: 'Screen size', kind: 'number', unit: 'in', values: [], min: 6.1, max: 6.7 },
];

/** Serves the phones with spec facets when a category is asked for, recording every query. */
function servePhones() {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('/api/products', ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      const list: CatalogueList = listOf(phones);
      if (query.has('category')) list.facets.specs = specFacets;
      return HttpResponse.json(list);
    }),
  );
  return asked;
}

beforeAll(() => Promise.all([import('./product-list-screen.tsx'), import('./catalogue-filters.tsx')]));

async function filtersPanel() {
  return screen.findByRole('complementary', { name: 'Filters' });
}

describe('spec filters on a category list', () => {
  it('when no category is chosen, then no spec filter shows and spec params are dropped', async () => {
    const asked = servePhones();
    renderApp('/?spec=Storage:256 GB');
    const filters = await filtersPanel();
    await within(filters).findByRole('group', { name: 'Brand' });
    expect(within(filters).queryByRole('group', { name: 'Storage' })).not.toBeInTheDocument();
    expect(asked.at(-1)?.has('spec')).toBe(false);
  });

  it('when a spec value is ticked, then the request and the address carry it, and its chip removes it', async () => {
    const asked = servePhones();
    const user = userEvent.setup();
    const { router } = renderApp('/?category=Phones');
    const filters = await filtersPanel();
    const storage = await within(filters).findByRole('group', { name: 'Storage' });
    expect(within(storage).getByRole('checkbox', { name: /^256 GB 1 product/ })).not.toBeChecked();
    await user.click(within(storage).getByRole('checkbox', { name: /^256 GB/ }));
    await waitFor(() => expect(asked.at(-1)?.getAll('spec')).toEqual(['Storage:256 GB']));
    expect(router.state.location.search).toEqual({ category: 'Phones', spec: ['Storage:256 GB'] });

    const fiveG = within(await filtersPanel()).getByRole('group', { name: '5G' });
    await user.click(within(fiveG).getByRole('checkbox', { name: /^Yes 2 products/ }));
    await waitFor(() => expect(asked.at(-1)?.getAll('spec')).toEqual(['Storage:256 GB', '5G:yes']));
    expect(asked.at(-1)?.get('category')).toBe('Phones');

    const chips = screen.getByRole('region', { name: 'Active filters' });
    await user.click(within(chips).getByRole('button', { name: /5G: Yes/ }));
    // The same list as before 5G was ticked: answered from the cache, not asked again.
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ category: 'Phones', spec: ['Storage:256 GB'] }),
    );
    expect(within(await filtersPanel()).getByRole('checkbox', { name: /^Yes/ })).not.toBeChecked();
  });

  it('when a range is typed, then it applies on Apply or when the focus leaves it, not per keystroke', async () => {
    const asked = servePhones();
    const user = userEvent.setup();
    const { router } = renderApp('/?category=Phones');
    const filters = await filtersPanel();
    const min = await within(filters).findByLabelText('Screen size Min (in)');
    const before = asked.length;
    await user.type(min, '6.5');
    expect(asked).toHaveLength(before);
    await user.click(within(filters).getByLabelText('Screen size Max (in)'));
    expect(asked).toHaveLength(before);
    await user.type(within(filters).getByLabelText('Screen size Max (in)'), '7');
    const range = within(filters).getByRole('group', { name: 'Screen size' });
    await user.click(within(range).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(asked.at(-1)?.getAll('specMax')).toEqual(['Screen size:7']));
    expect(asked.at(-1)?.getAll('specMin')).toEqual(['Screen size:6.5']);
    expect(router.state.location.search).toEqual({
      category: 'Phones',
      specMin: ['Screen size:6.5'],
      specMax: ['Screen size:7'],
    });
    const chips = screen.getByRole('region', { name: 'Active filters' });
    expect(within(chips).getByRole('button', { name: /Screen size: 6.5 – 7/ })).toBeInTheDocument();
  });

  it('when the maximum is below the minimum, then it says so and nothing is asked', async () => {
    const asked = servePhones();
    const user = userEvent.setup();
    renderApp('/?category=Phones');
    const filters = await filtersPanel();
    await user.type(await within(filters).findByLabelText('Screen size Min (in)'), '7');
    await user.type(within(filters).getByLabelText('Screen size Max (in)'), '6{Enter}');
    expect(await within(filters).findByRole('alert')).toHaveTextContent(
      'Screen size: the maximum must not be below the minimum.',
    );
    expect(asked.some((query) => query.has('specMin'))).toBe(false);
  });

  it('when the address carries spec filters, then they reload, Clear all clears them and a new category drops them', async () => {
    const asked = servePhones();
    const user = userEvent.setup();
    const { router } = renderApp(
      '/?category=Phones&spec=["Storage:128 GB","5G:yes"]&specMin=["Screen size:6"]&sort=price-asc',
    );
    const filters = await filtersPanel();
    const storage = await within(filters).findByRole('group', { name: 'Storage' });
    expect(within(storage).getByRole('checkbox', { name: /^128 GB/ })).toBeChecked();
    expect(within(filters).getByLabelText('Screen size Min (in)')).toHaveValue('6');
    expect(asked.at(-1)?.getAll('spec')).toEqual(['Storage:128 GB', '5G:yes']);
    expect(asked.at(-1)?.getAll('specMin')).toEqual(['Screen size:6']);

    const chips = screen.getByRole('region', { name: 'Active filters' });
    await user.click(within(chips).getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: 'price-asc' }));
    expect(asked.at(-1)?.has('spec')).toBe(false);
    expect(asked.at(-1)?.has('specMin')).toBe(false);
  });

  it('when the phone filter dialog opens on a category, then its spec filters are there', async () => {
    servePhones();
    const user = userEvent.setup();
    renderApp('/?category=Phones');
    await user.click(await screen.findByRole('button', { name: 'Filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    expect(await within(dialog).findByRole('group', { name: '5G' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Screen size Max (in)')).toHaveAttribute('placeholder', '6.7');
  });
});
