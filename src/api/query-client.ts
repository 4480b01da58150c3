import { QueryClient, type QueryExecuteOptions, type QueryKey } from '@tanstack/react-query';
import { isClientError } from './client.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The catalogue changes rarely; a minute keeps back-and-forth navigation instant.
        staleTime: 60_000,
        // A server or network hiccup is worth one more try; a 4xx (not found, not allowed) would
        // only answer the same again.
        retry: (failureCount, error) => failureCount < 1 && !isClientError(error),
        refetchOnWindowFocus: false,
      },
    },
  });
}

/** Starts loading what a screen will soon show, without waiting for it or caring if it fails. */
export function prefetch<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: QueryExecuteOptions<TData, Error, TData, TData, TKey>,
): void {
  queryClient.query(options).catch(() => undefined);
}

/**
 * What a route loader awaits: the cached data when there is any, fresh or not (the screen's own
 * query refreshes stale data once shown), otherwise a fetch; a failure rejects, and the route shows
 * its error component. TanStack Query 5.108 spells `ensureQueryData` this way.
 */
export function ensureQueryData<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: QueryExecuteOptions<TData, Error, TData, TData, TKey>,
): Promise<TData> {
  return queryClient.query({ ...options, staleTime: 'static' });
}
