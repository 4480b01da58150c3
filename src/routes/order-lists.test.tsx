import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeOrder } from '../test/fixtures.ts';
import { renderApp } from '../test/render.tsx';
import { adminInfo, customerInfo, orderPage, server } from '../test/server.ts';
import { signInAs } from '../test/session.ts';

/** Serves `path` as three pages of one order each, and records the page numbers asked for. */
function serveThreePages(path: string) {
  const pages = [makeOrder(), makeOrder(), makeOrder()];
  const asked: (string | null)[] = [];
  server.use(
    http.get(path, ({ request }) => {
      const pageNumber = new URL(request.url).searchParams.get('pageNumber');
      asked.push(pageNumber);
      const order = pages[Number(pageNumber) - 1];
      return orderPage(order ? [order] : [], pages.length);
    }),
  );
  return { pages, asked };
}

function linksOf(nav: HTMLElement) {
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));
}

describe('admin order list pages', () => {
  it('when the orders span pages, then the links are /admin/orderlist/{n} and each page is asked for', async () => {
    signInAs(adminInfo);
    const { pages, asked } = serveThreePages('/api/orders');
    const user = userEvent.setup();
    renderApp('/admin/orderlist');
    expect(await screen.findByText(pages[0]?._id ?? '')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(linksOf(nav)).toEqual(['/admin/orderlist/1', '/admin/orderlist/2', '/admin/orderlist/3']);
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(nav).getByRole('link', { name: 'Page 2' }));
    expect(await screen.findByText(pages[1]?._id ?? '')).toBeInTheDocument();
    expect(screen.queryByText(pages[0]?._id ?? '')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(asked).toContain('1');
    expect(asked).toContain('2');
  });

  it('when the address names a page, then that page is asked for', async () => {
    signInAs(adminInfo);
    const { pages, asked } = serveThreePages('/api/orders');
    renderApp('/admin/orderlist/3');
    expect(await screen.findByText(pages[2]?._id ?? '')).toBeInTheDocument();
    expect(asked).toEqual(['3']);
  });

  it('when the page number in the address is not a number, then it is not found', async () => {
    signInAs(adminInfo);
    renderApp('/admin/orderlist/abc');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('when the list has no page count header, then it is one page without pagination', async () => {
    signInAs(adminInfo);
    const order = makeOrder();
    server.use(http.get('/api/orders', () => HttpResponse.json([order])));
    renderApp('/admin/orderlist');
    expect(await screen.findByText(order._id)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });
});

describe('My Orders pages', () => {
  it('when my orders span pages, then the links are /profile?page={n} and each page is asked for', async () => {
    signInAs(customerInfo);
    const { pages, asked } = serveThreePages('/api/orders/myorders');
    const user = userEvent.setup();
    const { router } = renderApp('/profile');
    const myOrders = await screen.findByRole('region', { name: 'My Orders' });
    expect(await within(myOrders).findByText(pages[0]?._id ?? '')).toBeInTheDocument();
    const nav = within(myOrders).getByRole('navigation', { name: 'Pagination' });
    expect(linksOf(nav)).toEqual(['/profile?page=1', '/profile?page=2', '/profile?page=3']);

    await user.click(within(nav).getByRole('link', { name: 'Page 3' }));
    expect(await screen.findByText(pages[2]?._id ?? '')).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ page: 3 });
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByLabelText('Name')).toHaveValue(customerInfo.name);
    expect(asked).toEqual(expect.arrayContaining(['1', '3']));
  });

  it('when the page in the address is not a whole number, then the first page shows', async () => {
    signInAs(customerInfo);
    const { pages, asked } = serveThreePages('/api/orders/myorders');
    renderApp('/profile?page=two');
    expect(await screen.findByText(pages[0]?._id ?? '')).toBeInTheDocument();
    expect(asked).toEqual(['1']);
  });
});
