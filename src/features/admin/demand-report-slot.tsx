import { lazy, Suspense } from 'react';
import type { DemandPeriod } from '../../contract/demand.ts';
import { Loader } from '../../components/loader.tsx';

const DemandReportSection = lazy(() => import('./demand-report.tsx'));

/** The demand section, its code loaded after the dashboard's own figures are drawn. */
export function DemandReport({ initialDays }: { initialDays: DemandPeriod }) {
  return (
    <Suspense fallback={<Loader />}>
      <DemandReportSection initialDays={initialDays} />
    </Suspense>
  );
}
