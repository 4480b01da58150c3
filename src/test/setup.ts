import '@testing-library/jest-dom/vitest';
import { notifyManager } from '@tanstack/react-query';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { screenMatching } from './media-queries.ts';
import { placedOrders, server } from './server.ts';
import { useCart } from '../stores/cart.ts';
import { useSession } from '../stores/session.ts';
import { resetFakeAccount } from './wishlist-cart-api.ts';
import { resetFakeAddresses } from './addresses-api.ts';
import { resetFakeGuestOrders } from './guest-orders-api.ts';

// Screens load their code on demand (lazy menus, dialogs), which a busy machine transforms and
// imports slowly the first time; a few seconds of patience keeps such waits from flaking.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks the layout observers and media queries Embla relies on; inert stand-ins suffice.
class InertObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
vi.stubGlobal('ResizeObserver', InertObserver);
vi.stubGlobal('IntersectionObserver', InertObserver);
// A wide screen unless a test says otherwise: no media query matches.
vi.stubGlobal(
  'matchMedia',
  screenMatching(() => false),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  placedOrders.length = 0;
  resetFakeAccount();
  resetFakeAddresses();
  useSession.getState().signOut();
  useCart.getState().reset();
  useCart.getState().clearCompare(); // sign-out keeps the comparison (docs/catalogue.md#comparison)
  useCart.setState({ guestCheckout: false, guestDetails: null }); // and a guest's checkout
  localStorage.clear();
  sessionStorage.clear();
  resetFakeGuestOrders();
});
afterAll(async () => {
  // TanStack Query hands its batched notifications to a zero-delay timer. One still queued when the
  // file ends would render into a window already torn down ("window is not defined", seen once in
  // cart-totals.test.tsx); a notification scheduled now runs after every earlier one.
  await new Promise<void>((resolve) => notifyManager.schedule(resolve));
  server.close();
});

// An unexpected console.error is a bug the test did not notice; make it fail loudly.
const consoleError = vi.spyOn(console, 'error');
afterEach(() => {
  const calls = consoleError.mock.calls;
  consoleError.mockClear();
  if (calls.length > 0) throw new Error(`console.error was called: ${calls.map(String).join('\n')}`);
});
