import { useEffect } from 'react';

export const DEFAULT_TITLE = 'Welcome To Easy-Buy';
export const DEFAULT_DESCRIPTION = 'We sell the best products for the best prices';
export const DEFAULT_KEYWORDS = 'electronics, buy electronics, cheap electronics';

function setMeta(name: string, content: string) {
  document.querySelector(`meta[name="${name}"]`)?.setAttribute('content', content);
}

/** The page head: index.html carries the defaults; each screen may replace them while shown. */
export function Meta({
  title = DEFAULT_TITLE,
  description = DEFAULT_DESCRIPTION,
  keywords = DEFAULT_KEYWORDS,
}: {
  title?: string;
  description?: string;
  keywords?: string;
}) {
  useEffect(() => {
    document.title = title;
    setMeta('description', description);
    setMeta('keywords', keywords);
  }, [title, description, keywords]);
  return null;
}
