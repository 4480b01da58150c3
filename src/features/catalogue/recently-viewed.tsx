import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { LineThumbnail } from '../../components/line-thumbnail.tsx';
import { useCart, type ViewedProduct } from '../../stores/cart.ts';

/** Counts a product page as viewed, for the Recently viewed strip (kept in this browser only). */
export function useViewedProduct({ _id, name, image }: ViewedProduct): void {
  const viewProduct = useCart((state) => state.viewProduct);
  useEffect(() => viewProduct({ _id, name, image }), [viewProduct, _id, name, image]);
}

/**
 * The last products this shopper opened, newest first, as a row that scrolls sideways inside
 * itself on a phone. `except`: the product on screen. Absent until something has been viewed.
 */
export function RecentlyViewed({ except }: { except?: string }) {
  const viewed = useCart((state) => state.recentlyViewed).filter((product) => product._id !== except);
  if (viewed.length === 0) return null;
  return (
    <section aria-labelledby="recently-viewed-heading" className="mt-10">
      <h2 id="recently-viewed-heading" className="mb-4 text-xl font-bold">
        Recently viewed
      </h2>
      <ul className="flex gap-3 overflow-x-auto pb-2">
        {viewed.map((product) => (
          <li key={product._id} className="w-36 shrink-0">
            <Link
              to="/product/$id"
              params={{ id: product._id }}
              className="flex min-h-11 flex-col gap-2 rounded-lg border border-slate-200 bg-white p-2 hover:bg-slate-50"
            >
              <LineThumbnail image={product.image} size="large" lazy />
              <span className="line-clamp-2 text-sm font-medium">{product.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
