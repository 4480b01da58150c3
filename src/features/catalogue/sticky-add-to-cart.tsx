import { formatPrice } from '../../contract/money.ts';

/**
 * The product page's Add To Cart within a thumb's reach on a phone, once the main button has
 * scrolled away (docs/storefront.md). Below md only: wider screens keep the buy box in sight.
 */
export function StickyAddToCart({ name, price, onAdd }: { name: string; price: number; onAdd: () => void }) {
  return (
    <section
      aria-label="Add to cart bar"
      data-sticky-add-to-cart
      className="fixed inset-x-0 bottom-0 z-20 flex items-center gap-3 border-t border-slate-200 bg-white px-4 py-2 shadow-lg md:hidden"
    >
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium">{name}</p>
        <p className="font-bold">{formatPrice(price)}</p>
      </div>
      <button
        type="button"
        onClick={onAdd}
        className="min-h-11 shrink-0 rounded-md bg-slate-900 px-4 font-semibold text-white hover:bg-slate-700"
      >
        Add To Cart
      </button>
    </section>
  );
}
