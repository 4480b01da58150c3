import { queryOptions } from '@tanstack/react-query';
import type { OutboxPage } from '../contract/mail.ts';
import { api, signsOutOnTokenFailure } from './client.ts';
import { outboxKeys } from './query-keys.ts';

export const getOutbox = (pageNumber: number) =>
  api.get('admin/outbox', { ...signsOutOnTokenFailure, searchParams: { pageNumber } }).json<OutboxPage>();

export const outboxQueryOptions = (pageNumber: number) =>
  queryOptions({ queryKey: outboxKeys.page(pageNumber), queryFn: () => getOutbox(pageNumber) });
