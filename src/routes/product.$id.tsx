import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useId, useState, type ReactNode } from 'react';
import {
  productQueryOptions,
  ProductBreadcrumbs,
  ProductOrigin,
  RecentlyViewed,
  RelatedProducts,
  useViewedProduct,
  StickyAddToCart,
  VariantPicker,
  defaultVariant,
  CompareButton,
  SpecsTable,
  ProductGallery,
  SalePrice,
  NotifyMe,
} from '../features/catalogue/index.ts';
import { useScrolledPast } from '../components/use-scrolled-past.ts';
import { ensureQueryData } from '../api/query-client.ts';
import { Meta } from '../components/meta.tsx';
import { RouteError } from '../components/route-error.tsx';
import { ShareButton } from '../components/share-button.tsx';
import { ProductReviews } from '../features/reviews/index.ts';
import { Rating, reviewCount } from '../components/rating.tsx';
import { WishlistButton } from '../features/wishlist/index.ts';
import type { Product, ProductVariant } from '../contract/products.ts';
import { MAX_LINE_QUANTITY } from '../contract/limits.ts';
import { productDescription, titled } from '../contract/page-head.ts';

interface ProductSearch {
  /** The variant chosen (docs/catalogue.md#variants): shareable and reloadable. */
  variant?: string | undefined;
}

export const Route = createFileRoute('/product/$id')({
  // A malformed `?variant=` is dropped; one that names no variant of the product opens the default.
  validateSearch: (search: Record<string, unknown>): ProductSearch => ({
    variant:
      typeof search.variant === 'string' && /^[\w-]{1,64}$/.test(search.variant) ? search.variant : undefined,
  }),
  loader: ({ context, params }) => ensureQueryData(context.queryClient, productQueryOptions(params.id)),
  errorComponent: ({ error }) => (
    <ProductFrame>
      <RouteError error={error} />
    </ProductFrame>
  ),
  component: ProductScreen,
});

/** Go Back, with the breadcrumbs beside it once the product is known (one row, even on a phone). */
function ProductFrame({ trail, children }: { trail?: ReactNode; children: ReactNode }) {
  return (
    <>
      <div className="mb-4 flex items-center gap-x-4 md:mb-6">
        <Link
          to="/"
          className="inline-flex min-h-11 shrink-0 items-center rounded-md border border-slate-300 bg-white px-4 font-medium hover:bg-slate-100"
        >
          Go Back
        </Link>
        {trail}
      </div>
      {children}
    </>
  );
}

/** The chosen variant's (or the product's) own price and sale: the page names one price, never "from". */
function pricesOf({ price, compareAtPrice, lowestPrice30d }: Product | ProductVariant) {
  return { price, compareAtPrice, lowestPrice30d };
}

function BuyBox({ product, variant }: { product: Product; variant: ProductVariant | undefined }) {
  const navigate = useNavigate();
  const [qty, setQty] = useState(1);
  const qtyId = useId();
  const { price, countInStock } = variant ?? product;
  const inStock = countInStock > 0;
  const maxQty = Math.min(countInStock, MAX_LINE_QUANTITY);
  const [watchButton, buttonScrolledAway] = useScrolledPast();
  const addToCart = () =>
    void navigate({
      to: '/cart/{-$id}',
      params: { id: product._id },
      search: { qty: Math.min(qty, maxQty), variant: variant?._id },
    });

  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <dl className="divide-y divide-slate-200">
        <div className="flex justify-between py-3">
          <dt>Price:</dt>
          <dd className="font-bold">
            <SalePrice product={pricesOf(variant ?? product)} />
          </dd>
        </div>
        <div className="flex justify-between py-3">
          <dt>Status:</dt>
          <dd className={inStock ? 'font-medium text-emerald-800' : 'font-medium text-red-700'}>
            {inStock ? 'In Stock' : 'Out Of Stock'}
          </dd>
        </div>
      </dl>
      {inStock && (
        <div className="flex items-center justify-between border-t border-slate-200 py-3">
          <label htmlFor={qtyId}>Qty</label>
          <select
            id={qtyId}
            value={Math.min(qty, maxQty)}
            onChange={(event) => setQty(Number(event.target.value))}
            className="min-h-11 rounded-md border border-slate-300 bg-white px-3"
          >
            {Array.from({ length: maxQty }, (_, index) => (
              <option key={index + 1} value={index + 1}>
                {index + 1}
              </option>
            ))}
          </select>
        </div>
      )}
      <button
        ref={watchButton}
        type="button"
        disabled={!inStock}
        onClick={addToCart}
        className="mt-2 min-h-11 w-full rounded-md bg-slate-900 px-4 font-semibold text-white hover:bg-slate-700 disabled:cursor-not-allowed disabled:bg-slate-400"
      >
        Add To Cart
      </button>
      {!inStock && <NotifyMe productId={product._id} variantId={variant?._id} />}
      <CompareButton product={product} look="page" />
      <ShareButton
        title={product.name}
        path={`/product/${product._id}${variant ? `?variant=${variant._id}` : ''}`}
        className="mt-2"
      />
      {inStock && buttonScrolledAway && (
        <StickyAddToCart name={product.name} price={price} onAdd={addToCart} />
      )}
    </div>
  );
}

function ProductScreen() {
  const { id } = Route.useParams();
  const { data: product } = useSuspenseQuery(productQueryOptions(id));
  const { variant: wanted } = Route.useSearch();
  const navigate = Route.useNavigate();
  const variant = defaultVariant(product, wanted);
  useViewedProduct(product);
  // Each choice replaces the address, so Back leaves the product rather than undoing choices.
  const choose = (next: ProductVariant) =>
    void navigate({ search: { variant: next._id }, replace: true, resetScroll: false });

  return (
    <ProductFrame trail={<ProductBreadcrumbs product={product} />}>
      {/* Phones read top to bottom: name, rating and price, then the buy box, then the long
          description, so Add To Cart is within reach. Wider screens place them in columns. */}
      <article className="grid gap-3 md:grid-cols-2 md:gap-4 md:gap-x-8 lg:grid-cols-[5fr_4fr_3fr]">
        <Meta title={titled(product.name)} description={productDescription(product.description)} />
        <div className="md:row-span-3 lg:row-span-2">
          <ProductGallery product={product} variantImage={variant?.image} />
        </div>
        <div className="flex flex-col gap-2 md:col-start-2 md:gap-4">
          <div className="flex items-start justify-between gap-3">
            <h1 className="text-2xl font-bold">{product.name}</h1>
            <WishlistButton product={product} className="shrink-0" />
          </div>
          <Rating value={product.rating} text={reviewCount(product.numReviews)} />
          <p className="text-xl font-semibold">
            Price: <SalePrice product={pricesOf(variant ?? product)} />
          </p>
          {variant && <VariantPicker product={product} chosen={variant} onChoose={choose} />}
        </div>
        <div className="md:col-start-2 lg:col-start-3 lg:row-span-2 lg:row-start-1">
          <BuyBox product={product} variant={variant} />
        </div>
        <div className="flex flex-col gap-4 md:col-start-2 lg:row-start-2">
          <p className="text-slate-700">Description: {product.description}</p>
          <SpecsTable specs={product.specs} />
          <ProductOrigin product={product} />
        </div>
      </article>
      <ProductReviews product={product} />
      <RelatedProducts id={product._id} />
      <RecentlyViewed except={product._id} />
      {/* Room at the end for the sticky Add To Cart bar, so it covers nothing on a phone. */}
      {(variant ?? product).countInStock > 0 && <div className="h-16 md:hidden" />}
    </ProductFrame>
  );
}
