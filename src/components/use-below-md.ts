import { useSyncExternalStore } from 'react';

/** Tailwind's `md` is 48rem (768 px); below it the screen is a phone's (or a small tablet's). */
export const BELOW_MD_QUERY = '(max-width: 767.98px)';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(BELOW_MD_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/**
 * Whether the screen is narrower than md, following it as the window turns or resizes. For layouts
 * that differ in structure, not only in style (admin lists: compact rows on a phone, tables from
 * md). Never true where there is no window (the server's first screen).
 */
export function useBelowMd(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(BELOW_MD_QUERY).matches,
    () => false,
  );
}
