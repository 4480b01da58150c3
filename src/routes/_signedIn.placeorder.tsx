import { createFileRoute, Link, Navigate, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useCreateOrder, OrderItemRow, OrderSummary } from '../features/orders/index.ts';
import { CheckoutSteps } from '../features/checkout/index.ts';
import { useGuestCheckout } from '../features/guest/index.ts';
import { paymentMethodLabel } from '../lib/payment-methods.ts';
import { primaryButton } from '../components/form-field.tsx';
import { Message } from '../components/message.tsx';
import { Meta } from '../components/meta.tsx';
import { PLACE_ORDER_TITLE } from '../contract/page-titles.ts';
import { orderTotals, toCents, toDollars } from '../contract/pricing.ts';
import { cartLineKey, useCart } from '../stores/cart.ts';
import { useSession } from '../stores/session.ts';

export const Route = createFileRoute('/_signedIn/placeorder')({
  component: PlaceOrderScreen,
});

function PlaceOrderScreen() {
  const { cartItems, shippingAddress, paymentMethod, clearItems } = useCart();
  const createOrder = useCreateOrder();
  const signedIn = useSession((state) => state.userInfo !== null);
  const guest = useGuestCheckout((state) => state.details);
  const endGuestCheckout = useGuestCheckout((state) => state.end);
  const navigate = useNavigate();
  // One key per visit to this screen: a repeated click or a retry returns the same order.
  const [idempotencyKey] = useState(() => crypto.randomUUID());

  if (!shippingAddress) return <Navigate to="/shipping" replace />;
  if (!paymentMethod) return <Navigate to="/payment" replace />;
  // A guest's e-mail address and name are asked for on the Shipping screen.
  if (!signedIn && !guest) return <Navigate to="/shipping" replace />;

  // The same function the server charges with, so the figures shown are the figures paid.
  const totals = orderTotals(cartItems.map((item) => ({ priceCents: toCents(item.price), qty: item.qty })));

  function placeOrder() {
    if (!shippingAddress) return;
    createOrder.mutate(
      {
        idempotencyKey,
        body: {
          orderItems: cartItems.map(({ product, variant, qty }) =>
            variant ? { product, variant, qty } : { product, qty },
          ),
          shippingAddress,
          paymentMethod,
          ...(!signedIn && guest ? { guest } : {}),
        },
      },
      {
        onSuccess: (order) => {
          clearItems();
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
        <OrderSummary
          itemsPrice={toDollars(totals.itemsCents)}
          shippingPrice={toDollars(totals.shippingCents)}
          taxPrice={toDollars(totals.taxCents)}
          totalPrice={toDollars(totals.totalCents)}
        >
          {createOrder.error && <Message variant="danger">{createOrder.error.message}</Message>}
          {/* Below lg the button stays on screen in a bar at the bottom; from lg it ends the summary. */}
          <div
            data-place-order-bar
            className="fixed inset-x-0 bottom-0 z-20 border-t border-slate-200 bg-white p-3 shadow-lg lg:static lg:z-auto lg:mt-4 lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none"
          >
            <button
              type="button"
              className={`${primaryButton} w-full`}
              disabled={cartItems.length === 0 || createOrder.isPending}
              onClick={placeOrder}
            >
              {createOrder.isPending ? 'Placing Order...' : 'Place Order'}
            </button>
          </div>
        </OrderSummary>
      </div>
    </>
  );
}
