import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { listOf, makeProduct } from '../test/fixtures.ts';
import { renderApp } from '../test/render.tsx';
import { server } from '../test/server.ts';
import { parsePageNumber } from './paginate.tsx';

function respondWithPages(page: number, pages: number) {
  server.use(http.get('/api/products', () => HttpResponse.json(listOf([makeProduct()], page, pages))));
}

describe('Paginate', () => {
  it('when there are several pages on home, then each links to /page/{n} and the current one is marked', async () => {
    respondWithPages(2, 3);
    renderApp('/page/2');
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/page/1', '/page/2', '/page/3']);
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
  });

  it('when searching, then the links keep the keyword: /search/{keyword}/page/{n}', async () => {
    respondWithPages(1, 2);
    renderApp('/search/sony');
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/search/sony/page/1', '/search/sony/page/2']);
  });

  it('when everything fits on one page, then there is no pagination', async () => {
    respondWithPages(1, 1);
    renderApp('/');
    await screen.findAllByRole('article');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it.each([
    ['1', 1],
    ['12', 12],
    ['0', undefined],
    ['-1', undefined],
    ['1.5', undefined],
    ['abc', undefined],
  ])('when the address says page %j, then the page number is %s', (raw, expected) => {
    expect(parsePageNumber(raw)).toBe(expected);
  });
});
