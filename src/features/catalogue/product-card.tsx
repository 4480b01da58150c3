import { Link } from '@tanstack/react-router';
import type { ProductSummary } from '../../contract/products.ts';
import { IMAGE_SIZES } from '../../contract/images.ts';
import { ProductImage } from '../../components/product-image.tsx';
import { Rating, reviewCount } from '../../components/rating.tsx';
import { inStock } from '../../contract/first-screen.ts';
import { OutOfStockBadge } from './stock-badge.tsx';
import { SalePrice } from './sale-price.tsx';
import { WishlistButton } from '../wishlist/index.ts';
import { CompareButton } from './compare/compare-button.tsx';

/**
 * A product in a list. Below md (one column) it is a compact row, the image beside the name (at
 * most two lines), the rating with its reviews and the price, so a phone screen shows several;
 * from md it is the column card of the grid. The Compare toggle sits beside the price.
 */
export function ProductCard({ product, eager = false }: { product: ProductSummary; eager?: boolean }) {
  return (
    <article className="group relative flex h-full flex-row overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition hover:shadow-md md:flex-col">
      <div className="w-28 shrink-0 self-center md:w-auto md:self-auto">
        <ProductImage src={product.image} alt={product.name} eager={eager} sizes={IMAGE_SIZES.card} />
      </div>
      <WishlistButton product={product} className="absolute right-2 top-2 z-10" />
      {/* The right padding keeps the name clear of the heart on a phone. */}
      <div className="flex min-w-0 flex-1 flex-col gap-1 py-2 pl-3 pr-14 md:gap-2 md:p-4">
        <h2 className="line-clamp-2 font-semibold leading-snug md:line-clamp-none">
          <Link
            to="/product/$id"
            params={{ id: product._id }}
            className="after:absolute after:inset-0 hover:underline"
          >
            {product.name}
          </Link>
        </h2>
        <Rating value={product.rating} text={reviewCount(product.numReviews)} />
        {!inStock(product) && <OutOfStockBadge />}
        {/* On a phone the price row reaches under the heart's column (the heart sits above it). */}
        <div className="-mr-12 mt-auto flex flex-wrap items-center justify-between gap-2 md:mr-0">
          <p className="text-lg font-bold md:text-xl">
            <SalePrice product={product} />
          </p>
          <CompareButton product={product} look="card" />
        </div>
      </div>
    </article>
  );
}
