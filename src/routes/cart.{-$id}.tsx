import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, type ReactNode } from 'react';
import { productQueryOptions } from '../features/catalogue/index.ts';
import { CartTotals, ContinueAsGuest, CouponField, quoteBodyOf } from '../features/checkout/index.ts';
import { ensureQueryData } from '../api/query-client.ts';
import { Loader } from '../components/loader.tsx';
import { Message } from '../components/message.tsx';
import { RouteError } from '../components/route-error.tsx';
import { Meta } from '../components/meta.tsx';
import { CART_TITLE } from '../contract/page-head.ts';
import { MAX_LINE_QUANTITY } from '../contract/limits.ts';
import { formatPrice } from '../contract/money.ts';
import { itemsCents, toCents, toDollars } from '../contract/pricing.ts';
import { LineThumbnail } from '../components/line-thumbnail.tsx';
import { cartItemCount, cartLineKey, useCart, type CartItem } from '../stores/cart.ts';
import { LineName, lineTitle } from '../components/line-name.tsx';
import { useSession } from '../stores/session.ts';
import { BOTTOM_BAR } from '../components/bottom-bar.ts';
import { primaryButton } from '../components/form-field.tsx';
import { wholeNumberParam } from '../lib/search-params.ts';

// Only `/cart/{id}` needs it (docs/storefront.md).
const AddFromAddress = lazy(() =>
  import('../features/cart/index.ts').then(({ AddFromAddress }) => ({ default: AddFromAddress })),
);

interface CartSearch {
  qty?: number | undefined;
  /** With `/cart/{id}`: the variant of a product sold in variants (docs/catalogue.md#variants). */
  variant?: string | undefined;
}

export const Route = createFileRoute('/cart/{-$id}')({
  // Always set, so a malformed `?qty=` is replaced rather than passed through unvalidated.
  validateSearch: (search: Record<string, unknown>): CartSearch => ({
    qty: wholeNumberParam(search.qty),
    variant: typeof search.variant === 'string' ? search.variant : undefined,
  }),
  // `/cart/{id}` first loads the product it adds; the cart itself is in the browser already.
  loader: async ({ context, params }) => {
    if (params.id) await ensureQueryData(context.queryClient, productQueryOptions(params.id));
  },
  errorComponent: ({ error }) => (
    <CartFrame>
      <RouteError error={error} />
    </CartFrame>
  ),
  component: CartScreen,
});

function CartFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <Meta title={CART_TITLE} />
      <h1 className="mb-6 text-2xl font-bold">Shopping Cart</h1>
      {children}
    </>
  );
}

function CartLine({ item }: { item: CartItem }) {
  const addItem = useCart((state) => state.addItem);
  const removeItem = useCart((state) => state.removeItem);
  const maxQty = Math.max(1, Math.min(item.countInStock, MAX_LINE_QUANTITY));
  return (
    <li className="grid grid-cols-[80px_1fr] items-center gap-4 py-4 sm:grid-cols-[96px_1fr_auto_auto_auto]">
      <LineThumbnail image={item.image} size="large" />
      <LineName item={item} className="min-w-0" nameClassName="line-clamp-2 break-words font-medium" />
      <span className="font-semibold sm:text-right">{formatPrice(item.price)}</span>
      <label className="flex items-center gap-2">
        <span className="sr-only">Quantity of {lineTitle(item)}</span>
        <select
          value={item.qty}
          onChange={(event) => addItem({ ...item, qty: Number(event.target.value) })}
          className="min-h-11 rounded-md border border-slate-300 bg-white px-3"
        >
          {Array.from({ length: maxQty }, (_, index) => (
            <option key={index + 1} value={index + 1}>
              {index + 1}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        onClick={() => removeItem(item.product, item.variant)}
        aria-label={`Remove ${lineTitle(item)}`}
        className="min-h-11 rounded-md border border-slate-300 px-3 text-sm font-medium text-red-700 hover:bg-red-50"
      >
        Remove
      </button>
    </li>
  );
}

function CartScreen() {
  const { id } = Route.useParams();
  const navigate = useNavigate();
  const signedIn = useSession((state) => state.userInfo !== null);
  const { qty, variant } = Route.useSearch();
  const cartItems = useCart((state) => state.cartItems);
  const shippingAddress = useCart((state) => state.shippingAddress);
  const shippingMethod = useCart((state) => state.shippingMethod);
  const couponCode = useCart((state) => state.couponCode);
  // The lines at the prices they were added at; every other figure is the server's quote.
  const subtotal = toDollars(
    itemsCents(cartItems.map((item) => ({ priceCents: toCents(item.price), qty: item.qty }))),
  );
  const choices = { shippingAddress, shippingMethod };

  return (
    <CartFrame>
      {id ? (
        <Suspense fallback={<Loader />}>
          <AddFromAddress productId={id} qty={qty ?? 1} variant={variant} />
        </Suspense>
      ) : cartItems.length === 0 ? (
        <Message>
          Your cart is empty.{' '}
          <Link to="/" className="font-semibold underline">
            Go Back
          </Link>
        </Message>
      ) : (
        <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white px-4">
            {cartItems.map((item) => (
              <CartLine key={cartLineKey(item)} item={item} />
            ))}
          </ul>
          <section
            aria-labelledby="cart-subtotal"
            className="h-fit rounded-lg border border-slate-200 bg-white p-4"
          >
            <h2 id="cart-subtotal" className="text-xl font-semibold">
              Subtotal ({cartItemCount(cartItems)}) items
            </h2>
            <p className="mt-2 text-2xl font-bold">{formatPrice(subtotal)}</p>
            <CartTotals
              body={quoteBodyOf(cartItems, { ...choices, couponCode })}
              addressKnown={shippingAddress !== null}
            />
            <CouponField body={quoteBodyOf(cartItems, choices)} />
            {/* Below lg the button stays on screen in a bar at the bottom with the subtotal beside
                it, as Place Order's does: the cart's figures push it below a phone's first screen. */}
            <div data-checkout-bar className={`${BOTTOM_BAR} lg:mt-4`}>
              <p aria-hidden="true" className="shrink-0 text-sm lg:hidden">
                Subtotal <strong className="block text-base">{formatPrice(subtotal)}</strong>
              </p>
              <button
                type="button"
                className={`${primaryButton} w-full`}
                onClick={() =>
                  void (signedIn
                    ? navigate({ to: '/shipping' })
                    : navigate({ to: '/login', search: { navigate: 'checkout' } }))
                }
              >
                Proceed To Checkout
              </button>
            </div>
            {/* Signed out: no account needed; Sign In and Register are a step further on. */}
            {!signedIn && <ContinueAsGuest className="mt-2" />}
          </section>
        </div>
      )}
    </CartFrame>
  );
}
