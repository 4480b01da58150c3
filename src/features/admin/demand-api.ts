import { queryOptions } from '@tanstack/react-query';
import type { DemandPeriod, DemandReport } from '../../contract/demand.ts';
import { api, signsOutOnTokenFailure } from '../../api/client.ts';

export const getDemandReport = (days: DemandPeriod) =>
  api.get('admin/demand', { ...signsOutOnTokenFailure, searchParams: { days } }).json<DemandReport>();

/** Counts reach the server in batches (every 20 s), so a minute-old report is as fresh as it gets. */
export const demandReportQueryOptions = (days: DemandPeriod) =>
  queryOptions({
    queryKey: ['admin', 'demand', days] as const,
    queryFn: () => getDemandReport(days),
  });
