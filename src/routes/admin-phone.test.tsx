import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BELOW_MD_QUERY } from '../components/use-below-md.ts';
import { adminProduct, camera, serveAdminCatalogue } from '../test/admin-catalogue-api.ts';
import { makeOrder } from '../test/fixtures.ts';
import { screenMatching } from '../test/media-queries.ts';
import { renderApp } from '../test/render.tsx';
import { adminInfo, customerInfo, placedOrders, server } from '../test/server.ts';
import type { Coupon } from '../contract/coupons.ts';
import type { OutboxPage } from '../contract/mail.ts';
import { signInAs } from '../test/session.ts';

// The screen is a phone's: only the media query for widths below md matches.
let phoneScreen: { mockRestore: () => void } | undefined;
beforeEach(() => {
  phoneScreen = vi
    .spyOn(window, 'matchMedia')
    .mockImplementation(screenMatching((query) => query === BELOW_MD_QUERY));
});
afterEach(() => {
  phoneScreen?.mockRestore();
});

async function compactRows(name: string) {
  const list = await screen.findByRole('list', { name });
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  return within(list).getAllByRole('listitem');
}

describe('admin lists on a phone', () => {
  it('when the product list opens, then each product is a compact row: thumbnail, name, status, Edit; details on tap', async () => {
    signInAs(adminInfo);
    const product = camera();
    serveAdminCatalogue([adminProduct({ name: '', isDraft: true }), product]);
    const user = userEvent.setup();
    renderApp('/admin/productlist');
    const rows = await compactRows('Products');
    expect(rows).toHaveLength(2);
    const row = rows.find((item) => within(item).queryByText('Canon EOS R50'));
    if (!row) throw new Error('no row');
    expect(row.querySelector('img')).toHaveAttribute('src', product.image);
    expect(within(row).getByText('In stock')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Edit Canon EOS R50' })).toHaveAttribute(
      'href',
      `/admin/product/${product._id}/edit`,
    );
    // The id and the rest wait behind a tap on the row.
    const details = row.querySelector('details');
    expect(details).not.toHaveAttribute('open');
    await user.click(within(row).getByText('Canon EOS R50'));
    expect(details).toHaveAttribute('open');
    expect(within(row).getByText(product._id)).toBeVisible();
    expect(within(row).getByText('$679.99')).toBeVisible();
    expect(within(row).getByRole('button', { name: 'Delete Canon EOS R50' })).toBeVisible();
    const draft = rows.find((item) => within(item).queryByText('Untitled'));
    expect(draft && within(draft).getByText('Draft')).toBeInTheDocument();
  });

  it('when the user list opens, then each user is a compact row with the role and Edit', async () => {
    signInAs(adminInfo);
    renderApp('/admin/userlist');
    const rows = await compactRows('Users');
    const row = rows.find((item) => within(item).queryByText(customerInfo.name));
    if (!row) throw new Error('no row');
    expect(within(row).getByText('Customer')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Edit John Doe' })).toHaveAttribute(
      'href',
      `/admin/user/${customerInfo._id}/edit`,
    );
    expect(within(row).getByRole('link', { name: customerInfo.email, hidden: true })).toHaveAttribute(
      'href',
      `mailto:${customerInfo.email}`,
    );
  });

  it('when the order list opens, then each order is a compact row led by its number and status, not its id', async () => {
    signInAs(adminInfo);
    const order = makeOrder({ status: 'paid', isPaid: true, paidAt: '2026-03-14T10:00:00.000Z' });
    placedOrders.push(order);
    renderApp('/admin/orderlist');
    const [row] = await compactRows('Orders');
    if (!row) throw new Error('no row');
    const summary = row.querySelector('summary');
    expect(summary).toHaveTextContent(`#${order.number}`);
    expect(summary).toHaveTextContent('Paid');
    expect(summary).not.toHaveTextContent(order._id);
    expect(within(row).getByRole('link', { name: `Details of order ${order._id}` })).toHaveAttribute(
      'href',
      `/order/${order._id}`,
    );
  });
});

describe('the coupons on a phone', () => {
  it('when the coupons open, then each is a compact row with its status and Edit; the offer, Pause and Delete on tap', async () => {
    const welcome: Coupon = {
      _id: '6b1f0a52-8c1e-4b7e-9a43-0d6b3f1c2a11',
      code: 'WELCOME10',
      description: '10 % off',
      kind: 'percent',
      value: 10,
      minSubtotal: 0,
      startsAt: null,
      endsAt: null,
      maxUses: 5,
      maxUsesPerCustomer: null,
      active: true,
      scope: null,
      uses: 2,
      createdAt: '2026-11-01T10:00:00.000Z',
      updatedAt: '2026-11-01T10:00:00.000Z',
    };
    server.use(http.get('/api/admin/coupons', () => HttpResponse.json([welcome])));
    signInAs(adminInfo);
    const user = userEvent.setup();
    renderApp('/admin/coupons');
    const [row] = await compactRows('Coupons');
    if (!row) throw new Error('no row');
    expect(row.querySelector('summary')).toHaveTextContent('WELCOME10');
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Edit WELCOME10' })).toBeVisible();
    await user.click(within(row).getByText('WELCOME10'));
    expect(within(row).getByText('10 % off')).toBeVisible();
    expect(within(row).getByText('2 / 5')).toBeVisible();
    expect(within(row).getByRole('button', { name: 'Pause WELCOME10' })).toBeVisible();
    expect(within(row).getByRole('button', { name: 'Delete WELCOME10' })).toBeVisible();
  });
});

describe('the outbox on a phone', () => {
  it('when a mail holds a link, then the link can be tapped and wraps instead of running off the screen', async () => {
    const link = 'http://localhost:5000/reset-password?token=a-very-long-token-that-would-not-fit-on-a-phone';
    const page: OutboxPage = {
      transport: 'outbox',
      page: 1,
      pages: 1,
      messages: [
        {
          id: '1b4e28ba-2fa1-11d2-883f-0016d3cca427',
          kind: 'password-reset',
          from: 'Easy-Buy <no-reply@easy-buy.invalid>',
          to: 'john@example.com',
          subject: 'Reset your Easy-Buy password',
          text: `Hello John,\nOpen ${link}.\nThanks`,
          createdAt: '2026-11-23T16:00:00.000Z',
        },
      ],
    };
    server.use(http.get('/api/admin/outbox', () => HttpResponse.json(page)));
    signInAs(adminInfo);
    renderApp('/admin/outbox');
    const anchor = await screen.findByRole('link', { name: link, hidden: true });
    expect(anchor).toHaveAttribute('href', link);
    expect(anchor).toHaveClass('break-all');
    expect(anchor.closest('pre, [data-mail-text]')).not.toHaveClass('overflow-x-auto');
  });
});
