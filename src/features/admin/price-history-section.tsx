import { lazy, Suspense } from 'react';

// The table and its request load only when an edit screen draws it, never with the form's chunk.
const PriceHistoryTable = lazy(() => import('./price-history.tsx'));

/** The product's price history below its edit form (docs/prices.md#sale-prices). */
export function PriceHistorySection({ productId }: { productId: string }) {
  return (
    <Suspense fallback={<p className="mt-8 text-slate-600">Loading the price history…</p>}>
      <PriceHistoryTable productId={productId} />
    </Suspense>
  );
}
