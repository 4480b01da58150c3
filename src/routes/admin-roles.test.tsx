import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AdminReview } from '../contract/moderation.ts';
import { adminProduct, camera, serveAdminCatalogue } from '../test/admin-catalogue-api.ts';
import { renderApp } from '../test/render.tsx';
import { adminInfo, server } from '../test/server.ts';
import { signInAs } from '../test/session.ts';

const supportInfo = { ...adminInfo, name: 'Sam Support', role: 'support' as const };
const managerInfo = { ...adminInfo, name: 'Max Manager', role: 'manager' as const };

describe('admin screens per role', () => {
  it('when support opens the products, then there is no Edit or Delete, and the editor says it is not allowed', async () => {
    signInAs(supportInfo);
    const product = camera();
    serveAdminCatalogue([product]);
    renderApp('/admin/productlist');
    const table = await screen.findByRole('table');
    const row = within(table).getByText('Canon EOS R50').closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).queryByRole('link', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Create Product/ })).not.toBeInTheDocument();
  });

  it('when support opens a product editor directly, then it shows Not allowed for your role instead of the form', async () => {
    signInAs(supportInfo);
    const product = adminProduct({ name: 'Hidden Form' });
    serveAdminCatalogue([product]);
    renderApp(`/admin/product/${product._id}/edit`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Not allowed for your role (Support)');
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
  });

  it('when the Admin menu opens, then it lists only what the role may open', async () => {
    const user = userEvent.setup();
    signInAs(supportInfo);
    renderApp('/cart');
    await user.click(await screen.findByRole('button', { name: 'Admin' }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual(['Products', 'Orders', 'Returns']);
  });

  it('when a manager opens the Admin menu, then Coupons is there and the owner-only settings are not', async () => {
    const user = userEvent.setup();
    signInAs(managerInfo);
    renderApp('/cart');
    await user.click(await screen.findByRole('button', { name: 'Admin' }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual(['Dashboard', 'Products', 'Categories', 'Orders', 'Returns', 'Coupons', 'Reviews']);
    expect(screen.getByRole('menuitem', { name: 'Coupons' })).toHaveAttribute('href', '/admin/coupons');
  });

  it('when support opens the coupons directly, then it shows Not allowed for your role instead of the list', async () => {
    signInAs(supportInfo);
    server.use(
      http.get('/api/admin/coupons', () =>
        HttpResponse.json({ message: 'Not allowed for your role (Support)' }, { status: 403 }),
      ),
    );
    renderApp('/admin/coupons');
    expect(await screen.findByRole('alert')).toHaveTextContent('Not allowed for your role (Support)');
    expect(screen.queryByRole('button', { name: 'New coupon' })).not.toBeInTheDocument();
  });
});

const flagged: AdminReview = {
  _id: '33333333-3333-4333-8333-333333333333',
  product: { _id: '44444444-4444-4444-8444-444444444444', name: 'Canon EOS R50' },
  name: 'Angry Andy',
  user: '55555555-5555-4555-8555-555555555555',
  rating: 1,
  comment: 'Terrible!!!',
  verifiedPurchase: false,
  hidden: false,
  reports: 2,
  createdAt: '2026-11-01T10:00:00.000Z',
};

describe('review moderation screen', () => {
  it('when a manager hides a reported review, then the hide is sent and the list shows it hidden', async () => {
    signInAs(managerInfo);
    let current = flagged;
    let sent: unknown;
    server.use(
      http.get('/api/admin/reviews', () =>
        HttpResponse.json([current], { headers: { 'X-Total-Pages': '1' } }),
      ),
      http.put('/api/admin/reviews/:id', async ({ request }) => {
        sent = await request.json();
        current = { ...current, hidden: true };
        return HttpResponse.json({ message: 'Review hidden' });
      }),
    );
    const user = userEvent.setup();
    renderApp('/admin/reviews');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reviews' })).toBeInTheDocument();
    const row = (await screen.findByText('Terrible!!!')).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('2')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Hide the review by Angry Andy' }));
    expect(await screen.findByText('Review hidden')).toBeInTheDocument();
    expect(sent).toEqual({ hidden: true });
    expect(
      await screen.findByRole('button', { name: 'Restore the review by Angry Andy' }),
    ).toBeInTheDocument();
  });

  it('when support opens the moderation screen, then it says it is not allowed', async () => {
    signInAs(supportInfo);
    server.use(
      http.get('/api/admin/reviews', () =>
        HttpResponse.json({ message: 'Not allowed for your role (Support)' }, { status: 403 }),
      ),
    );
    renderApp('/admin/reviews');
    expect(await screen.findByRole('alert')).toHaveTextContent('Not allowed for your role (Support)');
  });
});
