import { queryOptions } from '@tanstack/react-query';
import type { OutboxPage } from '../../contract/mail.ts';
import { api, signsOutOnTokenFailure } from '../../api/client.ts';
import { outboxKeys } from '../../api/query-keys.ts';

export const getOutbox = (pageNumber: number) =>
  api.get('admin/outbox', { ...signsOutOnTokenFailure, searchParams: { pageNumber } }).json<OutboxPage>();

export const outboxQueryOptions = (pageNumber: number) =>
  queryOptions({ queryKey: outboxKeys.page(pageNumber), queryFn: () => getOutbox(pageNumber) });
