import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import {
  dashboardQueryOptions,
  DemandReport,
  ProductCountsTable,
  RevenueChart,
} from '../features/admin/index.ts';
import { ensureQueryData } from '../api/query-client.ts';
import { DataTable, tableCell } from '../components/data-table.tsx';
import { Message } from '../components/message.tsx';
import { Meta } from '../components/meta.tsx';
import { DASHBOARD_TITLE } from '../contract/page-titles.ts';
import { RouteError } from '../components/route-error.tsx';
import { DASHBOARD_PERIODS } from '../contract/dashboard-periods.ts';
import type { Dashboard } from '../contract/dashboard.ts';
import { formatPrice } from '../contract/money.ts';

type Period = (typeof DASHBOARD_PERIODS)[number];

/** `?days=7|30|90`, 30 when absent or anything else. */
function validateSearch(search: Record<string, unknown>): { days?: Period } {
  const days = DASHBOARD_PERIODS.find((period) => period === Number(search.days));
  return days === undefined ? {} : { days };
}

/** /admin: how the shop is doing, over the last 7, 30 or 90 UTC days. */
export const Route = createFileRoute('/_admin/admin/')({
  validateSearch,
  loaderDeps: ({ search }) => ({ days: search.days ?? 30 }),
  loader: ({ context, deps }) => ensureQueryData(context.queryClient, dashboardQueryOptions(deps.days)),
  errorComponent: ({ error }) => (
    <DashboardFrame>
      <RouteError error={error} />
    </DashboardFrame>
  ),
  component: DashboardScreen,
});

function DashboardFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <Meta title={DASHBOARD_TITLE} />
      <h1 className="mb-6 text-2xl font-bold">Dashboard</h1>
      {children}
    </>
  );
}

function PeriodLinks({ days }: { days: number }) {
  return (
    <nav aria-label="Period" className="mb-6 flex gap-2">
      {DASHBOARD_PERIODS.map((period) => (
        <Link
          key={period}
          to="/admin"
          search={{ days: period }}
          aria-current={period === days ? 'page' : undefined}
          className={`inline-flex min-h-11 items-center rounded-md border px-4 font-medium ${
            period === days
              ? 'border-brand-700 bg-brand-700 text-white'
              : 'border-slate-300 bg-white hover:bg-slate-100'
          }`}
        >
          {period} days
        </Link>
      ))}
    </nav>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="mt-1 text-2xl font-bold">{value}</dd>
    </div>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-8">
      <h2 className="mb-3 text-xl font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function Figures({ data }: { data: Dashboard }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      <Figure label="Revenue" value={formatPrice(data.revenue)} />
      <Figure label="Paid orders" value={String(data.orders)} />
      <Figure label="Average order value" value={formatPrice(data.averageOrderValue)} />
    </dl>
  );
}

function Lists({ data }: { data: Dashboard }) {
  return (
    <div className="grid gap-x-8 lg:grid-cols-3">
      <Panel title="Orders by status">
        <DataTable columns={['Status', 'Orders']} minWidth="min-w-0">
          {data.byStatus.map((row) => (
            <tr key={row.status}>
              <td className={`${tableCell} capitalize`}>{row.status}</td>
              <td className={tableCell}>{row.count}</td>
            </tr>
          ))}
        </DataTable>
      </Panel>
      <Panel title="Top products">
        {data.topProducts.length === 0 ? (
          <Message>No sales in this period.</Message>
        ) : (
          <DataTable columns={['Product', 'Units', 'Revenue']} minWidth="min-w-0">
            {data.topProducts.map((row) => (
              <tr key={row.product ?? row.name}>
                <td className={tableCell}>{row.name}</td>
                <td className={tableCell}>{row.units}</td>
                <td className={tableCell}>{formatPrice(row.revenue)}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </Panel>
      <Panel title="Low stock">
        {data.lowStock.length === 0 ? (
          <Message>Every product has more than 5 in stock.</Message>
        ) : (
          <ProductCountsTable
            rows={data.lowStock.map(({ _id, name, countInStock }) => ({
              id: _id,
              name,
              count: countInStock,
            }))}
            countLabel="In stock"
          />
        )}
      </Panel>
    </div>
  );
}

function DashboardScreen() {
  const { days } = Route.useLoaderDeps();
  const { data } = useSuspenseQuery(dashboardQueryOptions(days));
  return (
    <DashboardFrame>
      <PeriodLinks days={days} />
      <Figures data={data} />
      <Panel title={`Revenue and orders per day, last ${data.days} days (UTC)`}>
        <RevenueChart perDay={data.perDay} />
        <details className="mt-2">
          <summary className="cursor-pointer text-sm text-slate-700">Figures per day</summary>
          <DataTable columns={['Day', 'Revenue', 'Orders']} minWidth="min-w-0">
            {data.perDay.map((row) => (
              <tr key={row.day}>
                <td className={tableCell}>{row.day}</td>
                <td className={tableCell}>{formatPrice(row.revenue)}</td>
                <td className={tableCell}>{row.orders}</td>
              </tr>
            ))}
          </DataTable>
        </details>
      </Panel>
      <Lists data={data} />
      <DemandReport initialDays={days === 7 ? 7 : 30} />
    </DashboardFrame>
  );
}
