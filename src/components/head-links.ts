import { canonicalPath } from '../contract/canonical.ts';

function set(selector: string, value: string) {
  for (const tag of document.head.querySelectorAll(selector)) tag.setAttribute('content', value);
}

/**
 * Moves the head's Open Graph and Twitter title and description, the canonical link and `og:url`
 * to the page shown (`pathname`, `search`), keeping the server's origin and adding no tag the
 * server did not send. Loaded at the first navigation only: for the page first loaded the server
 * wrote them with the same functions (docs/findability.md).
 */
export function syncHead(title: string, description: string, pathname: string, search: string): void {
  set('[property="og:title"],[name="twitter:title"]', title);
  set('[property="og:description"],[name="twitter:description"]', description);
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) return;
  canonical.href = new URL(canonicalPath(pathname, search), canonical.href).href;
  set('[property="og:url"]', canonical.href);
}
