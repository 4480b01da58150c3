import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { onTestFinished } from 'vitest';
import { clearUserDataOnSignOut } from '../api/session-cache.ts';
import { createAppRouter, reportCaughtError } from '../router.tsx';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/**
 * Renders the real app at `path`: the app's router with its routes and screens, the network
 * answered by MSW. Tests of retry behaviour pass the app's own query client.
 */
export function renderApp(path: string, { queryClient = createTestQueryClient() } = {}) {
  onTestFinished(clearUserDataOnSignOut(queryClient));
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
    { onCaughtError: reportCaughtError },
  );
  return { ...result, router, queryClient };
}

export function withQueryClient(queryClient: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
}

/**
 * Text queries' `ignore` for the phone's bottom bars (src/components/bottom-bar.ts), which repeat a
 * figure of the summary beside their button: the summary's own figure is the one meant.
 */
export const IGNORE_BOTTOM_BARS = 'script, style, [data-checkout-bar] *, [data-place-order-bar] *';
