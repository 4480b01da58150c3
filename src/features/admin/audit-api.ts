import { queryOptions } from '@tanstack/react-query';
import type { AuditPage } from '../../contract/audit.ts';
import { api, signsOutOnTokenFailure } from '../../api/client.ts';

/** What narrows the audit log (docs/staff.md#the-audit-log); the screen keeps it in the URL. */
export interface AuditParams {
  pageNumber: number;
  user?: string | undefined;
  kind?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

const auditKeys = {
  all: ['admin-audit'] as const,
  page: (params: AuditParams) => [...auditKeys.all, params] as const,
};

export function getAuditLog(params: AuditParams): Promise<AuditPage> {
  const searchParams: Record<string, string | number> = { pageNumber: params.pageNumber };
  for (const name of ['user', 'kind', 'from', 'to'] as const) {
    const value = params[name];
    if (value) searchParams[name] = value;
  }
  return api.get('admin/audit', { ...signsOutOnTokenFailure, searchParams }).json<AuditPage>();
}

export const auditLogQueryOptions = (params: AuditParams) =>
  queryOptions({ queryKey: auditKeys.page(params), queryFn: () => getAuditLog(params) });
