import { useLocation } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useCart } from '../../../stores/cart.ts';

// The bar's code loads when something is first chosen, so the home page's startup file stays small.
const CompareBar = lazy(() =>
  import('./compare-bar.tsx').then(({ CompareBar }) => ({ default: CompareBar })),
);

/** Screens where the bar would be in the way: the comparison itself, the cart and checkout (their own bars), an order, admin. */
const WITHOUT_BAR = /^\/(compare|cart|shipping|payment|placeorder|order|admin)(\/|$)/;

/**
 * Where the root layout puts the compare bar: nothing until a product is chosen; then the bar,
 * fixed to the bottom, and as much room after the footer, so it never covers the page's end.
 */
export function CompareBarSlot() {
  const chosen = useCart((state) => state.compareItems.length > 0);
  const pathname = useLocation({ select: (location) => location.pathname });
  if (!chosen || WITHOUT_BAR.test(pathname)) return null;
  return (
    <>
      {/* Room for the sticky Add To Cart bar too, when it shows under the compare bar (phones). */}
      <div aria-hidden="true" className="h-16 max-md:[body:has([data-sticky-add-to-cart])_&]:h-32" />
      <Suspense fallback={null}>
        <CompareBar />
      </Suspense>
    </>
  );
}
