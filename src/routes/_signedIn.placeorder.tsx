import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute, Link, Navigate, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useCreateOrder, OrderItemRow } from '../features/orders/index.ts';
import {
  CheckoutSteps,
  CouponField,
  orderItemsOf,
  QuoteSummary,
  quoteBodyOf,
  quoteQueryOptions,
  totalChangedOf,
  useQuote,
  type TotalChanged,
} from '../features/checkout/index.ts';
import { paymentMethodLabel } from '../lib/payment-methods.ts';
import { BOTTOM_BAR } from '../components/bottom-bar.ts';
import { primaryButton } from '../components/form-field.tsx';
import { Message } from '../components/message.tsx';
import { Meta } from '../components/meta.tsx';
import { PLACE_ORDER_TITLE } from '../contract/page-titles.ts';
import { formatPrice } from '../contract/money.ts';
import { errorMessage } from '../lib/error-message.ts';
import { cartLineKey, useCart } from '../stores/cart.ts';
import { useSession } from '../stores/session.ts';

export const Route = createFileRoute('/_signedIn/placeorder')({
  component: PlaceOrderScreen,
});

function PlaceOrderScreen() {
  const {
    cartItems,
    shippingAddress,
    paymentMethod,
    shippingMethod,
    couponCode,
    clearItems,
    saveCouponCode,
  } = useCart();
  const createOrder = useCreateOrder();
  const signedIn = useSession((state) => state.userInfo !== null);
  const guest = useCart((state) => state.guestDetails);
  const endGuestCheckout = useCart((state) => state.endGuestCheckout);
  const navigate = useNavigate();
  // One key per visit to this screen: a repeated click or a retry returns the same order.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const queryClient = useQueryClient();
  const checkout = { shippingAddress, shippingMethod, guest: signedIn ? null : guest };
  const body = quoteBodyOf(cartItems, { ...checkout, couponCode });
  const quote = useQuote(body, shippingAddress !== null && paymentMethod !== '');
  // The total moved under the shopper (a code ran out, a price changed): shown, never charged silently.
  const [totalChanged, setTotalChanged] = useState<TotalChanged | null>(null);

  if (!shippingAddress) return <Navigate to="/shipping" replace />;
  if (!paymentMethod) return <Navigate to="/payment" replace />;
  // A guest's e-mail address and name are asked for on the Shipping screen.
  if (!signedIn && !guest) return <Navigate to="/shipping" replace />;

  // The figures on screen are the ones the order is placed at: nothing is placed before they show.
  const shown = quote.isPlaceholderData ? undefined : quote.data;
  const changedShown =
    totalChanged && shown?.totalPrice === totalChanged.quote.totalPrice ? totalChanged : null;

  function placeOrder() {
    if (!shippingAddress || !shown) return;
    setTotalChanged(null);
    createOrder.mutate(
      {
        idempotencyKey,
        body: {
          orderItems: orderItemsOf(cartItems),
          shippingAddress,
          paymentMethod,
          shippingMethod: shown.shippingMethod,
          ...(couponCode ? { couponCode } : {}),
          // The server places nothing when its total would differ from this one (a 409 with the new quote).
          expectedTotal: shown.totalPrice,
          ...(!signedIn && guest ? { guest } : {}),
        },
      },
      {
        onError: (error) =>
          void totalChangedOf(error).then((changed) => {
            if (!changed) return;
            queryClient.setQueryData(quoteQueryOptions(body).queryKey, changed.quote);
            setTotalChanged(changed);
          }),
        onSuccess: (order) => {
          clearItems();
          // The code went with this order; the next cart starts without it.
          saveCouponCode('');
          if (!signedIn) endGuestCheckout();
          void navigate({
            to: '/order/$id',
            params: { id: order._id },
            search: { placed: true },
            // A guest's address bar holds the order's own link, key after `#`, to bookmark.
            ...(order.accessKey ? { hash: `key=${order.accessKey}` } : {}),
          });
        },
      },
    );
  }

  return (
    <>
      <Meta title={PLACE_ORDER_TITLE} />
      <CheckoutSteps current={4} />
      <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
        <div className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white px-4">
          <section className="py-4">
            <h1 className="mb-2 text-2xl font-bold">Shipping</h1>
            {!signedIn && guest && (
              <p>
                <strong>Contact: </strong>
                {guest.name}, {guest.email}
              </p>
            )}
            <p>
              <strong>Address: </strong>
              {shippingAddress.address}, {shippingAddress.city} {shippingAddress.postalCode},{' '}
              {shippingAddress.country}
            </p>
            {/* The line is there before the quote names the method, so nothing below it moves. */}
            <p>
              <strong>Method: </strong>
              {shown ? (
                (shown.shippingMethods.find((method) => method.id === shown.shippingMethod)?.name ??
                shown.shippingMethod)
              ) : (
                <span className="text-slate-500">…</span>
              )}
            </p>
          </section>
          <section className="py-4">
            <h2 className="mb-2 text-xl font-semibold">Payment Method</h2>
            <p>
              <strong>Method: </strong>
              {paymentMethodLabel(paymentMethod)}
            </p>
          </section>
          <section className="py-4">
            <h2 className="mb-2 text-xl font-semibold">Order Items</h2>
            {cartItems.length === 0 ? (
              <Message>
                Your cart is empty.{' '}
                <Link to="/" className="font-semibold underline">
                  Go shopping
                </Link>
              </Message>
            ) : (
              <ul className="divide-y divide-slate-200">
                {cartItems.map((item) => (
                  <OrderItemRow key={cartLineKey(item)} item={item} />
                ))}
              </ul>
            )}
          </section>
        </div>
        <QuoteSummary
          quote={quote.data}
          updating={quote.isPlaceholderData}
          problem={
            quote.isError && (
              <Message variant="danger">
                We could not work out the total: {errorMessage(quote.error)}{' '}
                {couponCode
                  ? 'Remove the coupon code, or go back to Shipping to change the address.'
                  : 'Go back to Shipping to change the address, or try again.'}
              </Message>
            )
          }
        >
          {cartItems.length > 0 && <CouponField body={quoteBodyOf(cartItems, checkout)} />}
          {changedShown ? (
            <Message variant="danger">
              {changedShown.message} The total is now {formatPrice(changedShown.quote.totalPrice)}. Press
              Place Order again to order at this total.
            </Message>
          ) : (
            createOrder.error && <Message variant="danger">{createOrder.error.message}</Message>
          )}
          {/* Below lg the button stays on screen in a bar at the bottom; from lg it ends the summary. */}
          <div data-place-order-bar className={`${BOTTOM_BAR} lg:mt-4`}>
            {/* The summary with the total is below a phone's first screen: the bar says the total. */}
            {shown && (
              <p aria-hidden="true" className="shrink-0 text-sm lg:hidden">
                Total <strong className="block text-base">{formatPrice(shown.totalPrice)}</strong>
              </p>
            )}
            <button
              type="button"
              className={`${primaryButton} w-full`}
              disabled={cartItems.length === 0 || !shown || createOrder.isPending}
              onClick={placeOrder}
            >
              {createOrder.isPending
                ? 'Placing Order...'
                : changedShown
                  ? `Place Order at ${formatPrice(changedShown.quote.totalPrice)}`
                  : 'Place Order'}
            </button>
          </div>
        </QuoteSummary>
      </div>
    </>
  );
}
