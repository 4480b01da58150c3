import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AuditEntry, AuditPage } from '../contract/audit.ts';
import { renderApp } from '../test/render.tsx';
import { adminInfo, server } from '../test/server.ts';
import { signInAs } from '../test/session.ts';

const managerInfo = { ...adminInfo, name: 'Max Manager', role: 'manager' as const };
const WRITER = '55555555-5555-4555-8555-555555555555';

const priceChange: AuditEntry = {
  _id: '66666666-6666-4666-8666-666666666666',
  at: '2026-11-27T10:15:00.000Z',
  user: { _id: WRITER, name: 'Max Manager', email: 'max@example.com' },
  address: '203.0.113.7',
  kind: 'product.update',
  target: '44444444-4444-4444-8444-444444444444',
  before: { price: 49.99 },
  after: { price: 59.99 },
};

/** Serves the log, remembering each query it was asked. */
function serveLog(page: AuditPage): URLSearchParams[] {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('/api/admin/audit', ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return HttpResponse.json(page);
    }),
  );
  return asked;
}

describe('the audit log screen', () => {
  it('when the owner opens it, then each entry shows who, when, the address, what and the change before → after', async () => {
    signInAs(adminInfo);
    serveLog({ entries: [priceChange], page: 1, pages: 1 });
    renderApp('/admin/audit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();
    const row = (await screen.findByText('product.update')).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('Max Manager')).toBeInTheDocument();
    expect(within(row).getByText('2026-11-27 10:15:00 UTC')).toBeInTheDocument();
    expect(within(row).getByText('203.0.113.7')).toBeInTheDocument();
    expect(row).toHaveTextContent('price: 49.99 → 59.99');
  });

  it('when the URL holds filters, then they are sent and shown; when the owner filters, then the URL and the query follow', async () => {
    signInAs(adminInfo);
    const asked = serveLog({ entries: [priceChange], page: 1, pages: 3 });
    renderApp(`/admin/audit?user=${WRITER}&kind=product.update&from=2026-11-01&page=2`);
    expect(await screen.findByText('product.update')).toBeInTheDocument();
    expect(Object.fromEntries(asked[0] ?? [])).toEqual({
      pageNumber: '2',
      user: WRITER,
      kind: 'product.update',
      from: '2026-11-01',
    });
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-01');
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      `/admin/audit?user=${WRITER}&kind=product.update&from=2026-11-01&page=3`,
    );

    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Kind (e.g. product.update)'));
    await user.type(screen.getByLabelText('Kind (e.g. product.update)'), 'coupon.delete');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await screen.findByDisplayValue('coupon.delete');
    await expect.poll(() => asked.at(-1)?.get('kind')).toBe('coupon.delete');
    expect(asked.at(-1)?.get('pageNumber')).toBe('1');
    expect(asked.at(-1)?.get('from')).toBe('2026-11-01');
  });

  it('when the log runs to many pages, then the first, the last and the current page’s neighbours are linked', async () => {
    signInAs(adminInfo);
    serveLog({ entries: [priceChange], page: 20, pages: 400 });
    renderApp('/admin/audit?page=20');
    const nav = await screen.findByRole('navigation', { name: 'Pages' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['1', '18', '19', '20', '21', '22', '400']);
    expect(within(nav).getByRole('link', { name: 'Page 20' })).toHaveAttribute('aria-current', 'page');
  });

  it('when nothing matches, then it says so', async () => {
    signInAs(adminInfo);
    serveLog({ entries: [], page: 1, pages: 0 });
    renderApp('/admin/audit');
    expect(await screen.findByText('No entries match.')).toBeInTheDocument();
  });

  it('when a manager opens it, then it is not allowed and the Admin menu has no Audit log', async () => {
    signInAs(managerInfo);
    serveLog({ entries: [], page: 1, pages: 0 });
    renderApp('/admin/audit');
    expect(await screen.findByRole('alert')).toHaveTextContent('Not allowed for your role (Manager)');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Admin' }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).not.toContain('Audit log');
  });

  it('when the owner opens the Admin menu, then it lists the Audit log', async () => {
    signInAs(adminInfo);
    renderApp('/cart');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Admin' }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toContain('Audit log');
  });
});
