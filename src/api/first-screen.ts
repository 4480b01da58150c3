import type { QueryClient } from '@tanstack/react-query';
import { FIRST_SCREEN_ELEMENT_ID, type FirstScreenEntry } from '../contract/first-screen.ts';
import { orderKeys, productKeys } from './query-keys.ts';

function keyOf(entry: FirstScreenEntry): readonly unknown[] {
  switch (entry.kind) {
    case 'list':
      return productKeys.list({ keyword: entry.keyword, pageNumber: entry.pageNumber });
    case 'top':
      return productKeys.top();
    case 'product':
      return productKeys.detail(entry.id);
    case 'paymentConfig':
      return orderKeys.paymentConfig;
  }
}

/** Puts API answers into the query cache under the keys the screens read them from. */
export function seedEntries(queryClient: QueryClient, entries: readonly FirstScreenEntry[]): void {
  for (const entry of entries) queryClient.setQueryData(keyOf(entry), entry.data);
}

/**
 * Puts the API answers the server wrote into the page (src/server/http/first-screen.ts) into the
 * query cache before the router's first load, so the first screen paints without waiting for a
 * second round trip. A missing or unreadable block just means the screen asks the API itself.
 */
export function seedFirstScreen(queryClient: QueryClient, doc: Document = document): void {
  const block = doc.getElementById(FIRST_SCREEN_ELEMENT_ID);
  if (!block?.textContent) return;
  let entries: unknown;
  try {
    entries = JSON.parse(block.textContent);
  } catch {
    return;
  }
  if (!Array.isArray(entries)) return;
  seedEntries(queryClient, entries as FirstScreenEntry[]);
  block.remove();
}
