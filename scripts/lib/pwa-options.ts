import type { VitePWAOptions } from 'vite-plugin-pwa';

/** The brand's darkest blue (tailwind.config.ts `brand-900`): the header's colour and the favicon's. */
const THEME_COLOUR = '#172554';
/** The page's background (`bg-slate-50`, src/index.css): what the splash screen shows before the app. */
const BACKGROUND_COLOUR = '#f8fafc';

/**
 * The installable shop (docs/findability.md#installable-and-offline): the web app manifest, and the
 * service worker built from src/features/pwa/sw.ts with this build's files listed in it to precache.
 * The page registers the worker itself, lazily after `load` (src/main.tsx), and a new version waits
 * until the shopper presses Reload (`prompt`).
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'injectManifest',
  srcDir: 'src/features/pwa',
  filename: 'sw.ts',
  registerType: 'prompt',
  injectRegister: false,
  // The icons are committed PNGs made by scripts/make-icons.ts; nothing is fetched or generated here.
  includeManifestIcons: false,
  manifest: {
    id: '/',
    name: 'Easy-Buy',
    short_name: 'Easy-Buy',
    description: 'We sell the best products for the best prices',
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOUR,
    background_color: BACKGROUND_COLOUR,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    // The shell: the page, its scripts and styles, and the icons. The admin's screens (and the
    // charting library of its dashboard) are left to the network: a shopper never needs them.
    globPatterns: ['index.html', 'assets/**/*.{js,css}', 'favicon.svg', 'icons/*.png'],
    globIgnores: ['assets/_admin.*'],
  },
  devOptions: { enabled: false },
};
