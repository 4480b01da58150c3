import { useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { canonicalPath, DEFAULT_DESCRIPTION, DEFAULT_TITLE } from '../contract/page-head.ts';

function set(selector: string, value: string) {
  document.head.querySelectorAll(selector).forEach((tag) => tag.setAttribute('content', value));
}

/**
 * The page head: the server writes each page's into the HTML it sends (docs/findability.md), with
 * the same title functions (src/contract/page-head.ts); each screen keeps it in step while shown.
 * The canonical address is the server's origin with this page's path; the robots rule, image,
 * price and structured data stay the landing page's (crawlers load every address afresh). Twitter
 * reads the Open Graph tags when its own are stale; the keywords are index.html's.
 */
export function Meta({
  title = DEFAULT_TITLE,
  description = DEFAULT_DESCRIPTION,
}: {
  title?: string;
  description?: string;
}) {
  // A new page of the same list changes the address, not the title.
  const { pathname, searchStr } = useLocation();
  useEffect(() => {
    document.title = title;
    set('[name=description],[property="og:description"]', description);
    set('[property="og:title"]', title);
    const canonical = document.head.querySelector<HTMLLinkElement>('[rel=canonical]');
    if (canonical) {
      canonical.href = new URL(canonicalPath(pathname, searchStr), canonical.href).href;
      set('[property="og:url"]', canonical.href);
    }
  }, [title, description, pathname, searchStr]);
  return null;
}
