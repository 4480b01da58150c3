/**
 * The first screen's markup, rendered on the server from the same components the browser runs
 * (docs/performance.md). `npm run build` builds it with
 * `vite build --ssr` into dist/render; src/server/http/static-files.ts loads it when present.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { seedEntries } from './api/first-screen.ts';
import { createQueryClient } from './api/query-client.ts';
import type { FirstScreenEntry } from './contract/first-screen.ts';
import { createAppRouter } from './router.tsx';

/**
 * The markup the storefront shows at `url` (path and query) from `entries` alone, or undefined
 * when that screen cannot be shown from them (its data is missing, or rendering failed): the
 * page is then sent with its shell only and the browser renders as before. React escapes every
 * text and attribute it writes.
 */
export async function renderFirstScreen(
  url: string,
  entries: readonly FirstScreenEntry[],
): Promise<string | undefined> {
  const queryClient = createQueryClient();
  seedEntries(queryClient, entries);
  // A screen whose data was not given would be fetched; the server's render asks nothing.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, enabled: false } });
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [url] }));
  // Scroll restoration would write an inline script, which the CSP refuses; the browser's router
  // restores scroll itself once it runs.
  router.update({ ...router.options, scrollRestoration: false });
  await router.load();
  if (router.state.matches.some((match) => match.status !== 'success')) return undefined;
  return new Promise((resolve) => {
    let markup = '';
    let failed = false;
    const collector = new Writable({
      write(chunk: Buffer, _encoding, done) {
        markup += chunk.toString();
        done();
      },
      final(done) {
        resolve(failed ? undefined : markup);
        done();
      },
    });
    const { pipe } = renderToPipeableStream(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
      {
        onError: () => void (failed = true),
        // Complete parts are written in place however large; React would otherwise move big ones
        // into place with an inline script.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onShellError: () => resolve(undefined),
        // Written only once everything is ready (lazy parts included), so React writes the markup
        // in order, with no script to move late parts into place (the CSP allows no inline script).
        onAllReady: () => pipe(collector),
      },
    );
  });
}
