import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { seedFirstScreen } from './api/first-screen.ts';
import { createQueryClient } from './api/query-client.ts';
import { clearUserDataOnSignOut } from './api/session-cache.ts';
import { createAppRouter, reportCaughtError } from './router.tsx';
import './index.css';

const queryClient = createQueryClient();
seedFirstScreen(queryClient);
clearUserDataOnSignOut(queryClient);
// Off the home page's initial JavaScript (ADR 0007): it is a few milliseconds later either way.
void import('./api/cart-sync.ts').then(({ syncCartWithServer }) => syncCartWithServer());
const router = createAppRouter(queryClient);

const root = document.getElementById('root');
if (root) {
  createRoot(root, { onCaughtError: reportCaughtError }).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
