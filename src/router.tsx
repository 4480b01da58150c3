import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { ErrorInfo } from 'react';
import { isApiError } from './api/client.ts';
import { Loader } from './components/loader.tsx';
import { RouteError } from './components/route-error.tsx';
import { Notice } from './lib/notice.ts';
import { routeTree } from './routeTree.gen.ts';

/**
 * A loading screen's spinner in a box as tall as the screen, so the footer stays below the fold
 * until the screen arrives. Beside the spinner alone it sat at the bottom of the view, and the
 * screen's arrival pushed it down in view: the order page's one layout shift (CLS 0.084 in
 * `npm run lighthouse`, docs/performance.md).
 */
function ScreenPending() {
  return (
    <div className="min-h-svh">
      <Loader />
    </div>
  );
}

/**
 * The app's router, for the browser and for screen tests alike. Screens load their data in route
 * loaders; while a loader runs the storefront's spinner shows, and when it fails its danger alert does,
 * unless a route brings its own pending or error component (docs/storefront.md).
 */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context: { queryClient },
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    // Preloaded data is TanStack Query's to keep fresh; the router should not cache it twice.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: ScreenPending,
    // A load that finishes within 300 ms shows no spinner (the previous screen stays until the
    // next is ready); a slower one shows it for at least the router's 500 ms, so it never flashes.
    defaultPendingMs: 300,
    defaultErrorComponent: RouteError,
    scrollRestoration: true,
  });
}

/**
 * React's report of an error a screen's error component caught and shows. The API's refusals
 * (404, 403, ...; the browser's network log has them already) and notices are the screen working
 * as intended; anything else is a fault worth the console.
 */
export function reportCaughtError(error: unknown, info: ErrorInfo): void {
  if (isApiError(error) || error instanceof Notice) return;
  console.error(error, info.componentStack);
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
