/// <reference types="vitest/config" />
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { devApiTarget } from './scripts/lib/dev-api-target.ts';
import { precompress } from './scripts/vite-precompress.ts';
import { pwaOptions } from './scripts/lib/pwa-options.ts';

/** Screens a shopper lands on from outside (search results, shared links): their data starts first. */
const CATALOGUE_ROUTES = new Set<string>([
  '/',
  '/page/$pageNumber',
  '/search/$keyword/',
  '/search/$keyword/page/$pageNumber',
  '/product/$id',
]);

/**
 * The server's test files share one module graph per worker instead of importing the whole server
 * again for each file: that import was a third of `npm test`'s time on two cores
 * (docs/testing.md). Each file still gets its own database and app. A file that replaces a module
 * (`vi.mock`) needs a fresh graph, so it is named `*.isolated.test.ts` and runs apart (ESLint keeps
 * `vi.mock` out of every other server test). The storefront's screens stay isolated: a screen
 * test leaves the DOM, the router's loaded chunks and the stores' subscriptions behind, and
 * sharing them made tests pass or fail by the order they ran in.
 */
const SHARED_MODULES = { isolate: false } as const;
const ISOLATED_TESTS = 'src/server/**/*.isolated.test.ts';

const serverTests = {
  environment: 'node' as const,
  include: ['src/server/**/*.test.ts', 'src/contract/**/*.test.ts', 'scripts/lib/**/*.test.ts'],
  setupFiles: ['src/server/test/setup.ts'],
  globalSetup: ['src/server/test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  restoreMocks: true,
};

/**
 * Small modules that nearly every screen imports: the page title, product images and thumbnails,
 * the rating stars, and TanStack Query's suspense and mutation hooks. Left to the bundler, each
 * was a chunk of its own under 1 KiB, and the home page fetched seven of them; as one chunk the
 * home page's JavaScript is 0.9 KiB smaller and five requests fewer (docs/performance.md).
 */
const SCREEN_KIT =
  /[\\/](src[\\/]components[\\/](meta|product-image|line-thumbnail|rating)\.tsx|src[\\/]contract[\\/]images\.ts|@tanstack[\\/]react-query[\\/]build[\\/]modern[\\/](useSuspenseQuery|useMutation)\.js)$/;

/** A chunk of the admin screens (the `_admin` layout route and every route under it). */
function isStaffScreen(filename: string): boolean {
  return /(^|\/)_admin[.-]/.test(filename);
}

// `npm run dev` runs the API on PORT (default 5000), as `npm start` does; Vite keeps its own port.
const apiTarget = devApiTarget(process.env);

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routeFileIgnorePattern: '\\.test\\.tsx?$',
      codeSplittingOptions: {
        // A screen's loader travels with its component, so the API code it needs (and the
        // mutation code beside it) stays out of the entry chunk; catalogue screens keep theirs in
        // the entry to start fetching before their component has downloaded
        // (docs/storefront.md).
        defaultBehavior: [['loader', 'component', 'errorComponent'], ['notFoundComponent']],
        splitBehavior: ({ routeId }) =>
          CATALOGUE_ROUTES.has(routeId)
            ? [['component', 'errorComponent'], ['notFoundComponent']]
            : undefined,
      },
    }),
    react(),
    // The server's render of the first screen (`vite build --ssr`) is read from disk, never sent.
    ...(isSsrBuild ? [] : [precompress()]),
    // The manifest and the service worker (docs/findability.md#installable-and-offline): built with
    // the storefront, never in the first screen's render or the tests.
    ...(isSsrBuild || mode === 'test' ? [] : [VitePWA(pwaOptions)]),
  ],
  // The server's render of the first screen lives beside the storefront, in dist/render
  // (docs/performance.md).
  ...(isSsrBuild ? { publicDir: false } : {}),
  build: {
    outDir: isSsrBuild ? 'dist/render' : 'dist/client',
    emptyOutDir: true,
    manifest: !isSsrBuild,
    // The strict CSP allows no inline script; modern browsers need no preload polyfill anyway.
    modulePreload: {
      polyfill: false,
      // The startup file names every chunk each lazy screen imports, for preloading them side by
      // side. Staff screens skip that: their list cost the startup file 0.5 KiB of every shopper's
      // download, and a staff screen fetches its imports a step later instead (ADR 0108).
      resolveDependencies: (filename, deps) => (isStaffScreen(filename) ? [] : deps),
    },
    target: 'es2022',
    rolldownOptions: {
      // A storefront feature's index.ts only re-exports (docs/storefront.md). Declared free of side
      // effects, an import through it reaches just the files it names: the startup file and each
      // screen's chunk hold what they would if the screen imported those files directly.
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/, sideEffects: false }],
      },
      output: {
        // Everything the entry needs at startup ships as one file: one request, and gzip sees it
        // whole, instead of a dozen small shared chunks each paying its own overhead. Route code
        // stays in its own lazy chunks (docs/storefront.md), beside one kit of what they share.
        codeSplitting: {
          groups: [
            { name: 'startup', tags: ['$initial'] },
            { name: 'screen-kit', test: SCREEN_KIT },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': apiTarget, '/uploads': apiTarget },
  },
  test: {
    // Vitest's default leaves a core to its own process (one worker on two cores), which sits idle
    // while a test file waits on its database: a worker per core ran `npm test` in 174 s, not 247 s.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/server/**', 'src/contract/**'],
          setupFiles: ['src/test/setup.ts'],
          // jsdom screens render slowly when other suites share the two cores; a limit, not a budget.
          testTimeout: 20_000,
          restoreMocks: true,
        },
      },
      { test: { ...serverTests, name: 'server', exclude: [ISOLATED_TESTS], ...SHARED_MODULES } },
      { test: { ...serverTests, name: 'server-isolated', include: [ISOLATED_TESTS] } },
    ],
  },
}));
