import { Link } from '@tanstack/react-router';
import { LineThumbnail } from '../../../components/line-thumbnail.tsx';
import { useCart } from '../../../stores/cart.ts';
import { CompareRefusalNote } from './compare-refusal.tsx';
import { compareSearch } from './compare-ids.ts';

/**
 * The bar fixed to the bottom while products are chosen for comparison
 * (docs/catalogue.md#comparison): each product's thumbnail (and, from md, its name) with a remove
 * button, Clear, and Compare (n), which opens the table once there are two. On a phone it is one
 * short row of thumbnails.
 */
export function CompareBar() {
  const items = useCart((state) => state.compareItems);
  const refusal = useCart((state) => state.compareRefusal);
  const removeFromCompare = useCart((state) => state.removeFromCompare);
  const clearCompare = useCart((state) => state.clearCompare);
  const canCompare = items.length >= 2;
  const compareLabel = `Compare (${items.length})`;

  return (
    <section
      aria-label="Compare bar"
      data-compare-bar
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-300 bg-white shadow-[0_-4px_12px_rgb(0_0_0/0.08)] max-md:[body:has([data-sticky-add-to-cart])_&]:bottom-16"
    >
      <div className="mx-auto max-w-7xl px-4 py-2">
        <div role="alert">{refusal && <CompareRefusalNote refusal={refusal} />}</div>
        {/* The sticky Add To Cart bar of a product page sits below it on a phone, never under it. */}
        <div className="flex items-center gap-2 md:gap-4">
          <ul className="flex min-w-0 flex-1 gap-2 md:gap-3">
            {items.map((item) => (
              <li key={item._id} className="relative flex w-12 shrink-0 items-center gap-2 md:w-48">
                <div className="w-12 shrink-0">
                  <LineThumbnail image={item.image} size="tiny" />
                </div>
                <span className="sr-only md:not-sr-only md:line-clamp-2 md:text-sm">{item.name}</span>
                <button
                  type="button"
                  aria-label={`Remove ${item.name} from compare`}
                  onClick={() => removeFromCompare(item._id)}
                  className="absolute -right-1 -top-1 flex size-6 items-center justify-center rounded-full border border-slate-300 bg-white text-sm leading-none text-slate-700 shadow-sm hover:bg-slate-100 md:static md:shrink-0"
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
          {!canCompare && (
            <p id="compare-needs-two" className="sr-only md:not-sr-only md:text-sm md:text-slate-600">
              Choose one more product to compare.
            </p>
          )}
          <button
            type="button"
            onClick={clearCompare}
            className="min-h-11 shrink-0 rounded-md px-2 text-sm font-medium text-slate-700 underline hover:text-slate-900"
          >
            Clear
          </button>
          {canCompare ? (
            <Link
              to="/compare"
              search={compareSearch(items)}
              className="inline-flex min-h-11 shrink-0 items-center rounded-md bg-slate-900 px-4 font-semibold text-white hover:bg-slate-700"
            >
              {compareLabel}
            </Link>
          ) : (
            <button
              type="button"
              disabled
              aria-describedby="compare-needs-two"
              className="min-h-11 shrink-0 cursor-not-allowed rounded-md bg-slate-400 px-4 font-semibold text-white"
            >
              {compareLabel}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
