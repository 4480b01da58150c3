import { queryOptions } from '@tanstack/react-query';
import type { Dashboard } from '../../contract/dashboard.ts';
import { api, signsOutOnTokenFailure } from '../../api/client.ts';
import { dashboardKeys } from '../../api/query-keys.ts';

export const getDashboard = (days: number) =>
  api.get('admin/dashboard', { ...signsOutOnTokenFailure, searchParams: { days } }).json<Dashboard>();

export const dashboardQueryOptions = (days: number) =>
  queryOptions({ queryKey: dashboardKeys.period(days), queryFn: () => getDashboard(days) });
