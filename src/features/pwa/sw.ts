/**
 * The shop's service worker (docs/findability.md#installable-and-offline), built by vite-plugin-pwa
 * (`injectManifest`) with Workbox doing the caching. It keeps the app shell, and the products,
 * lists and images the shopper viewed, each cache bounded; never anything about a person
 * (cache-rules.ts). Pages always come from the server while it answers, so the first screen it
 * writes into them (and what a search engine reads) is never replaced by a stored copy.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { cacheFor, isShellNavigation, OFFLINE_MESSAGE, type ViewedCache } from './cache-rules.ts';

/** What this file needs of the worker's global scope (the app's TypeScript knows the DOM's). */
declare const self: {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
};

const DAY = 24 * 60 * 60;

/** How many answers each cache keeps, and for how long: the oldest go first. */
const LIMITS: Record<ViewedCache, { maxEntries: number; maxAgeSeconds: number }> = {
  products: { maxEntries: 60, maxAgeSeconds: 30 * DAY },
  lists: { maxEntries: 40, maxAgeSeconds: 7 * DAY },
  images: { maxEntries: 150, maxAgeSeconds: 30 * DAY },
};

/** An answer the server said not to store (a signed-in route's `no-store`) is never kept. */
const storableOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) =>
    /no-store|private/.test(response.headers.get('cache-control') ?? '') ? null : response,
};

/** A catalogue read that is neither online nor kept: the app shows this message as the error. */
const offlineAnswer: WorkboxPlugin = {
  handlerDidError: async () =>
    new Response(JSON.stringify({ message: OFFLINE_MESSAGE }), {
      status: 503,
      headers: { 'content-type': 'application/json' },
    }),
};

/** A page opened with no network: the shell, whose app then reads what was kept. */
const shellWhenOffline: WorkboxPlugin = {
  handlerDidError: async () => (await matchPrecache('/index.html')) ?? Response.error(),
};

function viewedCache(name: ViewedCache) {
  return [
    new CacheableResponsePlugin({ statuses: [200] }),
    storableOnly,
    new ExpirationPlugin({ ...LIMITS[name], purgeOnQuotaError: true }),
  ];
}

// index.html and the hashed scripts and styles of this build, replaced together on activation.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const origin = self.location.origin;
registerRoute(isShellNavigation, new NetworkOnly({ plugins: [shellWhenOffline] }));
registerRoute(
  (facts) => cacheFor(facts, origin) === 'products',
  new NetworkFirst({ cacheName: 'viewed-products', plugins: [...viewedCache('products'), offlineAnswer] }),
);
registerRoute(
  (facts) => cacheFor(facts, origin) === 'lists',
  new NetworkFirst({ cacheName: 'viewed-lists', plugins: [...viewedCache('lists'), offlineAnswer] }),
);
// Uploaded and demo images never change under a name (served with a year's cache).
registerRoute(
  (facts) => cacheFor(facts, origin) === 'images',
  new CacheFirst({ cacheName: 'viewed-images', plugins: viewedCache('images') }),
);

// The first version controls the page that installed it at once, so what the shopper views from
// then on is kept (and the page can send what it already showed: `CACHE_URLS`, register.ts). A
// later version still waits: claiming is done by an active worker, which a waiting one is not.
clientsClaim();

// The new version takes over only when the shopper presses Reload (update-prompt.tsx): until
// then every open page runs the files it started with.
self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
});
