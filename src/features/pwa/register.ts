import { messageSW, Workbox } from 'workbox-window';
import { urlsToKeep } from './cache-rules.ts';

type Listener = () => void;

/** Set while a new version waits: calling it hands over to it (then the page reloads). */
let takeUpdate: (() => void) | undefined;
const listeners = new Set<Listener>();

export function subscribeToUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function waitingUpdate(): (() => void) | undefined {
  return takeUpdate;
}

/** Offers the update (the "New version available" prompt), or withdraws it. */
export function offerUpdate(take: (() => void) | undefined): void {
  takeUpdate = take;
  for (const listener of listeners) listener();
}

/** Hands the worker what this page showed before the worker could see it (cache-rules.ts). */
async function keepWhatWasShown(container: ServiceWorkerContainer): Promise<void> {
  const worker = container.controller;
  if (!worker) return;
  const resources = performance.getEntriesByType('resource').map((entry) => entry.name);
  const urlsToCache = urlsToKeep(new URL(window.location.href), resources);
  if (urlsToCache.length > 0) await messageSW(worker, { type: 'CACHE_URLS', payload: { urlsToCache } });
}

/**
 * Registers the shop's service worker (src/features/pwa/sw.ts, built to /sw.js). A new version
 * installs beside the running one and waits; the prompt offers it, and only the shopper's Reload
 * hands over, so a page never runs a mix of old and new files.
 */
export function registerServiceWorker(): void {
  // `npm run dev` builds no worker (vite.config.ts): nothing to register there.
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () =>
    offerUpdate(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    }),
  );
  // Keeping and registering are extras: where the browser refuses them (a private window, a
  // blocked worker), the shop works as a plain page, and says nothing.
  const keep = () => void keepWhatWasShown(container).catch(() => undefined);
  if (container.controller) keep();
  // The first version claims this page when it activates (sw.ts): it then keeps what it missed.
  else container.addEventListener('controllerchange', keep, { once: true });
  void workbox.register().catch(() => undefined);
}
