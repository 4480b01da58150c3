import { useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { DEFAULT_DESCRIPTION, DEFAULT_TITLE } from '../contract/page-head.ts';

/** The address the page was loaded at, until the first navigation away. */
let landing: string | undefined;

/**
 * The page head: the server writes each page's into the HTML it sends (docs/findability.md), with
 * the same title functions (src/contract/page-head.ts); each screen keeps title and description in
 * step while shown, and after a navigation the Open Graph, Twitter and canonical links too
 * (head-links.ts, loaded then). The robots rule, image, price and structured data stay the first
 * page's: crawlers load every address afresh. The keywords are index.html's.
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
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    const address = pathname + searchStr;
    landing ??= address;
    if (address !== landing) {
      landing = '';
      void import('./head-links.ts').then((head) => head.syncHead(title, description, pathname, searchStr));
    }
  }, [title, description, pathname, searchStr]);
  return null;
}
