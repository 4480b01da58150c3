import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { AppStatus } from './app-status.tsx';
import { registerServiceWorker } from './register.ts';

/**
 * Everything installable and offline, started after the page's `load` (src/main.tsx), so none of
 * it is in the home page's startup JavaScript. The banner and prompt get a root of their own at
 * the top of the page, outside the app's: they need no route or data, and the app's first screen
 * is left alone.
 */
export function startInstallableShop(): void {
  registerServiceWorker();
  const container = document.createElement('div');
  // Stays at the top of the screen while the page scrolls; takes no room while empty.
  container.className = 'sticky top-0 z-50';
  document.body.prepend(container);
  createRoot(container).render(createElement(AppStatus));
}
