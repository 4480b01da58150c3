import { Link } from '@tanstack/react-router';
import type { ProductSummary } from '../../contract/products.ts';
import { IMAGE_SIZES } from '../../contract/images.ts';
import { formatPrice } from '../../contract/money.ts';
import { ProductImage } from '../../components/product-image.tsx';
import { Rating, reviewCount } from '../../components/rating.tsx';
import { inStock } from '../../contract/first-screen.ts';
import { OutOfStockBadge } from './stock-badge.tsx';
import { WishlistButton } from '../wishlist/index.ts';

export function ProductCard({ product, eager = false }: { product: ProductSummary; eager?: boolean }) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      <ProductImage src={product.image} alt={product.name} eager={eager} sizes={IMAGE_SIZES.card} />
      <WishlistButton product={product} className="absolute right-2 top-2 z-10" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="font-semibold leading-snug">
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
        <p className="mt-auto text-xl font-bold">{formatPrice(product.price)}</p>
      </div>
    </article>
  );
}
