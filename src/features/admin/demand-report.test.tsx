import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Dashboard } from '../../contract/dashboard.ts';
import type { DemandReport } from '../../contract/demand.ts';
import { renderApp } from '../../test/render.tsx';
import { adminInfo, server } from '../../test/server.ts';
import { signInAs } from '../../test/session.ts';

const LAMP = '44444444-4444-4444-8444-444444444444';

const month: DemandReport = {
  days: 30,
  timeZone: 'UTC',
  zeroResultSearches: [
    { term: 'unicorn lamp', count: 12 },
    { term: 'usb-c hub', count: 3 },
  ],
  soldOutViews: [{ product: LAMP, name: 'Aurora Desk Lamp', count: 40 }],
  stockAlerts: [],
};
const week: DemandReport = { ...month, days: 7, zeroResultSearches: [], soldOutViews: [] };

const dashboard: Dashboard = {
  days: 30,
  timeZone: 'UTC',
  revenue: 0,
  orders: 0,
  averageOrderValue: 0,
  perDay: [],
  byStatus: [],
  topProducts: [],
  lowStock: [],
};

/** The dashboard's own figures, which the section sits under. */
function serveDashboard() {
  server.use(http.get('/api/admin/dashboard', () => HttpResponse.json(dashboard)));
}

/** Answers 30 or 7 days from the fixtures above, and records each period asked for. */
function serveDemand() {
  serveDashboard();
  const asked: (string | null)[] = [];
  server.use(
    http.get('/api/admin/demand', ({ request }) => {
      const days = new URL(request.url).searchParams.get('days');
      asked.push(days);
      return HttpResponse.json(days === '7' ? week : month);
    }),
  );
  return asked;
}

/** The section, once the dashboard is drawn and the section's own code has loaded after it. */
async function demandSection() {
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  const heading = await screen.findByRole('heading', { level: 2, name: 'Demand we missed' });
  const section = heading.closest('section');
  if (!section) throw new Error('no demand section');
  return within(section);
}

describe('the dashboard’s demand report', () => {
  it('when the dashboard opens, then it lists the searches that found nothing and the sold-out products viewed', async () => {
    signInAs(adminInfo);
    const asked = serveDemand();
    renderApp('/admin');
    const section = await demandSection();
    expect(await section.findByRole('row', { name: /unicorn lamp 12/ })).toBeInTheDocument();
    expect(section.getByRole('row', { name: /usb-c hub 3/ })).toBeInTheDocument();
    expect(section.getByRole('link', { name: 'Aurora Desk Lamp' })).toHaveAttribute(
      'href',
      `/admin/product/${LAMP}/edit`,
    );
    expect(section.getByText('No "Notify me" sign-ups in this period.')).toBeInTheDocument();
    expect(section.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(asked).toEqual(['30']);
  });

  it('when 7 days is chosen, then that period is asked for and its empty lists say so', async () => {
    signInAs(adminInfo);
    const asked = serveDemand();
    const user = userEvent.setup();
    renderApp('/admin');
    const section = await demandSection();
    await section.findByRole('row', { name: /unicorn lamp 12/ });
    await user.click(section.getByRole('button', { name: '7 days' }));
    expect(await section.findByText('No search came back empty in this period.')).toBeInTheDocument();
    expect(section.getByText('Nobody opened a sold-out product in this period.')).toBeInTheDocument();
    expect(section.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(section.queryByRole('row', { name: /unicorn lamp/ })).not.toBeInTheDocument();
    expect(asked).toEqual(['30', '7']);
  });

  it('when the report cannot be read, then the section says why and the dashboard stays', async () => {
    signInAs(adminInfo);
    serveDashboard();
    server.use(
      http.get('/api/admin/demand', () =>
        HttpResponse.json({ message: 'Not authorized for this report' }, { status: 403 }),
      ),
    );
    renderApp('/admin');
    const section = await demandSection();
    expect(await section.findByRole('alert')).toHaveTextContent('Not authorized for this report');
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });
});
