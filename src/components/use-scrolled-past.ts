import { useEffect, useState } from 'react';

/**
 * Whether an element has scrolled up out of view (not merely not yet reached): the product page's
 * sticky Add To Cart bar shows then. Returns a ref callback for the element and the answer.
 */
export function useScrolledPast() {
  const [element, setElement] = useState<Element | null>(null);
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setPast(!entry.isIntersecting && entry.boundingClientRect.top < 0);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, past] as const;
}
