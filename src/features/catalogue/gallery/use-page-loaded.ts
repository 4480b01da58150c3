import { useEffect, useState } from 'react';

/**
 * True once the window's `load` event has fired. The gallery waits for it before it mounts any
 * photo but the first, so only the first competes with the page's own loading (docs/catalogue.md#gallery).
 * False on the server and in the first render, so the server's markup and the first client render match.
 */
export function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (document.readyState === 'complete') {
      setLoaded(true);
      return;
    }
    const onLoad = () => setLoaded(true);
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, []);
  return loaded;
}
