import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { DataTable, tableCell } from '../../components/data-table.tsx';
import { Loader } from '../../components/loader.tsx';
import { Message } from '../../components/message.tsx';
import { DEMAND_PERIODS, type DemandPeriod, type DemandReport } from '../../contract/demand.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { demandReportQueryOptions } from './demand-api.ts';
import { ProductCountsTable } from './product-counts-table.tsx';

const HEADING_ID = 'demand-report-heading';

/** The 7 / 30 days switch: two toggle buttons, the chosen one pressed. */
function PeriodSwitch({ days, onChange }: { days: DemandPeriod; onChange: (days: DemandPeriod) => void }) {
  return (
    <div role="group" aria-label="Demand period" className="mb-4 flex gap-2">
      {DEMAND_PERIODS.map((period) => (
        <button
          key={period}
          type="button"
          aria-pressed={period === days}
          onClick={() => onChange(period)}
          className={`inline-flex min-h-11 items-center rounded-md border px-4 font-medium ${
            period === days
              ? 'border-brand-700 bg-brand-700 text-white'
              : 'border-slate-300 bg-white hover:bg-slate-100'
          }`}
        >
          {period} days
        </button>
      ))}
    </div>
  );
}

function List({ title, empty, children }: { title: string; empty: string | null; children: ReactNode }) {
  return (
    <div className="mt-4">
      <h3 className="mb-2 text-lg font-semibold">{title}</h3>
      {empty === null ? children : <Message>{empty}</Message>}
    </div>
  );
}

/** One list of products with a count each, linked to their editor. */
function ProductCounts({
  title,
  rows,
  countLabel,
  empty,
}: {
  title: string;
  rows: DemandReport['soldOutViews'];
  countLabel: string;
  empty: string;
}) {
  return (
    <List title={title} empty={rows.length === 0 ? empty : null}>
      <ProductCountsTable
        rows={rows.map(({ product, name, count }) => ({ id: product, name, count }))}
        countLabel={countLabel}
      />
    </List>
  );
}

function Lists({ report }: { report: DemandReport }) {
  const { zeroResultSearches, soldOutViews, stockAlerts } = report;
  return (
    <div className="grid gap-x-8 lg:grid-cols-3">
      <List
        title="Searches that found nothing"
        empty={zeroResultSearches.length === 0 ? 'No search came back empty in this period.' : null}
      >
        <DataTable columns={['Search', 'Times']} minWidth="min-w-0">
          {zeroResultSearches.map((row) => (
            <tr key={row.term}>
              <td className={`${tableCell} break-all`}>{row.term}</td>
              <td className={tableCell}>{row.count}</td>
            </tr>
          ))}
        </DataTable>
      </List>
      <ProductCounts
        title="Sold-out products viewed"
        rows={soldOutViews}
        countLabel="Views"
        empty="Nobody opened a sold-out product in this period."
      />
      <ProductCounts
        title="Notify me sign-ups"
        rows={stockAlerts}
        countLabel="Sign-ups"
        empty={'No "Notify me" sign-ups in this period.'}
      />
    </div>
  );
}

/**
 * The dashboard's "Demand we missed" section (docs/admin.md#demand-we-missed): what shoppers looked
 * for and did not get, over the last 7 or 30 UTC days, from counts kept without cookies or any
 * trace of who asked. Its own period switch, since the report keeps only these two periods.
 */
export default function DemandReportSection({ initialDays }: { initialDays: DemandPeriod }) {
  const [days, setDays] = useState<DemandPeriod>(initialDays);
  const report = useQuery(demandReportQueryOptions(days));
  return (
    <section aria-labelledby={HEADING_ID} className="mt-8">
      <h2 id={HEADING_ID} className="mb-1 text-xl font-semibold">
        Demand we missed
      </h2>
      <p className="mb-3 text-sm text-slate-700">
        What shoppers looked for and could not buy, last {days} days (UTC). Counted without cookies or any
        record of who asked; new counts show within a minute.
      </p>
      <PeriodSwitch days={days} onChange={setDays} />
      {report.isPending ? (
        <Loader />
      ) : report.isError ? (
        <Message variant="danger">{errorMessage(report.error)}</Message>
      ) : (
        <Lists report={report.data} />
      )}
    </section>
  );
}
