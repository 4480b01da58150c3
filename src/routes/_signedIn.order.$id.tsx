import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense, type ReactNode } from 'react';
import {
  orderQueryOptions,
  paymentConfigQueryOptions,
  useCancelOrder,
  useDeliverOrder,
} from '../api/orders.ts';
import { ensureQueryData, prefetch } from '../api/query-client.ts';
import { CardPaymentForm } from '../components/card-payment-form.tsx';
import { primaryButton, secondaryButton } from '../components/form-field.tsx';
import { Loader } from '../components/loader.tsx';
import { Message } from '../components/message.tsx';
import { Meta } from '../components/meta.tsx';
import { OrderItemRow } from '../components/order-item-row.tsx';
import { OrderSummary } from '../components/order-summary.tsx';
import { OrderTimeline } from '../components/order-timeline.tsx';
import { RefundOrderButton } from '../components/refund-order-button.tsx';
import { RouteError } from '../components/route-error.tsx';
import type { Order } from '../contract/orders.ts';
import { formatDateTime } from '../lib/dates.ts';
import { paymentMethodLabel } from '../lib/payment-methods.ts';
import { useSession } from '../stores/session.ts';

const PaypalButtons = lazy(() => import('../components/paypal-buttons.tsx'));

// The loader travels in this screen's own chunk with its component (vite.config.ts), so the order
// hooks and TanStack's mutation code stay out of the first page load.
export const Route = createFileRoute('/_signedIn/order/$id')({
  loader: ({ context, params }) => {
    // Only the PayPal buttons need it, and only on an unpaid order: never worth waiting for.
    prefetch(context.queryClient, paymentConfigQueryOptions());
    return ensureQueryData(context.queryClient, orderQueryOptions(params.id));
  },
  errorComponent: ({ error }) => (
    <OrderFrame>
      <RouteError error={error} />
    </OrderFrame>
  ),
  component: OrderScreen,
});

function OrderFrame({ children }: { children: ReactNode }) {
  const { id } = Route.useParams();
  return (
    <>
      <h1 className="mb-6 break-all text-2xl font-bold">Order {id}</h1>
      {children}
    </>
  );
}

function PaymentArea({ order }: { order: Order }) {
  const { data: config } = useQuery(paymentConfigQueryOptions());
  if (order.paymentMethod === 'TestCard')
    return <CardPaymentForm orderId={order._id} total={order.totalPrice} />;
  if (order.paymentMethod === 'PayPal' && config?.paypalClientId) {
    return (
      <Suspense fallback={<Loader />}>
        <PaypalButtons orderId={order._id} clientId={config.paypalClientId} />
      </Suspense>
    );
  }
  return <Message variant="danger">This payment method is not available right now.</Message>;
}

function OrderActions({ order }: { order: Order }) {
  const userInfo = useSession((state) => state.userInfo);
  const deliver = useDeliverOrder();
  const cancel = useCancelOrder();
  const isOwner = userInfo?._id === order.user?._id;
  return (
    <>
      {deliver.error && <Message variant="danger">{deliver.error.message}</Message>}
      {cancel.error && <Message variant="danger">{cancel.error.message}</Message>}
      {order.status === 'pending' && isOwner && <PaymentArea order={order} />}
      {order.status === 'pending' && (
        <button
          type="button"
          className={`${secondaryButton} mt-4 w-full justify-center`}
          disabled={cancel.isPending}
          onClick={() => cancel.mutate(order._id)}
        >
          Cancel Order
        </button>
      )}
      {userInfo?.isAdmin && order.status === 'paid' && (
        <button
          type="button"
          className={`${primaryButton} mt-4 w-full`}
          disabled={deliver.isPending}
          onClick={() => deliver.mutate(order._id)}
        >
          Mark As Delivered
        </button>
      )}
      {userInfo?.isAdmin && <RefundOrderButton order={order} />}
    </>
  );
}

function OrderDetails({ order }: { order: Order }) {
  return (
    <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
      <Meta title={`Order ${order._id} | Easy-Buy`} />
      <div className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white px-4">
        <section className="py-4">
          <h2 className="mb-2 text-xl font-semibold">Shipping</h2>
          {order.user && (
            <>
              <p>
                <strong>Name: </strong>
                {order.user.name}
              </p>
              <p>
                <strong>Email: </strong>
                <a href={`mailto:${order.user.email}`} className="text-brand-700 underline">
                  {order.user.email}
                </a>
              </p>
            </>
          )}
          <p>
            <strong>Address: </strong>
            {order.shippingAddress.address}, {order.shippingAddress.city} {order.shippingAddress.postalCode},{' '}
            {order.shippingAddress.country}
          </p>
          {order.isDelivered && order.deliveredAt ? (
            <Message variant="success">Delivered on {formatDateTime(order.deliveredAt)}</Message>
          ) : (
            <Message variant="danger">Not Delivered</Message>
          )}
        </section>
        <section className="py-4">
          <h2 className="mb-2 text-xl font-semibold">Payment Method</h2>
          <p>
            <strong>Method: </strong>
            {paymentMethodLabel(order.paymentMethod)}
          </p>
          {order.isPaid && order.paidAt ? (
            <Message variant="success">
              Paid on {formatDateTime(order.paidAt)}
              {order.paymentResult?.last4
                ? ` (${order.paymentResult.brand ?? 'Card'} ending ${order.paymentResult.last4})`
                : ''}
            </Message>
          ) : order.status === 'cancelled' && order.cancelledAt ? (
            <Message variant="danger">Cancelled on {formatDateTime(order.cancelledAt)}</Message>
          ) : (
            <Message variant="danger">
              Not Paid — please pay by {formatDateTime(order.expiresAt)} or the order is cancelled
            </Message>
          )}
        </section>
        <section className="py-4">
          <h2 className="mb-2 text-xl font-semibold">Order Items</h2>
          <ul className="divide-y divide-slate-200">
            {order.orderItems.map((item) => (
              <OrderItemRow key={item.product ?? item.name} item={item} />
            ))}
          </ul>
        </section>
      </div>
      <OrderSummary
        itemsPrice={order.itemsPrice}
        shippingPrice={order.shippingPrice}
        taxPrice={order.taxPrice}
        totalPrice={order.totalPrice}
      >
        <OrderActions order={order} />
      </OrderSummary>
    </div>
  );
}

function OrderScreen() {
  const { id } = Route.useParams();
  const { data: order } = useSuspenseQuery(orderQueryOptions(id));
  const isAdmin = useSession((state) => state.userInfo?.isAdmin === true);
  return (
    <OrderFrame>
      <OrderDetails order={order} />
      {isAdmin && <OrderTimeline orderId={order._id} />}
    </OrderFrame>
  );
}
