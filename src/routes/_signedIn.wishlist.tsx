import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ensureQueryData } from '../api/query-client.ts';
import { useChangeWishlist, wishlistQueryOptions } from '../features/wishlist/index.ts';
import { Message } from '../components/message.tsx';
import { Meta } from '../components/meta.tsx';
import { WISHLIST_TITLE } from '../contract/page-titles.ts';
import { RouteError } from '../components/route-error.tsx';
import { LineThumbnail } from '../components/line-thumbnail.tsx';
import { formatPrice } from '../contract/money.ts';
import type { ProductSummary } from '../contract/products.ts';

export const Route = createFileRoute('/_signedIn/wishlist')({
  loader: ({ context }) => ensureQueryData(context.queryClient, wishlistQueryOptions()),
  errorComponent: ({ error }) => (
    <WishlistFrame>
      <RouteError error={error} />
    </WishlistFrame>
  ),
  component: WishlistScreen,
});

function WishlistFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <Meta title={WISHLIST_TITLE} />
      <h1 className="mb-6 text-2xl font-bold">Wishlist</h1>
      {children}
    </>
  );
}

const lineButton = 'min-h-11 rounded-md px-3 text-sm font-medium';

function WishlistLine({ product }: { product: ProductSummary }) {
  const navigate = useNavigate();
  const change = useChangeWishlist();
  const inStock = product.countInStock > 0;
  return (
    <li className="grid grid-cols-[80px_1fr] items-center gap-4 py-4 sm:grid-cols-[96px_1fr_auto_auto_auto_auto]">
      <LineThumbnail image={product.image} size="large" />
      <Link to="/product/$id" params={{ id: product._id }} className="font-medium hover:underline">
        {product.name}
      </Link>
      <span className="font-semibold sm:text-right">{formatPrice(product.price)}</span>
      <span className={inStock ? 'font-medium text-emerald-800' : 'font-medium text-red-700'}>
        {inStock ? 'In Stock' : 'Out Of Stock'}
      </span>
      <button
        type="button"
        disabled={!inStock}
        onClick={() => void navigate({ to: '/cart/{-$id}', params: { id: product._id }, search: { qty: 1 } })}
        className={`${lineButton} bg-slate-900 text-white hover:bg-slate-700 disabled:cursor-not-allowed disabled:bg-slate-400`}
      >
        Add To Cart <span className="sr-only">{product.name}</span>
      </button>
      <button
        type="button"
        disabled={change.isPending}
        onClick={() => change.mutate({ productId: product._id, save: false })}
        className={`${lineButton} border border-slate-300 text-red-700 hover:bg-red-50`}
      >
        Remove <span className="sr-only">{product.name} from wishlist</span>
      </button>
      {change.error && (
        <div className="col-span-full">
          <Message variant="danger">{change.error.message}</Message>
        </div>
      )}
    </li>
  );
}

/** The products the customer saved, with today's price and stock, each a step from the cart. */
function WishlistScreen() {
  const { data } = useSuspenseQuery(wishlistQueryOptions());
  return (
    <WishlistFrame>
      {data.products.length === 0 ? (
        <Message>
          Your wishlist is empty.{' '}
          <Link to="/" className="font-semibold underline">
            Go Back
          </Link>
        </Message>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white px-4">
          {data.products.map((product) => (
            <WishlistLine key={product._id} product={product} />
          ))}
        </ul>
      )}
    </WishlistFrame>
  );
}
