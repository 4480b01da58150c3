import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { seedFirstScreen } from './api/first-screen.ts';
import { createQueryClient } from './api/query-client.ts';
import { clearUserDataOnSignOut } from './api/session-cache.ts';
import { createAppRouter, reportCaughtError } from './router.tsx';
import { PRERENDERED_ATTRIBUTE } from './contract/first-screen.ts';
import './index.css';

/** Resolves once the browser has painted what it has (the server's markup), before the app takes over. */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') resolve();
    else requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

/** Calls `onCommit` when its children are first in the page. */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useLayoutEffect(onCommit, [onCommit]);
  return children;
}

const queryClient = createQueryClient();
seedFirstScreen(queryClient);
clearUserDataOnSignOut(queryClient);
// Off the home page's initial JavaScript (docs/performance.md): it is a few milliseconds later either way.
void import('./features/cart/index.ts').then(({ syncCartWithServer }) => syncCartWithServer());
const router = createAppRouter(queryClient);
// The installable shop: its worker, offline banner and update prompt, after `load` (docs/findability.md).
addEventListener(
  'load',
  () => void import('./features/pwa/index.ts').then((pwa) => pwa.startInstallableShop()),
);

/** The drawn screen is the app's now: it answers input (it was inert) and says so. */
function takeOver(root: HTMLElement) {
  root.removeAttribute('inert');
  root.removeAttribute(PRERENDERED_ATTRIBUTE);
}

async function start(root: HTMLElement) {
  // The server wrote this screen's markup (docs/performance.md):
  // it stays up, painted, until the app can draw the same screen in one go (its code and data
  // loaded), so React's first commit replaces it with the same markup and nothing moves.
  const prerendered = root.hasAttribute(PRERENDERED_ATTRIBUTE);
  if (prerendered) await Promise.all([router.load(), afterNextPaint()]);
  const app = createRoot(root, { onCaughtError: reportCaughtError });
  const tree = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>
  );
  // Both as a transition: React renders in slices of a few milliseconds, so the page answers input
  // meanwhile (a phone's first render had been one task of 200-350 ms at Lighthouse's slowed CPU;
  // the cart's median Total Blocking Time fell from about 1 050 to 650 ms, docs/performance.md).
  // A drawn screen stays up until the whole tree (lazy parts included) is ready, and is then
  // replaced in one commit; the attribute goes in that commit. Elsewhere the header shell stays
  // up the same way.
  startTransition(() =>
    app.render(prerendered ? <Committed onCommit={() => takeOver(root)}>{tree}</Committed> : tree),
  );
}

const root = document.getElementById('root');
if (root) void start(root);
