import { useLocation, useNavigate } from '@tanstack/react-router';
import { useChangeWishlist, useWishlist } from './wishlist-api.ts';
import type { ProductSummary } from '../../contract/products.ts';
import { useSession } from '../../stores/session.ts';

/**
 * The heart on product cards and pages: a toggle button that saves the product to the signed-in
 * customer's wishlist or removes it. A visitor is sent to Sign In and brought back to this page
 * (the `redirect` rule, docs/accounts.md).
 */
export function WishlistButton({
  product,
  className = '',
}: {
  product: Pick<ProductSummary, '_id' | 'name'>;
  className?: string;
}) {
  const signedIn = useSession((state) => state.userInfo !== null);
  const { data } = useWishlist();
  const change = useChangeWishlist();
  const navigate = useNavigate();
  const pathname = useLocation({ select: (location) => location.pathname });
  const stored = data?.products.some((saved) => saved._id === product._id) ?? false;
  // While a change is on its way the heart already shows what was asked.
  const saved = change.isPending ? change.variables.save : stored;

  function toggle() {
    if (!signedIn) {
      void navigate({ to: '/login', search: { redirect: pathname } });
      return;
    }
    change.mutate({ productId: product._id, save: !saved });
  }

  return (
    <span className={`inline-flex flex-col items-end ${className}`}>
      <button
        type="button"
        aria-pressed={saved}
        aria-label={`Save ${product.name} to wishlist`}
        onClick={toggle}
        className="flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-red-600 shadow-sm hover:bg-red-50"
      >
        <svg
          viewBox="0 0 24 24"
          className="size-6"
          aria-hidden="true"
          fill={saved ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
        >
          <path
            d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 8 3.4 4.5 7 4.5c2 0 3.3 1.1 5 3 1.7-1.9 3-3 5-3 3.6 0 5.6 3.5 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      {change.error && (
        <span role="alert" className="mt-1 max-w-48 rounded bg-white px-2 py-1 text-xs text-red-800 shadow">
          {change.error.message}
        </span>
      )}
    </span>
  );
}
